import { isGoodScore } from '@airlens/domain';
import { ToneBadge } from '@/components/tone-badge';
import type { Tone } from '@/components/tone-badge';

/** Good above 80, bad at 80 or less, none without a score (docs/product-spec.md §9). */
export function scoreTone(score: number | null): Tone {
  if (score === null) {
    return 'none';
  }
  return isGoodScore(score) ? 'good' : 'bad';
}

/** A 0–100 score as text: whole percent, or an en dash when missing. */
export function formatScore(score: number | null): string {
  return score === null ? '–' : `${Math.round(score)}%`;
}

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
