import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { TONE_COLORS } from '@/components/tone-badge';

const TONE_TEXT = { good: 'Good (> 80%)', bad: 'Bad (≤ 80%)', none: 'No data' } as const;

export interface MapLegendProps {
  criterionLabel: string;
}

/** The key of the marker colours: the criterion they show, good above 80%, bad at 80% or less, no data. */
export function MapLegend({ criterionLabel }: MapLegendProps) {
  return (
    <Box
      sx={{
        position: 'absolute',
        left: 8,
        bottom: 8,
        zIndex: 1,
        bgcolor: 'rgba(255,255,255,0.92)',
        borderRadius: 1,
        px: 1,
        py: 0.5,
        boxShadow: 1,
      }}
    >
      <Typography variant="caption" component="p" sx={{ fontWeight: 600 }}>
        {criterionLabel}
      </Typography>
      {(['good', 'bad', 'none'] as const).map((tone) => (
        <Box key={tone} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
          <Box sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: TONE_COLORS[tone].marker }} />
          <Typography variant="caption">{TONE_TEXT[tone]}</Typography>
        </Box>
      ))}
    </Box>
  );
}
