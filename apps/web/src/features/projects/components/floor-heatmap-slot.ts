import { isDesignProject } from '@airlens/domain';
import type { FrequencyBand } from '@airlens/domain';
import type { InsightsFloorPlan as FloorPlan, InsightsProject as Project } from '@airlens/contract';
import { unitsToMeters } from './floor-geometry';
import type { FloorPoint } from './floor-stage';
import type { HeatmapSettings } from './heatmap-controls';
import { RADIO_BAND_OF } from './predicted-kpis-choice';
import type { FloorHeatmapSlot, SignalPrediction } from './project-slots';

/** docs/product-spec.md §7: no prediction, except for a project with nothing measured (a design). */
export function defaultPrediction(project: Project): SignalPrediction {
  return isDesignProject(project.projectType) ? 'one-floor' : 'off';
}

/** A difference heatmap against earlier dates before both dates are chosen: nothing to ask for yet. */
export function isCompareIncomplete(settings: HeatmapSettings): boolean {
  return (
    settings.type === 'difference' &&
    settings.compare.kind === 'dates' &&
    (settings.compare.startDate === null || settings.compare.endDate === null)
  );
}

function compareToOf(settings: HeatmapSettings): FloorHeatmapSlot['request']['compareTo'] {
  if (settings.type !== 'difference') {
    return undefined;
  }
  const { compare } = settings;
  if (compare.kind === 'prediction') {
    return 'prediction';
  }
  return compare.startDate === null || compare.endDate === null
    ? undefined
    : { startDate: compare.startDate, endDate: compare.endDate };
}

/** The applied "View as" profile: its id for the request and its words for the legend. */
export interface AppliedDeviceProfile {
  id: string;
  viewedAs: string;
}

/** What the heatmap slot draws for one floor with the chosen settings and band. */
export function floorHeatmapSlot(
  project: Project,
  floor: FloorPlan,
  settings: HeatmapSettings,
  band: FrequencyBand,
  areaNames: Readonly<Record<string, string>> = {},
  radioIds: string[] | null = null,
  deviceProfile: AppliedDeviceProfile | null = null,
): FloorHeatmapSlot {
  const compareTo = compareToOf(settings);
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
      signalPrediction: settings.prediction ?? defaultPrediction(project),
      radioIds,
      ...(deviceProfile === null ? {} : { deviceProfileId: deviceProfile.id }),
      ...(compareTo === undefined ? {} : { compareTo }),
    },
    opacity: settings.opacity,
    visualizationHeightMeters: settings.visualizationHeightMeters,
    band,
    areaNames,
    ...(deviceProfile === null ? {} : { viewedAs: deviceProfile.viewedAs }),
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
