import { HEATMAP_TYPES, type HeatmapBody } from '@airlens/contract';
import {
  computeHeatmap,
  predictedFieldSource,
  toHeatmapResponseBody,
  type Band,
  type CellGrid,
  type FloorSurvey,
  type HeatmapAccuracy,
  type HeatmapEngineOptions,
  type HeatmapLegend,
  type HeatmapRequest,
  type HeatmapResponseBody,
} from '@airlens/heatmap';
import {
  HEARD_DBM,
  apCountValues,
  applyDeviceOffset,
  bestSignalValues,
  cellsInPolygon,
  computeCapacity,
  evaluateRequirement,
  planningLegend,
  requirementLegend,
  servingAirtimeValues,
  type DeviceProfile,
  type LegendCriterion,
  type RequirementCriterion,
  type SignalField,
} from '@airlens/heatmap/planning';
import { capacityAreaOf, defaultCapacityDevice } from './capacity-areas';
import { toEngineRequest } from './heatmap-request';
import type { PlanningProject, PlanningRequirement } from './planning-model';

/** Level a criterion-less AP count counts from: the usual primary-coverage requirement. */
const DEFAULT_AP_COUNT_DBM = -67;

/** A signal field seen by a device profile: its per-band offset added to every radio's plane. */
export function seenBy(field: SignalField, device: DeviceProfile): SignalField {
  return {
    ...field,
    planes: applyDeviceOffset(
      field.planes,
      field.radios.map((radio) => radio.band),
      field.cellCount,
      device,
    ),
  };
}

/** The band a body's radioBand names (5 GHz by default; `any` = every band). */
export function bandOfBody(body: Pick<HeatmapBody, 'radioBand'>): Band | undefined {
  switch (body.radioBand) {
    case '2.4':
    case 'TWO':
      return 'TWO';
    case '6':
    case 'SIX':
      return 'SIX';
    case 'any':
      return undefined;
    default:
      return 'FIVE';
  }
}

function criteriaOf(
  requirement: PlanningRequirement | undefined,
  band: Band | undefined,
): RequirementCriterion[] {
  return (requirement?.criteria ?? []).filter(
    (criterion) => band === undefined || criterion.band === undefined || criterion.band === band,
  );
}

/** Each cell's requirement: its area's (first area whose polygon holds the cell centre), else the default. */
function requirementRegions(
  model: PlanningProject,
  floorPlanId: string,
  grid: CellGrid,
): { requirement: PlanningRequirement | undefined; cells: Uint32Array }[] {
  const fallback = model.requirements.find((requirement) => requirement.isDefault) ?? model.requirements[0];
  const cellCount = grid.cols * grid.rows;
  const taken = new Uint8Array(cellCount);
  const regions: { requirement: PlanningRequirement | undefined; cells: Uint32Array }[] = [];
  for (const area of model.areas.filter((candidate) => candidate.floorPlanId === floorPlanId)) {
    const requirement =
      model.requirements.find((candidate) => candidate.id === area.requirementId) ?? fallback;
    const cells = cellsInPolygon(grid, area.polygonMeters).filter((c) => taken[c] === 0);
    cells.forEach((c) => {
      taken[c] = 1;
    });
    regions.push({ requirement, cells });
  }
  const rest: number[] = [];
  taken.forEach((flag, c) => {
    if (flag === 0) {
      rest.push(c);
    }
  });
  regions.push({ requirement: fallback, cells: Uint32Array.from(rest) });
  return regions;
}

function criterionKey(criterion: LegendCriterion): string {
  return `${criterion.type}|${criterion.comparison}|${criterion.value}|${criterion.band ?? ''}`;
}

/**
 * The requirement heatmap: every covered cell (a radio of the band heard) evaluated against its area's
 * requirement; value 0 passes, k fails the legend's k-th criterion first.
 */
function requirementValues(
  model: PlanningProject,
  floorPlanId: string,
  grid: CellGrid,
  seen: SignalField,
  device: DeviceProfile,
  band: Band | undefined,
): { values: Float32Array; legend: HeatmapLegend } {
  const covered = bestSignalValues(seen, band, HEARD_DBM);
  const values = new Float32Array(seen.cellCount).fill(NaN);
  const legendCriteria: LegendCriterion[] = [];
  const indexOf = new Map<string, number>();
  for (const region of requirementRegions(model, floorPlanId, grid)) {
    const criteria = criteriaOf(region.requirement, band);
    const evaluation = evaluateRequirement(seen, criteria, region.cells, device);
    const legendIndex = evaluation.criteria.map((evaluated, index) => {
      const source = criteria.filter((criterion) => criterion.type === evaluated.type)[0];
      const entry: LegendCriterion = {
        type: evaluated.type,
        comparison: source?.comparison ?? 'AT_LEAST',
        value: evaluated.threshold,
        band: evaluated.band,
      };
      const key = criterionKey(entry);
      if (!indexOf.has(key)) {
        indexOf.set(key, legendCriteria.length);
        legendCriteria.push(entry);
      }
      return indexOf.get(key) ?? index;
    });
    region.cells.forEach((c, k) => {
      if (!Number.isNaN(covered[c] ?? NaN)) {
        const failing = evaluation.firstFailing[k] ?? -1;
        values[c] = failing < 0 ? 0 : (legendIndex[failing] ?? 0) + 1;
      }
    });
  }
  return { values, legend: requirementLegend(legendCriteria) };
}

