import Alert from '@mui/material/Alert';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { VendorLiveDevice } from '@airlens/contract';
import { useLiveStatus } from '../api/vendor-integration';
import { LiveStatusBadge } from './live-status-badge';

const BAND_LABELS = { TWO: '2.4 GHz', FIVE: '5 GHz', SIX: '6 GHz' } as const;

function radiosText(device: VendorLiveDevice): string {
  return (
    device.radios
      .map(
        (radio) =>
          `${BAND_LABELS[radio.band]}: ch ${radio.channel ?? '—'}, ${radio.channelWidth ?? '—'} MHz, ${radio.power ?? '—'} dBm${
            radio.utilization === null ? '' : `, ${radio.utilization} % used`
          }`,
      )
      .join('; ') || '—'
  );
}

/** Planned vs live: the controller's status of each matched AP, refreshed every 30 s. */
export function LiveSection({ projectId }: { projectId: string }) {
  const live = useLiveStatus(projectId, true);
  if (live.isPending) {
    return <Typography color="text.secondary">Loading live status…</Typography>;
  }
  if (live.isError) {
    return <Alert severity="error">Could not load the live status: {live.error.message}</Alert>;
  }
  if (live.data.length === 0) {
    return <Typography color="text.secondary">No matched access point to show live status for.</Typography>;
  }
  return (
    <Table size="small" aria-label="Live status">
      <TableHead>
        <TableRow>
          <TableCell>Device</TableCell>
          <TableCell>Status</TableCell>
          <TableCell align="right">Clients</TableCell>
          <TableCell>Radios</TableCell>
          <TableCell>Planned vs live</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {live.data.map((device) => (
          <TableRow key={device.serial}>
            <TableCell>
              {device.name} ({device.serial}, {device.model})
            </TableCell>
            <TableCell>
              <LiveStatusBadge status={device.status} />
            </TableCell>
            <TableCell align="right">{device.clients ?? '—'}</TableCell>
            <TableCell>{radiosText(device)}</TableCell>
            <TableCell>
              {device.plannedDiff.length === 0
                ? 'As planned'
                : device.plannedDiff
                    .map(
                      (diff) =>
                        `${BAND_LABELS[diff.band]} ${diff.field}: planned ${diff.planned ?? '—'}, live ${diff.live ?? '—'}`,
                    )
                    .join('; ')}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
