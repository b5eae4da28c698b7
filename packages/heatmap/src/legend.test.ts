import { describe, expect, it } from 'vitest';
import { defaultLegend, GREY_BIN, isTransparentColor, NO_DATA_BIN, quantize } from './legend';
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

describe('defaultLegend', () => {
  it('has one entry per bin with contiguous bounds for every type', () => {
    for (const type of TYPES) {
      const legend = defaultLegend(type);
      expect(legend.entries).toHaveLength(legend.thresholds.length + 1);
      legend.entries.forEach((entry, bin) => {
        expect(entry.bin).toBe(bin);
        expect(entry.min).toBe(bin === 0 ? null : legend.thresholds[bin - 1]);
        expect(entry.max).toBe(bin === legend.thresholds.length ? null : legend.thresholds[bin]);
        expect(entry.color).toMatch(/^#[0-9a-f]{6}([0-9a-f]{2})?$/);
      });
      expect([...legend.thresholds].sort((a, b) => a - b)).toEqual(legend.thresholds);
      expect([legend.greyBin, legend.noDataBin]).toEqual([254, 255]);
    }
  });

  it('covers −90 … −30 dBm in 5 dB steps for coverage, leaving weaker cells unpainted', () => {
    const legend = defaultLegend('primary-coverage');
    expect(legend.thresholds).toEqual([-90, -85, -80, -75, -70, -65, -60, -55, -50, -45, -40, -35, -30]);
    expect(isTransparentColor(legend.entries[0]?.color ?? '')).toBe(true);
    expect(legend.entries[0]?.label).toBe('< -90 dBm');
    expect(legend.entries[13]?.label).toBe('≥ -30 dBm');
    expect(legend.entries[5]?.label).toBe('-70 to -65 dBm');
  });

  it('paints zero interferers and names health issues', () => {
    expect(isTransparentColor(defaultLegend('channel-interference').entries[0]?.color ?? '')).toBe(false);
    expect(defaultLegend('network-health').entries.map((entry) => entry.label)).toEqual([
      'Pass',
      'Primary coverage',
      'Secondary coverage',
      'Signal to noise ratio',
      'Channel interference',
      'Data rate',
    ]);
  });
});

describe('quantize', () => {
  const thresholds = [-90, -80, -70];

  it('counts the thresholds at or below each value; NaN is no data', () => {
    const values = Float32Array.of(-95, -90, -85.5, -80, -70, -20, NaN);
    expect(Array.from(quantize(values, thresholds, null))).toEqual([0, 1, 1, 2, 3, 3, NO_DATA_BIN]);
  });

  it('greys out cells with a negative margin, but never cells without data', () => {
    const values = Float32Array.of(-85, -75, -65, NaN);
    const margin = Float32Array.of(-18, -8, 2, -1);
    expect(Array.from(quantize(values, thresholds, margin))).toEqual([GREY_BIN, GREY_BIN, 3, NO_DATA_BIN]);
  });
});
