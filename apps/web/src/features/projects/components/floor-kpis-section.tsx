import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Kpis } from '@airlens/contract';
import { ProjectKpiPanels } from './project-kpi-panels';

export interface FloorKpisSectionProps {
  /** The floor's KPIs; null while they load. */
  kpis: Kpis | null;
  error: string | null;
  isScaled: boolean;
  /** A design's floor: the KPIs are predicted from its planned APs (and labelled so). */
  isPredicted?: boolean;
  /** The KPIs are on their way (the panels say 'Loading…', not 'No data'). */
  isLoading?: boolean;
}

/** The floor's KPI panels, or why there are none. */
export function FloorKpisSection({
  kpis,
  error,
  isScaled,
  isPredicted = false,
  isLoading = false,
}: FloorKpisSectionProps) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby="floor-kpis-title" sx={{ p: 2 }}>
      <Typography
        id="floor-kpis-title"
        component="h2"
        variant="h6"
        sx={{ fontSize: 18, fontWeight: 600, mb: 1.5 }}
      >
        {isPredicted ? 'Floor KPIs (predicted)' : 'Floor KPIs'}
      </Typography>
      {error !== null && <Alert severity="error">{error}</Alert>}
      {isScaled ? (
        <ProjectKpiPanels
          kpis={kpis}
          label={isPredicted ? 'Predicted floor KPIs' : 'Floor KPIs'}
          isLoading={isLoading}
        />
      ) : (
        <Typography variant="body2" color="text.secondary">
          No KPIs: this floor plan is not scaled.
        </Typography>
      )}
    </Paper>
  );
}
