/**
 * `npm run bench -- ingest [--floors 10] [--aps 500] [--scans 200000] [--surveys 40] [--seed 42] [--runs 3]`
 *
 * Imports a generated project through the real import job (a worker process started ahead, as a running server
 * keeps one; blobs, staged documents, the one transaction) on the embedded default (a file-backed PGlite and file
 * blobs in a temp dir) and compares it with a baseline taken in the same run that only inflates every member and
 * JSON.parses the JSON ones. Each import runs in a fresh process (its own database and peak RSS,
 * `process.resourceUsage().maxRSS`), alternating with baseline runs; the figures are the best time of each side and
 * the highest peaks: of the process that runs the job (the web process's part) and of the import worker (VmHWM).
 * CPU time is measured beside wall time on both sides (the import's is its job process plus its worker process),
 * as the figure a busy shared machine inflates least. Writes bench/results/ingest.json:
 * { sizeMb, seconds, mbPerSecond, peakRssMb, workerPeakRssMb, baselineSeconds, ratioToBaseline, cpuSeconds,
 *   baselineCpuSeconds, cpuRatioToBaseline, loadAverage1m: { start, end } }.
 */
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createReadStream, readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pino from 'pino';
import { createLocalBlobStore } from '../apps/server/src/blobs/local-blob-store';
import { openPglite } from '../apps/server/src/db/database';
import { migrate } from '../apps/server/src/db/migrate';
import { DEFAULT_IMPORT_WORKER_HEAP_MB } from '../apps/server/src/config';
import { createImportWorkers, importUpload } from '../apps/server/src/features/uploads/import.service';
import { stageServerUpload } from '../apps/server/src/features/uploads/uploads.service';
import { baselineSeconds, inputFile, shapeOf, SHAPE_OPTIONS, type BaselineRun } from './lib/ingest-input';
import { positiveInteger, writeBenchResult } from './lib/results';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');

/**
 * One import, measured in this process: wall seconds, CPU seconds (this process and the import's worker), this
 * process's and the worker's peak RSS, a line of detail.
 */
interface ImportRun {
  seconds: number;
  cpuSeconds: number;
  peakRssMb: number;
  workerPeakRssMb: number;
  detail: string;
}

/** Peak RSS (VmHWM) and CPU time so far of one live import worker process. */
interface WorkerSample {
  peakMb: number;
  cpuSeconds: number;
}

/** CPU clock ticks per second in /proc/<pid>/stat (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** Peak RSS and CPU time of each live import worker process of this process, by pid (Linux /proc; else empty). */
function childSamples(): Map<number, WorkerSample> {
  const peaks = new Map<number, WorkerSample>();
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return peaks;
  }
  for (const pid of pids) {
    try {
      // Only import workers (tsx's esbuild service is a child too).
      if (!readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('import-worker')) {
        continue;
      }
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // Fields after the command (which may hold spaces) in parentheses: state (field 3), the parent's pid (4),
      // …, user and system CPU ticks (14 and 15).
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[1]) !== process.pid) {
        continue;
      }
      const hwm = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
      if (hwm?.[1] !== undefined) {
        const cpuSeconds = (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
        peaks.set(Number(pid), { peakMb: Number(hwm[1]) / 1024, cpuSeconds });
      }
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return peaks;
}

