/**
 * The RSSI export part of `npm run bench -- report`: imports a generated project once into the bench database
 * (lib/bench-database.ts: PostgreSQL or a file-backed PGlite) and file blobs, then, each in a fresh process, streams GET …/rssi-export over a real socket from the
 * built server (apps/server/dist/main.js in a process of its own, as `npm start` runs it) and, as the baseline, writes the same rows with the same row writer from the decoded .esx
 * in memory (no database, no blobs, no track decoding, no HTTP). Runs alternate; the figures are the best time of each side and the highest
 * peak RSS of the export runs.
 */
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createReadStream, readFileSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { RSSI_EXPORT_COLUMNS } from '@airlens/contract';
import { readEsx } from '@airlens/esx';
import { EULA_VERSION } from '@airlens/domain';
import pino from 'pino';
import { createLocalBlobStore } from '../../apps/server/src/blobs/local-blob-store';
import { parseConfig } from '../../apps/server/src/config';
import { migrate } from '../../apps/server/src/db/migrate';
import { hashPassword } from '../../apps/server/src/features/auth/credentials';
import { csvRow } from '../../apps/server/src/features/exports/csv';
import { rssiTrackRows } from '../../apps/server/src/features/exports/rssi-rows';
import { importUpload } from '../../apps/server/src/features/uploads/import.service';
import { stageServerUpload } from '../../apps/server/src/features/uploads/uploads.service';
import { insertUser } from '../../apps/server/src/features/users/users.repo';
import { insertLicence, insertOrganization } from '../../apps/server/src/seed/accounts-seed.repo';
import { startServer, stopServer } from '../insights/server';
import { benchDatabaseUrl, createBenchDatabase, type BenchDatabaseKind } from './bench-database';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const CHEAP_ARGON2 = { ARGON2_MEMORY_KIB: '1024', ARGON2_TIME_COST: '1' };
/** The password of the prepared data directory's user (the report bench signs in with it too). */
export const PASSWORD = 'bench horse battery staple';

/** What the prepared data directory holds: the imported project and who may read it. */
interface Prepared {
  projectId: string;
  email: string;
  /** The project's first floor plan, for an export a tenth the size of the whole one. */
  firstFloorPlanId: string;
}

/** One run of the export or the baseline. */
export interface RssiRun {
  seconds: number;
  bytes: number;
  rows: number;
  /**
   * CPU seconds over the run (user + system): the work, whatever else the machine runs; of the server process for
   * an export, of the baseline's own process for the baseline.
   */
  cpuSeconds: number;
  /** Export runs only: peak RSS of the server process while it streamed, and its RSS just before. */
  peakRssMb?: number;
  rssBeforeMb?: number;
}

/** The configuration of an app on a prepared data directory. */
export function configOf(dataDir: string) {
  return parseConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...CHEAP_ARGON2 });
}

/** Child: creates the database and imports the project through the real import job; writes setup.json. */
export async function prepareRssiData(dir: string, input: string, kind: BenchDatabaseKind): Promise<void> {
  const database = await createBenchDatabase(dir, kind);
  await migrate(database);
  const blobs = createLocalBlobStore(join(dir, 'blobs'));
  const config = configOf(dir);
  const orgId = randomUUID();
  const userId = randomUUID();
  const licenceId = randomUUID();
  const email = 'rssi-bench@example.com';
  await insertOrganization(database, {
    id: orgId,
    name: 'Bench',
    enterprisePlus: true,
    passwordPolicy: false,
  });
  await insertLicence(database, {
    id: licenceId,
    licenseKey: `BENCH-${licenceId.slice(0, 8)}`,
    orgId,
    product: 'Connect',
    status: 'ACTIVE',
    subscriptionDate: '2025-01-01',
    subscriptionExpirationDate: '2099-12-31',
  });
  await insertUser(database, {
    id: userId,
    email,
    name: 'Bench',
    role: 'USER',
    orgId,
    orgAdmin: false,
    licenceId,
    eulaVersionConsent: EULA_VERSION,
    passwordHash: await hashPassword(PASSWORD, config.argon2),
    emailVerifiedAt: new Date(),
    now: new Date(),
  });
  const uploadId = await stageServerUpload(
    { database, blobs },
    { userId, email, orgId },
    { fileName: 'bench.esx', bytes: createReadStream(input) },
  );
  const outcome = await importUpload({ database, blobs, logger: pino({ level: 'silent' }) }, uploadId, {
    isLastAttempt: true,
  });
  const { rows } = await database.query<{ project_id: string | null; floor_plan_id: string | null }>(
    `SELECT u.project_id::text,
       (SELECT f.id FROM floor_plans f WHERE f.project_id = u.project_id ORDER BY f.position LIMIT 1) AS floor_plan_id
     FROM uploads u WHERE u.id = $1`,
    [uploadId],
  );
  await database.close();
  const projectId = rows[0]?.project_id ?? null;
  const firstFloorPlanId = rows[0]?.floor_plan_id ?? null;
  if (outcome !== 'committed' || projectId === null || firstFloorPlanId === null) {
    throw new Error(`the import did not commit (${outcome})`);
  }
  writeFileSync(
    join(dir, 'setup.json'),
    JSON.stringify({ projectId, email, firstFloorPlanId } satisfies Prepared),
  );
}

/** Resident set size of a process, in bytes, from /proc (Linux). */
export function rssOf(pid: number): number {
  const match = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match === null ? 0 : Number(match[1]) * 1024;
}

/** CPU seconds (user + system) a process has used so far, from /proc (clock ticks of 1/100 s). */
function cpuSecondsOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/**
 * The built server (apps/server/dist/main.js, as `npm start` runs it) in a process of its own on a prepared data
 * directory, with the server's own defaults (heatmap workers, no benchmark route).
 */
