import { describe, expect, it } from 'vitest';
import { LEGEND_PANEL_BACKGROUND, contrastRatio } from './contrast';
import { defaultLegend, isTransparentColor } from './legend';
import type { HeatmapType } from './types';

const TYPES: HeatmapType[] = [
  'primary-coverage',
  'secondary-coverage',
  'snr',
  'channel-interference',
  'network-health',
  'data-rate',
  'throughput',
];

describe('contrastRatio', () => {
  it('computes WCAG ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 6);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });
});

describe('legend colours', () => {
  it('every drawn legend swatch and the grey-out colour reach 3:1 against the legend panel (WCAG 1.4.11)', () => {
    for (const type of TYPES) {
      const legend = defaultLegend(type);
      for (const entry of legend.entries) {
        if (isTransparentColor(entry.color)) {
          continue;
        }
        expect(
          contrastRatio(entry.color, LEGEND_PANEL_BACKGROUND),
          `${type} bin ${entry.bin} ${entry.color}`,
        ).toBeGreaterThanOrEqual(3);
      }
      expect(contrastRatio(legend.greyColor, LEGEND_PANEL_BACKGROUND)).toBeGreaterThanOrEqual(3);
    }
  });
});
