import { useQueries } from '@tanstack/react-query';
import type { SceneFloor } from '../model/building-scene';
import type { HeatmapTexture } from '../scene/floor-layer';

/** Draws one floor's current heatmap (app/ supplies it from the heatmaps feature); null when the floor has none. */
export type LoadHeatmapTexture = (floorId: string, signal: AbortSignal) => Promise<HeatmapTexture | null>;

/**
 * The current heatmap of every floor of the model, drawn once per floor and request (`requestKey` names the
 * floor view's heatmap request, so changing it there redraws the model's floors).
 */
export function useHeatmapTextures(
  projectId: string,
  floors: readonly SceneFloor[],
  requestKey: string,
  load: LoadHeatmapTexture | null,
): { textures: Map<string, HeatmapTexture | null>; isLoading: boolean; failedFloorNames: string[] } {
  const results = useQueries({
    queries: floors.map((floor) => ({
      queryKey: ['building-3d', 'heatmap', projectId, floor.id, requestKey],
      queryFn: ({ signal }: { signal: AbortSignal }) => (load === null ? null : load(floor.id, signal)),
      enabled: load !== null,
      // Canvases are not data to compare or copy.
      structuralSharing: false,
      meta: { handledError: true },
    })),
  });
  return {
    textures: new Map(floors.map((floor, index) => [floor.id, results[index]?.data ?? null])),
    isLoading: results.some((result) => result.isLoading),
    failedFloorNames: floors
      .filter((_, index) => results[index]?.isError === true)
      .map((floor) => floor.name),
  };
}
