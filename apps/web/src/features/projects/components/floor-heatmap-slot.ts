import { isDesignProject } from '@airlens/domain';
import type { FrequencyBand } from '@airlens/domain';
import type { InsightsFloorPlan as FloorPlan, InsightsProject as Project } from '@airlens/contract';
import { unitsToMeters } from './floor-geometry';
import type { FloorPoint } from './floor-stage';
import type { HeatmapSettings } from './heatmap-controls';
import type { FloorHeatmapSlot } from './project-slots';

const RADIO_BAND_OF: Readonly<Record<FrequencyBand, FloorHeatmapSlot['request']['radioBand']>> = {
  TWO: '2.4',
  FIVE: '5',
  SIX: '6',
};

/** What the heatmap slot draws for one floor with the chosen settings and band. */
export function floorHeatmapSlot(
  project: Project,
  floor: FloorPlan,
  settings: HeatmapSettings,
  band: FrequencyBand,
  areaNames: Readonly<Record<string, string>> = {},
  radioIds: string[] | null = null,
): FloorHeatmapSlot {
  return {
    projectId: project.id,
    floorId: floor.id,
    projectVersion: project.projectVersion,
    widthUnits: floor.width,
    heightUnits: floor.height,
    request: {
      type: settings.type,
      accuracy: 'very',
      requirementGreyOut: true,
      mode: settings.mode,
      radioBand: RADIO_BAND_OF[band],
      legend: true,
      onlyMyAps: true,
      // docs/product-spec.md §7: no prediction, except for a project with nothing measured (a design).
      signalPrediction: isDesignProject(project.projectType) ? 'one-floor' : 'off',
      radioIds,
    },
    opacity: settings.opacity,
    visualizationHeightMeters: settings.visualizationHeightMeters,
    band,
    areaNames,
  };
}

/** The inspected point as metres on a scaled floor, else as rounded plan units; null when none. */
export function inspectedPointLabel(point: FloorPoint | null, metersPerUnit: number | null): string | null {
  if (point === null) {
    return null;
  }
  const x = unitsToMeters(point.x, metersPerUnit);
  const y = unitsToMeters(point.y, metersPerUnit);
  return x === null || y === null
    ? `${Math.round(point.x)}, ${Math.round(point.y)}`
    : `${x.toFixed(1)} m, ${y.toFixed(1)} m`;
}
