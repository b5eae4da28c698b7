import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { CapacityAnswer } from '@airlens/contract';
import { FREQUENCY_BAND_LABELS } from '@airlens/domain';
import { ToneBadge, TONE_COLORS } from '@/components/tone-badge';
import { percentText } from './planning-labels';

/** Airtime above which a radio is overloaded (api-contract "Planning", issue #18). */
export const OVERLOAD_AIRTIME_PERCENT = 70;
/** Radios listed before 'Show all' (overloaded ones always come first). */
export const RADIOS_SHOWN_FIRST = 10;

type Radio = CapacityAnswer['radios'][number];

/** Why a radio is overloaded, in words; null when it is not. */
export function overloadReason(radio: Radio): string | null {
  if (!radio.overloaded) {
    return null;
  }
  return radio.airtimePercent > OVERLOAD_AIRTIME_PERCENT
    ? `Overloaded: airtime above ${OVERLOAD_AIRTIME_PERCENT}%`
    : 'Overloaded: more clients than it may serve';
}

/** Overloaded radios first, then by airtime, busiest first. */
function byLoad(a: Radio, b: Radio): number {
  if (a.overloaded !== b.overloaded) {
    return a.overloaded ? -1 : 1;
  }
  return b.airtimePercent - a.airtimePercent;
}

/** Header cells of the capacity tables. */
export const CAPACITY_HEAD_SX = { fontWeight: 600 };

/** The radios of the band with clients and airtime; overloaded rows are tinted and say why in words. */
export function CapacityRadiosTable({ radios }: { radios: readonly Radio[] }) {
  const [isShowingAll, setShowingAll] = useState(false);
  const sorted = [...radios].sort(byLoad);
  const overloaded = sorted.filter((radio) => radio.overloaded).length;
  const shown = isShowingAll ? sorted : sorted.slice(0, Math.max(RADIOS_SHOWN_FIRST, overloaded));
  return (
    <Box sx={{ overflowX: 'auto', maxWidth: '100%' }}>
      <Table size="small" aria-label="Radio capacity">
        <TableHead>
          <TableRow>
            <TableCell sx={CAPACITY_HEAD_SX}>Radio</TableCell>
            <TableCell sx={CAPACITY_HEAD_SX} align="right">
              Clients
            </TableCell>
            <TableCell sx={CAPACITY_HEAD_SX} align="right">
              Airtime
            </TableCell>
            <TableCell sx={CAPACITY_HEAD_SX}>Status</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {shown.map((radio, index) => {
            const reason = overloadReason(radio);
            return (
              <TableRow
                key={`${radio.accessPointId}:${radio.band}:${radio.channel}:${index}`}
                data-overloaded={radio.overloaded}
                sx={reason === null ? undefined : { bgcolor: TONE_COLORS.bad.background }}
              >
                <TableCell sx={{ wordBreak: 'break-word' }}>
                  {radio.apName}
                  <Typography variant="caption" color="text.secondary" component="div">
                    {`${FREQUENCY_BAND_LABELS[radio.band]} GHz · channel ${radio.channel}`}
                  </Typography>
                </TableCell>
                <TableCell align="right">{radio.clients}</TableCell>
                <TableCell align="right">{percentText(radio.airtimePercent)}</TableCell>
                <TableCell>
                  {reason === null ? (
                    <ToneBadge tone="good">OK</ToneBadge>
                  ) : (
                    <ToneBadge tone="bad">{reason}</ToneBadge>
                  )}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      {shown.length < sorted.length && (
        <Button size="small" onClick={() => setShowingAll(true)} sx={{ mt: 1 }}>
          {`Show all ${sorted.length} radios`}
        </Button>
      )}
    </Box>
  );
}
