import { describe, expect, it } from 'vitest';
import { countPassingCells, predictedKpiRequest, predictedKpis } from './predicted-kpis';
import { emptyHeatmap } from './load-heatmap';

function heatmapOf(bins: number[]) {
  return { ...emptyHeatmap(), bins: Uint8Array.from(bins) };
}

describe('predicted KPIs', () => {
  it('counts the cells with a value and those not greyed out; network health passes on its Pass bin only', () => {
    const bins = [3, 254, 255, 0, 254, 7];
    expect(countPassingCells(heatmapOf(bins), 'rssi')).toEqual({ cells: 5, passing: 3 });
    expect(countPassingCells(heatmapOf(bins), 'networkHealth')).toEqual({ cells: 5, passing: 1 });
  });

  it('scores each criterion as the share of passing cells over all floors, with the average and issues', () => {
    const kpis = predictedKpis({
      rssi: { cells: 200, passing: 190 },
      secondaryRssi: { cells: 200, passing: 100 },
      snr: { cells: 200, passing: 181 },
      channelInterference: { cells: 200, passing: 200 },
      networkHealth: { cells: 0, passing: 0 },
    });
    expect(kpis.rssi.value).toBe(95);
    expect(kpis.secondaryRssi.value).toBe(50);
    expect(kpis.snr.value).toBe(90.5);
    expect(kpis.channelInterference.value).toBe(100);
    expect(kpis.networkHealth.value).toBeNull();
    expect(kpis.average.value).toBe(83.9);
    expect(kpis.issues).toBe(1);
  });

  it('asks for one-floor predictions of the planned APs on the band, greying out failures', () => {
    expect(predictedKpiRequest('snr', '6')).toEqual({
      type: 'snr',
      mode: 'detailed',
      requirementGreyOut: true,
      radioBand: '6',
      legend: false,
      onlyMyAps: true,
      signalPrediction: 'one-floor',
    });
    expect(predictedKpiRequest('networkHealth', '5').requirementGreyOut).toBe(false);
  });
});
