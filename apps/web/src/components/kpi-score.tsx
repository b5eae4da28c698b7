import { ToneBadge } from '@/components/tone-badge';
import { formatScore, scoreTone } from './kpi-score-format';

export { formatScore, scoreTone } from './kpi-score-format';

export interface KpiScoreProps {
  score: number | null;
}

/** A KPI score coloured good or bad, with the judgement read out for screen readers. */
export function KpiScore({ score }: KpiScoreProps) {
  const tone = scoreTone(score);
  return (
    <ToneBadge tone={tone} srSuffix={tone === 'none' ? 'no data' : tone}>
      {formatScore(score)}
    </ToneBadge>
  );
}
