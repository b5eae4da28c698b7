import type { WebHeatmapRequest } from '../api/heatmap-request';
import type { HeatmapParams } from '../api/load-heatmap';

/** What a floor screen asks the heatmaps feature to draw (the projects feature's floor heatmap slot fits it). */
export interface FloorHeatmapView {
  projectId: string;
  floorId: string;
  projectVersion: number;
  /** Floor plan size in its own units (the heatmap's coordinate space). */
  widthUnits: number;
  heightUnits: number;
  request: WebHeatmapRequest;
  /** 0–1. */
  opacity: number;
  /** Height above the floor the map is drawn for; sent with the request (predictions depend on it). */
  visualizationHeightMeters: number;
  /** Names of the floor's areas by id, for the legend's requirement thresholds. */
  areaNames?: Readonly<Record<string, string>>;
  /** The applied "View as" device profile in words, for the legend; absent without one. */
  viewedAs?: string;
}

/** The heatmap call of a floor view: its request with the chosen visualization height. */
export function floorHeatmapParams(view: FloorHeatmapView): HeatmapParams {
  return {
    projectId: view.projectId,
    floorId: view.floorId,
    version: view.projectVersion,
    request: { ...view.request, visualizationHeightMeters: view.visualizationHeightMeters },
  };
}
