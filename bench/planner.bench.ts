/**
 * Planner benchmark (issue #19), the server's part. Writes bench/results/planner.json:
 * - diffMs: the version diff of two designs of 500 APs (5 floors): both versions' snapshots built from their
 *   collections and compared, as GET …/versions/{a}/diff/{b} does after reading them (100 APs moved, 10 removed,
 *   10 added, 20 retuned);
 * - saveRoundTripMs: PATCH /projectapi/v1/projects/{id}/design of one moved AP, answered once the edited version
 *   is imported (a design project of 2 floors and 40 APs, in-process app on PGlite, import worker in this process);
 * - dragUpdateMs (p95 of a drag step) and fullPredictMs: the browser editor's prediction worker code path on the
 *   reference floor of 50 APs and 80,000 cells (lib/planner-drag-bench.ts); autoPlanMs is null until auto-planning
 *   exists.
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

/** Runs the planner benchmark and writes bench/results/planner.json. */
export async function runBench(args: string[]): Promise<void> {
  const { values } = parseArgs({ args, options: { runs: { type: 'string' } } });
  const runs = Math.max(1, Number(values.runs ?? 7) || 7);
  const loadBefore = loadavg()[0] ?? 0;
  const diff = await measureDiff(runs);
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
    autoPlanMs: null,
    details: {
      diff: { aps: 500, floors: 5, ...roundTiming(diff) },
      save: { aps: 40, floors: 2, database: 'PGlite, in-process app', ...roundTiming(save) },
      drag: {
        ...drag,
        fullPredictMs: round(drag.fullPredictMs),
        fullPredictCpuMs: round(drag.fullPredictCpuMs),
        dragStepP95Ms: round(drag.dragStepP95Ms),
        dragStepMedianMs: round(drag.dragStepMedianMs),
        dragStepMaxMs: round(drag.dragStepMaxMs),
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
