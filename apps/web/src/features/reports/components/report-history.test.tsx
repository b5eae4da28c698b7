import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, reply } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render';
import { DONE_SUMMARY, PROJECT_ID, stubReportApi } from '../test/report-api';
import { ReportHistory } from './report-history';

configure({ asyncUtilTimeout: 5000 });

const RUNNING_SUMMARY = {
  reportId: '7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d',
  status: 'RUNNING',
  progress: 55,
  format: 'pdf',
  language: 'fi',
  createdAt: '2026-03-06T08:15:00.000Z',
  fileName: null,
};

function renderHistory(canDelete = true): void {
  renderWithProviders(<ReportHistory projectId={PROJECT_ID} canDelete={canDelete} />);
}

describe('ReportHistory', () => {
  it('lists the reports with status, language, format and a download for finished ones', async () => {
    const sent = stubReportApi({ history: [RUNNING_SUMMARY, DONE_SUMMARY] });
    renderHistory();
    const table = await screen.findByRole('table', { name: 'Reports' });
    const [, running, done] = within(table).getAllByRole('row');
    expect(sent[0]).toEqual({
      method: 'GET',
      path: `/reportapi/v1/projects/${PROJECT_ID}/reports`,
      body: null,
    });
    expect(running?.textContent).toContain('Mar 6, 2026');
    expect(running?.textContent).toContain('Running (55 %)');
    expect(running?.textContent).toContain('Suomi');
    expect(within(running as HTMLElement).queryByRole('link')).toBeNull();
    expect(
      within(running as HTMLElement).getByRole('button', { name: /^Cancel the report of Mar 6, 2026/ }),
    ).toBeTruthy();
    expect(done?.textContent).toContain('Ready');
    expect(done?.textContent).toContain('harbour-hall-rapport.docx');
    expect(done?.textContent).toContain('Français');
    expect(done?.textContent).toContain('DOCX');
    const download = within(done as HTMLElement).getByRole('link', {
      name: /^Download the report of Mar 4, 2026/,
    });
    expect(download.getAttribute('href')).toBe(`/reportapi/v1/reports/${DONE_SUMMARY.reportId}/file`);
    expect(download.hasAttribute('download')).toBe(true);
  });

  it('deletes a report and lists the rest', async () => {
    const sent = stubReportApi({ history: [DONE_SUMMARY] });
    const user = userEvent.setup();
    renderHistory();
    const table = await screen.findByRole('table', { name: 'Reports' });
    await user.click(within(table).getByRole('button', { name: /^Delete the report of Mar 4, 2026/ }));
    await waitFor(() =>
      expect(screen.getByText('No reports yet. Reports are kept for 30 days.')).toBeTruthy(),
    );
    expect(sent.filter((request) => request.method === 'DELETE')).toEqual([
      { method: 'DELETE', path: `/reportapi/v1/reports/${DONE_SUMMARY.reportId}`, body: null },
    ]);
  });

  it('offers a guest the download but no delete', async () => {
    stubReportApi({ history: [DONE_SUMMARY] });
    renderHistory(false);
    const table = await screen.findByRole('table', { name: 'Reports' });
    expect(within(table).getByRole('link', { name: /^Download the report of/ })).toBeTruthy();
    expect(within(table).queryByRole('button', { name: /^Delete/ })).toBeNull();
  });

  it('says while it loads and when there are no reports yet', async () => {
    stubReportApi();
    renderHistory();
    expect(screen.getByText('Loading reports…')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByText('No reports yet. Reports are kept for 30 days.')).toBeTruthy(),
    );
  });

  it('says why the reports cannot be loaded', async () => {
    fakeApi.onAny(() => reply(404, { message: 'Not found' }));
    renderHistory();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('The reports could not be loaded: Not found');
  });
});
