import { isGoodScore } from '@airlens/domain';
import type { Tone } from './tone-colors';

// Apart from the badge (kpi-score.tsx), so a score's text is at hand without the component library.

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
