import { describe, expect, it } from 'vitest';
import { inspectedPointLabel } from './floor-heatmap-slot';

describe('inspectedPointLabel', () => {
  it('is null without a point', () => {
    expect(inspectedPointLabel(null, 0.05)).toBeNull();
  });

  it('gives metres with one decimal on a scaled floor', () => {
    expect(inspectedPointLabel({ x: 100, y: 30 }, 0.05)).toBe('5.0 m, 1.5 m');
  });

  it('gives rounded plan units on a floor without a scale', () => {
    expect(inspectedPointLabel({ x: 10.6, y: 3.2 }, null)).toBe('11, 3');
  });
});
