import { useEffect, useRef } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReportStatusAnswer } from '@airlens/contract';
import { isFinalReportStatus } from '@airlens/domain';
import { reportFileHref } from '../api/project-reports';
import { STEP_NAMES } from './report-labels';

export interface ReportProgressProps {
  reportId: string;
  /** The job's last known state; undefined until the first answer. */
  report: ReportStatusAnswer | undefined;
  /** Why the state could not be read (the report was deleted, the network is down). */
  statusError: Error | null;
  cancelError: Error | null;
  isCancelling: boolean;
  onCancel: () => void;
}

/** A running report's progress bar and step with Cancel; Download when done, the reason when it failed. */
export function ReportProgress(props: ReportProgressProps) {
  const { reportId, report, statusError, cancelError, isCancelling, onCancel } = props;
  const isRunning = report === undefined || !isFinalReportStatus(report.status);
  const stepText = report === undefined ? STEP_NAMES.queued : (STEP_NAMES[report.step] ?? report.step);
  const isDone = report?.status === 'DONE';
  const downloadRef = useRef<HTMLAnchorElement>(null);
  // Download replaces the focused Cancel. React's autoFocus skips links, so the focus is moved here, unless the
  // user already put it on another control.
  useEffect(() => {
    const active = document.activeElement;
    const isFocusLost =
      active === null || active === document.body || active.getAttribute('tabindex') === '-1';
    if (isDone && isFocusLost) {
      downloadRef.current?.focus();
    }
  }, [isDone]);
  return (
    <Stack spacing={1}>
      {report?.status !== 'CANCELLED' && report?.status !== 'FAILED' && (
        <LinearProgress
          variant={report === undefined ? 'indeterminate' : 'determinate'}
          value={report?.progress ?? 0}
          aria-label="Report progress"
        />
      )}
      <Typography variant="body2" role="status">
        {isRunning && report !== undefined ? `${stepText} ${report.progress} %` : stepText}
      </Typography>
      {/* Each button takes the focus of the one it replaces (Generate, then Cancel, then Download): the keyboard stays
          in the dialog. */}
      {isRunning && (
        <Button autoFocus onClick={onCancel} loading={isCancelling} sx={{ alignSelf: 'flex-start' }}>
          Cancel report
        </Button>
      )}
      {isDone && (
        <Button
          ref={downloadRef}
          variant="contained"
          href={reportFileHref(reportId)}
          download
          sx={{ alignSelf: 'flex-start' }}
        >
          Download
        </Button>
      )}
      {report?.status === 'FAILED' && (
        <Alert severity="error">{report.error ?? 'The report could not be generated.'}</Alert>
      )}
      {statusError !== null && (
        <Alert severity="error">The report’s progress could not be read: {statusError.message}</Alert>
      )}
      {cancelError !== null && (
        <Alert severity="error">The report could not be cancelled: {cancelError.message}</Alert>
      )}
    </Stack>
  );
}
