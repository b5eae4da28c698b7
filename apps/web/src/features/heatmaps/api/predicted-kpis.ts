import type { Kpis } from '@airlens/contract';
import { averageScore, countIssues } from '@airlens/domain';
import type { HeatmapRequest, HeatmapType } from '@airlens/heatmap';
import type { WebHeatmapRequest } from './heatmap-request';
import type { Heatmap } from './load-heatmap';

/** The heatmap behind each scored criterion: its share of passing cells is the criterion's predicted score. */
export const PREDICTED_KPI_TYPES = {
  rssi: 'primary-coverage',
  secondaryRssi: 'secondary-coverage',
  snr: 'snr',
  channelInterference: 'channel-interference',
  networkHealth: 'network-health',
} as const satisfies Record<string, HeatmapType>;

export type PredictedKpiKey = keyof typeof PREDICTED_KPI_TYPES;

const GREY_BIN = 254;
const NO_DATA_BIN = 255;
/** Network health's bin of cells that fail no requirement. */
const HEALTH_PASS_BIN = 0;

/** A design project's predicted KPIs: the whole project's, and each predicted floor's by floor id. */
export interface PredictedKpiSet {
  project: Kpis;
  floors: ReadonlyMap<string, Kpis>;
}

/** Cells with a value and cells that meet the requirement, of one heatmap (grey-out marks the failing cells). */
export interface CellCounts {
  cells: number;
  passing: number;
}

/** Counts a heatmap's cells: network health passes on its 'Pass' bin, the others where not greyed out. */
export function countPassingCells(heatmap: Heatmap, key: PredictedKpiKey): CellCounts {
  let cells = 0;
  let passing = 0;
  for (const bin of heatmap.bins) {
    if (bin === NO_DATA_BIN) {
      continue;
    }
    cells += 1;
    if (key === 'networkHealth' ? bin === HEALTH_PASS_BIN : bin !== GREY_BIN) {
      passing += 1;
    }
  }
  return { cells, passing };
}

/**
 * The prediction request of one criterion on one band: the planned APs, requirement grey-out, no legend; seen by
 * the "View as" device profile when one is given.
 */
export function predictedKpiRequest(
  key: PredictedKpiKey,
  radioBand: HeatmapRequest['radioBand'],
  deviceProfileId?: string,
): WebHeatmapRequest {
  return {
    ...(deviceProfileId === undefined ? {} : { deviceProfileId }),
    type: PREDICTED_KPI_TYPES[key],
    mode: 'detailed',
    requirementGreyOut: key !== 'networkHealth',
    radioBand,
    legend: false,
    onlyMyAps: true,
    signalPrediction: 'one-floor',
  };
}

function share(counts: CellCounts | undefined): number | null {
  return counts === undefined || counts.cells === 0
    ? null
    : Math.round((1000 * counts.passing) / counts.cells) / 10;
}

/**
 * Predicted KPIs of a design project: per criterion, the share of the predicted floor area (all floors'
 * cells together) that meets the requirement; the average of the five, as the measured KPIs.
 */
export function predictedKpis(counts: Partial<Record<PredictedKpiKey, CellCounts>>): Kpis {
  const scores = {
    rssi: share(counts.rssi),
    secondaryRssi: share(counts.secondaryRssi),
    snr: share(counts.snr),
    channelInterference: share(counts.channelInterference),
    networkHealth: share(counts.networkHealth),
  };
  const kpis = {
    rssi: { value: scores.rssi },
    secondaryRssi: { value: scores.secondaryRssi },
    snr: { value: scores.snr },
    channelInterference: { value: scores.channelInterference },
    networkHealth: { value: scores.networkHealth },
  };
  const average = averageScore(kpis);
  return {
    ...kpis,
    average: { value: average === null ? null : Math.round(average * 10) / 10 },
    issues: countIssues(kpis),
  };
}
