/**
 * Planner benchmark (issue #19), the server's part. Writes bench/results/planner.json:
 * - diffMs: the version diff of two designs of 500 APs (5 floors): both versions' snapshots built from their
 *   collections and compared, as GET …/versions/{a}/diff/{b} does after reading them (100 APs moved, 10 removed,
 *   10 added, 20 retuned);
 * - saveRoundTripMs: PATCH /projectapi/v1/projects/{id}/design of one moved AP, answered once the edited version
 *   is imported (a design project of 2 floors and 40 APs, in-process app on PGlite, import worker in this process);
 * - dragUpdateMs (p95 of a drag step) and fullPredictMs: the browser editor's prediction worker code path on the
 *   reference floor of 50 APs and 80,000 cells (lib/planner-drag-bench.ts);
 * - autoPlanMs: autoPlan (features/design/auto-plan.ts) on a 50 m × 40 m floor (2,000 m², 0.5 m cells, 120 walls)
 *   to a 95% pass rate of four 5 GHz criteria (signal, secondary, SNR, channel overlap).
 * Times are medians of several runs, with the CPU time of this process and the load average beside them.
 * `npm run bench -- planner [--runs N]`.
 */
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { generateProject, writeEsx, type EsxEntity } from '@airlens/esx';
import { createTestAccount, signIn, authHeaders } from '../apps/server/src/features/auth/test-accounts';
import {
  createUploadsTestApp,
  uploadBytes,
  waitForFinalStatus,
} from '../apps/server/src/features/uploads/uploads.test-helpers';
import { designSnapshotOf } from '../apps/server/src/features/versions/design-snapshot';
import { diffDesigns } from '../apps/server/src/features/versions/version-diff';
import { measureDrag } from './lib/planner-drag-bench';
import { createWallSet, type WallSegment } from '../packages/heatmap/src/walls';
import { createRandom } from '../packages/heatmap/src/testing/synthetic-floor';
import { autoPlan, type AutoPlanProposal } from '../apps/server/src/features/design/auto-plan';
import { round, timeMs, writeBenchResult, type Timing } from './lib/results';

type Located = EsxEntity & {
  id: string;
  location?: { floorPlanId: string; coord: { x: number; y: number } };
};

function log(line: string): void {
  process.stderr.write(`${line}\n`);
}

/** A second version of `collections`: 100 APs moved 2 m-ish, 10 removed, 10 copies added, 20 radios retuned. */
function editedCollections(collections: Map<string, EsxEntity[]>): Map<string, EsxEntity[]> {
  const next = new Map([...collections].map(([name, entities]) => [name, structuredClone(entities)]));
  const aps = (next.get('accessPoints') ?? []) as Located[];
  for (const ap of aps.slice(0, 100)) {
    if (ap.location !== undefined) {
      ap.location.coord.x += 40;
    }
  }
  const copies = aps
    .slice(100, 110)
    .map((ap, index) => ({ ...structuredClone(ap), id: `copy-${index}`, name: `Copy ${index}` }));
  next.set('accessPoints', [...aps.slice(0, 480), ...copies]);
  for (const radio of (next.get('simulatedRadios') ?? []).slice(0, 20)) {
    radio.channel = [149];
  }
  return next;
}

async function measureDiff(runs: number): Promise<Timing> {
  const project = generateProject({
    floors: 5,
    aps: 500,
    surveys: 0,
    maxImagePixels: 200,
    seed: 19,
    kind: 'simulated',
  });
  const before = project.collections;
  const after = editedCollections(before);
  let moved = 0;
  const timing = await timeMs(() => {
    const diff = diffDesigns(designSnapshotOf(before), designSnapshotOf(after), { from: 1, to: 2 });
    moved = diff.accessPoints.moved.length;
  }, runs);
  log(`diff of 500 APs: ${moved} moved, median ${timing.medianMs.toFixed(1)} ms`);
  return timing;
}

async function measureSave(runs: number): Promise<Timing> {
  const s = await createUploadsTestApp({ env: { VERSION_RETENTION: '5' } });
  try {
    const account = await createTestAccount(s.t, { orgId: s.orgId, product: 'Pro' });
    const session = await signIn(s.t.app, account);
    const bytes = writeEsx(
      generateProject({ floors: 2, aps: 40, surveys: 0, maxImagePixels: 400, seed: 23, kind: 'simulated' }),
    );
    const upload = await waitForFinalStatus(s.t, session, await uploadBytes(s.t, session, bytes));
    const projectId = upload.projectId ?? '';
    const batch = await s.t.app.inject({
      method: 'GET',
      url: `/projectapi/v1/projects/${projectId}/batch?poTypes=ACCESS_POINT`,
      headers: authHeaders(session),
    });
    const ap = batch
      .json<{ accessPoints: Located[] }>()
      .accessPoints.find((entity) => entity.location !== undefined);
    if (ap?.location === undefined) {
      throw new Error('the generated project has no placed AP');
    }
    const history = await s.t.app.inject({
      method: 'GET',
      url: `/projectapi/v1/projects/${projectId}/versions`,
      headers: authHeaders(session),
    });
    let version = history.json<{ version: number }[]>()[0]?.version ?? 0;
    const location = ap.location;
    return await timeMs(async () => {
      location.coord.x += 5;
      const response = await s.t.app.inject({
        method: 'PATCH',
        url: `/projectapi/v1/projects/${projectId}/design`,
        headers: authHeaders(session),
        payload: {
          baseVersion: version,
          operations: [{ op: 'update', type: 'ACCESS_POINT', id: ap.id, value: { location } }],
        },
      });
      if (response.statusCode !== 200) {
        throw new Error(`PATCH answered ${response.statusCode}: ${response.body}`);
      }
      version = response.json<{ version: number }>().version;
    }, runs);
  } finally {
    await s.t.close();
  }
}

