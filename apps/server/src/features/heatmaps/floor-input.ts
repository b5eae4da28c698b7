import type { MetresPerPlanUnitLike } from '@airlens/domain';
import type { EsxFloorPlan, EsxMeasurement, EsxProject, EsxSimulatedRadio, EsxSurvey } from '@airlens/esx';
import {
  antennaPatternOf,
  createWallSet,
  type ChannelWidthMhz,
  type KnownAccessPoint,
  type PlacedAccessPoint,
  type RadioAntenna,
  type RequirementArea,
  type SimulatedRadio,
  type WifiTechnology,
} from '@airlens/heatmap';
import type { FloorInput, SparseFloorInput } from './floor-blob';
import {
  FloorMatrixBuilder,
  type FloorMatrix,
  type SparseFloorMatrix,
  type TrackMeasurementInfo,
} from './floor-matrix';
import { toHealthRequirements } from './requirement-mapping';

/** A floor plan with a scale: only these have engine input (a heatmap is drawn in metres). */
export type ScaledFloorPlan = EsxFloorPlan & { metersPerUnit: MetresPerPlanUnitLike };

const WIDTHS: readonly ChannelWidthMhz[] = [20, 40, 80, 160, 320];
const TECHNOLOGY_RANK: readonly WifiTechnology[] = ['BE', 'AX', 'AC', 'N'];
/** Antenna gain when the file names none: a typical integrated omni antenna of an enterprise AP. */
const DEFAULT_ANTENNA_GAIN_DBI = 3;
/** Client device height above the floor, to turn the antenna height into a height difference. */
const CLIENT_HEIGHT_METERS = 1;
const DAY_MS = 86_400_000;

function widthOf(widthMhz: number | undefined): ChannelWidthMhz {
  return WIDTHS.find((width) => width === widthMhz) ?? 20;
}

/** The newest 802.11 generation a BSS advertises (`technologies` of a measurement, `technology` of a radio). */
function technologyOf(technologies: readonly (string | undefined)[]): WifiTechnology | undefined {
  return TECHNOLOGY_RANK.find((technology) => technologies.includes(technology));
}