async function importOnce(path: string): Promise<ImportRun> {
  const dir = await mkdtemp(join(tmpdir(), 'airlens-ingest-'));
  await mkdir(join(dir, 'db'), { recursive: true });
  // Create and migrate the data directory in a child process, as a server's first start does once: the embedded
  // database's initdb peaks near 900 MB, which is no part of an import. This process then opens it as a server
  // restart does.
  const initArgs = ['--import', 'tsx', join(here, 'run.ts'), 'ingest', '--init-db', join(dir, 'db')];
  const init = spawnSync(process.execPath, initArgs, { stdio: 'inherit', cwd: root });
  if (init.status !== 0) {
    throw new Error('creating the database failed');
  }
  const logger = pino({ level: 'silent' });
  const database = await openPglite(join(dir, 'db'));
  await migrate(database);
  const blobs = createLocalBlobStore(join(dir, 'blobs'));
  const orgId = randomUUID();
  const userId = randomUUID();
  await database.query(`INSERT INTO organizations (id, name) VALUES ($1, 'Bench')`, [orgId]);
  await database.query(
    `INSERT INTO users (id, email, name, role, org_id) VALUES ($1, 'bench@example.com', 'Bench', 'USER', $2)`,
    [userId, orgId],
  );
  const uploadId = await stageServerUpload(
    { database, blobs },
    { userId, email: 'bench@example.com', orgId },
    // Streamed, as an upload is: the file never sits in this process's memory before the import.
    { fileName: 'bench.esx', bytes: createReadStream(path) },
  );

  // A server keeps an import worker started ahead (the first import of a process boots its own): start it before
  // the clock, as a server that has been up for a while has.
  const workers = createImportWorkers({ blobs, workerHeapMb: DEFAULT_IMPORT_WORKER_HEAP_MB });
  await workers?.warm();

  const rssBeforeMb = process.memoryUsage.rss() / 1024 / 1024;
  const peakBeforeMb = process.resourceUsage().maxRSS / 1024;
  let peakRss = process.memoryUsage.rss();
  const workerPeaks = new Map<number, number>();
  // The worker started ahead is the one the import takes (the next reserve boots after the import): only its CPU
  // counts, from here.
  const workerCpuAtStart = new Map([...childSamples()].map(([pid, sample]) => [pid, sample.cpuSeconds]));
  let workerCpuSeconds = 0;
  const sample = (): void => {
    peakRss = Math.max(peakRss, process.memoryUsage.rss());
    let cpuSeconds = 0;
    for (const [pid, { peakMb, cpuSeconds: used }] of childSamples()) {
      workerPeaks.set(pid, Math.max(peakMb, workerPeaks.get(pid) ?? 0));
      const atStart = workerCpuAtStart.get(pid);
      if (atStart !== undefined) {
        cpuSeconds += used - atStart;
      }
    }
    // A worker that has ended is no longer listed: keep the last figure seen.
    workerCpuSeconds = Math.max(workerCpuSeconds, cpuSeconds);
  };
  const sampler = setInterval(sample, 25);
  const cpuStarted = process.cpuUsage();
  const loop = monitorEventLoopDelay({ resolution: 10 });
  const steps: Record<string, number> = {};
  const cpuAtStep: Record<string, number> = {};
  const peakAtStep: Record<string, number> = {};
  const started = performance.now();
  loop.enable();
  const outcome = await importUpload(
    {
      database,
      blobs,
      logger,
      workers,
      onStep: (step) => {
        steps[step] = performance.now() - started;
        peakAtStep[step] = Math.max(peakRss, process.memoryUsage.rss()) / 1024 / 1024;
        const cpu = process.cpuUsage();
        cpuAtStep[step] = (cpu.user + cpu.system) / 1000;
      },
    },
    uploadId,
    { isLastAttempt: true },
  );
  const seconds = (performance.now() - started) / 1000;
  const jobCpu = process.cpuUsage(cpuStarted);
  sample();
  loop.disable();
  clearInterval(sampler);
  // This process's peak (the job and the embedded database), as the kernel counted it; the worker is another process.
  peakRss = Math.max(peakRss, process.resourceUsage().maxRSS * 1024);
  const workerPeakRssMb = Math.max(0, ...workerPeaks.values());
  await workers?.close();
  const { rows } = await database.query<{ status: string; rollback_reason: string | null }>(
    'SELECT status, rollback_reason FROM uploads WHERE id = $1',
    [uploadId],
  );
  await database.close();
  await rm(dir, { recursive: true, force: true });
  if (outcome !== 'committed') {
    throw new Error(
      `the import did not commit: ${rows[0]?.status ?? outcome} ${rows[0]?.rollback_reason ?? ''}`,
    );
  }

  const transactionMs = (steps.committed ?? 0) - (steps.staged ?? 0);
  // CPU time of the process over the transaction (the worker has ended by then): the figure a busy machine cannot inflate.
  const transactionCpuMs = (cpuAtStep.committed ?? 0) - (cpuAtStep.staged ?? 0);
  const stepList = Object.entries(steps)
    .map(([step, ms]) => `${step} ${(ms / 1000).toFixed(2)} (peak ${(peakAtStep[step] ?? 0).toFixed(0)} MB)`)
    .join(', ');
  const cpuSeconds = (jobCpu.user + jobCpu.system) / 1e6 + workerCpuSeconds;
  return {
    seconds,
    cpuSeconds,
    peakRssMb: peakRss / 1024 / 1024,
    workerPeakRssMb,
    detail: `${seconds.toFixed(2)} s (CPU ${cpuSeconds.toFixed(2)} s, of which the worker ${workerCpuSeconds.toFixed(2)} s); worker peak RSS ${workerPeakRssMb.toFixed(0)} MB (${workerPeaks.size} worker process(es)); steps (s from start): ${stepList}; transaction ${transactionMs.toFixed(0)} ms wall, ${transactionCpuMs.toFixed(0)} ms CPU; RSS before the import ${rssBeforeMb.toFixed(0)} MB (the embedded database alone holds most of it; peak so far ${peakBeforeMb.toFixed(0)} MB), import peak ${(peakRss / 1024 / 1024 - rssBeforeMb).toFixed(0)} MB above it; event-loop delay max ${(loop.max / 1e6).toFixed(0)} ms, p99 ${(loop.percentile(99) / 1e6).toFixed(0)} ms`,
  };
}

