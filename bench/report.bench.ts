/**
 * `npm run bench -- report [--floors 10] [--aps 500] [--scans 200000] [--surveys 40] [--seed 42] [--runs 3]`
 *
 * Writes bench/results/report.json. The RSSI export part: the ingest benchmark's generated project (200,000 scans,
 * about 200 MB) imported once, then its RSSI export streamed over HTTP from the app in a fresh process per run,
 * against a baseline taken in the same run that writes the same rows with the same row writer from the decoded
 * file in memory, so the ratio is what the database, the blob store, track decoding and HTTP add
 * (see lib/rssi-export-bench.ts). The server is the built bundle (apps/server/dist/main.js, what `npm start` runs)
 * in a process of its own. Figures: rssiExportMbPerS (CSV megabytes per second), rssiPeakRssMb (peak RSS
 * of the server process while it streams, read from /proc), rssiRssGrowthMb (that peak above its RSS before the request),
 * rssiRatioToBaseline (export time / baseline time), the growth of an export of the first floor only (a tenth of the
 * rows, for comparison), and the size, rows and times behind them.
 * The report part (lib/report-document-bench.ts, in a fresh process): pdfMs, docxMs, pages, heatmapImages and
 * peakRssMb for a generated 5-floor project with every section and 3 visualisations × 2 bands per floor.
 * `--part reports` or `--part rssi` runs one part and keeps the other part's figures as a previous run wrote them.
 * `--database postgres|pglite` chooses where the data lives (lib/bench-database.ts); by default PostgreSQL when
 * the local server answers, since the memory budgets are the server's and PGlite runs inside the measured process.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { ensureAptPackage } from '../scripts/ensure-apt-package.mjs';
import { inputFile, shapeOf } from './lib/ingest-input';
import { ensureBuild } from './insights/server';
import { chooseBenchDatabase, dropBenchDatabase, type BenchDatabaseKind } from './lib/bench-database';
import { baselineOnce, exportOnce, prepareRssiData, runChild, type RssiRun } from './lib/rssi-export-bench';
import { generateReports, measureReports } from './lib/report-document-bench';
import { positiveInteger, writeBenchResult } from './lib/results';

const resultPath = join(dirname(fileURLToPath(import.meta.url)), 'results', 'report.json');
const REPORT_KEYS = ['pdfMs', 'docxMs', 'pages', 'heatmapImages', 'peakRssMb'] as const;

function round(value: number, digits: number): number {
  return Number(value.toFixed(digits));
}

/** The figures report.json holds already (another part of this bench may have written them). */
function previousFigures(): Record<string, unknown> {
  if (!existsSync(resultPath)) {
    return {};
  }
  try {
    return JSON.parse(readFileSync(resultPath, 'utf8')) as Record<string, unknown>;
  } catch {
    return {};
  }
}

