import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { formatDate, isFinalReportStatus } from '@airlens/domain';
import { reportFileHref, useDeleteReport, useProjectReports } from '../api/project-reports';
import { LANGUAGE_NAMES, STATUS_NAMES } from './report-labels';

export interface ReportHistoryProps {
  projectId: string;
  /** Whether the caller may delete reports (members; guests only download). */
  canDelete: boolean;
}

const TIME = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' });

/** When a report was asked for: the date and the local time, so two reports of one day differ. */
function createdText(createdAt: string): string {
  return `${formatDate(createdAt)}, ${TIME.format(new Date(createdAt))}`;
}

/** The project's reports, newest first: status, language, format, download and delete (files are kept 30 days). */
export function ReportHistory({ projectId, canDelete }: ReportHistoryProps) {
  const reports = useProjectReports(projectId);
  const remove = useDeleteReport(projectId);
  if (reports.error !== null) {
    return <Alert severity="error">The reports could not be loaded: {reports.error.message}</Alert>;
  }
  const rows = reports.data ?? [];
  return (
    <Stack spacing={1}>
      <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 600 }}>
        Reports
      </Typography>
      {rows.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {reports.isPending ? 'Loading reports…' : 'No reports yet. Reports are kept for 30 days.'}
        </Typography>
      ) : (
        <Table size="small" aria-label="Reports">
          <TableHead>
            <TableRow>
              <TableCell>Created</TableCell>
              <TableCell>Status</TableCell>
              <TableCell>Language</TableCell>
              <TableCell>Format</TableCell>
              <TableCell align="right">Actions</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((report) => (
              <TableRow key={report.reportId}>
                <TableCell>{createdText(report.createdAt)}</TableCell>
                <TableCell>
                  {STATUS_NAMES[report.status]}
                  {report.status === 'RUNNING' ? ` (${report.progress} %)` : ''}
                  {report.status === 'DONE' && report.fileName !== null && (
                    <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                      {report.fileName}
                    </Typography>
                  )}
                </TableCell>
                <TableCell>{LANGUAGE_NAMES[report.language]}</TableCell>
                <TableCell>{report.format.toUpperCase()}</TableCell>
                <TableCell align="right">
                  {report.status === 'DONE' && (
                    <Button
                      size="small"
                      href={reportFileHref(report.reportId)}
                      download
                      aria-label={`Download the report of ${createdText(report.createdAt)}`}
                    >
                      Download
                    </Button>
                  )}
                  {canDelete && (
                    <IconButton
                      size="small"
                      aria-label={`${isFinalReportStatus(report.status) ? 'Delete' : 'Cancel'} the report of ${createdText(report.createdAt)}`}
                      disabled={remove.isPending && remove.variables === report.reportId}
                      onClick={() => remove.mutate(report.reportId)}
                    >
                      <DeleteOutlineIcon fontSize="small" />
                    </IconButton>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {remove.error !== null && (
        <Alert severity="error">The report could not be deleted: {remove.error.message}</Alert>
      )}
    </Stack>
  );
}
