import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearNotifications } from '@/lib/notifications';
import { clearSession, setSessionUser } from '@/lib/session';
import { fakeApi, reply } from '@/test/fake-api';
import { renderRoutes, routeElement } from '@/test/render';
import { fakeUser } from '@/test/users';
import { clearWatchedReports } from '../hooks/watched-reports';
import { PROJECT_ID, REPORT_ID, stubReportApi } from '../test/report-api';
import { ReportDialog } from './report-dialog';
import { ReportReadyNotifier } from './report-ready-notifier';

configure({ asyncUtilTimeout: 5000 });

/** The dialog as the project view opens it, beside the notifier the signed-in app mounts once. */
function OpenableDialog({ canCreate }: { canCreate: boolean }) {
  const [isOpen, setIsOpen] = useState(true);
  return (
    <>
      {isOpen && (
        <ReportDialog
          projectId={PROJECT_ID}
          projectName="Harbour Hall"
          canCreate={canCreate}
          onClose={() => setIsOpen(false)}
        />
      )}
      <ReportReadyNotifier />
    </>
  );
}

function renderDialog(canCreate = true): void {
  renderRoutes([routeElement(<OpenableDialog canCreate={canCreate} />)], '/');
}

async function openDialog() {
  const dialog = await screen.findByRole('dialog', { name: 'Report of Harbour Hall' });
  await within(dialog).findByRole('checkbox', { name: 'Roof' });
  return dialog;
}

beforeEach(() => {
  setSessionUser(fakeUser());
});

afterEach(() => {
  clearNotifications();
  clearWatchedReports();
  act(() => clearSession());
});

