import { afterEach, describe, expect, it } from 'vitest';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { clearNotifications } from '@/lib/notifications';
import { fakeApi, reply } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render';
import { clearWatchedReports, findWatchedReport, watchReport } from '../hooks/watched-reports';
import { PROJECT_ID, REPORT_ID } from '../test/report-api';
import { ReportReadyNotifier } from './report-ready-notifier';

configure({ asyncUtilTimeout: 5000 });

function answerStatus(status: number, body: unknown): void {
  fakeApi.onAny(() => reply(status, body));
}

afterEach(() => {
  clearNotifications();
  clearWatchedReports();
});

describe('ReportReadyNotifier', () => {
  it('announces a finished report with a download and stops following it', async () => {
    answerStatus(200, { reportId: REPORT_ID, status: 'DONE', progress: 100, step: 'done' });
    renderWithProviders(<ReportReadyNotifier />);
    act(() => watchReport({ reportId: REPORT_ID, projectId: PROJECT_ID, projectName: 'Harbour Hall' }));
    const notifications = await screen.findByRole('region', { name: 'Notifications' });
    expect(within(notifications).getByText('Report ready')).toBeTruthy();
    expect(within(notifications).getByText('The report of Harbour Hall is ready.')).toBeTruthy();
    expect(within(notifications).getByRole('button', { name: 'Download' })).toBeTruthy();
    expect(findWatchedReport(PROJECT_ID)).toBeNull();
  });

  it('drops a report that is gone (404) without a notification', async () => {
    answerStatus(404, { message: 'Not found' });
    renderWithProviders(<ReportReadyNotifier />);
    act(() => watchReport({ reportId: REPORT_ID, projectId: PROJECT_ID, projectName: 'Harbour Hall' }));
    await waitFor(() => expect(findWatchedReport(PROJECT_ID)).toBeNull());
    expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
  });
});
