/**
 * `npm run bench -- dashboard [--projects=N] [--runs=N]`: seeds 10,000 projects (the insights benchmark's data:
 * 12 generated templates, 10 surveys each, written through the import's own writers) into PGlite, starts the
 * production build (server and web), signs in with Debian Chromium and times the Insights dashboard from
 * navigation to the first table page on screen: once cold (first visit after start) and `runs` times warm
 * (reloads). Records the list-only mode, whether MapLibre was fetched, and the list call's own time.
 * `--data-dir=PATH` keeps the seeded database for the next run (seedSeconds is then null). Writes
 * bench/results/dashboard.json. A measurement, not a test: nothing here asserts on time.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from '@playwright/test';
import { EULA_VERSION } from '@airlens/domain';
import { generateProject } from '@airlens/esx';
import { parseConfig } from '../apps/server/src/config';
import { openPglite, type Database, type SqlSession } from '../apps/server/src/db/database';
import { migrate } from '../apps/server/src/db/migrate';
import { hashPassword } from '../apps/server/src/features/auth/credentials';
import type { InsightsPrepared } from '../apps/server/src/features/insights/insights-prepare';
import { insertInsightsRows, type ProjectInsights } from '../apps/server/src/features/insights/insights.repo';
import {
  IMPORT_DERIVATIONS,
  type ImportContext,
} from '../apps/server/src/features/uploads/import-derivations';
import {
  insertProjectOwner,
  insertProjectVersion,
  runTransaction,
} from '../apps/server/src/features/uploads/import.repo';
import { insertUser } from '../apps/server/src/features/users/users.repo';
import { insertLicence, insertOrganization } from '../apps/server/src/seed/accounts-seed.repo';
import { round, writeBenchResult } from './lib/results';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const EMAIL = 'bench-dashboard@airlens.local';
const PASSWORD = 'bench password 1';
const TEMPLATES = 12;
const CITIES = [
  ['Helsinki', 'Finland', 60.17, 24.94],
  ['London', 'United Kingdom', 51.51, -0.13],
  ['New York', 'United States', 40.71, -74.01],
  ['São Paulo', 'Brazil', -23.55, -46.63],
  ['Tokyo', 'Japan', 35.68, 139.69],
  ['Sydney', 'Australia', -33.87, 151.21],
  ['Berlin', 'Germany', 52.52, 13.4],
  ['Cape Town', 'South Africa', -33.92, 18.42],
] as const;

function log(message: string): void {
  process.stdout.write(`[dashboard bench] ${message}\n`);
}

/** Builds web and server unless both production bundles exist (`--build` forces it). */
function ensureBuild(force: boolean): void {
  const built =
    existsSync(join(root, 'apps/web/dist/index.html')) && existsSync(join(root, 'apps/server/dist/main.js'));
  if (built && !force) {
    return;
  }
  log('building the production bundles');
  if (spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' }).status !== 0) {
    throw new Error('npm run build failed');
  }
}

type Template = { prepared: { name: string; value: unknown }[]; lastSurveyDate: string };

