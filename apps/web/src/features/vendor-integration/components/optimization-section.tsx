import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { VendorChangeBody, VendorOptimization, VendorOptimizationBody } from '@airlens/contract';
import { useOptimize } from '../api/vendor-integration';
import { OptimizationHeatmap } from './optimization-heatmap';

const BANDS = [
  ['TWO', '2.4 GHz'],
  ['FIVE', '5 GHz'],
  ['SIX', '6 GHz'],
] as const;

/** The plan as a radio-settings change's radioPlan. */
export function radioPlanOf(answer: VendorOptimization): NonNullable<VendorChangeBody['radioPlan']> {
  return answer.plan.map(({ accessPointId, band, channel, channelWidth, power }) => ({
    accessPointId,
    band,
    channel,
    channelWidth,
    power,
  }));
}

/** A channel and power plan for one band, with predicted co-channel interference before and after. */
export function OptimizationSection({
  projectId,
  floors,
  onUsePlan,
}: {
  projectId: string;
  /** The project's floors, for the channel-interference heatmap. */
  floors: readonly { floorPlanId: string; floorPlanName: string }[];
  onUsePlan: (plan: NonNullable<VendorChangeBody['radioPlan']>) => void;
}) {
  const [band, setBand] = useState<VendorOptimizationBody['frequencyBand']>('FIVE');
  const [allowDfs, setAllowDfs] = useState(false);
  const optimize = useOptimize(projectId);
  const answer = optimize.data;
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <TextField
          select
          label="Band"
          value={band}
          onChange={(event) => setBand(event.target.value as VendorOptimizationBody['frequencyBand'])}
          sx={{ minWidth: 140 }}
        >
          {BANDS.map(([value, label]) => (
            <MenuItem key={value} value={value}>
              {label}
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel
          control={<Switch checked={allowDfs} onChange={(event) => setAllowDfs(event.target.checked)} />}
          label="Allow DFS channels"
        />
        <Button
          variant="outlined"
          disabled={optimize.isPending}
          onClick={() => optimize.mutate({ frequencyBand: band, allowDfs })}
        >
          {optimize.isPending ? 'Optimizing…' : 'Optimize channels'}
        </Button>
      </Stack>
      {optimize.isError && <Alert severity="error">Could not optimize: {optimize.error.message}</Alert>}
      {answer !== undefined && (
        <>
          <Typography>
            Predicted co-channel interference: {answer.predictedBefore.meanCciDb} dB over{' '}
            {answer.predictedBefore.cciAreaPercent} % of the area now, {answer.predictedAfter.meanCciDb} dB
            over {answer.predictedAfter.cciAreaPercent} % with the plan.
          </Typography>
          <Table size="small" aria-label="Channel plan">
            <TableHead>
              <TableRow>
                <TableCell>Access point</TableCell>
                <TableCell align="right">Channel</TableCell>
                <TableCell align="right">Width (MHz)</TableCell>
                <TableCell align="right">Power (dBm)</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {answer.plan.map((entry) => (
                <TableRow key={entry.accessPointId}>
                  <TableCell>{entry.accessPointName}</TableCell>
                  <TableCell align="right">{entry.channel}</TableCell>
                  <TableCell align="right">{entry.channelWidth}</TableCell>
                  <TableCell align="right">{entry.power}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {floors.length > 0 && answer.plan.length > 0 && (
            <OptimizationHeatmap projectId={projectId} floors={floors} optimization={answer} />
          )}
          <Box>
            <Button variant="contained" onClick={() => onUsePlan(radioPlanOf(answer))}>
              Use this plan for the radio settings push
            </Button>
          </Box>
        </>
      )}
    </Stack>
  );
}
