import Typography from '@mui/material/Typography';
import type { Heatmap } from '../api/load-heatmap';

/** A signed figure with a real minus sign and one decimal. */
function signed(value: number, unit: string): string {
  const rounded = Math.round(value * 10) / 10;
  return `${rounded < 0 ? '\u2212' : rounded > 0 ? '+' : ''}${Math.abs(rounded)}${unit}`;
}

function percent(value: number | null): string {
  return value === null ? '–' : `${Math.round(value)}%`;
}

/** Said when no cell has a value on both sides, so there is no map and no figure to show. */
export const NOTHING_TO_COMPARE =
  'Nothing to compare: no part of this floor has a signal on both sides. A comparison with the prediction needs planned access points; one with earlier dates needs surveys of this floor in both date ranges.';

/**
 * What a difference heatmap's answer says in numbers: the mean change and the coverage KPI before and after, or
 * why there is nothing to compare (the map is then empty).
 */
export function DifferenceSummary({ difference }: { difference: NonNullable<Heatmap['difference']> }) {
  const { meanDeltaDb, kpi } = difference;
  if (meanDeltaDb === null) {
    return (
      <Typography variant="body2" component="p" role="status" sx={{ mt: 1 }}>
        {NOTHING_TO_COMPARE}
      </Typography>
    );
  }
  return (
    <Typography variant="body2" component="p" sx={{ mt: 1 }}>
      {`Mean change ${signed(meanDeltaDb, ' dB')}. Area at or above ${signed(kpi.thresholdDbm, ' dBm')}: ${percent(kpi.beforePercent)} before, ${percent(kpi.afterPercent)} now${kpi.deltaPercent === null ? '' : ` (${signed(kpi.deltaPercent, ' points')})`}.`}
    </Typography>
  );
}
