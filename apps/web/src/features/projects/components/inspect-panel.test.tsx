import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import type { InspectSample } from '@airlens/contract';
import { InspectPanel } from './inspect-panel';

const SAMPLES: InspectSample[] = [
  {
    x: 10,
    y: 20,
    distanceMeters: 1.5,
    radios: [
      {
        apId: 'ap1',
        apName: 'AP-Lobby',
        ssid: 'corp',
        bssid: null,
        channel: 36,
        band: 'FIVE',
        rssiDbm: -52.4,
        snrDb: 41,
        isServing: true,
      },
    ],
  },
];

function columnsOf(table: HTMLElement): string[] {
  return within(table)
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent ?? '');
}

describe('InspectPanel', () => {
  it('beside the plan keeps RSSI and SNR in columns of their own, with SSID, band and channel under the AP', () => {
    render(
      <InspectPanel
        pointLabel="1.0 m, 2.0 m"
        samples={SAMPLES}
        isLoading={false}
        error={null}
        onClose={vi.fn()}
      />,
    );
    const table = screen.getByRole('table', { name: 'Nearest sample 1 · 1.5 m away' });
    expect(columnsOf(table)).toEqual(['AP', 'RSSI', 'SNR']);
    expect(within(table).getAllByRole('row')[1]?.textContent).toContain('corp · 5 GHz · channel 36');
    expect(screen.getByRole('region', { name: 'Inspect' }).getAttribute('data-variant')).toBe('panel');
  });

  it('as a phone’s bottom sheet keeps RSSI and SNR in view, with SSID, band and channel under the AP', () => {
    render(
      <InspectPanel
        pointLabel="1.0 m, 2.0 m"
        samples={SAMPLES}
        isLoading={false}
        error={null}
        onClose={vi.fn()}
        variant="sheet"
      />,
    );
    const sheet = screen.getByRole('region', { name: 'Inspect' });
    expect(sheet.getAttribute('data-variant')).toBe('sheet');
    const table = within(sheet).getByRole('table', { name: 'Nearest sample 1 · 1.5 m away' });
    expect(columnsOf(table)).toEqual(['AP', 'RSSI', 'SNR']);
    const [row] = within(table).getAllByRole('row').slice(1);
    expect(row?.textContent).toContain('corp · 5 GHz · channel 36');
    expect(within(row as HTMLElement).getByText('-52 dBm')).toBeTruthy();
    expect(within(row as HTMLElement).getByText('41 dB')).toBeTruthy();
  });
});
