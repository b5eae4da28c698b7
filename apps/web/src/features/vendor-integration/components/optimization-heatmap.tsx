import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { HeatmapAnswer, VendorOptimization } from '@airlens/contract';
import { decodeBins, renderBinsToRgba } from '@airlens/heatmap';
import { ChoiceToggle } from '@/components/choice-toggle';
import { useOptimizationHeatmap } from '../api/vendor-integration';

type Side = 'current' | 'proposed';

const SIDE_WORDS: Record<Side, string> = { current: 'now', proposed: 'with the plan' };

/** The answer's cells on a canvas, one pixel per cell, scaled up with the plan's aspect ratio. */
function HeatmapCanvas({ answer, label }: { answer: HeatmapAnswer; label: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const { cols, rows } = answer.grid;
  useEffect(() => {
    const context = canvas.current?.getContext('2d');
    if (context === null || context === undefined || answer.legend === null) {
      return;
    }
    const pixels = renderBinsToRgba(decodeBins(answer), answer.legend);
    context.putImageData(new ImageData(pixels, cols, rows), 0, 0);
  }, [answer, cols, rows]);
  return (
    <Box
      component="canvas"
      ref={canvas}
      width={cols}
      height={rows}
      role="img"
      aria-label={label}
      sx={{
        width: '100%',
        maxWidth: 640,
        aspectRatio: `${cols} / ${rows}`,
        imageRendering: 'pixelated',
        border: 1,
        borderColor: 'divider',
        bgcolor: '#fff',
      }}
    />
  );
}

export interface OptimizationHeatmapProps {
  projectId: string;
  floors: readonly { floorPlanId: string; floorPlanName: string }[];
  optimization: VendorOptimization;
}

/**
 * The heatmap engine's channel-interference map of a floor now and with the proposal, switched by a toggle, with
 * its legend (how many co-channel APs a client hears in each cell).
 */
export function OptimizationHeatmap({ projectId, floors, optimization }: OptimizationHeatmapProps) {
  const [floorPlanId, setFloorPlanId] = useState(floors[0]?.floorPlanId ?? '');
  const [side, setSide] = useState<Side>('proposed');
  const band = optimization.plan[0]?.band ?? 'FIVE';
  const heatmap = useOptimizationHeatmap(projectId, {
    floorPlanId,
    frequencyBand: band,
    plan: optimization.plan.map(({ accessPointId, channel, channelWidth, power }) => ({
      accessPointId,
      channel,
      channelWidth,
      power,
    })),
  });
  const floorName = floors.find((floor) => floor.floorPlanId === floorPlanId)?.floorPlanName ?? '';
  const answer = heatmap.data?.[side];
  return (
    <Stack spacing={1.5} component="section" aria-label="Channel interference heatmap">
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        Channel interference
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        {floors.length > 1 && (
          <TextField
            select
            size="small"
            label="Floor"
            value={floorPlanId}
            onChange={(event) => setFloorPlanId(event.target.value)}
            sx={{ minWidth: 200 }}
          >
            {floors.map((floor) => (
              <MenuItem key={floor.floorPlanId} value={floor.floorPlanId}>
                {floor.floorPlanName}
              </MenuItem>
            ))}
          </TextField>
        )}
        <ChoiceToggle
          label="Heatmap shows"
          choices={[
            { value: 'current', label: 'Before' },
            { value: 'proposed', label: 'After (plan)' },
          ]}
          value={side}
          onChange={setSide}
        />
      </Stack>
      {heatmap.isPending && <Typography color="text.secondary">Drawing the heatmaps…</Typography>}
      {heatmap.isError && (
        <Alert severity="error">Could not draw the channel interference: {heatmap.error.message}</Alert>
      )}
      {answer !== undefined && (
        <>
          <HeatmapCanvas
            answer={answer}
            label={`Channel interference on ${floorName} ${SIDE_WORDS[side]}: co-channel access points heard per spot`}
          />
          {answer.legend !== null && (
            <Box
              component="ul"
              aria-label="Channel interference legend"
              sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, listStyle: 'none', m: 0, p: 0 }}
            >
              {answer.legend.entries.map((entry) => (
                <Box component="li" key={entry.bin} sx={{ display: 'flex', gap: 0.5, alignItems: 'center' }}>
                  <Box
                    aria-hidden
                    sx={{ width: 14, height: 14, bgcolor: entry.color, border: 1, borderColor: 'divider' }}
                  />
                  <Typography variant="body2">{entry.label}</Typography>
                </Box>
              ))}
            </Box>
          )}
        </>
      )}
    </Stack>
  );
}