function median(values: number[]): number | undefined {
  if (values.length === 0) {
    return undefined;
  }
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/**
 * One noise value per survey: the engine keeps one noise level per point, so take the median of the survey's
 * 5 GHz noise floors (the default band), else of all its noise floors.
 */
function surveyNoise(project: Pick<EsxProject, 'noiseFloors'>, surveyId: string): number | undefined {
  const floors = project.noiseFloors.filter((noise) => noise.surveyId === surveyId);
  const five = floors.filter((noise) => noise.band === 'FIVE');
  return median((five.length > 0 ? five : floors).map((noise) => noise.noiseFloorDbm));
}

/** What each measurement of a track means for the matrix, resolved once per track. */
function trackMeasurementInfo(
  measurementIds: readonly string[],
  measurements: ReadonlyMap<string, EsxMeasurement>,
): TrackMeasurementInfo[] {
  return measurementIds.map((id) => {
    const measurement = measurements.get(id);
    return {
      measurement,
      widthMhz: widthOf(measurement?.channelWidthMhz),
      technology: measurement === undefined ? undefined : technologyOf(measurement.technologies),
    };
  });
}

/** Adds every placed scan of one survey to the floor's matrix (primary adapters only, when any is marked). */
export function addSurveyToMatrix(
  builder: FloorMatrixBuilder,
  project: Pick<EsxProject, 'noiseFloors'>,
  survey: EsxSurvey,
  metersPerUnit: MetresPerPlanUnitLike,
  measurements: ReadonlyMap<string, EsxMeasurement>,
): void {
  const noiseDbm = surveyNoise(project, survey.id);
  const hasPrimary = survey.tracks.some((track) => track.primary);
  // The survey's UTC start day, as the KPI rollups date it: measured heatmaps of a date range keep its points.
  const surveyDay = Math.floor(survey.startTimeMs / DAY_MS);
  for (const track of survey.tracks) {
    const table = track.scans;
    if (table === undefined || (hasPrimary && !track.primary)) {
      continue;
    }
    builder.addTrack({
      table,
      scanX: track.scanX,
      scanY: track.scanY,
      metersPerUnit,
      noiseDbm,
      measurements: trackMeasurementInfo(track.measurementIds, measurements),
      surveyDay,
    });
  }
}

/**
 * The pattern and pointing of a planned radio's antenna, when its type carries both cuts; without one the radio
 * stays omnidirectional at its type's `maxGain`.
 */
function antennaOf(antenna: EsxSimulatedRadio['antenna']): RadioAntenna | undefined {
  const cuts = antenna.pattern;
  const pattern =
    cuts === undefined ? undefined : antennaPatternOf(cuts.hplane, cuts.eplane, antenna.maxGainDbi);
  if (pattern === undefined) {
    return undefined;
  }
  return { pattern, directionDegrees: antenna.directionDegrees ?? 0, tiltDegrees: antenna.tiltDegrees ?? 0 };
}

function simulatedRadiosOf(project: EsxProject, accessPointId: string): SimulatedRadio[] {
  const radios: SimulatedRadio[] = [];
  for (const radio of project.simulatedRadios) {
    const { band, primaryChannel, transmitPowerDbm } = radio;
    const isWifi = radio.radioTechnology === 'IEEE802_11';
    if (
      radio.accessPointId !== accessPointId ||
      !isWifi ||
      band === undefined ||
      primaryChannel === undefined ||
      transmitPowerDbm === undefined
    ) {
      continue;
    }
    const technology = technologyOf([radio.technology]);
    const antenna = antennaOf(radio.antenna);
    radios.push({
      id: radio.id,
      band,
      primaryChannel,
      widthMhz: widthOf(radio.channelWidthMhz),
      txPowerDbm: transmitPowerDbm,
      // With a pattern the budget counts its peak and prediction the gain toward each point.
      antennaGainDbi: antenna?.pattern.peakGainDbi ?? radio.antenna.maxGainDbi ?? DEFAULT_ANTENNA_GAIN_DBI,
      isEnabled: radio.enabled,
      ...(technology === undefined ? {} : { technology }),
      ...(antenna === undefined ? {} : { antenna }),
    });
  }
  return radios;
}

/** An AP's antenna height above the floor: the median of its planned radios' stated heights, if any. */
function mountHeightOf(project: EsxProject, accessPointId: string): number | undefined {
  const heights = project.simulatedRadios
    .filter((radio) => radio.accessPointId === accessPointId)
    .map((radio) => radio.antenna.heightMeters)
    .filter((height): height is number => height !== undefined && Number.isFinite(height) && height > 0);
  return median(heights);
}

/** APs placed on the floor that carry planned Wi-Fi radios: the sources of a one-floor prediction. */
function placedAccessPoints(project: EsxProject, floor: ScaledFloorPlan): PlacedAccessPoint[] {
  const placed: PlacedAccessPoint[] = [];
  for (const ap of project.accessPoints) {
    if (ap.location?.floorPlanId !== floor.id) {
      continue;
    }
    const radios = simulatedRadiosOf(project, ap.id);
    if (radios.length > 0) {
      const mountHeightMeters = mountHeightOf(project, ap.id);
      placed.push({
        id: ap.id,
        xMeters: ap.location.x * floor.metersPerUnit,
        yMeters: ap.location.y * floor.metersPerUnit,
        isMine: ap.mine,
        ...(mountHeightMeters === undefined ? {} : { mountHeightMeters }),
        radios,
      });
    }
  }
  return placed;
}

/** Median antenna height of the floor's planned radios above a handheld client, when the file states heights. */
function predictionHeight(project: EsxProject, placed: readonly PlacedAccessPoint[]): number | undefined {
  const apIds = new Set(placed.map((ap) => ap.id));
  const heights = project.simulatedRadios
    .filter((radio) => apIds.has(radio.accessPointId))
    .map((radio) => radio.antenna.heightMeters)
    .filter((height): height is number => height !== undefined && Number.isFinite(height));
  const height = median(heights);
  return height === undefined ? undefined : Math.max(0.5, height - CLIENT_HEIGHT_METERS);
}

function requirementAreas(project: EsxProject, floor: ScaledFloorPlan): RequirementArea[] {
  const areas: RequirementArea[] = [];
  for (const area of project.areas) {
    const requirement = project.requirements.find((candidate) => candidate.id === area.requirementId);
    if (area.floorPlanId !== floor.id || requirement === undefined || area.polygon.length < 3) {
      continue;
    }
    areas.push({
      id: area.id,
      polygonMeters: Float64Array.from(
        area.polygon.flatMap((point) => [point.x * floor.metersPerUnit, point.y * floor.metersPerUnit]),
      ),
      requirements: toHealthRequirements(requirement),
    });
  }
  return areas;
}

/** Whether a floor plan has a usable scale and size; a heatmap needs metres (an unscaled plan has none). */
export function hasUsableScale(floor: EsxFloorPlan): floor is ScaledFloorPlan {
  return [floor.metersPerUnit, floor.width, floor.height].every(
    (value) => value !== undefined && Number.isFinite(value) && value > 0,
  );
}

/**
 * Builds the heatmap engine's input for one floor of an imported project: survey scans (metres) reduced to the
 * points × radios median matrix, walls with per-band loss, placed APs with their planned radios (for
 * prediction), requirement areas and the project's default requirement.
 */
export function buildFloorInput(project: EsxProject, floor: ScaledFloorPlan): FloorInput {
  const measurements = new Map(project.measurements.map((measurement) => [measurement.id, measurement]));
  const builder = new FloorMatrixBuilder(knownAccessPoints(project, floor));
  for (const survey of project.surveys) {
    if (survey.floorPlanId === floor.id) {
      addSurveyToMatrix(builder, project, survey, floor.metersPerUnit, measurements);
    }
  }
  return floorInputOf(project, floor, builder.finish());
}

/** Every AP of the project as the matrix knows it: "mine" and its position on this floor, if placed here. */
export function knownAccessPoints(project: EsxProject, floor: ScaledFloorPlan): KnownAccessPoint[] {
  return project.accessPoints.map((ap) => ({
    id: ap.id,
    isMine: ap.mine,
    position:
      ap.location?.floorPlanId === floor.id
        ? { xMeters: ap.location.x * floor.metersPerUnit, yMeters: ap.location.y * floor.metersPerUnit }
        : null,
  }));
}

/** The engine input of a floor from its finished matrix and the project's plan data. */
export function floorInputOf(project: EsxProject, floor: ScaledFloorPlan, matrix: FloorMatrix): FloorInput {
  const { V, ...rest } = matrix;
  return { ...floorPlanInputOf(project, floor, rest), V };
}

/** {@link floorInputOf} keeping the matrix sparse (the import stores it so, see floor-blob.ts). */
export function sparseFloorInputOf(
  project: EsxProject,
  floor: ScaledFloorPlan,
  matrix: SparseFloorMatrix,
): SparseFloorInput {
  const { cells, ...rest } = matrix;
  return { ...floorPlanInputOf(project, floor, rest), cells };
}

/** A floor's engine input but for its matrix's levels. */
function floorPlanInputOf(
  project: EsxProject,
  floor: ScaledFloorPlan,
  matrix: Omit<FloorMatrix, 'V'>,
): Omit<FloorInput, 'V'> {
  const walls = project.walls
    .filter((wall) => wall.floorPlanId === floor.id)
    .map((wall) => ({
      x1: wall.a.x * floor.metersPerUnit,
      y1: wall.a.y * floor.metersPerUnit,
      x2: wall.b.x * floor.metersPerUnit,
      y2: wall.b.y * floor.metersPerUnit,
      lossDb: wall.lossDb,
    }));
  const accessPoints = placedAccessPoints(project, floor);
  const heightDifferenceMeters = predictionHeight(project, accessPoints);
  const defaultRequirement = project.requirements.find((requirement) => requirement.isDefault);
  return {
    floorId: floor.id,
    widthMeters: floor.width * floor.metersPerUnit,
    heightMeters: floor.height * floor.metersPerUnit,
    metersPerPixel: floor.metersPerUnit,
    points: matrix.points,
    radios: matrix.radios,
    pointDays: matrix.pointDays,
    ...(matrix.noiseDbm === undefined ? {} : { noiseDbm: matrix.noiseDbm }),
    walls: createWallSet(walls),
    accessPoints,
    areas: requirementAreas(project, floor),
    ...(defaultRequirement === undefined ? {} : { requirements: toHealthRequirements(defaultRequirement) }),
    ...(heightDifferenceMeters === undefined ? {} : { prediction: { heightDifferenceMeters } }),
  };
}