function buildTemplates(): Template[] {
  return Array.from({ length: TEMPLATES }, (_, index) => {
    const project = generateProject({
      floors: 1 + (index % 3),
      aps: 6 + (index % 5) * 2,
      surveys: 10,
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
    const last = project.surveys.reduce((latest, survey) => Math.max(latest, survey.startTimeMs), 0);
    return {
      prepared: IMPORT_DERIVATIONS.map((derivation) => ({
        name: derivation.name,
        value: derivation.prepare(project, context),
      })),
      lastSurveyDate: new Date(last).toISOString().slice(0, 10),
    };
  });
}

async function insertProject(
  tx: SqlSession,
  index: number,
  ids: { orgId: string; userId: string },
  templates: Template[],
  insights: ProjectInsights[],
): Promise<void> {
  const template = templates[index % templates.length];
  const city = CITIES[index % CITIES.length];
  if (template === undefined || city === undefined) {
    throw new Error('no template');
  }
  const projectId = randomUUID();
  const context: ImportContext = { projectId, orgId: ids.orgId, version: 1, projectType: 'MEASURED' };
  await insertProjectVersion(tx, {
    projectId,
    orgId: ids.orgId,
    esxProjectId: projectId,
    version: 1,
    name: `${city[0]} Site ${String(index).padStart(5, '0')}`,
    projectType: 'MEASURED',
    lastSurveyDate: template.lastSurveyDate,
    city: city[0],
    country: city[1],
    latitude: city[2] + ((index * 7919) % 1000) / 10_000,
    longitude: city[3] + ((index * 104_729) % 1000) / 10_000,
    createdBy: ids.userId,
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
}

/** The organisation, its admin (who sees every project) and the projects, 100 per transaction. */
async function seed(database: Database, projects: number): Promise<void> {
  const config = parseConfig({ NODE_ENV: 'production' });
  const ids = { orgId: randomUUID(), userId: randomUUID() };
  const licenceId = randomUUID();
  await insertOrganization(database, {
    id: ids.orgId,
    name: 'Bench Networks',
    enterprisePlus: true,
    passwordPolicy: false,
  });
  await insertLicence(database, {
    id: licenceId,
    licenseKey: `BENCH-${randomBytes(4).toString('hex')}`,
    orgId: ids.orgId,
    product: 'Connect',
    status: 'ACTIVE',
    subscriptionDate: '2025-01-01',
    subscriptionExpirationDate: '2099-12-31',
  });
  await insertUser(database, {
    id: ids.userId,
    email: EMAIL,
    name: 'Bench Admin',
    role: 'USER',
    orgId: ids.orgId,
    orgAdmin: true,
    licenceId,
    eulaVersionConsent: EULA_VERSION,
    passwordHash: await hashPassword(PASSWORD, config.argon2),
    emailVerifiedAt: new Date(),
    now: new Date(),
  });
  const templates = buildTemplates();
  for (let start = 0; start < projects; start += 100) {
    await runTransaction(database, async (tx) => {
      const insights: ProjectInsights[] = [];
      for (let index = start; index < Math.min(projects, start + 100); index++) {
        await insertProject(tx, index, ids, templates, insights);
      }
      await insertInsightsRows(tx, insights);
    });
    if (start % 1000 === 0) {
      log(`seeded ${Math.min(projects, start + 100)} / ${projects} projects`);
    }
  }
}

async function startServer(dataDir: string, port: number): Promise<{ url: string; child: ChildProcess }> {
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      SEED_DEMO: 'false',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let attempt = 0; attempt < 600; attempt++) {
    if (child.exitCode !== null) {
      throw new Error(`the server exited with ${child.exitCode}`);
    }
    if (
      await fetch(`${url}/readyz`).then(
        (response) => response.ok,
        () => false,
      )
    ) {
      return { url, child };
    }
    await new Promise((resolveWait) => setTimeout(resolveWait, 200));
  }
  throw new Error('the server did not become ready');
}

interface Visit {
  /** Navigation start to the first project row's link visible. */
  firstTablePageMs: number;
  /** The first-page list call as the browser timed it (request start to last byte). */
  listCallMs: number | null;
  isListOnly: boolean;
  mapRequests: number;
  /** Navigation start to every table of the dashboard (projects, survey events, inventory) showing rows. */
  allTablesMs: number;
}

/** One visit of /insights, timed from navigation to the first table page on screen. */
async function visitDashboard(page: Page, url: string): Promise<Visit> {
  let mapRequests = 0;
  const onRequest = (request: { url: () => string }) => {
    mapRequests += /maplibre/.test(request.url()) ? 1 : 0;
  };
  page.on('request', onRequest);
  const started = performance.now();
  await page.goto(`${url}/insights`);
  const firstRow = page.getByRole('table', { name: 'Projects' }).getByRole('link').first();
  await firstRow.waitFor({ state: 'visible', timeout: 60_000 });
  const firstTablePageMs = performance.now() - started;
  const isListOnly = await page
    .getByText('More than 200 projects: the dashboard opened in list-only mode.')
    .isVisible();
  const listCallMs = await page.evaluate(() => {
    const entries = performance
      .getEntriesByType('resource')
      .filter((entry) => /\/insightapi\/v1\/projects\?/.test(entry.name) && /[?&]page=0/.test(entry.name));
    const first = entries[0];
    return first === undefined ? null : first.duration;
  });
  for (const name of ['Survey events', 'Device counts']) {
    await page
      .getByRole('table', { name })
      .getByRole('row')
      .nth(1)
      .waitFor({ state: 'visible', timeout: 120_000 });
  }
  const allTablesMs = performance.now() - started;
  // The next visit starts on an idle server: no query of this one may still be running.
  await page.waitForLoadState('networkidle');
  page.off('request', onRequest);
  return { firstTablePageMs, listCallMs, isListOnly, mapRequests, allTablesMs };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

async function measure(url: string, runs: number): Promise<{ cold: Visit; warm: Visit[] }> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
    ],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const release = parseConfig({}).releaseVersion;
    await context.addInitScript({ content: `localStorage.setItem('whatsNewMenuSeen', '${release}');` });
    const page = await context.newPage();
    await page.goto(`${url}/login`);
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('E-mail').fill(EMAIL);
    await form.getByLabel('Password').fill(PASSWORD);
    await form.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((target) => !target.pathname.startsWith('/login'), { timeout: 60_000 });
    // Start the timed visits from a page that loads no insights data.
    await page.goto('about:blank');
    const cold = await visitDashboard(page, url);
    const warm: Visit[] = [];
    for (let run = 0; run < runs; run++) {
      await page.goto('about:blank');
      warm.push(await visitDashboard(page, url));
    }
    return { cold, warm };
  } finally {
    await browser.close();
  }
}

/** Entry point called by bench/run.ts. */
export async function runBench(args: string[]): Promise<void> {
  const numberArg = (name: string, fallback: number): number => {
    const value = args.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
    return value === undefined ? fallback : Number(value);
  };
  const projects = numberArg('projects', 10_000);
  const runs = numberArg('runs', 5);
  ensureBuild(args.includes('--build'));
  // --data-dir=PATH keeps the seeded database for the next run (seeding 10,000 projects takes minutes).
  const keptDir = args.find((arg) => arg.startsWith('--data-dir='))?.split('=')[1];
  const dataDir = keptDir ?? mkdtempSync(join(tmpdir(), 'airlens-bench-dashboard-'));
  mkdirSync(dataDir, { recursive: true });
  const isSeeded = existsSync(join(dataDir, 'db'));
  let child: ChildProcess | null = null;
  try {
    let seedSeconds: number | null = null;
    if (!isSeeded) {
      const database = await openPglite(join(dataDir, 'db'));
      await migrate(database);
      const seedStarted = performance.now();
      await seed(database, projects);
      await database.exec('VACUUM ANALYZE');
      seedSeconds = (performance.now() - seedStarted) / 1000;
      log(`PGlite seeded with ${projects} projects in ${seedSeconds.toFixed(1)} s`);
      await database.close();
    }
    const loadAtStart = loadavg();
    const server = await startServer(dataDir, numberArg('port', 4191));
    child = server.child;
    const { cold, warm } = await measure(server.url, runs);
    const warmTimes = warm.map((visit) => visit.firstTablePageMs);
    const figures = {
      projects,
      database: 'PGlite (production build, NODE_ENV=production)',
      firstTablePageMs: {
        cold: round(cold.firstTablePageMs),
        warmMedian: round(median(warmTimes)),
        warmMin: round(Math.min(...warmTimes)),
        warmRuns: warm.length,
      },
      listCallMs: {
        cold: cold.listCallMs === null ? null : round(cold.listCallMs),
        warmMedian: round(
          median(warm.flatMap((visit) => (visit.listCallMs === null ? [] : [visit.listCallMs]))),
        ),
      },
      allTablesMs: {
        cold: round(cold.allTablesMs),
        warmMedian: round(median(warm.map((visit) => visit.allTablesMs))),
      },
      isListOnlyMode: cold.isListOnly && warm.every((visit) => visit.isListOnly),
      mapLibreRequests: cold.mapRequests + warm.reduce((sum, visit) => sum + visit.mapRequests, 0),
      targetMs: 2000,
      seedSeconds: seedSeconds === null ? null : round(seedSeconds),
      machine: {
        cpus: cpus().length,
        loadAverageAtStart: loadAtStart.map(round),
        loadAverageAtEnd: loadavg().map(round),
      },
    };
    log(JSON.stringify(figures));
    log(`wrote ${writeBenchResult('dashboard', figures)}`);
  } finally {
    if (child !== null && child.exitCode === null) {
      const exited = new Promise((resolveExit) => child?.once('exit', resolveExit));
      child.kill('SIGTERM');
      await exited;
    }
    if (keptDir === undefined) {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
}
