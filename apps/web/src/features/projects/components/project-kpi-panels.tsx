import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { CRITERIA, CRITERION_LABELS, kpiScore } from '@airlens/domain';
import type { Criterion } from '@airlens/domain';
import { TONE_COLORS } from '@/components/tone-badge';
import type { Kpis } from '@airlens/contract';
import { formatScore, scoreTone } from '@/components/kpi-score';

export interface ProjectKpiPanelsProps {
  /** The panel's KPI set; null while nothing loaded. */
  kpis: Kpis | null;
  /** Accessible name of the list, e.g. 'Project KPIs'. */
  label: string;
  /** Highlights one criterion (the dashboard's selection). */
  selected?: Criterion;
  /** The KPIs are on their way: each tile says so instead of 'No data'. */
  isLoading?: boolean;
}

/** What a tile without a score says while its KPIs load. */
export const KPI_LOADING_WORD = 'Loading…';

const TONE_WORDS = { good: 'Good', bad: 'Needs attention', none: 'No data' } as const;

/** One tile per criterion: the score, a bar to 100% with the 80% mark, and good or bad in words. */
export function ProjectKpiPanels({ kpis, label, selected, isLoading = false }: ProjectKpiPanelsProps) {
  return (
    <Box
      component="ul"
      aria-label={label}
      aria-busy={isLoading}
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          md: 'repeat(3, minmax(0, 1fr))',
          lg: 'repeat(6, minmax(0, 1fr))',
        },
      }}
    >
      {CRITERIA.map((criterion) => {
        const score = kpis === null ? null : kpiScore(kpis, criterion);
        const tone = scoreTone(score);
        return (
          <Paper
            key={criterion}
            component="li"
            variant="outlined"
            data-tone={tone}
            sx={{
              p: 1.5,
              borderLeft: 4,
              borderLeftColor: TONE_COLORS[tone].marker,
              outline: selected === criterion ? '2px solid' : undefined,
              outlineColor: 'primary.main',
            }}
          >
            <Typography variant="body2" color="text.secondary" component="p" sx={{ minHeight: 40 }}>
              {CRITERION_LABELS[criterion]}
            </Typography>
            <Typography
              component="p"
              sx={{ fontSize: 28, fontWeight: 700, lineHeight: 1.2, color: TONE_COLORS[tone].text }}
            >
              {formatScore(score)}
            </Typography>
            <Box
              aria-hidden="true"
              sx={{ position: 'relative', height: 6, borderRadius: 3, bgcolor: 'grey.200', mt: 1 }}
            >
              <Box
                sx={{
                  position: 'absolute',
                  inset: 0,
                  width: `${Math.max(0, Math.min(100, score ?? 0))}%`,
                  borderRadius: 3,
                  bgcolor: TONE_COLORS[tone].marker,
                }}
              />
              <Box
                sx={{
                  position: 'absolute',
                  left: '80%',
                  top: -2,
                  bottom: -2,
                  width: 2,
                  bgcolor: 'text.primary',
                }}
              />
            </Box>
            <Typography
              variant="caption"
              component="p"
              sx={{ mt: 0.5, color: TONE_COLORS[tone].text, fontWeight: 600 }}
            >
              {isLoading && score === null ? KPI_LOADING_WORD : TONE_WORDS[tone]}
            </Typography>
          </Paper>
        );
      })}
    </Box>
  );
}
