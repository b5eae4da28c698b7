import { useId } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { VENDOR_DEVICE_STATUSES } from '@airlens/contract';
import { LIVE_POLL_MS, useLiveStatus } from '../api/vendor-integration';
import { LIVE_STATUS_LOOK, LiveStatusBadge } from './live-status-badge';

export interface FloorLiveBadgesProps {
  projectId: string;
  /** The floor's access points (the badges show the matched ones). */
  accessPoints: readonly { id: string; name: string }[];
}

const listSx = { listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.75 } as const;

/**
 * The floor view's live status from the linked controller: a badge per matched AP of the floor (online, alerting,
 * offline or dormant, and its clients) with a legend, asked again every 30 s. Nothing shows for a project that is
 * not linked (the answer is empty), so unlinked floors are unchanged.
 */
export function FloorLiveBadges({ projectId, accessPoints }: FloorLiveBadgesProps) {
  const headingId = useId();
  const live = useLiveStatus(projectId, true);
  // Until the first answer it is not known whether the project is linked: no placeholder on every floor view.
  if (live.isPending || (live.isSuccess && live.data.length === 0)) {
    return null;
  }
  const nameOf = new Map(accessPoints.map((ap) => [ap.id, ap.name]));
  const onFloor = live.isSuccess ? live.data.filter((device) => nameOf.has(device.accessPointId)) : [];
  const updated = new Date(live.dataUpdatedAt).toLocaleTimeString();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        Live status
      </Typography>
      {live.isError && (
        <Alert severity="warning">The controller’s live status is unavailable: {live.error.message}</Alert>
      )}
      {live.isSuccess && onFloor.length === 0 && (
        <Typography color="text.secondary">
          No access point on this floor is matched to a controller device.
        </Typography>
      )}
      {onFloor.length > 0 && (
        <Box component="ul" aria-label="Access points’ live status" sx={listSx}>
          {onFloor.map((device) => (
            <Box
              component="li"
              key={device.accessPointId}
              sx={{ display: 'flex', gap: 1, alignItems: 'center' }}
            >
              <LiveStatusBadge status={device.status} />
              <span>
                {nameOf.get(device.accessPointId)}
                {device.clients === null
                  ? ''
                  : ` · ${device.clients} ${device.clients === 1 ? 'client' : 'clients'}`}
              </span>
            </Box>
          ))}
        </Box>
      )}
      <Typography component="h3" variant="body2" sx={{ fontWeight: 600, mt: 1.5, mb: 0.5 }}>
        Legend
      </Typography>
      <Box component="ul" aria-label="Live status legend" sx={listSx}>
        {VENDOR_DEVICE_STATUSES.map((status) => (
          <Box component="li" key={status} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
            <LiveStatusBadge status={status} />
            <Typography variant="body2">{LIVE_STATUS_LOOK[status].meaning}</Typography>
          </Box>
        ))}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mt: 1.5 }}>
        <Typography variant="body2" color="text.secondary">
          Updated {updated}; refreshes every {LIVE_POLL_MS / 1000} s.
        </Typography>
        <Button size="small" onClick={() => void live.refetch()} disabled={live.isFetching}>
          {live.isFetching ? 'Refreshing…' : 'Refresh now'}
        </Button>
      </Box>
    </Paper>
  );
}
