import type { ReactNode } from 'react';
import { useQueries } from '@tanstack/react-query';
import type { Kpis } from '@airlens/contract';
import type { HeatmapRequest } from '@airlens/heatmap';
import { useApiScope } from '@/components/api-scope';
import {
  countPassingCells,
  PREDICTED_KPI_TYPES,
  predictedKpiRequest,
  predictedKpis,
  type CellCounts,
  type PredictedKpiKey,
} from '../api/predicted-kpis';
import { heatmapQueryOptions } from '../api/use-heatmap';

/** What a design project's dashboard asks for: the scaled floors to predict on and the band. */
export interface PredictedKpisView {
  projectId: string;
  projectVersion: number;
  floorIds: readonly string[];
  radioBand: HeatmapRequest['radioBand'];
  /** The "View as" device profile whose offset the predictions apply; absent: 0 dB. */
  deviceProfileId?: string;
  /** Draws the result: null while the predictions load. */
  render: (kpis: Kpis | null) => ReactNode;
}

const KEYS = Object.keys(PREDICTED_KPI_TYPES) as PredictedKpiKey[];

/**
 * Predicted KPIs of a design project (no survey data): one predicted heatmap per floor and criterion, through the
 * heatmap cache, each scored as the share of its cells that meet the requirement.
 */
export function PredictedKpis(props: PredictedKpisView) {
  const { projectId, projectVersion, floorIds, radioBand, deviceProfileId, render } = props;
  const scope = useApiScope();
  const jobs = floorIds.flatMap((floorId) => KEYS.map((key) => ({ floorId, key })));
  const results = useQueries({
    queries: jobs.map(({ floorId, key }) =>
      heatmapQueryOptions({
        scope,
        projectId,
        floorId,
        version: projectVersion,
        request: predictedKpiRequest(key, radioBand, deviceProfileId),
      }),
    ),
  });
  if (results.some((result) => result.data === undefined)) {
    return render(null);
  }
  const counts: Partial<Record<PredictedKpiKey, CellCounts>> = {};
  results.forEach((result, index) => {
    const job = jobs[index];
    if (job === undefined || result.data === undefined) {
      return;
    }
    const floor = countPassingCells(result.data, job.key);
    const sum = counts[job.key] ?? { cells: 0, passing: 0 };
    counts[job.key] = { cells: sum.cells + floor.cells, passing: sum.passing + floor.passing };
  });
  return render(predictedKpis(counts));
}
