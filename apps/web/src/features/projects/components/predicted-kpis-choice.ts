import { isDesignProject, kpiScore } from '@airlens/domain';
import type { FrequencyBand } from '@airlens/domain';
import type { Kpis } from '@airlens/contract';
import type { FloorHeatmapSlot } from './project-slots';

/** The heatmap request's radio band of a KPI filter's band. */
export const RADIO_BAND_OF: Readonly<Record<FrequencyBand, FloorHeatmapSlot['request']['radioBand']>> = {
  TWO: '2.4',
  FIVE: '5',
  SIX: '6',
};

/** Whether a KPI set holds any score (a design project's measured KPIs hold none). */
function hasAnyScore(kpis: Kpis | null): boolean {
  return (
    kpis !== null &&
    (['rssi', 'rssi2', 'snr', 'channelInterference', 'networkHealth'] as const).some(
      (criterion) => kpiScore(kpis, criterion) !== null,
    )
  );
}

/**
 * Whether a project's (or floor's) KPIs are shown predicted: a design project has no survey data, so once its
 * measured KPIs have loaded without a single score, the planned APs' predictions stand in for them.
 */
export function showsPredictedKpis(
  projectType: string,
  measured: { kpis: Kpis | null; isLoaded: boolean },
  canPredict: boolean,
): boolean {
  return isDesignProject(projectType) && canPredict && measured.isLoaded && !hasAnyScore(measured.kpis);
}
