import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import type { UploadRecord } from '../upload-record';

const STATUS_LABELS: Record<UploadRecord['status'], string> = {
  UPLOADING: 'Uploading',
  PROCESSING: 'Processing',
  COMPLETED: 'Completed',
  FAILED: 'Failed',
};

export interface UploadListItemProps {
  record: UploadRecord;
}

/** One file: name, status, the progress bar of docs/product-spec.md §4, then a link to the project or why it failed. */
export function UploadListItem({ record }: UploadListItemProps) {
  const isFailed = record.status === 'FAILED';
  return (
    <ListItem disableGutters sx={{ display: 'block' }} data-testid="upload-record">
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
        <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {record.fileName}
        </Typography>
        <Typography
          variant="body2"
          color={isFailed ? 'error' : 'text.secondary'}
          sx={{ whiteSpace: 'nowrap' }}
        >
          {STATUS_LABELS[record.status]} · {record.progress}%
        </Typography>
      </Box>
      <LinearProgress
        variant="determinate"
        value={record.progress}
        color={isFailed ? 'error' : record.status === 'COMPLETED' ? 'success' : 'primary'}
        aria-label={`Upload progress of ${record.fileName}`}
        sx={{ mt: 0.5, height: 4, borderRadius: 2 }}
      />
      {record.status === 'COMPLETED' && record.projectId !== null && (
        <Link
          component={RouterLink}
          to={`/projects/${record.projectId}`}
          variant="body2"
          sx={{ mt: 0.5, display: 'inline-block' }}
        >
          Open the project
        </Link>
      )}
      {isFailed && record.message !== null && (
        <Typography variant="body2" color="error" role="alert" sx={{ mt: 0.5 }}>
          {record.message}
        </Typography>
      )}
    </ListItem>
  );
}
