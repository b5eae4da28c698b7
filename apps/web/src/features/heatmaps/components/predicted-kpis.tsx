import type { ReactNode } from 'react';
import { useQueries } from '@tanstack/react-query';
import type { HeatmapRequest } from '@airlens/heatmap';
import { useApiScope } from '@/components/api-scope';
import {
  countPassingCells,
  PREDICTED_KPI_TYPES,
  predictedKpiRequest,
  predictedKpis,
  type CellCounts,
  type PredictedKpiKey,
  type PredictedKpiSet,
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
  render: (predicted: PredictedKpiSet | null) => ReactNode;
}

const KEYS = Object.keys(PREDICTED_KPI_TYPES) as PredictedKpiKey[];

type Counts = Partial<Record<PredictedKpiKey, CellCounts>>;

function addCounts(into: Counts, key: PredictedKpiKey, counts: CellCounts): void {
  const sum = into[key] ?? { cells: 0, passing: 0 };
  into[key] = { cells: sum.cells + counts.cells, passing: sum.passing + counts.passing };
}

/**
 * Predicted KPIs of a design project (no survey data): one predicted heatmap per floor and criterion, through the
 * heatmap cache, each scored as the share of its cells that meet the requirement; the project's over all floors'
 * cells together, and each floor's over its own.
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
  const project: Counts = {};
  const floors = new Map<string, Counts>();
  results.forEach((result, index) => {
    const job = jobs[index];
    if (job === undefined || result.data === undefined) {
      return;
    }
    const counts = countPassingCells(result.data, job.key);
    addCounts(project, job.key, counts);
    const floor = floors.get(job.floorId) ?? {};
    addCounts(floor, job.key, counts);
    floors.set(job.floorId, floor);
  });
  return render({
    project: predictedKpis(project),
    floors: new Map([...floors].map(([floorId, counts]) => [floorId, predictedKpis(counts)])),
  });
}
