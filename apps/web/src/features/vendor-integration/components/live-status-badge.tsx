import Box from '@mui/material/Box';
import type { VendorDeviceStatus } from '@airlens/contract';

/** Each status's words, shape and colours (text on background at least 4.5:1, WCAG AA); never colour alone. */
export const LIVE_STATUS_LOOK: Readonly<
  Record<
    VendorDeviceStatus,
    { label: string; meaning: string; symbol: string; text: string; background: string }
  >
> = {
  online: { label: 'Online', meaning: 'up and serving', symbol: '●', text: '#135f2c', background: '#dcf1e3' },
  alerting: {
    label: 'Alerting',
    meaning: 'up, with an alert on the controller',
    symbol: '▲',
    text: '#6d4300',
    background: '#fff0d1',
  },
  offline: {
    label: 'Offline',
    meaning: 'not reachable',
    symbol: '✕',
    text: '#9b1c1c',
    background: '#fde2e1',
  },
  dormant: {
    label: 'Dormant',
    meaning: 'not seen for a long time',
    symbol: '○',
    text: '#4a4f57',
    background: '#eceff3',
  },
};

/** A controller device's status as a small pill: a shape and a word, coloured. */
export function LiveStatusBadge({ status }: { status: VendorDeviceStatus }) {
  const look = LIVE_STATUS_LOOK[status];
  return (
    <Box
      component="span"
      data-status={status}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        px: 1,
        py: 0.25,
        borderRadius: 1,
        fontWeight: 600,
        whiteSpace: 'nowrap',
        color: look.text,
        bgcolor: look.background,
      }}
    >
      <span aria-hidden>{look.symbol}</span>
      {look.label}
    </Box>
  );
}