/** Runs `importOnce` in a fresh process, so each run has its own database, memory and peak. */
function importInChild(path: string): ImportRun {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', join(here, 'run.ts'), 'ingest', '--import-once', path],
    { cwd: root, encoding: 'utf8', maxBuffer: 1024 * 1024, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const last = result.stdout.trim().split('\n').at(-1) ?? '';
  if (result.status !== 0 || !last.startsWith('{')) {
    throw new Error(`the import run failed (exit ${String(result.status)})`);
  }
  return JSON.parse(last) as ImportRun;
}

/** Runs the benchmark and writes bench/results/ingest.json. */
export async function runBench(argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: {
      ...SHAPE_OPTIONS,
      runs: { type: 'string' },
      'init-db': { type: 'string' },
      'import-once': { type: 'string' },
    },
  });
  const initDb = values['init-db'];
  if (initDb !== undefined) {
    const created = await openPglite(initDb);
    await migrate(created);
    await created.close();
    return;
  }
  const once = values['import-once'];
  if (once !== undefined) {
    process.stdout.write(`${JSON.stringify(await importOnce(once))}\n`);
    return;
  }
  const shape = shapeOf(values);
  const runs = positiveInteger(values.runs, 3);
  const path = inputFile(shape);
  const sizeMb = statSync(path).size / 1e6;

  // Best of `runs` on both sides, taken in alternation: on a machine shared with other work, the least disturbed
  // run of each is the one to compare. Peak memory is the highest of the import runs.
  const baselines: BaselineRun[] = [];
  const imports: ImportRun[] = [];
  const loadAtStart = loadavg()[0] ?? 0;
  for (let run = 0; run < runs; run++) {
    baselines.push(baselineSeconds(path));
    const measured = importInChild(path);
    imports.push(measured);
    process.stdout.write(`import run ${run + 1}: ${measured.detail}\n`);
  }
  const seconds = Math.min(...imports.map((run) => run.seconds));
  const baseline = Math.min(...baselines.map((run) => run.seconds));
  const peakRssMb = Math.max(...imports.map((run) => run.peakRssMb));
  const workerPeakRssMb = Math.max(...imports.map((run) => run.workerPeakRssMb));
  const cpuSeconds = Math.min(...imports.map((run) => run.cpuSeconds));
  const baselineCpu = Math.min(...baselines.map((run) => run.cpuSeconds));

  const round = (value: number, digits: number) => Number(value.toFixed(digits));
  const figures = {
    sizeMb: round(sizeMb, 1),
    seconds: round(seconds, 2),
    mbPerSecond: round(sizeMb / seconds, 2),
    peakRssMb: round(peakRssMb, 0),
    workerPeakRssMb: round(workerPeakRssMb, 0),
    baselineSeconds: round(baseline, 2),
    ratioToBaseline: round(seconds / baseline, 2),
    cpuSeconds: round(cpuSeconds, 2),
    baselineCpuSeconds: round(baselineCpu, 2),
    cpuRatioToBaseline: round(cpuSeconds / baselineCpu, 2),
    // The machine's 1-minute load average around the runs: on a shared machine every figure moves with it.
    loadAverage1m: { start: round(loadAtStart, 1), end: round(loadavg()[0] ?? 0, 1) },
  };
  const written = writeBenchResult('ingest', figures);
  process.stdout.write(`${JSON.stringify(figures, null, 2)}\n`);
  process.stdout.write(
    `shape ${JSON.stringify(shape)}; inflated ${(baselines[0]?.inflatedMb ?? 0).toFixed(0)} MB; import runs ${imports
      .map((run) => run.seconds.toFixed(2))
      .join(', ')} s; baseline runs ${baselines
      .map((run) => `${run.seconds.toFixed(2)} (CPU ${run.cpuSeconds.toFixed(2)})`)
      .join(', ')} s\nwrote ${written}\n`,
  );
}
