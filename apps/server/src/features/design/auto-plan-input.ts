// What an auto-planning job computes: the engine's input, built at the POST from the project (the job itself runs
// without a user, possibly in another process; auto-plan-codec.ts stores it and presents its answer).
import type { AutoPlanBody } from '@airlens/contract';
import type { Band } from '@airlens/heatmap';
import { cellsInPolygon, type RequirementCriterion } from '@airlens/heatmap/planning';
import { notFound } from '../../http/errors';
import { planningGrid, type CachedProject, type PlanningContext } from '../heatmaps/planning.service';
import type { AutoPlanInput } from './auto-plan';
import type { AutoPlanJobInput } from './auto-plan-codec';

/** The share of the target cells that must pass. */
const TARGET_PASS_RATE_PERCENT = 95;
const DEFAULT_MAX_APS = 50;

/** Channels a proposal may use per band (non-DFS 5 GHz, the three 2.4 GHz ones, 6 GHz PSCs). */
const CHANNELS: Readonly<Record<Band, readonly number[]>> = {
  TWO: [1, 6, 11],
  FIVE: [36, 40, 44, 48, 149, 153, 157, 161],
  SIX: [5, 21, 37, 53, 69, 85, 101, 117],
};

/** A radio on the band when the project has no AP of the model: typical enterprise ceiling APs. */
const DEFAULT_RADIOS: Readonly<Record<Band, { txPowerDbm: number; antennaGainDbi: number }>> = {
  TWO: { txPowerDbm: 11, antennaGainDbi: 3 },
  FIVE: { txPowerDbm: 17, antennaGainDbi: 4 },
  SIX: { txPowerDbm: 17, antennaGainDbi: 5 },
};

/** The default criteria when the project has no requirement at all: a data-grade 5 GHz profile. */
const DEFAULT_CRITERIA = (band: Band): RequirementCriterion[] => [
  { type: 'SIGNAL_STRENGTH', band, comparison: 'AT_LEAST', value: -67 },
  { type: 'SECONDARY_SIGNAL_STRENGTH', band, comparison: 'AT_LEAST', value: -75 },
  { type: 'SIGNAL_TO_NOISE_RATIO', band, comparison: 'AT_LEAST', value: 25 },
];

/** The radio an AP of `model` has on the band in this project, else the band's default. */
function radioOf(entry: CachedProject, model: string, band: Band): AutoPlanInput['radio'] {
  const ids = new Set(entry.model.esx.accessPoints.filter((ap) => ap.model === model).map((ap) => ap.id));
  for (const floor of entry.model.floors) {
    for (const ap of floor.accessPoints) {
      const radio = ids.has(ap.id) ? ap.radios.find((r) => r.band === band) : undefined;
      if (radio !== undefined) {
        return { band, txPowerDbm: radio.txPowerDbm, antennaGainDbi: radio.antennaGainDbi, widthMhz: 20 };
      }
    }
  }
  return { band, ...DEFAULT_RADIOS[band], widthMhz: 20 };
}

/** The criteria and target cells: the requirement's areas on the floor (or every cell), its criteria on the band. */
function goalOf(
  entry: CachedProject,
  floorPlanId: string,
  grid: AutoPlanInput['grid'],
  body: AutoPlanBody,
): { criteria: RequirementCriterion[]; targetCells: Uint32Array } {
  const requirements = entry.model.requirements;
  const requirement =
    body.requirementId === undefined
      ? requirements.find((r) => r.isDefault)
      : requirements.find((r) => r.id === body.requirementId);
  if (body.requirementId !== undefined && requirement === undefined) {
    throw notFound(`This project has no requirement ${body.requirementId}.`);
  }
  const criteria = (requirement?.criteria ?? DEFAULT_CRITERIA(body.frequencyBand)).filter(
    (criterion) => criterion.band === undefined || criterion.band === body.frequencyBand,
  );
  const areas = entry.model.areas.filter(
    (area) =>
      area.floorPlanId === floorPlanId &&
      (body.requirementId === undefined || area.requirementId === body.requirementId),
  );
  const cells = new Set<number>();
  for (const area of areas) {
    cellsInPolygon(grid, area.polygonMeters).forEach((cell) => cells.add(cell));
  }
  const targetCells =
    cells.size > 0
      ? Uint32Array.from([...cells].sort((a, b) => a - b))
      : Uint32Array.from({ length: grid.cols * grid.rows }, (_, cell) => cell);
  return { criteria: criteria.length > 0 ? criteria : DEFAULT_CRITERIA(body.frequencyBand), targetCells };
}

/**
 * The job's input for a floor of the loaded project: 404 for a floor it does not have or that has no scale, or for
 * a requirement it does not have.
 */
export function buildAutoPlanJobInput(
  context: PlanningContext,
  entry: CachedProject,
  floorPlanId: string,
  body: AutoPlanBody,
): AutoPlanJobInput {
  const floor = entry.model.floors.find((candidate) => candidate.floorPlanId === floorPlanId);
  const plan = entry.model.esx.floorPlans.find((candidate) => candidate.id === floorPlanId);
  const metersPerUnit = plan?.metersPerUnit ?? 0;
  if (floor === undefined || !(metersPerUnit > 0)) {
    throw notFound('This project has no scaled floor plan with that id.');
  }
  const grid = planningGrid(context, entry, floorPlanId);
  return {
    plan: {
      floor,
      grid,
      ...goalOf(entry, floorPlanId, grid, body),
      targetPassRatePercent: TARGET_PASS_RATE_PERCENT,
      radio: radioOf(entry, body.apModel, body.frequencyBand),
      channels: CHANNELS[body.frequencyBand],
      maxAps: body.maxAps ?? DEFAULT_MAX_APS,
    },
    floorPlanId,
    metersPerUnit,
    apModel: body.apModel,
  };
}