async function measureRssiExport(
  values: Record<string, string | undefined>,
  runs: number,
  database: BenchDatabaseKind,
) {
  const shape = shapeOf(values);
  const loadAtStart = loadavg()[0] ?? 0;
  const input = inputFile(shape);
  // The export is measured on the built server (dist/main.js, as `npm start` runs it): built here when stale.
  ensureBuild();
  const dir = await mkdtemp(join(tmpdir(), 'airlens-rssi-bench-'));
  try {
    process.stdout.write(`importing ${input} (${(statSync(input).size / 1e6).toFixed(0)} MB) …\n`);
    runChild<{ ok: boolean }>(['--rssi-prepare', dir, '--input', input, '--database', database]);
    const exports: RssiRun[] = [];
    const baselines: RssiRun[] = [];
    for (let run = 0; run < runs; run++) {
      baselines.push(runChild<RssiRun>(['--rssi-baseline', input]));
      const measured = runChild<RssiRun>(['--rssi-export', dir]);
      exports.push(measured);
      process.stdout.write(
        `run ${run + 1}: export ${measured.seconds.toFixed(2)} s (${measured.cpuSeconds.toFixed(2)} s CPU), ${(measured.bytes / 1e6).toFixed(0)} MB, ${measured.rows} rows, peak RSS ${(measured.peakRssMb ?? 0).toFixed(0)} MB (before ${(measured.rssBeforeMb ?? 0).toFixed(0)} MB); baseline ${baselines[run]?.seconds.toFixed(2) ?? '?'} s (${baselines[run]?.cpuSeconds.toFixed(2) ?? '?'} s CPU)\n`,
      );
    }
    // The same export narrowed to one floor: if memory grew with the file, its growth would be far smaller.
    const oneFloor = runChild<RssiRun>(['--rssi-export', dir, '--scope', 'first-floor']);
    process.stdout.write(
      `first floor only: ${(oneFloor.bytes / 1e6).toFixed(0)} MB, peak RSS ${(oneFloor.peakRssMb ?? 0).toFixed(0)} MB (before ${(oneFloor.rssBeforeMb ?? 0).toFixed(0)} MB)\n`,
    );
    const best = exports.reduce((a, b) => (b.seconds < a.seconds ? b : a));
    const baseline = baselines.reduce((a, b) => (b.seconds < a.seconds ? b : a));
    const bestCpu = exports.reduce((a, b) => (b.cpuSeconds < a.cpuSeconds ? b : a));
    const baselineCpu = baselines.reduce((a, b) => (b.cpuSeconds < a.cpuSeconds ? b : a));
    const loadAtEnd = loadavg()[0] ?? 0;
    const peak = Math.max(...exports.map((run) => run.peakRssMb ?? 0));
    const growth = Math.max(...exports.map((run) => (run.peakRssMb ?? 0) - (run.rssBeforeMb ?? 0)));
    return {
      rssiExportMbPerS: round(best.bytes / 1e6 / best.seconds, 1),
      rssiPeakRssMb: round(peak, 0),
      rssiRssGrowthMb: round(growth, 0),
      rssiExportMb: round(best.bytes / 1e6, 1),
      rssiOneFloorExportMb: round(oneFloor.bytes / 1e6, 1),
      rssiOneFloorRssGrowthMb: round((oneFloor.peakRssMb ?? 0) - (oneFloor.rssBeforeMb ?? 0), 0),
      rssiRows: best.rows,
      rssiExportSeconds: round(best.seconds, 2),
      rssiBaselineSeconds: round(baseline.seconds, 2),
      rssiBaselineMbPerS: round(baseline.bytes / 1e6 / baseline.seconds, 1),
      rssiRatioToBaseline: round(best.seconds / baseline.seconds, 2),
      // CPU time shows the work on a machine shared with other work, where the wall clock also counts waiting.
      rssiExportMbPerCpuS: round(bestCpu.bytes / 1e6 / bestCpu.cpuSeconds, 1),
      rssiBaselineMbPerCpuS: round(baselineCpu.bytes / 1e6 / baselineCpu.cpuSeconds, 1),
      rssiCpuRatioToBaseline: round(bestCpu.cpuSeconds / baselineCpu.cpuSeconds, 2),
      // The export and the baseline wrote the same rows: the same count and the same bytes.
      rssiSameAsBaseline: best.rows === baseline.rows && best.bytes === baseline.bytes,
      rssiInput: { ...shape, sizeMb: round(statSync(input).size / 1e6, 1) },
      rssiDatabase: database,
      rssiServer: 'apps/server/dist/main.js (built bundle, own process, NODE_ENV=production)',
      // The machine's 1-minute load average (as uptime shows it) when the part started and ended.
      rssiLoadAverage: { start: round(loadAtStart, 2), end: round(loadAtEnd, 2) },
    };
  } finally {
    await dropBenchDatabase(dir);
    await rm(dir, { recursive: true, force: true });
  }
}

/** Runs the benchmark (or one of its child steps) and writes bench/results/report.json. */
export async function runBench(argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: {
      floors: { type: 'string' },
      aps: { type: 'string' },
      scans: { type: 'string' },
      surveys: { type: 'string' },
      seed: { type: 'string' },
      runs: { type: 'string' },
      input: { type: 'string' },
      'rssi-prepare': { type: 'string' },
      'rssi-export': { type: 'string' },
      'rssi-baseline': { type: 'string' },
      scope: { type: 'string' },
      part: { type: 'string' },
      database: { type: 'string' },
      'report-generate': { type: 'string' },
    },
  });
  const reportDir = values['report-generate'];
  if (reportDir !== undefined) {
    process.stdout.write(
      `${JSON.stringify(await generateReports(reportDir, positiveInteger(values.runs, 3)))}\n`,
    );
    return;
  }
  const prepare = values['rssi-prepare'];
  if (prepare !== undefined) {
    await prepareRssiData(prepare, values.input ?? '', await chooseBenchDatabase(values.database));
    process.stdout.write(`${JSON.stringify({ ok: true })}\n`);
    return;
  }
  const exportDir = values['rssi-export'];
  if (exportDir !== undefined) {
    const scope = values.scope === 'first-floor' ? 'first-floor' : 'project';
    process.stdout.write(`${JSON.stringify(await exportOnce(exportDir, scope))}\n`);
    return;
  }
  const baselineInput = values['rssi-baseline'];
  if (baselineInput !== undefined) {
    process.stdout.write(`${JSON.stringify(baselineOnce(baselineInput))}\n`);
    return;
  }

  const part = values.part ?? 'all';
  if (part !== 'rssi') {
    // The report part counts the PDF's pages and images with poppler's pdfinfo and pdfimages.
    await ensureAptPackage(
      '/usr/bin/pdfinfo',
      'poppler-utils',
      'The report benchmark reads the PDF with it.',
    );
  }
  const previous = previousFigures();
  const database = await chooseBenchDatabase(values.database);
  process.stdout.write(`data in ${database}\n`);
  const reports =
    part === 'rssi'
      ? Object.fromEntries(REPORT_KEYS.map((key) => [key, previous[key] ?? null]))
      : await measureReports(positiveInteger(values.runs, 3), database);
  const rssi =
    part === 'reports' ? {} : await measureRssiExport(values, positiveInteger(values.runs, 3), database);
  const figures = { ...previous, ...reports, ...rssi };
  const written = writeBenchResult('report', figures);
  process.stdout.write(`${JSON.stringify(figures, null, 2)}\nwrote ${written}\n`);
}
