import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { useAreaKpiPanels } from '../api/list-area-kpi-panels';
import { ProjectKpiPanels } from './project-kpi-panels';

export interface FloorKpisSectionProps {
  panels: ReturnType<typeof useAreaKpiPanels>;
  isScaled: boolean;
}

/** The floor's KPI panels, or why there are none. */
export function FloorKpisSection({ panels, isScaled }: FloorKpisSectionProps) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby="floor-kpis-title" sx={{ p: 2 }}>
      <Typography
        id="floor-kpis-title"
        component="h2"
        variant="h6"
        sx={{ fontSize: 18, fontWeight: 600, mb: 1.5 }}
      >
        Floor KPIs
      </Typography>
      {panels.error !== null && <Alert severity="error">{panels.error.message}</Alert>}
      {isScaled ? (
        <ProjectKpiPanels kpis={panels.data?.[0]?.kpis ?? null} label="Floor KPIs" />
      ) : (
        <Typography variant="body2" color="text.secondary">
          No KPIs: this floor plan is not scaled.
        </Typography>
      )}
    </Paper>
  );
}