/** Per cell, the signal level the AP count counts from: the cell's requirement's limit for it. */
function apCountLimits(model: PlanningProject, floorPlanId: string, grid: CellGrid, band: Band | undefined) {
  const limits = new Float32Array(grid.cols * grid.rows).fill(DEFAULT_AP_COUNT_DBM);
  for (const region of requirementRegions(model, floorPlanId, grid)) {
    const criteria = criteriaOf(region.requirement, band);
    const count = criteria.find((criterion) => criterion.type === 'NUMBER_OF_ACCESS_POINTS');
    const signal = criteria.find((criterion) => criterion.type === 'SIGNAL_STRENGTH');
    const limit = count?.additionalLimit ?? signal?.value ?? DEFAULT_AP_COUNT_DBM;
    region.cells.forEach((c) => {
      limits[c] = limit;
    });
  }
  return limits;
}

/** The capacity heatmap: each cell painted with its serving radio's airtime from the floor's capacity items. */
function capacityValues(
  model: PlanningProject,
  floorPlanId: string,
  grid: CellGrid,
  field: SignalField,
  device: DeviceProfile,
): Float32Array {
  const laptop = defaultCapacityDevice(model, device);
  const areas = model.areas
    .filter((area) => area.floorPlanId === floorPlanId && area.capacityItems.length > 0)
    .map((area) => capacityAreaOf(model, area, grid, laptop));
  const result = computeCapacity(field, areas, model.capacitySettings);
  const airtime = new Float64Array(field.radios.length);
  for (const load of result.radios) {
    airtime[load.radio] = load.airtimePercent;
  }
  return servingAirtimeValues(field, device, airtime);
}

/** Types a planning field draws, with the values and legend of each. */
export interface FieldHeatmap {
  values: Float32Array;
  legend: HeatmapLegend;
  isCategorical: boolean;
}

/** Whether a body's type is one the signal engine draws (coverage, SNR, interference, rate …). */
export function isSignalType(type: HeatmapBody['type']): type is HeatmapRequest['type'] {
  return (HEATMAP_TYPES as readonly string[]).includes(type);
}

/**
 * A signal type (coverage, secondary, SNR, channel interference, network health, data rate, throughput) drawn
 * from a predicted field by the signal engine: its radio filters, requirement areas, metric pass, grey-out,
 * outline and thresholds, exactly as for a one-floor prediction, so a multi-floor map differs only by the other
 * floors' radios it hears. The field lies on the grid of `accuracy`; `onlyMyAps` reads the project's flags.
 */
export function signalFieldHeatmap(
  body: HeatmapBody & { type: HeatmapRequest['type'] },
  model: PlanningProject,
  floor: FloorSurvey,
  field: SignalField,
  device: DeviceProfile,
  accuracy: HeatmapAccuracy,
  engineOptions: Partial<HeatmapEngineOptions>,
): Omit<HeatmapResponseBody, 'source'> {
  const seen = seenBy(field, device);
  const mine = new Set(model.esx.accessPoints.filter((ap) => ap.mine).map((ap) => ap.id));
  const radios = seen.radios.map((radio) => ({ ...radio, isMine: mine.has(radio.apId) }));
  const request: HeatmapRequest = {
    ...toEngineRequest({ ...body, type: body.type, signalPrediction: 'one-floor' }),
    accuracy,
  };
  const source = predictedFieldSource({ radios, planes: seen.planes }, seen.cellCount);
  const { source: _kind, ...answer } = toHeatmapResponseBody(
    computeHeatmap(floor, request, undefined, engineOptions, source),
  );
  return answer;
}

/**
 * Values and legend of a planning type (requirement, capacity, AP count) drawn from a signal field (a multi-floor
 * prediction or an interpolated survey) with the device's offset.
 */
export function fieldHeatmap(
  body: HeatmapBody,
  model: PlanningProject,
  floorPlanId: string,
  grid: CellGrid,
  field: SignalField,
  device: DeviceProfile,
): FieldHeatmap {
  const band = bandOfBody(body);
  const seen = seenBy(field, device);
  if (isSignalType(body.type)) {
    // An internal slip, not a client's: the service draws these with signalFieldHeatmap.
    throw new Error(`The signal type ${body.type} is drawn by the signal engine, not as planning values`);
  }
  switch (body.type) {
    case 'requirement':
      return { ...requirementValues(model, floorPlanId, grid, seen, device, band), isCategorical: true };
    case 'capacity':
      return {
        values: capacityValues(model, floorPlanId, grid, field, device),
        legend: planningLegend('capacity'),
        isCategorical: false,
      };
    case 'ap-count':
      return {
        values: apCountValues(seen, band, apCountLimits(model, floorPlanId, grid, band), HEARD_DBM),
        legend: planningLegend('ap-count'),
        isCategorical: true,
      };
    case 'difference':
      // An internal slip, not a client's: the service draws the difference of two fields before it gets here.
      throw new Error('The difference heatmap compares two fields and is not drawn from one');
  }
}
