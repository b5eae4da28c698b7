// The auto-planning job (api-contract.md "Design editing and versions"): POST starts it, GET reads its state.
// The state (progress, then the proposal) is a small JSON document in the blob store under the project, so any
// instance answers the GET. The planning runs in the background of the instance that took the POST, after the
// answer; it is not on the durable job queue (an instance that dies mid-plan leaves it RUNNING until it expires).
import { randomUUID } from 'node:crypto';
import type { AutoPlanBody, AutoPlanStatus } from '@airlens/contract';
import type { Band } from '@airlens/heatmap';
import { cellsInPolygon, type RequirementCriterion } from '@airlens/heatmap/planning';
import { notFound } from '../../http/errors';
import type { AuthenticatedUser } from '../../http/session';
import { loadPlanningProject, planningGrid, type CachedProject } from '../heatmaps/planning.service';
import { getLoadableProject } from '../projects/projects.service';
import type { VersionsContext } from '../versions/versions.service';
import { autoPlan, type AutoPlanInput, type AutoPlanProposal } from './auto-plan';
import { assertMayEdit } from './design.service';

/** The share of the target cells that must pass. */
const TARGET_PASS_RATE_PERCENT = 95;
const DEFAULT_MAX_APS = 50;
/** A RUNNING state older than this belongs to a plan whose instance went away. */
const RUNNING_EXPIRY_MS = 15 * 60 * 1000;

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

interface StoredState extends AutoPlanStatus {
  floorPlanId: string;
  updatedAt: string;
}

function stateKey(projectId: string, jobId: string): string {
  return `projects/${projectId}/auto-plans/${jobId}.json`;
}

async function writeState(context: VersionsContext, projectId: string, jobId: string, state: StoredState) {
  await context.blobs.put(stateKey(projectId, jobId), new TextEncoder().encode(JSON.stringify(state)));
}

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

function presentProposal(
  proposal: AutoPlanProposal,
  floorPlanId: string,
  metersPerUnit: number,
  model: string,
): NonNullable<AutoPlanStatus['proposal']> {
  return {
    accessPoints: proposal.accessPoints.map((ap, index) => ({
      name: `Proposed AP ${index + 1}`,
      model,
      location: { floorPlanId, coord: { x: ap.xMeters / metersPerUnit, y: ap.yMeters / metersPerUnit } },
      band: ap.band,
      channel: ap.channel,
    })),
    predictedPassRatePercent: proposal.predictedPassRatePercent,
  };
}

/**
 * Starts planning APs for a scaled floor of a project the caller may edit (404 for a floor it does not have or
 * that has no scale, 403 without write access or planner access); answers the job id at once.
 */
export async function startAutoPlan(
  context: VersionsContext,
  user: AuthenticatedUser,
  projectId: string,
  floorId: string,
  body: AutoPlanBody,
): Promise<{ jobId: string }> {
  const project = await getLoadableProject(context, user, projectId);
  assertMayEdit(context, user, project);
  const entry = await loadPlanningProject(context, user, project.id);
  const floor = entry.model.floors.find((candidate) => candidate.floorPlanId === floorId);
  const plan = entry.model.esx.floorPlans.find((candidate) => candidate.id === floorId);
  const metersPerUnit = plan?.metersPerUnit ?? 0;
  if (floor === undefined || !(metersPerUnit > 0)) {
    throw notFound('This project has no scaled floor plan with that id.');
  }
  const grid = planningGrid(context, entry, floorId);
  const input: AutoPlanInput = {
    floor,
    grid,
    ...goalOf(entry, floorId, grid, body),
    targetPassRatePercent: TARGET_PASS_RATE_PERCENT,
    radio: radioOf(entry, body.apModel, body.frequencyBand),
    channels: CHANNELS[body.frequencyBand],
    maxAps: body.maxAps ?? DEFAULT_MAX_APS,
  };
  const jobId = randomUUID();
  const base = { floorPlanId: floorId, proposal: null, message: null };
  await writeState(context, project.id, jobId, {
    ...base,
    status: 'RUNNING',
    progress: 0,
    updatedAt: new Date().toISOString(),
  });
  // After the answer: the planning is synchronous CPU work, so it starts on a later turn of the event loop.
  setImmediate(() => {
    let writes = Promise.resolve();
    const save = (state: Omit<StoredState, 'updatedAt'>) => {
      writes = writes
        .then(() => writeState(context, project.id, jobId, { ...state, updatedAt: new Date().toISOString() }))
        .catch((error: unknown) => context.logger.warn({ err: error, jobId }, 'auto-plan state not saved'));
    };
    try {
      const proposal = autoPlan({
        ...input,
        onProgress: (fraction) =>
          save({ ...base, status: 'RUNNING', progress: Math.round(fraction * 100) / 100 }),
      });
      save({
        ...base,
        status: 'DONE',
        progress: 1,
        proposal: presentProposal(proposal, floorId, metersPerUnit, body.apModel),
      });
    } catch (error) {
      context.logger.error({ err: error, jobId }, 'auto-plan failed');
      save({
        ...base,
        status: 'FAILED',
        progress: 1,
        message: 'The plan could not be computed. Please try again.',
      });
    }
  });
  return { jobId };
}

/** The state of an auto-planning job of this floor (404 for an unknown job or another floor's). */
export async function getAutoPlan(
  context: VersionsContext,
  user: AuthenticatedUser,
  projectId: string,
  floorId: string,
  jobId: string,
): Promise<AutoPlanStatus> {
  const project = await getLoadableProject(context, user, projectId);
  assertMayEdit(context, user, project);
  const bytes = /^[0-9a-f-]{36}$/.test(jobId) ? await context.blobs.get(stateKey(project.id, jobId)) : null;
  if (bytes === null) {
    throw notFound();
  }
  const state = JSON.parse(new TextDecoder().decode(bytes)) as StoredState;
  if (state.floorPlanId !== floorId) {
    throw notFound();
  }
  const isExpired =
    state.status === 'RUNNING' && Date.now() - new Date(state.updatedAt).getTime() > RUNNING_EXPIRY_MS;
  if (isExpired) {
    return {
      status: 'FAILED',
      progress: state.progress,
      proposal: null,
      message: 'The plan was interrupted. Please start it again.',
    };
  }
  return { status: state.status, progress: state.progress, proposal: state.proposal, message: state.message };
}
