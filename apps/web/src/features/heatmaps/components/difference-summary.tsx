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

/** What a difference heatmap's answer says in numbers: the mean change and the coverage KPI before and after. */
export function DifferenceSummary({ difference }: { difference: NonNullable<Heatmap['difference']> }) {
  const { meanDeltaDb, kpi } = difference;
  return (
    <Typography variant="body2" component="p" sx={{ mt: 1 }}>
      {`Mean change ${meanDeltaDb === null ? '–' : signed(meanDeltaDb, ' dB')}. Area at or above ${signed(kpi.thresholdDbm, ' dBm')}: ${percent(kpi.beforePercent)} before, ${percent(kpi.afterPercent)} now${kpi.deltaPercent === null ? '' : ` (${signed(kpi.deltaPercent, ' points')})`}.`}
    </Typography>
  );
}
