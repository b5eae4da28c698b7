import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  CartesianGrid,
  Line,
  LineChart,
  ReferenceArea,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { GOOD_SCORE_THRESHOLD, formatDate, isGoodScore } from '@airlens/domain';
import { TONE_COLORS } from '@/components/tone-badge';
import type { DailyHealth } from '@airlens/contract';

export interface DailyHealthChartProps {
  days: DailyHealth;
}

function percent(value: number): string {
  return `${Math.round(value)}%`;
}

/** Words for screen readers: the span, the mean, and how many days were good. */
export function dailyHealthSummary(days: DailyHealth): string {
  if (days.length === 0) {
    return 'No survey days in the selected range.';
  }
  const first = days[0];
  const last = days[days.length - 1];
  const mean = days.reduce((sum, day) => sum + day.value, 0) / days.length;
  const good = days.filter((day) => isGoodScore(day.value)).length;
  const span =
    first === undefined || last === undefined ? '' : `${formatDate(first.date)} to ${formatDate(last.date)}`;
  return `Network health per survey day, ${span}: ${good} of ${days.length} days good, mean ${percent(mean)}.`;
}

/** Daily network health (Recharts, a lazy chunk) over a good band above 80% and a bad band below. */
export function DailyHealthChart({ days }: DailyHealthChartProps) {
  const summary = dailyHealthSummary(days);
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Box role="img" aria-label={summary} sx={{ width: '100%', height: 260 }}>
        <ResponsiveContainer width="100%" height="100%">
          <LineChart
            data={days}
            margin={{ top: 8, right: 16, bottom: 8, left: 0 }}
            accessibilityLayer={false}
          >
            <ReferenceArea
              y1={GOOD_SCORE_THRESHOLD}
              y2={100}
              fill={TONE_COLORS.good.background}
              fillOpacity={0.9}
              ifOverflow="extendDomain"
            />
            <ReferenceArea
              y1={0}
              y2={GOOD_SCORE_THRESHOLD}
              fill={TONE_COLORS.bad.background}
              fillOpacity={0.6}
              ifOverflow="extendDomain"
            />
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis
              dataKey="date"
              tickFormatter={(value: string) => formatDate(value)}
              minTickGap={24}
              tick={{ fontSize: 12 }}
            />
            <YAxis
              domain={[0, 100]}
              ticks={[0, 20, 40, 60, 80, 100]}
              tickFormatter={percent}
              width={44}
              tick={{ fontSize: 12 }}
            />
            <ReferenceLine y={GOOD_SCORE_THRESHOLD} stroke={TONE_COLORS.bad.marker} strokeDasharray="4 4" />
            <Tooltip
              formatter={(value) => [
                typeof value === 'number' ? percent(value) : String(value),
                'Network health',
              ]}
              labelFormatter={(label) => (typeof label === 'string' ? formatDate(label) : '')}
            />
            <Line
              type="linear"
              dataKey="value"
              name="Network health"
              stroke="#0b5cad"
              strokeWidth={2}
              dot={{ r: 3 }}
              isAnimationActive={false}
            />
          </LineChart>
        </ResponsiveContainer>
      </Box>
      <Typography component="figcaption" variant="caption" color="text.secondary">
        {summary} Green band: good (above 80%); red band: bad (80% or less).
      </Typography>
    </Box>
  );
}
