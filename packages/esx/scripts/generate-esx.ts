/* eslint-disable no-restricted-imports -- the generator CLI is the one place in packages/esx that writes a file; the library itself stays I/O-free. */
/**
 * `npm run generate:esx -- --floors 3 --aps 40 --surveys 6 --days 30 --seed 7 [--kind hybrid] out.esx`
 * writes a deterministic synthetic Ekahau project, streaming the archive to disk.
 */
import { openSync, writeSync, closeSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { generateProject, writeEsxChunks } from '../src/index.ts';

const usage = `usage: npm run generate:esx -- [--floors N] [--aps N] [--surveys N] [--days N] [--seed N]
       [--kind measured|simulated|hybrid] [--scans TOTAL] [--scans-per-survey N] [--name TEXT]
       [--start-date YYYY-MM-DD] [--schema current|legacy|1.3.0] [--unscaled-floors 0,2] [--level 0-9]
       [--image-pixels N] [--scanned-plans] out.esx\n`;

function integer(value: string | undefined, name: string): number | undefined {
  if (value === undefined) {
    return undefined;
  }
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) {
    process.stderr.write(`--${name} must be a non-negative integer\n${usage}`);
    process.exit(2);
  }
  return parsed;
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    floors: { type: 'string' },
    aps: { type: 'string' },
    surveys: { type: 'string' },
    days: { type: 'string' },
    seed: { type: 'string' },
    kind: { type: 'string' },
    scans: { type: 'string' },
    'scans-per-survey': { type: 'string' },
    name: { type: 'string' },
    'start-date': { type: 'string' },
    level: { type: 'string' },
    schema: { type: 'string' },
    'unscaled-floors': { type: 'string' },
    'image-pixels': { type: 'string' },
    'scanned-plans': { type: 'boolean' },
    help: { type: 'boolean' },
  },
});

const out = positionals[0];
if (values.help === true || out === undefined) {
  process.stderr.write(usage);
  process.exit(values.help === true ? 0 : 2);
}
const kind = values.kind;
if (kind !== undefined && kind !== 'measured' && kind !== 'simulated' && kind !== 'hybrid') {
  process.stderr.write(`--kind must be measured, simulated or hybrid\n${usage}`);
  process.exit(2);
}

const schema = values.schema;
if (schema !== undefined && schema !== 'current' && schema !== 'legacy' && schema !== '1.3.0') {
  process.stderr.write(`--schema must be current, legacy or 1.3.0\n${usage}`);
  process.exit(2);
}
const unscaledFloors = values['unscaled-floors']
  ?.split(',')
  .map((position) => integer(position.trim(), 'unscaled-floors') ?? 0);

const started = performance.now();
const project = generateProject({
  floors: integer(values.floors, 'floors'),
  aps: integer(values.aps, 'aps'),
  surveys: integer(values.surveys, 'surveys'),
  days: integer(values.days, 'days'),
  seed: integer(values.seed, 'seed'),
  kind,
  totalScans: integer(values.scans, 'scans'),
  scansPerSurvey: integer(values['scans-per-survey'], 'scans-per-survey'),
  name: values.name,
  schema,
  unscaledFloors,
  maxImagePixels: integer(values['image-pixels'], 'image-pixels'),
  scannedPlans: values['scanned-plans'] === true,
  startDate: values['start-date'] === undefined ? undefined : `${values['start-date']}T00:00:00Z`,
});
const generatedMs = performance.now() - started;
const modifiedAt = new Date(Date.parse(project.meta.modifiedAt ?? '2025-01-01T00:00:00Z'));
// Level 3 compresses these members within 1 % of level 6 and deflates faster with fflate.
const level = integer(values.level, 'level') ?? 3;
const fd = openSync(out, 'w');
let bytes = 0;
try {
  for (const chunk of writeEsxChunks(project, { modifiedAt, level })) {
    writeSync(fd, chunk);
    bytes += chunk.length;
  }
} finally {
  closeSync(fd);
}
const scans = project.surveys.reduce(
  (sum, survey) => sum + survey.tracks.reduce((n, track) => n + (track.scans?.scanCount ?? 0), 0),
  0,
);
const readings = project.surveys.reduce(
  (sum, survey) => sum + survey.tracks.reduce((n, track) => n + (track.scans?.readingCount ?? 0), 0),
  0,
);
process.stdout.write(
  `${out}: ${bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`}, ${project.floorPlans.length} floors, ${project.accessPoints.length} APs, ` +
    `${project.simulatedRadios.length} planned radios, ${project.measurements.length} BSSIDs, ${project.surveys.length} surveys, ` +
    `${scans} scans, ${readings} readings (generated in ${(generatedMs / 1000).toFixed(1)} s, written in ${((performance.now() - started - generatedMs) / 1000).toFixed(1)} s)\n`,
);
