/**
 * The input of the ingest benchmarks (`ingest`, `ingest-stages`, the RSSI export part of `report`): a project
 * generated once per shape, and the baseline an import is measured against (inflate every member, JSON.parse
 * the JSON ones).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { positiveInteger } from './results';

const benchDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const root = join(benchDir, '..');

/** Longest side of the scanned floor plans: with 200,000 scans the project is about 200 MB. */
const PLAN_PIXELS = 5800;

/** The generated project's shape. */
export interface IngestShape {
  floors: number;
  aps: number;
  scans: number;
  surveys: number;
  seed: number;
}

/** The command-line options that choose the shape (`parseArgs` options; every one a string). */
export const SHAPE_OPTIONS = {
  floors: { type: 'string' },
  aps: { type: 'string' },
  scans: { type: 'string' },
  surveys: { type: 'string' },
  seed: { type: 'string' },
} as const;

/** The shape the options ask for; the 200 MB scenario where they are silent. */
export function shapeOf(values: Partial<Record<keyof typeof SHAPE_OPTIONS, string>>): IngestShape {
  return {
    floors: positiveInteger(values.floors, 10),
    aps: positiveInteger(values.aps, 500),
    scans: positiveInteger(values.scans, 200_000),
    surveys: positiveInteger(values.surveys, 40),
    seed: positiveInteger(values.seed, 42),
  };
}

/**
 * The input project, generated once per shape by the esx CLI in a child process (kept out of this heap). Its
 * size comes from what makes real projects big: binary tracks (200,000 scans) and floor plans scanned from
 * paper (greyscale, about 10 MB each).
 */
export function inputFile(shape: IngestShape): string {
  const path = join(
    benchDir,
    'results',
    `ingest-input-${shape.floors}f-${shape.aps}ap-${shape.scans}s-${shape.surveys}v-${shape.seed}-scan${PLAN_PIXELS}.esx.tmp`,
  );
  if (existsSync(path)) {
    return path;
  }
  process.stdout.write(`generating ${path} …\n`);
  const args = [
    '--import',
    'tsx',
    join(root, 'packages/esx/scripts/generate-esx.ts'),
    '--floors',
    String(shape.floors),
    '--aps',
    String(shape.aps),
    '--image-pixels',
    String(PLAN_PIXELS),
    '--scanned-plans',
  ];
  args.push(
    '--surveys',
    String(shape.surveys),
    '--days',
    '30',
    '--scans',
    String(shape.scans),
    '--seed',
    String(shape.seed),
    path,
  );
  const result = spawnSync(process.execPath, args, { stdio: 'inherit', cwd: root });
  if (result.status !== 0) {
    throw new Error('generating the input project failed');
  }
  return path;
}

// The baseline: inflate every member and JSON.parse every JSON member, nothing else. It runs in a child
// process, so its garbage never counts towards the import's peak memory.
const BASELINE_SCRIPT = `
const { unzipSync } = require('fflate');
const bytes = new Uint8Array(require('node:fs').readFileSync(process.argv[1]));
const started = performance.now();
const cpuStarted = process.cpuUsage();
const members = unzipSync(bytes);
const decoder = new TextDecoder();
let inflated = 0;
for (const [name, data] of Object.entries(members)) {
  inflated += data.length;
  if (name.endsWith('.json')) JSON.parse(decoder.decode(data));
}
const cpu = process.cpuUsage(cpuStarted);
process.stdout.write(JSON.stringify({
  seconds: (performance.now() - started) / 1000,
  cpuSeconds: (cpu.user + cpu.system) / 1e6,
  inflatedMb: inflated / 1e6,
}));
`;

export interface BaselineRun {
  seconds: number;
  cpuSeconds: number;
  inflatedMb: number;
}

export function baselineSeconds(path: string): BaselineRun {
  const result = spawnSync(process.execPath, ['-e', BASELINE_SCRIPT, path], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 1024 * 1024,
  });
  if (result.status !== 0) {
    throw new Error(`baseline failed: ${result.stderr}`);
  }
  return JSON.parse(result.stdout) as BaselineRun;
}
