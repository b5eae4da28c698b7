import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { NO_DATA_AVAILABLE } from '@airlens/domain';

export interface EmptyStateProps {
  message?: string;
}

/** The stock empty state: 'No data available' unless another message is given. */
export function EmptyState({ message = NO_DATA_AVAILABLE }: EmptyStateProps) {
  return (
    <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
      <Typography color="text.secondary">{message}</Typography>
    </Paper>
  );
}