describe('ReportDialog', () => {
  it('generates a report with the chosen language, bands and floors, follows its progress and offers the download', async () => {
    const sent = stubReportApi({ runningPolls: 1 });
    const user = userEvent.setup();
    renderDialog();
    const dialog = await openDialog();
    await user.click(within(dialog).getByRole('combobox', { name: 'Language' }));
    await user.click(await screen.findByRole('option', { name: 'Deutsch' }));
    await user.click(within(dialog).getByRole('checkbox', { name: '2.4 GHz' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Roof' }));
    await user.click(within(dialog).getByRole('button', { name: 'Generate report' }));

    await waitFor(() => expect(within(dialog).getByRole('link', { name: 'Download' })).toBeTruthy());
    expect(within(dialog).getByRole('link', { name: 'Download' }).getAttribute('href')).toBe(
      `/reportapi/v1/reports/${REPORT_ID}/file`,
    );
    expect(sent.find((request) => request.method === 'POST')).toEqual({
      method: 'POST',
      path: `/reportapi/v1/projects/${PROJECT_ID}/reports`,
      body: {
        templateId: 'default',
        language: 'de',
        format: 'pdf',
        frequencyBands: ['FIVE'],
        floorPlanIds: ['f1'],
      },
    });
    expect(
      sent.filter((request) => request.path === `/reportapi/v1/reports/${REPORT_ID}`).length,
    ).toBeGreaterThanOrEqual(2);
    // The open modal dialog hides its siblings from assistive technology, the notifications among them.
    const notifications = await screen.findByRole('region', { name: 'Notifications', hidden: true });
    await waitFor(() => expect(within(notifications).getByText('Report ready')).toBeTruthy());
    expect(within(notifications).getByText('The report of Harbour Hall is ready.')).toBeTruthy();
    expect(within(notifications).getByRole('button', { name: 'Download', hidden: true })).toBeTruthy();
  });

  it('shows the progress bar and step while the job runs', async () => {
    stubReportApi({ runningPolls: 1000 });
    const user = userEvent.setup();
    renderDialog();
    const dialog = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Generate report' }));
    const progress = await within(dialog).findByRole('progressbar', { name: 'Report progress' });
    await waitFor(() => expect(progress.getAttribute('aria-valuenow')).toBe('40'));
    expect(within(dialog).getByRole('status').textContent).toContain('Drawing floor plans and heatmaps');
    expect(within(dialog).getByRole('button', { name: 'Cancel report' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Generate report' })).toBeNull();
  });

  it('cancels a running report: DELETE, the status says cancelled and Generate comes back', async () => {
    const sent = stubReportApi({ runningPolls: 1000 });
    const user = userEvent.setup();
    renderDialog();
    const dialog = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Generate report' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Cancel report' }));

    await waitFor(() => expect(within(dialog).getByRole('status').textContent).toBe('Cancelled'));
    expect(sent.filter((request) => request.method === 'DELETE')).toEqual([
      { method: 'DELETE', path: `/reportapi/v1/reports/${REPORT_ID}`, body: null },
    ]);
    expect(within(dialog).queryByRole('progressbar', { name: 'Report progress' })).toBeNull();
    expect(within(dialog).queryByRole('link', { name: 'Download' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Generate report' })).toBeTruthy();
    expect(screen.queryByText('Report ready')).toBeNull();
  });

  it('keeps the job when Escape closes the dialog and tells the user with a download when it is ready', async () => {
    stubReportApi({ runningPolls: 2 });
    const user = userEvent.setup();
    renderDialog();
    const dialog = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Generate report' }));
    await within(dialog).findByRole('button', { name: 'Cancel report' });
    // Generate gave way to Cancel, so focus fell to the body until MUI's focus trap (a 50 ms check) takes it
    // back into the dialog; a person's Escape comes later than that, a test's must wait for it.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const notifications = await screen.findByRole('region', { name: 'Notifications' });
    expect(within(notifications).getByText('Report ready')).toBeTruthy();
    expect(within(notifications).getByRole('button', { name: 'Download' })).toBeTruthy();
  });

  it('moves the focus to Download when the report is ready, as Cancel gives way to it', async () => {
    stubReportApi({ runningPolls: 1 });
    const user = userEvent.setup();
    renderDialog();
    const dialog = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Generate report' }));
    const download = await within(dialog).findByRole('link', { name: 'Download' }, { timeout: 5000 });
    await waitFor(() => expect(document.activeElement).toBe(download));
  });

  it('shows the running report again when the dialog is opened anew', async () => {
    stubReportApi({ runningPolls: 1000 });
    const user = userEvent.setup();
    const { unmount } = renderRoutes([routeElement(<OpenableDialog canCreate />)], '/');
    const dialog = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Generate report' }));
    await within(dialog).findByRole('button', { name: 'Cancel report' });
    unmount();

    renderDialog();
    const reopened = await openDialog();
    const progress = await within(reopened).findByRole('progressbar', { name: 'Report progress' });
    await waitFor(() => expect(progress.getAttribute('aria-valuenow')).toBe('40'));
    expect(within(reopened).getByRole('button', { name: 'Cancel report' })).toBeTruthy();
  });

  it('says why a report could not be started', async () => {
    stubReportApi({ createFailure: { status: 400, message: 'names no template you can use' } });
    const user = userEvent.setup();
    renderDialog();
    const dialog = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Generate report' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('The report could not be started');
    expect(alert.textContent).toContain('names no template you can use');
    expect(within(dialog).getByRole('button', { name: 'Generate report' })).toBeTruthy();
  });

  it('shows the reason of a failed job in the dialog and in an error notification', async () => {
    stubReportApi({ runningPolls: 1, jobError: 'The project was deleted' });
    const user = userEvent.setup();
    renderDialog();
    const dialog = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Generate report' }));
    await waitFor(() => expect(within(dialog).getByText('The project was deleted')).toBeTruthy());
    expect(within(dialog).getByRole('status').textContent).toBe('Failed');
    expect(within(dialog).queryByRole('link', { name: 'Download' })).toBeNull();
    await waitFor(() => expect(screen.getByText('Report failed')).toBeTruthy());
  });

  it('disables Generate until at least one band and one floor are chosen', async () => {
    stubReportApi();
    const user = userEvent.setup();
    renderDialog();
    const dialog = await openDialog();
    const generate = within(dialog).getByRole('button', { name: 'Generate report' });
    await user.click(within(dialog).getByRole('checkbox', { name: '2.4 GHz' }));
    await user.click(within(dialog).getByRole('checkbox', { name: '5 GHz' }));
    expect(generate).toHaveProperty('disabled', true);
    expect(within(dialog).getByText('Choose at least one band.')).toBeTruthy();
    await user.click(within(dialog).getByRole('checkbox', { name: '5 GHz' }));
    expect(generate).toHaveProperty('disabled', false);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Ground floor' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Roof' }));
    expect(generate).toHaveProperty('disabled', true);
    expect(within(dialog).getByText('Choose at least one floor.')).toBeTruthy();
  });

  it('saves the choices as a template shared with the organisation', async () => {
    const sent = stubReportApi({ runningPolls: 1 });
    const user = userEvent.setup();
    renderDialog();
    const dialog = await openDialog();
    await user.type(within(dialog).getByRole('textbox', { name: 'Template name' }), 'Customer A');
    await user.click(within(dialog).getByRole('combobox', { name: 'Visibility' }));
    await user.click(await screen.findByRole('option', { name: 'My organisation' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save as template' }));
    await waitFor(() => expect(within(dialog).getByText('Saved as “Customer A”.')).toBeTruthy());
    const saved = sent.find(
      (request) => request.method === 'POST' && request.path === '/reportapi/v1/templates',
    );
    expect(saved?.body).toMatchObject({
      name: 'Customer A',
      visibility: 'ORGANIZATION',
      format: 'pdf',
      language: 'en',
      sections: [{ type: 'cover' }, { type: 'summary' }, { type: 'floors' }],
      options: { frequencyBands: ['TWO', 'FIVE'], floorPlanIds: null },
    });
  });

  it('shows a guest only the reports to download, asking for no templates', async () => {
    const sent = stubReportApi({ runningPolls: 0 });
    renderDialog(false);
    const dialog = await screen.findByRole('dialog', { name: 'Reports of Harbour Hall' });
    await waitFor(() =>
      expect(within(dialog).getByText('No reports yet. Reports are kept for 30 days.')).toBeTruthy(),
    );
    expect(within(dialog).queryByRole('button', { name: 'Generate report' })).toBeNull();
    expect(sent.some((request) => request.path === '/reportapi/v1/templates')).toBe(false);
  });

  it('says when the templates cannot be loaded and loads them again on request', async () => {
    stubReportApi({ templates: [] });
    fakeApi.onAny(() => reply(503, { message: 'Service unavailable' }));
    const user = userEvent.setup();
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Report of Harbour Hall' });
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('The report templates could not be loaded');
    stubReportApi();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await within(dialog).findByRole('checkbox', { name: 'Roof' });
  });
});
