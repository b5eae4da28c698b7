/**
 * `npm run bench -- ingest-stages [--runs 3] [--floors 10] [--aps 500] [--scans 200000] [--surveys 40] [--seed 42]`
 *
 * Where the import's time goes, for the input of `npm run bench -- ingest`: the import worker's own work (parse,
 * then prepare every batch and write its blobs to a file store in a temp dir) measured without the job process
 * and its database, once with every derivation and once without each of the heavy ones and without any, each in a
 * fresh process, alternating with the ingest baseline (inflate every member, JSON.parse the JSON ones). The gap
 * between "no derivations" and the baseline is what reading, decoding and storing cost before any insight is
 * derived; the gaps between the variants are what each derivation adds. Writes bench/results/ingest-stages.json:
 * { baselineSeconds, variants: { <name>: { seconds, parseSeconds, cpuSeconds, ratioToBaseline } } }.
 */
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createLocalBlobStore } from '../apps/server/src/blobs/local-blob-store';
import { IMPORT_DERIVATIONS } from '../apps/server/src/features/uploads/import-derivations';
import { createImportHandler } from '../apps/server/src/features/uploads/import-stream';
import { baselineSeconds, inputFile, shapeOf, SHAPE_OPTIONS, type BaselineRun } from './lib/ingest-input';
import { positiveInteger, writeBenchResult } from './lib/results';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');

/** The derivations each variant leaves out (by registered name). */
const VARIANTS: Record<string, readonly string[]> = {
  all: [],
  withoutHeatmaps: ['heatmaps'],
  withoutInsights: ['insights'],
  noDerivations: IMPORT_DERIVATIONS.map((derivation) => derivation.name),
};

interface StageRun {
  seconds: number;
  parseSeconds: number;
  cpuSeconds: number;
}

/** One worker-side import of `path` in this process, leaving out the derivations named in `skipped`. */
async function prepareOnce(path: string, skipped: readonly string[]): Promise<StageRun> {
  const dir = await mkdtemp(join(tmpdir(), 'airlens-ingest-stages-'));
  try {
    const blobs = createLocalBlobStore(dir);
    await blobs.putStream('upload.esx', createReadStream(path), Number.MAX_SAFE_INTEGER);
    const handle = createImportHandler(
      blobs,
      IMPORT_DERIVATIONS.filter((derivation) => !skipped.includes(derivation.name)),
    );
    const started = performance.now();
    const cpuStarted = process.cpuUsage();
    const parsed = await handle({ type: 'parse', contentKey: 'upload.esx', fileName: 'bench.esx' });
    if (!parsed.ok) {
      throw new Error(`parse failed: ${parsed.error.message}`);
    }
    const parseSeconds = (performance.now() - started) / 1000;
    const context = { projectId: randomUUID(), orgId: randomUUID(), version: 1, projectType: 'HYBRID' };
    let answer = await handle({ type: 'prepare', context });
    while (answer.ok && !('done' in answer.reply && answer.reply.done)) {
      answer = await handle({ type: 'next' });
    }
    if (!answer.ok) {
      throw new Error(`prepare failed: ${answer.error.message}`);
    }
    const cpu = process.cpuUsage(cpuStarted);
    return {
      seconds: (performance.now() - started) / 1000,
      parseSeconds,
      cpuSeconds: (cpu.user + cpu.system) / 1e6,
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Runs one variant in a fresh process (its own heap, started with the import worker's flags). */
function variantInChild(path: string, variant: string): StageRun {
  const result = spawnSync(
    process.execPath,
    ['--expose-gc', '--import', 'tsx', join(here, 'run.ts'), 'ingest-stages', '--once', variant, path],
    { cwd: root, encoding: 'utf8', maxBuffer: 1024 * 1024, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const last = result.stdout.trim().split('\n').at(-1) ?? '';
  if (result.status !== 0 || !last.startsWith('{')) {
    throw new Error(`the ${variant} run failed (exit ${String(result.status)})`);
  }
  return JSON.parse(last) as StageRun;
}

/** Runs the benchmark and writes bench/results/ingest-stages.json. */
export async function runBench(argv: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      ...SHAPE_OPTIONS,
      runs: { type: 'string' },
      once: { type: 'string' },
    },
  });
  const once = values.once;
  if (once !== undefined) {
    const skipped = VARIANTS[once];
    const path = positionals[0];
    if (skipped === undefined || path === undefined) {
      throw new Error(`--once takes one of ${Object.keys(VARIANTS).join(', ')} and the input path`);
    }
    process.stdout.write(`${JSON.stringify(await prepareOnce(path, skipped))}\n`);
    return;
  }
  const path = inputFile(shapeOf(values));
  const runs = positiveInteger(values.runs, 3);
  // Best of `runs` for every side, in alternation, as the ingest bench takes them.
  const baselines: BaselineRun[] = [];
  const measured = new Map<string, StageRun[]>(Object.keys(VARIANTS).map((name) => [name, []]));
  for (let run = 0; run < runs; run++) {
    baselines.push(baselineSeconds(path));
    for (const [name, list] of measured) {
      const stage = variantInChild(path, name);
      list.push(stage);
      process.stdout.write(
        `run ${run + 1} ${name}: ${stage.seconds.toFixed(2)} s (parse ${stage.parseSeconds.toFixed(2)} s, CPU ${stage.cpuSeconds.toFixed(2)} s)\n`,
      );
    }
  }
  const round = (value: number) => Number(value.toFixed(2));
  const baseline = Math.min(...baselines.map((run) => run.seconds));
  const best = (list: StageRun[], key: keyof StageRun): number => Math.min(...list.map((run) => run[key]));
  const variants = Object.fromEntries(
    [...measured].map(([name, list]) => [
      name,
      {
        seconds: round(best(list, 'seconds')),
        parseSeconds: round(best(list, 'parseSeconds')),
        cpuSeconds: round(best(list, 'cpuSeconds')),
        ratioToBaseline: round(best(list, 'seconds') / baseline),
      },
    ]),
  );
  const figures = { baselineSeconds: round(baseline), variants };
  const written = writeBenchResult('ingest-stages', figures);
  process.stdout.write(`${JSON.stringify(figures, null, 2)}\nwrote ${written}\n`);
}
