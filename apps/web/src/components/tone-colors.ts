// Apart from the badge (tone-badge.tsx), so the colours are at hand without the component library.

export type Tone = 'good' | 'bad' | 'none';

/** Colours with at least 4.5:1 text contrast on their background (WCAG AA). */
export const TONE_COLORS: Readonly<Record<Tone, { text: string; background: string; marker: string }>> = {
  good: { text: '#135f2c', background: '#dcf1e3', marker: '#1e8e3e' },
  bad: { text: '#9b1c1c', background: '#fde2e1', marker: '#d93025' },
  none: { text: '#4a4f57', background: '#eceff3', marker: '#80868b' },
};
