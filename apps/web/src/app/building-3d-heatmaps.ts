// The heatmaps feature drawing a floor's current heatmap for the 3D model (features meet only in app/).
import type { HeatmapTexture } from '../features/building-3d';
import { isEmptyHeatmap, loadHeatmap } from '../features/heatmaps/api/load-heatmap';
import { drawBins } from '../features/heatmaps/components/heatmap-drawing';
import { floorHeatmapParams } from '../features/heatmaps/components/floor-heatmap-params';
import type { FloorHeatmapSlot } from '../features/projects/components/project-slots';

/**
 * Loads any floor of the building with the floor view's request (the radio filter belongs to the viewed floor's
 * APs, so other floors draw all of theirs) and paints it one pixel per cell, placed on the plan in metres.
 */
export function heatmapTextureLoader(view: FloorHeatmapSlot) {
  return async (floorId: string): Promise<HeatmapTexture | null> => {
    const request = floorId === view.floorId ? view.request : { ...view.request, radioIds: null };
    const heatmap = await loadHeatmap(floorHeatmapParams({ ...view, floorId, request }));
    if (isEmptyHeatmap(heatmap) || heatmap.legend === null) {
      return null;
    }
    const { cols, rows, cellMeters, originX, originY, unitsPerCell } = heatmap.grid;
    const canvas = document.createElement('canvas');
    canvas.width = cols;
    canvas.height = rows;
    if (!drawBins(canvas, heatmap, heatmap.legend)) {
      return null;
    }
    const metresPerUnit = Number(cellMeters) / Number(unitsPerCell);
    return {
      canvas,
      x: Number(originX) * metresPerUnit,
      y: Number(originY) * metresPerUnit,
      width: cols * Number(cellMeters),
      depth: rows * Number(cellMeters),
    };
  };
}

/** Names a floor view's heatmap request: the model redraws its floors' heatmaps when it changes. */
export function heatmapRequestKey(view: FloorHeatmapSlot): string {
  return JSON.stringify([view.projectVersion, view.request, view.visualizationHeightMeters]);
}
