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

/**
 * What a completed file became: 'Imported into {project}', the name a link to the project's dashboard; a server
 * that does not name it (or a project the uploader no longer sees by name) leaves 'Open the project'.
 */
function ProjectResult({ projectId, projectName }: { projectId: string; projectName: string | null }) {
  const link = (
    <Link component={RouterLink} to={`/projects/${projectId}`} sx={{ overflowWrap: 'anywhere' }}>
      {projectName ?? 'Open the project'}
    </Link>
  );
  return (
    <Typography variant="body2" sx={{ mt: 0.5 }}>
      {projectName === null ? link : <>Imported into {link}</>}
    </Typography>
  );
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
        <ProjectResult projectId={record.projectId} projectName={record.projectName} />
      )}
      {isFailed && record.message !== null && (
        <Typography variant="body2" color="error" role="alert" sx={{ mt: 0.5 }}>
          {record.message}
        </Typography>
      )}
    </ListItem>
  );
}
