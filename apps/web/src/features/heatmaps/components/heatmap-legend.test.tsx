import { defaultLegend } from '@airlens/heatmap';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HeatmapLegend } from './heatmap-legend';

function itemsOf(name: string): string[] {
  const figure = screen.getByRole('figure', { name });
  return within(figure)
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}

describe('HeatmapLegend', () => {
  it('lists coverage bands strongest first in dBm, leaving out the unpainted band', () => {
    render(<HeatmapLegend legend={defaultLegend('primary-coverage')} />);
    const items = itemsOf('Primary Coverage (dBm)');
    expect(items[0]).toBe('\u221230 dBm or more');
    expect(items[1]).toBe('\u221235 to \u221230 dBm');
    expect(items.at(-1)).toBe('\u221290 to \u221285 dBm');
    expect(items).toHaveLength(13);
  });

  it('shows each swatch in its legend colour', () => {
    const legend = defaultLegend('data-rate');
    const { container } = render(<HeatmapLegend legend={legend} />);
    const colors = Array.from(container.querySelectorAll('[data-color]')).map((swatch) =>
      swatch.getAttribute('data-color'),
    );
    const painted = legend.entries
      .filter((entry) => !entry.color.endsWith('00'))
      .sort((a, b) => b.bin - a.bin);
    expect(colors).toEqual(painted.map((entry) => entry.color));
    expect(itemsOf('Data Rate (Mbps)')[0]).toBe('1200 Mbps or more');
  });

  it('counts co-channel access points in words', () => {
    render(<HeatmapLegend legend={defaultLegend('channel-interference')} />);
    expect(itemsOf('Channel Interference (access points)')).toEqual([
      'No co-channel access points',
      '1 co-channel access point',
      '2 co-channel access points',
      '3 co-channel access points',
      '4 co-channel access points',
      '5 co-channel access points',
      '6 or more co-channel access points',
    ]);
  });

  it('names the failing requirement on a network health map, and adds the grey-out swatch when asked', () => {
    render(<HeatmapLegend legend={defaultLegend('network-health')} showGreyOut title="Health" />);
    expect(itemsOf('Health')).toEqual([
      'Primary coverage',
      'Secondary coverage',
      'Signal to noise ratio',
      'Channel interference',
      'Data rate',
      'Fails the requirement',
    ]);
  });

  it('says the threshold the grey-out measures against when one applies everywhere', () => {
    render(
      <HeatmapLegend
        legend={defaultLegend('primary-coverage')}
        showGreyOut
        requirements={[{ place: 'Rest of the floor', value: -67 }]}
      />,
    );
    expect(itemsOf('Primary Coverage (dBm)').at(-1)).toBe('Fails the requirement of at least \u221267 dBm');
    expect(screen.queryByRole('list', { name: 'Requirement' })).toBeNull();
  });

  it('lists the floor’s threshold and each area’s own when they differ', () => {
    render(
      <HeatmapLegend
        legend={defaultLegend('channel-interference')}
        showGreyOut
        requirements={[
          { place: 'Rest of the floor', value: 3 },
          { place: 'Meeting rooms', value: 1 },
        ]}
      />,
    );
    expect(screen.getByText('Fails the requirement where it is (see below)')).toBeTruthy();
    const thresholds = within(screen.getByRole('list', { name: 'Requirement' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(thresholds).toEqual([
      'Rest of the floor: at most 3 co-channel access points',
      'Meeting rooms: at most 1 co-channel access point',
    ]);
  });

  it('leaves the thresholds out without grey-out', () => {
    render(
      <HeatmapLegend
        legend={defaultLegend('snr')}
        requirements={[
          { place: 'Rest of the floor', value: 20 },
          { place: 'Lab', value: 30 },
        ]}
      />,
    );
    expect(screen.queryByRole('list', { name: 'Requirement' })).toBeNull();
    expect(screen.queryByText(/Fails the requirement/)).toBeNull();
  });
});
