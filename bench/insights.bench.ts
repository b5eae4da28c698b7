/**
 * `npm run bench -- insights [--quick]`: seeds 10,000 projects with 100,000 surveys (1,000 / 10,000 with
 * --quick) through the import's own writers, then drives the project list, search, project KPI panels and
 * daily health with autocannon (50 connections, 20 s each; 5 s with --quick) against the production build,
 * on PGlite and on PostgreSQL, plus the same load on a baseline route answering a precomputed JSON body as
 * large as a list page. Writes bench/results/insights.json.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateProject } from '@airlens/esx';
import pg from 'pg';
import pino from 'pino';
import { parseConfig } from '../apps/server/src/config';
import { openPglite, openPostgres, type Database, type SqlSession } from '../apps/server/src/db/database';
import { migrate } from '../apps/server/src/db/migrate';
import { hashPassword } from '../apps/server/src/features/auth/credentials';
import { insertUser } from '../apps/server/src/features/users/users.repo';
import {
  IMPORT_DERIVATIONS,
  type ImportContext,
} from '../apps/server/src/features/uploads/import-derivations';
import {
  insertProjectOwner,
  insertProjectVersion,
  runTransaction,
} from '../apps/server/src/features/uploads/import.repo';
import { insertLicence, insertOrganization } from '../apps/server/src/seed/accounts-seed.repo';
import type { InsightsPrepared } from '../apps/server/src/features/insights/insights-prepare';
import { insertInsightsRows, type ProjectInsights } from '../apps/server/src/features/insights/insights.repo';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const serverDir = join(root, 'apps/server');
const POSTGRES_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
const EMAIL = 'bench-admin@airlens.local';
const PASSWORD = 'bench password 1';
const CONNECTIONS = 50;
const TEMPLATES = 12;
const SURVEYS_PER_PROJECT = 10;
const PROJECTS_PER_TRANSACTION = 100;

const CITIES = [
  ['Helsinki', 'Finland', 60.17, 24.94],
  ['London', 'United Kingdom', 51.51, -0.13],
  ['New York', 'United States', 40.71, -74.01],
  ['San Francisco', 'United States', 37.77, -122.42],
  ['São Paulo', 'Brazil', -23.55, -46.63],
  ['Tokyo', 'Japan', 35.68, 139.69],
  ['Sydney', 'Australia', -33.87, 151.21],
  ['Singapore', 'Singapore', 1.35, 103.82],
  ['Berlin', 'Germany', 52.52, 13.4],
  ['Toronto', 'Canada', 43.65, -79.38],
  ['Dubai', 'United Arab Emirates', 25.2, 55.27],
  ['Cape Town', 'South Africa', -33.92, 18.42],
] as const;
const SITES = ['HQ', 'Warehouse', 'Campus', 'Clinic', 'Store', 'Factory', 'Office', 'Hotel'];

interface Options {
  projects: number;
  durationSeconds: number;
}

interface Figures {
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  rps: number;
}

interface AutocannonInstance {
  on(
    event: 'response',
    listener: (client: unknown, statusCode: number, bytes: number, responseTimeMs: number) => void,
  ): void;
}
type Autocannon = (
  options: {
    url: string;
    connections: number;
    duration: number;
    headers: Record<string, string>;
    requests: { path: string }[];
  },
  done: (error: Error | null, result: { duration: number }) => void,
) => AutocannonInstance;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

function log(message: string): void {
  process.stdout.write(`[insights bench] ${message}\n`);
}

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== 'dist') {
        newest = Math.max(newest, newestMtime(path));
      }
    } else {
      newest = Math.max(newest, statSync(path).mtimeMs);
    }
  }
  return newest;
}

/** Builds the server bundle unless dist/main.js is newer than every server and package source. */
function ensureBuild(): void {
  const bundle = join(serverDir, 'dist/main.js');
  const sources = Math.max(
    newestMtime(join(serverDir, 'src')),
    ...['domain', 'esx', 'heatmap'].map((name) => newestMtime(join(root, 'packages', name, 'src'))),
  );
  if (existsSync(bundle) && statSync(bundle).mtimeMs > sources) {
    return;
  }
  log('building the server (dist is stale)');
  const result = spawnSync('npm', ['run', 'build', '-w', 'apps/server'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    throw new Error('npm run build -w apps/server failed');
  }
}

/** What one template project's derivations prepared, ready to insert under any project id. */
interface Template {
  name: string;
  prepared: { name: string; value: unknown }[];
  lastSurveyDate: string;
}

function buildTemplates(): Template[] {
  const templates: Template[] = [];
  for (let index = 0; index < TEMPLATES; index++) {
    const project = generateProject({
      floors: 1 + (index % 3),
      aps: 6 + (index % 5) * 2,
      surveys: SURVEYS_PER_PROJECT,
      days: 5 + (index % 6),
      scansPerSurvey: 30,
      maxImagePixels: 300,
      seed: 100 + index,
      startDate: `2025-0${1 + (index % 9)}-0${1 + (index % 9)}T00:00:00Z`,
      kind: index % 4 === 3 ? 'hybrid' : 'measured',
    });
    const context: ImportContext = {
      projectId: randomUUID(),
      orgId: randomUUID(),
      version: 1,
      projectType: 'MEASURED',
    };
    const prepared = IMPORT_DERIVATIONS.map((derivation) => ({
      name: derivation.name,
      value: derivation.prepare(project, context),
    }));
    const last = project.surveys.reduce((latest, survey) => Math.max(latest, survey.startTimeMs), 0);
    templates.push({
      name: project.meta.name,
      prepared,
      lastSurveyDate: new Date(last).toISOString().slice(0, 10),
    });
  }
  return templates;
}

/** Seeds the benchmark organisation, its admin and the projects; answers a few project ids to drive. */
async function seed(database: Database, options: Options, templates: Template[]): Promise<string[]> {
  const config = parseConfig({ NODE_ENV: 'production' });
  const orgId = randomUUID();
  const licenceId = randomUUID();
  const userId = randomUUID();
  await insertOrganization(database, {
    id: orgId,
    name: 'Bench Networks',
    enterprisePlus: true,
    passwordPolicy: false,
  });
  await insertLicence(database, {
    id: licenceId,
    licenseKey: `BENCH-${randomBytes(4).toString('hex')}`,
    orgId,
    product: 'Connect',
    status: 'ACTIVE',
    subscriptionDate: '2025-01-01',
    subscriptionExpirationDate: '2099-12-31',
  });
  await insertUser(database, {
    id: userId,
    email: EMAIL,
    name: 'Bench Admin',
    role: 'USER',
    orgId,
    orgAdmin: true,
    licenceId,
    eulaVersionConsent: 'v4',
    passwordHash: await hashPassword(PASSWORD, config.argon2),
    emailVerifiedAt: new Date(),
    now: new Date(),
  });
  const driven: string[] = [];
  for (let start = 0; start < options.projects; start += PROJECTS_PER_TRANSACTION) {
    await runTransaction(database, async (tx: SqlSession) => {
      const insights: ProjectInsights[] = [];
      for (let index = start; index < Math.min(options.projects, start + PROJECTS_PER_TRANSACTION); index++) {
        const projectId = await insertBenchProject(tx, index, orgId, userId, templates, insights);
        if (index % Math.max(1, Math.floor(options.projects / 20)) === 0) {
          driven.push(projectId);
        }
      }
      // The insights writer takes many projects at once: one statement per table per transaction.
      await insertInsightsRows(tx, insights);
    });
    if ((start / PROJECTS_PER_TRANSACTION) % 10 === 0) {
      log(
        `seeded ${Math.min(options.projects, start + PROJECTS_PER_TRANSACTION)} / ${options.projects} projects`,
      );
    }
  }
  return driven;
}

async function insertBenchProject(
  tx: SqlSession,
  index: number,
  orgId: string,
  userId: string,
  templates: Template[],
  insights: ProjectInsights[],
): Promise<string> {
  const template = templates[index % templates.length];
  const city = CITIES[index % CITIES.length];
  if (template === undefined || city === undefined) {
    throw new Error('no template');
  }
  const projectId = randomUUID();
  const context: ImportContext = { projectId, orgId, version: 1, projectType: 'MEASURED' };
  await insertProjectVersion(tx, {
    projectId,
    orgId,
    esxProjectId: projectId,
    version: 1,
    name: `${city[0]} ${SITES[index % SITES.length] ?? 'Site'} ${index}`,
    projectType: 'MEASURED',
    lastSurveyDate: template.lastSurveyDate,
    city: city[0],
    country: city[1],
    latitude: city[2] + ((index * 7919) % 1000) / 10_000,
    longitude: city[3] + ((index * 104_729) % 1000) / 10_000,
    createdBy: userId,
  });
  await insertProjectOwner(tx, projectId, EMAIL);
  for (const derivation of IMPORT_DERIVATIONS) {
    const prepared = template.prepared.find((entry) => entry.name === derivation.name);
    if (prepared === undefined) {
      continue;
    }
    if (derivation.name === 'insights') {
      insights.push({ projectId, prepared: prepared.value as InsightsPrepared });
    } else {
      await derivation.insert(tx, prepared.value, context);
    }
  }
  return projectId;
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address !== null
          ? resolvePort(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

async function startServer(env: Record<string, string>): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [join(serverDir, 'dist/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      SEED_DEMO: 'false',
      BENCH_BASELINE: '1',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      HEATMAP_WORKERS: '0',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let attempt = 0; attempt < 600; attempt++) {
    if (child.exitCode !== null) {
      throw new Error(`the server exited with ${child.exitCode}`);
    }
    const ready = await fetch(`${url}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) {
      return { url, child };
    }
    await new Promise((resolveWait) => setTimeout(resolveWait, 200));
  }
  throw new Error('the server did not become ready');
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) {
    return;
  }
  const exited = new Promise((resolveExit) => child.once('exit', resolveExit));
  child.kill('SIGTERM');
  await exited;
}

async function logIn(url: string): Promise<string> {
  const response = await fetch(`${url}/authapi/v1/authentications`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      username: EMAIL,
      password: PASSWORD,
      grant_type: 'password',
      client_id: 'airlens-bench',
      client_secret: '',
    }),
  });
  if (!response.ok) {
    throw new Error(`login failed: ${response.status} ${await response.text()}`);
  }
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

function percentile(sorted: Float64Array, fraction: number): number {
  if (sorted.length === 0) {
    return Number.NaN;
  }
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1));
  return Math.round((sorted[index] ?? Number.NaN) * 100) / 100;
}

/** One autocannon run; latencies of every 2xx answer, and the 2xx answers per second. */
function load(url: string, cookie: string, paths: string[], durationSeconds: number): Promise<Figures> {
  return new Promise((resolveLoad, reject) => {
    const latencies: number[] = [];
    let failures = 0;
    const instance = autocannon(
      {
        url,
        connections: CONNECTIONS,
        duration: durationSeconds,
        headers: { cookie },
        requests: paths.map((path) => ({ path })),
      },
      (error, result) => {
        if (error !== null) {
          reject(error);
          return;
        }
        if (failures > 0) {
          reject(new Error(`${failures} answers were not 2xx on ${paths[0] ?? ''}`));
          return;
        }
        const sorted = Float64Array.from(latencies).sort();
        resolveLoad({
          p50Ms: percentile(sorted, 0.5),
          p95Ms: percentile(sorted, 0.95),
          p99Ms: percentile(sorted, 0.99),
          rps: Math.round((latencies.length / Math.max(1, result.duration)) * 10) / 10,
        });
      },
    );
    instance.on('response', (_client, statusCode, _bytes, responseTimeMs) => {
      if (statusCode >= 200 && statusCode < 300) {
        latencies.push(responseTimeMs);
      } else {
        failures += 1;
      }
    });
  });
}

/** The endpoints driven, each with the request paths autocannon cycles through. */
function endpoints(projectIds: string[]): Record<string, string[]> {
  const ids = projectIds.slice(0, 10);
  return {
    projects: [
      '/insightapi/v1/projects?page=0&size=15',
      '/insightapi/v1/projects?page=3&size=15&frequencyBand=TWO',
      '/insightapi/v1/projects?page=0&size=15&startDate=2025-02-01&endDate=2025-06-30',
    ],
    search: [
      '/insightapi/v1/search?query=hel',
      '/insightapi/v1/search?query=warehouse',
      '/insightapi/v1/search?query=tokyo%20hotel',
    ],
    projectKpis: ids.map((id) => `/insightapi/v1/projects/${id}/kpis?frequencyBand=FIVE`),
    dailyHealth: ids.map((id) => `/insightapi/v1/projects/${id}/dailyKpis/networkHealth?frequencyBand=FIVE`),
  };
}

/** The slowest of one request alone on each path, before any load: the answer computed, not cached. */
async function firstRequestMs(url: string, cookie: string, paths: string[]): Promise<number> {
  let slowest = 0;
  for (const path of paths) {
    const started = performance.now();
    const response = await fetch(`${url}${path}`, { headers: { cookie } });
    await response.arrayBuffer();
    if (!response.ok) {
      throw new Error(`${path} answered ${response.status}`);
    }
    slowest = Math.max(slowest, performance.now() - started);
  }
  return Math.round(slowest * 100) / 100;
}

interface Driven {
  figures: Record<string, Figures>;
  firstRequestMs: Record<string, number>;
}

async function drive(url: string, projectIds: string[], options: Options): Promise<Driven> {
  const cookie = await logIn(url);
  const figures: Record<string, Figures> = {};
  const firsts: Record<string, number> = {};
  const paths = endpoints(projectIds);
  // Warm the server (JIT, connections, the session) on other answers first, so the figure is the cost of
  // computing an answer, not of a cold process.
  const warmUp = [
    '/insightapi/v1/projects?page=1&size=15',
    '/insightapi/v1/projects?page=2&size=15&frequencyBand=SIX',
    '/insightapi/v1/search?query=lon',
    '/insightapi/v1/search?query=campus',
    ...projectIds
      .slice(10)
      .flatMap((id) => [
        `/insightapi/v1/projects/${id}/kpis?frequencyBand=TWO`,
        `/insightapi/v1/projects/${id}/dailyKpis/networkHealth?frequencyBand=TWO`,
      ]),
  ];
  await firstRequestMs(url, cookie, warmUp);
  for (const [name, requests] of Object.entries(paths)) {
    firsts[name] = await firstRequestMs(url, cookie, requests);
  }
  log(`first request of each path (computed, not cached), slowest per endpoint: ${JSON.stringify(firsts)}`);
  const listPage = await fetch(`${url}${paths.projects?.[0] ?? ''}`, { headers: { cookie } });
  const listBytes = (await listPage.arrayBuffer()).byteLength;
  for (const [name, requests] of Object.entries(paths)) {
    // A short warm-up so the first seconds of JIT and caches do not count.
    await load(url, cookie, requests, 1);
    figures[name] = await load(url, cookie, requests, options.durationSeconds);
    log(`${name}: ${JSON.stringify(figures[name])}`);
  }
  await load(url, cookie, [`/insightapi/v1/bench/baseline?bytes=${listBytes}`], 1);
  figures.baseline = await load(
    url,
    cookie,
    [`/insightapi/v1/bench/baseline?bytes=${listBytes}`],
    options.durationSeconds,
  );
  log(`baseline (${listBytes} bytes, the size of a list page): ${JSON.stringify(figures.baseline)}`);
  return { figures, firstRequestMs: firsts };
}

async function runPglite(options: Options, templates: Template[]): Promise<Driven> {
  const dataDir = mkdtempSync(join(tmpdir(), 'airlens-bench-insights-'));
  try {
    const database = await openPglite(join(dataDir, 'db'));
    await migrate(database);
    const started = performance.now();
    const projectIds = await seed(database, options, templates);
    // A maintained database: statistics for the planner, visibility maps for index-only scans.
    await database.exec('VACUUM ANALYZE');
    log(`PGlite seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    await database.close();
    const { url, child } = await startServer({ DATA_DIR: dataDir });
    try {
      return await drive(url, projectIds, options);
    } finally {
      await stopServer(child);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function runPostgres(options: Options, templates: Template[]): Promise<Driven> {
  const name = `airlens_bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const databaseUrl = `postgres://postgres@127.0.0.1:5432/${name}`;
  try {
    const database = openPostgres(databaseUrl, 5, pino({ level: 'silent' }));
    await migrate(database);
    const started = performance.now();
    const projectIds = await seed(database, options, templates);
    await database.exec('VACUUM ANALYZE');
    log(`PostgreSQL seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    await database.close();
    const { url, child } = await startServer({
      DATABASE_URL: databaseUrl,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'airlens-bench-pg-')),
    });
    try {
      return await drive(url, projectIds, options);
    } finally {
      await stopServer(child);
    }
  } finally {
    const cleanup = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await cleanup.end();
  }
}

/** Entry point called by bench/run.ts. */
export async function runBench(args: string[]): Promise<void> {
  const quick = args.includes('--quick');
  const numberArg = (name: string): number | undefined => {
    const value = args.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
    return value === undefined ? undefined : Number(value);
  };
  const base: Options = quick
    ? { projects: 1_000, durationSeconds: 5 }
    : { projects: 10_000, durationSeconds: 20 };
  // --projects=N and --seconds=S override the sizes (for trying the bench out; the figures use the defaults).
  const options: Options = {
    projects: numberArg('projects') ?? base.projects,
    durationSeconds: numberArg('seconds') ?? base.durationSeconds,
  };
  log(
    `${options.projects} projects, ${options.projects * SURVEYS_PER_PROJECT} surveys, ${options.durationSeconds} s per endpoint, ${CONNECTIONS} connections`,
  );
  ensureBuild();
  const templates = buildTemplates();
  const loadAtStart = loadavg();
  const pglite = await runPglite(options, templates);
  const postgres = await runPostgres(options, templates);
  const results = {
    pglite: pglite.figures,
    postgres: postgres.figures,
    metadata: {
      projects: options.projects,
      surveys: options.projects * SURVEYS_PER_PROJECT,
      durationSeconds: options.durationSeconds,
      connections: CONNECTIONS,
      cpus: cpus().length,
      // The machine is shared: 1, 5 and 15 minute load averages when the run started and ended.
      loadAverageAtStart: loadAtStart.map((value) => Math.round(value * 100) / 100),
      loadAverageAtEnd: loadavg().map((value) => Math.round(value * 100) / 100),
      note: 'Under load, answers come from the in-process response cache (valid while the organisation data version is unchanged); firstRequestMs is the slowest single uncached request per endpoint.',
      firstRequestMs: { pglite: pglite.firstRequestMs, postgres: postgres.firstRequestMs },
    },
  };
  const out = join(root, 'bench/results');
  mkdirSync(out, { recursive: true });
  writeFileSync(join(out, 'insights.json'), `${JSON.stringify(results, null, 2)}\n`);
  log(`wrote bench/results/insights.json`);
}
