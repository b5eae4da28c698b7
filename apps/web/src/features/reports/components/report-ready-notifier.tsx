import { useEffect } from 'react';
import { notify, serverNotificationToastId } from '@/lib/notifications';
import { isReportGone, reportFileHref, useReportStatus } from '../api/project-reports';
import { unwatchReport, useWatchedReports, type WatchedReport } from '../hooks/watched-reports';

/**
 * The notification id of a report's end, so it shows once however often its status is read. The server files
 * its "Report ready" in the inbox under the report's id, so this is that notification's toast id and the
 * inbox's poller does not tell the same news twice.
 */
export function reportNotificationId(reportId: string): string {
  return serverNotificationToastId(reportId);
}

function ReportWatch({ report }: { report: WatchedReport }) {
  const status = useReportStatus(report.reportId);
  const state = status.data?.status;
  const failure = status.data?.error;
  const isGone = isReportGone(status.error);

  useEffect(() => {
    const { reportId, projectName } = report;
    if (state === 'DONE') {
      // It carries the download, so it stays until the user takes it or closes it (a success would time out).
      notify({
        id: reportNotificationId(reportId),
        level: 'success',
        title: 'Report ready',
        description: `The report of ${projectName} is ready.`,
        confirmText: 'Download',
        timeout: 0,
        onConfirm: () => window.location.assign(reportFileHref(reportId)),
      });
      unwatchReport(reportId);
    } else if (state === 'FAILED') {
      notify({
        id: reportNotificationId(reportId),
        level: 'error',
        title: 'Report failed',
        description: `The report of ${projectName} could not be made: ${failure ?? 'unknown reason'}.`,
      });
      unwatchReport(reportId);
    } else if (state === 'CANCELLED' || isGone) {
      unwatchReport(reportId);
    }
  }, [report, state, failure, isGone]);
  return null;
}

/**
 * Follows every report started in this tab to its end and tells the user with a notification: "Report ready"
 * with a download, or why it failed. Mounted once for the signed-in app, so closing the report dialog or
 * leaving the project does not lose the news.
 */
export function ReportReadyNotifier() {
  const watched = useWatchedReports();
  return (
    <>
      {watched.map((report) => (
        <ReportWatch key={report.reportId} report={report} />
      ))}
    </>
  );
}
