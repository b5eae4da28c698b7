import Alert from '@mui/material/Alert';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { VendorChange } from '@airlens/contract';
import { ToneBadge } from '@/components/tone-badge';

const RESULT_LABELS: Record<VendorChange['devices'][number]['result'], string> = {
  PENDING: 'Pending',
  PLANNED: 'Will change',
  APPLIED: 'Applied',
  UNCHANGED: 'No change',
  FAILED: 'Failed',
};

/** `field: value` pairs of a before or after, nested settings flattened (`fiveGhzSettings.channel: 36`). */
export function describeValues(values: Record<string, unknown> | null): string {
  if (values === null) {
    return '—';
  }
  const parts: string[] = [];
  for (const [key, value] of Object.entries(values)) {
    if (typeof value === 'object' && value !== null) {
      for (const [inner, innerValue] of Object.entries(value)) {
        parts.push(`${key}.${inner}: ${JSON.stringify(innerValue)}`);
      }
    } else {
      parts.push(`${key}: ${JSON.stringify(value)}`);
    }
  }
  return parts.join(', ') || '—';
}

/** A change's devices: before, after and result (the dry run's diff, or the push's outcome). */
export function ChangeResults({ change, title }: { change: VendorChange; title: string }) {
  const running = change.status === 'QUEUED' || change.status === 'RUNNING';
  return (
    <>
      <Typography component="h4" variant="subtitle2" sx={{ fontWeight: 600 }}>
        {title}
        {running ? ' — running…' : ''}
      </Typography>
      {change.status === 'FAILED' && (
        <Alert severity="error">The change failed before it reached every device.</Alert>
      )}
      {change.devices.length === 0 && !running ? (
        <Typography color="text.secondary">No matched device to change.</Typography>
      ) : (
        <Table size="small" aria-label={title}>
          <TableHead>
            <TableRow>
              <TableCell>Device</TableCell>
              <TableCell>Before</TableCell>
              <TableCell>After</TableCell>
              <TableCell>Result</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {change.devices.map((device) => (
              <TableRow key={`${device.serial}-${device.accessPointId}`}>
                <TableCell>{device.serial}</TableCell>
                <TableCell>{describeValues(device.before)}</TableCell>
                <TableCell>{describeValues(device.after)}</TableCell>
                <TableCell>
                  <ToneBadge
                    tone={device.result === 'FAILED' ? 'bad' : device.result === 'APPLIED' ? 'good' : 'none'}
                  >
                    {RESULT_LABELS[device.result]}
                  </ToneBadge>
                  {device.error !== null && (
                    <Typography variant="body2" color="text.secondary">
                      {device.error}
                    </Typography>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </>
  );
}
