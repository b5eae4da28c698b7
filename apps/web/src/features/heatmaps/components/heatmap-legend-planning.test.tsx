import type { HeatmapLegend as Legend } from '@airlens/heatmap';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HeatmapLegend, thresholdText } from './heatmap-legend';

function legendOf(overrides: Partial<Legend>): Legend {
  return {
    type: 'ap-count',
    unit: 'count',
    thresholds: [1, 2, 3],
    entries: [
      { bin: 0, min: null, max: 1, color: '#d93025', label: '' },
      { bin: 1, min: 1, max: 2, color: '#f9ab00', label: '' },
      { bin: 2, min: 2, max: 3, color: '#7cb342', label: '' },
      { bin: 3, min: 3, max: null, color: '#1e8e3e', label: '' },
    ],
    greyBin: 254,
    greyColor: '#757575',
    noDataBin: 255,
    isHigherBetter: true,
    ...overrides,
  };
}

function itemsOf(name: string): string[] {
  return within(screen.getByRole('figure', { name }))
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}

describe('HeatmapLegend of the planning heatmaps (issue #18)', () => {
  it('counts the access points heard, not co-channel ones, on the AP count heatmap', () => {
    const legend = legendOf({});
    render(<HeatmapLegend legend={legend} />);
    expect(itemsOf('Access Point Count (access points)')).toEqual([
      '3 or more access points',
      '2 access points',
      '1 access point',
      'No access points',
    ]);
    expect(thresholdText(2, legend)).toBe('at least 2 access points');
  });

  it('names the first failing criterion on the requirement heatmap', () => {
    render(
      <HeatmapLegend
        legend={legendOf({
          type: 'requirement',
          unit: 'criterion',
          isHigherBetter: false,
          entries: [
            { bin: 0, min: null, max: null, color: '#1e8e3e', label: 'Passes every criterion' },
            {
              bin: 1,
              min: null,
              max: null,
              color: '#d93025',
              label: 'Fails signal strength',
              criterion: 'SIGNAL_STRENGTH',
            },
          ],
        })}
      />,
    );
    expect(itemsOf('Requirement (first failing criterion)')).toEqual([
      'Passes every criterion',
      'Fails signal strength',
    ]);
  });

  it('reads the capacity heatmap in percent of airtime', () => {
    render(
      <HeatmapLegend
        legend={legendOf({
          type: 'capacity',
          unit: '%',
          isHigherBetter: false,
          entries: [
            { bin: 0, min: null, max: 35, color: '#1e8e3e', label: '' },
            { bin: 1, min: 35, max: 70, color: '#f9ab00', label: '' },
            { bin: 2, min: 70, max: null, color: '#d93025', label: '' },
          ],
        })}
      />,
    );
    expect(itemsOf('Capacity (airtime of the serving radio)')).toEqual([
      'Below 35 %',
      '35 to 70 %',
      '70 % or more',
    ]);
  });
});
