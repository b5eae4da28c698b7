import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearNotifications } from '@/lib/notifications';
import { renderRoutes, routeElement } from '@/test/render';
import { ReportDialog } from './report-dialog';

configure({ asyncUtilTimeout: 5000 });

const PROJECT_ID = '9c1f3a52-6d1e-4a8b-9f0e-1c2d3e4f5a6b';
const REPORT_ID = '3b2a1c0d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

const DEFAULT_TEMPLATE = {
  id: 'default',
  name: 'Default',
  visibility: 'ORGANIZATION',
  ownerEmail: null,
  builtIn: true,
  format: 'pdf',
  language: 'en',
  sections: [{ type: 'cover' }, { type: 'summary' }, { type: 'floors' }],
  options: {
    visualizations: ['primary-coverage', 'snr', 'channel-interference'],
    frequencyBands: ['TWO', 'FIVE'],
    floorPlanIds: null,
    pageSize: 'A4',
    units: 'metric',
    branding: {
      title: null,
      customer: null,
      author: null,
      logoPngBase64: null,
      primaryColor: '#0d47a1',
      accentColor: '#ff8f00',
    },
  },
  updatedAt: '1970-01-01T00:00:00.000Z',
  canEdit: false,
};

const FLOORS = [
  {
    id: 'f1',
    rowId: 1,
    name: 'Ground floor',
    width: 100,
    height: 50,
    metersPerUnit: 0.1,
    imageId: null,
    bitmapImageId: null,
  },
  {
    id: 'f2',
    rowId: 2,
    name: 'Roof',
    width: 100,
    height: 50,
    metersPerUnit: 0.1,
    imageId: null,
    bitmapImageId: null,
  },
];

interface Sent {
  method: string;
  path: string;
  body: unknown;
}

/** The report API as the server answers it: the job runs, then is done after `runningPolls` status polls. */
function stubReportApi(runningPolls: number): Sent[] {
  const sent: Sent[] = [];
  let polls = 0;
  let isDone = false;
  const json = (value: unknown, status = 200) => new Response(JSON.stringify(value), { status });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(
        typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
        'http://test',
      );
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : null;
      sent.push({ method, path: url.pathname, body });
      if (url.pathname === '/reportapi/v1/templates' && method === 'GET') {
        return json([DEFAULT_TEMPLATE]);
      }
      if (url.pathname === '/reportapi/v1/templates' && method === 'POST') {
        return json(
          {
            ...DEFAULT_TEMPLATE,
            ...(body as object),
            id: 'a1b2',
            builtIn: false,
            canEdit: true,
            ownerEmail: 'me@example.com',
          },
          201,
        );
      }
      if (url.pathname === `/insightapi/v1/projects/${PROJECT_ID}/floorPlans`) {
        return json(FLOORS);
      }
      if (url.pathname === `/reportapi/v1/projects/${PROJECT_ID}/reports` && method === 'POST') {
        return json({ reportId: REPORT_ID }, 202);
      }
      if (url.pathname === `/reportapi/v1/projects/${PROJECT_ID}/reports`) {
        return json(
          polls === 0
            ? []
            : [
                {
                  reportId: REPORT_ID,
                  status: isDone ? 'DONE' : 'RUNNING',
                  progress: isDone ? 100 : 40,
                  format: 'pdf',
                  language: 'de',
                  createdAt: '2026-03-04T10:00:00.000Z',
                  fileName: isDone ? 'x.pdf' : null,
                },
              ],
        );
      }
      if (url.pathname === `/reportapi/v1/reports/${REPORT_ID}`) {
        polls += 1;
        isDone = polls > runningPolls;
        return json(
          isDone
            ? { reportId: REPORT_ID, status: 'DONE', progress: 100, step: 'done' }
            : { reportId: REPORT_ID, status: 'RUNNING', progress: 40, step: 'images' },
        );
      }
      return json({ message: `unexpected ${method} ${url.pathname}` }, 404);
    }),
  );
  return sent;
}

function renderDialog(canCreate = true): void {
  renderRoutes(
    [
      routeElement(
        <ReportDialog
          projectId={PROJECT_ID}
          projectName="Harbour Hall"
          canCreate={canCreate}
          onClose={() => undefined}
        />,
      ),
    ],
    '/',
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  clearNotifications();
});

describe('ReportDialog', () => {
  it('generates a report with the chosen language, bands and floors, follows its progress and offers the download', async () => {
    const sent = stubReportApi(1);
    const user = userEvent.setup();
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Report of Harbour Hall' });
    await within(dialog).findByRole('checkbox', { name: 'Roof' });
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
    stubReportApi(1000);
    const user = userEvent.setup();
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Report of Harbour Hall' });
    await within(dialog).findByRole('checkbox', { name: 'Roof' });
    await user.click(within(dialog).getByRole('button', { name: 'Generate report' }));
    const progress = await within(dialog).findByRole('progressbar', { name: 'Report progress' });
    await waitFor(() => expect(progress.getAttribute('aria-valuenow')).toBe('40'));
    expect(within(dialog).getByRole('status').textContent).toContain('Drawing floor plans and heatmaps');
    expect(within(dialog).getByRole('button', { name: 'Cancel report' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Generate report' })).toBeNull();
  });

  it('saves the choices as a template shared with the organisation', async () => {
    const sent = stubReportApi(1);
    const user = userEvent.setup();
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Report of Harbour Hall' });
    await within(dialog).findByRole('checkbox', { name: 'Roof' });
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
      sections: DEFAULT_TEMPLATE.sections,
      options: { frequencyBands: ['TWO', 'FIVE'], floorPlanIds: null },
    });
  });

  it('shows a guest only the reports to download, asking for no templates', async () => {
    const sent = stubReportApi(0);
    renderDialog(false);
    const dialog = await screen.findByRole('dialog', { name: 'Reports of Harbour Hall' });
    await waitFor(() =>
      expect(within(dialog).getByText('No reports yet. Reports are kept for 30 days.')).toBeTruthy(),
    );
    expect(within(dialog).queryByRole('button', { name: 'Generate report' })).toBeNull();
    expect(sent.some((request) => request.path === '/reportapi/v1/templates')).toBe(false);
  });
});
