/**
 * `npm run bench -- dashboard [--projects=N] [--runs=N]`: seeds 10,000 projects (the insights benchmark's data:
 * 12 generated templates, 10 surveys each, written through the import's own writers) into PGlite, starts the
 * production build (server and web), signs in with Debian Chromium and times the Insights dashboard from
 * navigation to the first table page on screen: once cold (first visit after start) and `runs` times warm
 * (reloads). Records the list-only mode, whether MapLibre was fetched, and the list call's own time.
 * `--data-dir=PATH` keeps the seeded database for the next run (seedSeconds is then null). Writes
 * bench/results/dashboard.json, with the previous run's figures as its baseline. A measurement, not a test:
 * nothing here asserts on time. Seeding, build and server lifecycle are the insights bench's (bench/insights/);
 * this file keeps only the browser measurement.
 */
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from '@playwright/test';
import { parseConfig } from '../apps/server/src/config';
import { openPglite } from '../apps/server/src/db/database';
import { migrate } from '../apps/server/src/db/migrate';
import { log, setBenchName } from './insights/log';
import { buildTemplates, EMAIL, PASSWORD, seed } from './insights/seed';
import { ensureBuild, startServer, stopServer } from './insights/server';
import { median, round, writeBenchResult } from './lib/results';

interface Visit {
  /** Navigation start to the first project row's link visible. */
  firstTablePageMs: number;
  /** The first-page list call as the browser timed it (request start to last byte). */
  listCallMs: number | null;
  isListOnly: boolean;
  mapRequests: number;
  /** Navigation start to every table of the dashboard (projects, survey events, inventory) showing rows. */
  allTablesMs: number;
  /** Where the time went: the page's requests up to the first row, from the browser's resource timing. */
  timeline: Timeline;
}

/** One request of a visit, in ms from navigation start (the browser's clock). */
interface TimelineEntry {
  path: string;
  startMs: number;
  endMs: number;
}

/** Where the time of a visit went: its API calls one by one, its script chunks in sum. */
interface Timeline {
  calls: TimelineEntry[];
  scripts: { count: number; lastEndMs: number };
}

/**
 * The visit's API calls and script chunks as the browser timed them (start of the request to its last byte), in
 * the order they started: which call waited for which is the waterfall the first table page pays for.
 */
async function readTimeline(page: Page): Promise<Timeline> {
  const entries = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => /api\/|config\.json|\.js$/.test(entry.name))
      .map((entry) => {
        const { pathname, search } = new URL(entry.name);
        return {
          path: `${pathname}${search}`.slice(0, 80),
          startMs: Math.round(entry.startTime),
          // A resource entry's duration ends with its last byte (responseEnd).
          endMs: Math.round(entry.startTime + entry.duration),
        };
      }),
  );
  const scripts = entries.filter((entry) => entry.path.endsWith('.js'));
  return {
    calls: entries.filter((entry) => !entry.path.endsWith('.js')).sort((a, b) => a.startMs - b.startMs),
    scripts: { count: scripts.length, lastEndMs: Math.max(0, ...scripts.map((entry) => entry.endMs)) },
  };
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
  const timeline = await readTimeline(page);
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
  return { firstTablePageMs, listCallMs, isListOnly, mapRequests, allTablesMs, timeline };
}

export async function measure(url: string, runs: number): Promise<{ cold: Visit; warm: Visit[] }> {
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
    await form.getByLabel(/^Password/).fill(PASSWORD);
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

const resultsPath = join(dirname(fileURLToPath(import.meta.url)), 'results/dashboard.json');

/** The figures of the previous run (bench/results/dashboard.json), kept in the new file as its baseline. */
function previousFigures(): Record<string, unknown> | null {
  if (!existsSync(resultsPath)) {
    return null;
  }
  const previous = JSON.parse(readFileSync(resultsPath, 'utf8')) as Record<string, unknown>;
  return {
    firstTablePageMs: previous.firstTablePageMs ?? null,
    listCallMs: previous.listCallMs ?? null,
    machine: previous.machine ?? null,
  };
}

/** Entry point called by bench/run.ts. */
export async function runBench(args: string[]): Promise<void> {
  const numberArg = (name: string, fallback: number): number => {
    const value = args.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
    return value === undefined ? fallback : Number(value);
  };
  const projects = numberArg('projects', 10_000);
  const runs = numberArg('runs', 5);
  setBenchName('dashboard bench');
  ensureBuild({ web: true, force: args.includes('--build') });
  const previous = previousFigures();
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
      await seed(database, projects, buildTemplates());
      await database.exec('VACUUM ANALYZE');
      seedSeconds = (performance.now() - seedStarted) / 1000;
      log(`PGlite seeded with ${projects} projects in ${seedSeconds.toFixed(1)} s`);
      await database.close();
    }
    const loadAtStart = loadavg();
    // The server's own defaults (no baseline route, heatmap workers), as a user's server runs.
    const server = await startServer(
      { DATA_DIR: dataDir, DATABASE_URL: '', BENCH_BASELINE: undefined, HEATMAP_WORKERS: undefined },
      { port: numberArg('port', 4191) },
    );
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
      // The cold visit's requests up to its first row: the waterfall behind firstTablePageMs.cold.
      coldTimeline: cold.timeline,
      isListOnlyMode: cold.isListOnly && warm.every((visit) => visit.isListOnly),
      mapLibreRequests: cold.mapRequests + warm.reduce((sum, visit) => sum + visit.mapRequests, 0),
      targetMs: 2000,
      seedSeconds: seedSeconds === null ? null : round(seedSeconds),
      baseline: { previous },
      machine: {
        cpus: cpus().length,
        loadAverageAtStart: loadAtStart.map(round),
        loadAverageAtEnd: loadavg().map(round),
      },
    };
    log(JSON.stringify(figures));
    log(`wrote ${writeBenchResult('dashboard', figures)}`);
  } finally {
    if (child !== null) {
      await stopServer(child);
    }
    if (keptDir === undefined) {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
}