/** A 2,000 m² floor with 120 walls (a fifth of them concrete), planned at 0.5 m cells. */
async function measureAutoPlan(runs: number): Promise<{ timing: Timing; proposal: AutoPlanProposal | null }> {
  const random = createRandom(2000);
  const walls: WallSegment[] = [];
  for (let w = 0; w < 120; w++) {
    const x = random() * 50;
    const y = random() * 40;
    const isHorizontal = random() < 0.5;
    const length = 2 + random() * 8;
    walls.push({
      x1: x,
      y1: y,
      x2: isHorizontal ? Math.min(50, x + length) : x,
      y2: isHorizontal ? y : Math.min(40, y + length),
      lossDb: random() < 0.2 ? 'concrete' : 'drywall',
    });
  }
  const grid = { cols: 100, rows: 80, cellMeters: 0.5 };
  let proposal: AutoPlanProposal | null = null;
  const timing = await timeMs(() => {
    proposal = autoPlan({
      floor: {
        floorPlanId: 'floor',
        floorNumber: 0,
        heightMeters: 3.5,
        thicknessMeters: 0.3,
        slabLossDb: { TWO: 12, FIVE: 12, SIX: 12 },
        holes: [],
        walls: createWallSet(walls),
        attenuationAreas: [],
        accessPoints: [],
      },
      grid,
      targetCells: Uint32Array.from({ length: grid.cols * grid.rows }, (_, cell) => cell),
      criteria: [
        { type: 'SIGNAL_STRENGTH', band: 'FIVE', comparison: 'AT_LEAST', value: -67 },
        { type: 'SECONDARY_SIGNAL_STRENGTH', band: 'FIVE', comparison: 'AT_LEAST', value: -75 },
        { type: 'SIGNAL_TO_NOISE_RATIO', band: 'FIVE', comparison: 'AT_LEAST', value: 25 },
        { type: 'CHANNEL_OVERLAP', band: 'FIVE', comparison: 'AT_MOST', value: 2, additionalLimit: -85 },
      ],
      targetPassRatePercent: 95,
      radio: { band: 'FIVE', txPowerDbm: 14, antennaGainDbi: 4, widthMhz: 20 },
      channels: [36, 40, 44, 48, 52, 56, 60, 64],
      maxAps: 40,
    });
  }, runs);
  return { timing, proposal };
}

/** Runs the planner benchmark and writes bench/results/planner.json. */
export async function runBench(args: string[]): Promise<void> {
  const { values } = parseArgs({ args, options: { runs: { type: 'string' } } });
  const runs = Math.max(1, Number(values.runs ?? 7) || 7);
  const loadBefore = loadavg()[0] ?? 0;
  const diff = await measureDiff(runs);
  const plan = await measureAutoPlan(Math.min(runs, 3));
  log(
    `auto-plan: ${plan.proposal?.accessPoints.length ?? 0} APs, ${plan.proposal?.predictedPassRatePercent ?? 0}%, median ${plan.timing.medianMs.toFixed(0)} ms`,
  );
  const save = await measureSave(runs);
  const drag = measureDrag(runs);
  log(
    `drag step p95 ${drag.dragStepP95Ms.toFixed(1)} ms, full prediction ${drag.fullPredictMs.toFixed(1)} ms`,
  );
  const path = writeBenchResult('planner', {
    dragUpdateMs: round(drag.dragStepP95Ms),
    fullPredictMs: round(drag.fullPredictMs),
    saveRoundTripMs: round(save.medianMs),
    diffMs: round(diff.medianMs),
    autoPlanMs: round(plan.timing.medianMs),
    details: {
      autoPlan: {
        areaSquareMeters: 2000,
        cellMeters: 0.5,
        walls: 120,
        proposedAps: plan.proposal?.accessPoints.length ?? null,
        predictedPassRatePercent: plan.proposal?.predictedPassRatePercent ?? null,
        ...roundTiming(plan.timing),
      },
      diff: { aps: 500, floors: 5, ...roundTiming(diff) },
      save: { aps: 40, floors: 2, database: 'PGlite, in-process app', ...roundTiming(save) },
      drag: {
        ...drag,
        fullPredictMs: round(drag.fullPredictMs),
        fullPredictCpuMs: round(drag.fullPredictCpuMs),
        dragStepP95Ms: round(drag.dragStepP95Ms),
        dragStepMedianMs: round(drag.dragStepMedianMs),
        dragStepMaxMs: round(drag.dragStepMaxMs),
        dragStepCpuP95Ms: round(drag.dragStepCpuP95Ms),
        dragStepCpuMedianMs: round(drag.dragStepCpuMedianMs),
      },
      loadAverage1m: { before: round(loadBefore), after: round(loadavg()[0] ?? 0) },
      budgets: { diffMs: 100, dragUpdateMs: 50 },
    },
  });
  log(`wrote ${path}`);
}

function roundTiming(timing: Timing) {
  return {
    minMs: round(timing.minMs),
    medianMs: round(timing.medianMs),
    cpuMedianMs: round(timing.cpuMedianMs),
    runs: timing.runs,
  };
}