export function startPreparedServer(dir: string): ReturnType<typeof startServer> {
  const databaseUrl = benchDatabaseUrl(dir);
  return startServer({
    ...(databaseUrl === null ? { DATA_DIR: dir } : { DATABASE_URL: databaseUrl, DATA_DIR: dir }),
    ...CHEAP_ARGON2,
    BENCH_BASELINE: undefined,
    HEATMAP_WORKERS: undefined,
  });
}

/** Signs in over HTTP; answers the session's cookie header and CSRF token (the report bench's writes need it). */
export async function signInOverHttp(url: string, email: string): Promise<{ cookie: string; csrf: string }> {
  const response = await fetch(`${url}/authapi/v1/authentications`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      username: email,
      password: PASSWORD,
      grant_type: 'password',
      client_id: 'airlens-web',
      client_secret: '',
    }),
  });
  if (!response.ok) {
    throw new Error(`sign-in failed: ${response.status}`);
  }
  const cookie = response.headers
    .getSetCookie()
    .map((entry) => entry.split(';')[0])
    .join('; ');
  return { cookie, csrf: response.headers.get('csrftoken') ?? '' };
}

/**
 * Child: the server as users run it — the built bundle (apps/server/dist/main.js, what `npm start` runs) in a
 * process of its own on the prepared data — and one export (of the whole project, or of its first floor)
 * streamed over HTTP and discarded as it comes. The server process's RSS is sampled from /proc every 20 ms.
 */
export async function exportOnce(
  dir: string,
  scope: 'project' | 'first-floor' = 'project',
): Promise<RssiRun> {
  const prepared = JSON.parse(readFileSync(join(dir, 'setup.json'), 'utf8')) as Prepared;
  const { url, child } = await startPreparedServer(dir);
  const pid = child.pid ?? 0;
  try {
    const { cookie } = await signInOverHttp(url, prepared.email);
    // The server settles after the sign-in before its RSS is read.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const rssBefore = rssOf(pid);
    let peak = rssBefore;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssOf(pid));
    }, 20);
    const cpuStart = cpuSecondsOf(pid);
    const started = performance.now();
    const { bytes, rows } = await new Promise<{ bytes: number; rows: number }>((resolve, reject) => {
      const request = get(
        `${url}/projectapi/v1/projects/${prepared.projectId}/rssi-export?format=csv${
          scope === 'first-floor' ? `&floorPlanId=${encodeURIComponent(prepared.firstFloorPlanId)}` : ''
        }`,
        { headers: { cookie } },
        (response) => {
          if (response.statusCode !== 200) {
            reject(new Error(`the export answered ${response.statusCode}`));
            response.resume();
            return;
          }
          let received = 0;
          let lines = 0;
          response.on('data', (chunk: Buffer) => {
            received += chunk.length;
            for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) {
              lines += 1;
            }
          });
          response.on('end', () => resolve({ bytes: received, rows: lines - 1 }));
          response.on('error', reject);
        },
      );
      request.on('error', reject);
    });
    const seconds = (performance.now() - started) / 1000;
    const cpuSeconds = cpuSecondsOf(pid) - cpuStart;
    clearInterval(sampler);
    peak = Math.max(peak, rssOf(pid));
    return {
      seconds,
      cpuSeconds,
      bytes,
      rows,
      peakRssMb: peak / 1024 / 1024,
      rssBeforeMb: rssBefore / 1024 / 1024,
    };
  } finally {
    await stopServer(child);
  }
}

/**
 * Child: the baseline. The .esx is read and its tracks decoded before the clock starts; then the same rows are
 * written as CSV by the export's own row writer into UTF-8 buffers that are dropped, survey by survey in file
 * order: the export's work without the database, the blob store, the track decoding and HTTP.
 */
export function baselineOnce(input: string): RssiRun {
  const project = readEsx(new Uint8Array(readFileSync(input)));
  const floors = new Map(project.floorPlans.map((plan) => [plan.id, plan]));
  const measurementsById = new Map(project.measurements.map((measurement) => [measurement.id, measurement]));
  const apNames = new Map(project.accessPoints.map((ap) => [ap.id, ap.name]));
  const cpuStart = process.cpuUsage();
  const started = performance.now();
  let bytes = Buffer.from(csvRow(RSSI_EXPORT_COLUMNS)).length;
  let rows = 0;
  for (const survey of project.surveys) {
    const floor = floors.get(survey.floorPlanId);
    for (const track of survey.tracks) {
      if (floor === undefined || track.scans === undefined) {
        continue;
      }
      rows += track.scans.readingCount;
      for (const chunk of rssiTrackRows({
        surveyId: survey.id,
        surveyStartMs: survey.startTimeMs,
        floorName: floor.name,
        metersPerUnit: floor.metersPerUnit,
        track,
        measurementsById,
        apNames,
        band: null,
      })) {
        bytes += Buffer.from(chunk).length;
      }
    }
  }
  const cpu = process.cpuUsage(cpuStart);
  return {
    seconds: (performance.now() - started) / 1000,
    cpuSeconds: (cpu.user + cpu.system) / 1e6,
    bytes,
    rows,
  };
}

/** Runs one child mode of the report bench in a fresh process and parses the JSON line it prints. */
export function runChild<T>(args: string[]): T {
  const result = spawnSync(
    process.execPath,
    ['--expose-gc', '--import', 'tsx', join(root, 'bench', 'run.ts'), 'report', ...args],
    { cwd: root, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const last = result.stdout.trim().split('\n').at(-1) ?? '';
  if (result.status !== 0 || !last.startsWith('{')) {
    throw new Error(`bench child ${args[0] ?? ''} failed (exit ${String(result.status)})`);
  }
  return JSON.parse(last) as T;
}
