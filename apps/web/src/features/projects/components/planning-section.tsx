import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export interface PlanningSectionProps {
  /** The heading's id (the section is labelled by it; also a link target: `#id`). */
  id: string;
  title: string;
  /** A line under the heading: what the figures are seen by or computed for. */
  caption?: string;
  /** Controls beside the heading. */
  actions?: ReactNode;
  /** Shown while the first answer loads. */
  loadingText: string;
  isPending: boolean;
  /** A refetch runs (filters changed): a thin bar over the previous figures. */
  isFetching: boolean;
  error: string | null;
  /** Shown instead of the content when there is nothing to show; null when there is. */
  emptyText: string | null;
  children: ReactNode;
}

/** A planning section of a project page (pass rates, capacity) with its loading, error and empty states. */
export function PlanningSection(props: PlanningSectionProps) {
  const { id, title, caption, actions, loadingText, isPending, isFetching, error, emptyText, children } =
    props;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: 2, minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 1 }}>
        <Typography id={id} component="h2" variant="h6" sx={{ fontSize: 18, fontWeight: 600, flexGrow: 1 }}>
          {title}
        </Typography>
        {actions}
      </Box>
      {caption !== undefined && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {caption}
        </Typography>
      )}
      {error !== null && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {error}
        </Alert>
      )}
      {isPending && error === null ? (
        <Box role="status" sx={{ py: 1 }}>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {loadingText}
          </Typography>
          <LinearProgress aria-hidden />
        </Box>
      ) : null}
      {!isPending && error === null && (
        <Box sx={{ position: 'relative', minWidth: 0 }}>
          {isFetching && (
            <LinearProgress aria-label="Updating" sx={{ position: 'absolute', top: 0, left: 0, right: 0 }} />
          )}
          {emptyText === null ? children : <Typography color="text.secondary">{emptyText}</Typography>}
        </Box>
      )}
    </Paper>
  );
}
