/**
 * `npm run bench -- dashboard [--projects=N] [--runs=N] [--baseline-build=DIR] [--rounds=N]`: seeds 10,000 projects (the insights benchmark's data:
 * 12 generated templates, 10 surveys each, written through the import's own writers) into PGlite, starts the
 * production build (server and web), signs in with Debian Chromium and times the Insights dashboard from
 * navigation to the first table page on screen: once cold (first visit after start) and `runs` times warm
 * (reloads). The first rows may be the page load's preview drawn before the app (isPreviewFirst); appTableMs
 * times the app's own table with its controls. Records the list-only mode, whether MapLibre was fetched, the
 * HTML's time (which holds the inlined first page's query) and the list call's own time, when the browser made
 * one. With --baseline-build an earlier build is measured in the same run, alternating (see runBench).
 * `--data-dir=PATH` keeps the seeded database for the next run (seedSeconds is then null). Writes
 * bench/results/dashboard.json, with the previous run's figures as a further baseline. A measurement, not a test:
 * nothing here asserts on time. Seeding, build and server lifecycle are the insights bench's (bench/insights/);
 * this file keeps only the browser measurement.
 */
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
  /** The first-page list call as the browser timed it (request start to last byte); null when the page came inlined. */
  listCallMs: number | null;
  /** Navigation start to the page's HTML's last byte (with the first page inlined, its query is in here). */
  documentMs: number;
  /** Whether the first rows seen were the page load's preview (drawn before the app) rather than the app's table. */
  isPreviewFirst: boolean;
  /** Navigation start to the app's own table (its controls: the rows' Preview buttons) on screen. */
  appTableMs: number;
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
  // Not until the load event (goto's default): it waits for every script the page started, which put a floor
  // under the first rows that has nothing to do with when they are on screen.
  await page.goto(`${url}/insights`, { waitUntil: 'commit' });
  const firstRow = page.getByRole('table', { name: 'Projects' }).getByRole('link').first();
  await firstRow.waitFor({ state: 'visible', timeout: 60_000 });
  const firstTablePageMs = performance.now() - started;
  const isPreviewFirst = (await page.locator('#dashboard-first-page-preview').count()) > 0;
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
  // The browser's navigation entry; Node's typing of `performance` (this file's) knows no such entry type.
  const documentMs = await page.evaluate(() => {
    const navigation: unknown = (performance.getEntries() as unknown[]).find(
      (entry) =>
        typeof entry === 'object' &&
        entry !== null &&
        'entryType' in entry &&
        entry.entryType === 'navigation',
    );
    return typeof navigation === 'object' &&
      navigation !== null &&
      'responseEnd' in navigation &&
      typeof navigation.responseEnd === 'number'
      ? navigation.responseEnd
      : 0;
  });
  await page
    .getByRole('table', { name: 'Projects' })
    .getByRole('button', { name: /^Preview / })
    .first()
    .waitFor({ state: 'visible', timeout: 60_000 });
  const appTableMs = performance.now() - started;
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
  return {
    firstTablePageMs,
    listCallMs,
    documentMs,
    isPreviewFirst,
    appTableMs,
    isListOnly,
    mapRequests,
    allTablesMs,
    timeline,
  };
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

/** One build's visits: per round (a fresh server each), the cold visit and the warm ones. */
interface BuildVisits {
  cold: Visit[];
  warm: Visit[];
}

/** Starts the server of a build (this checkout's, or the one under `buildRoot`), measures it, stops it. */
async function measureBuild(
  dataDir: string,
  port: number,
  runs: number,
  buildRoot: string | undefined,
  into: BuildVisits,
): Promise<void> {
  // The server's own defaults (no baseline route, heatmap workers), as a user's server runs.
  const server = await startServer(
    { DATA_DIR: dataDir, DATABASE_URL: '', BENCH_BASELINE: undefined, HEATMAP_WORKERS: undefined },
    { port, ...(buildRoot === undefined ? {} : { buildRoot }) },
  );
  try {
    const { cold, warm } = await measure(server.url, runs);
    into.cold.push(cold);
    into.warm.push(...warm);
  } finally {
    await stopServer(server.child);
  }
}

/** The headline figures of a build's visits (medians over the rounds' cold visits and all warm visits). */
function summary(visits: BuildVisits) {
  const warmTimes = visits.warm.map((visit) => visit.firstTablePageMs);
  return {
    firstTablePageMs: {
      cold: round(median(visits.cold.map((visit) => visit.firstTablePageMs))),
      coldRuns: visits.cold.length,
      warmMedian: round(median(warmTimes)),
      warmMin: round(Math.min(...warmTimes)),
      warmRuns: visits.warm.length,
    },
    appTableMs: {
      cold: round(median(visits.cold.map((visit) => visit.appTableMs))),
      warmMedian: round(median(visits.warm.map((visit) => visit.appTableMs))),
    },
    documentMs: {
      cold: round(median(visits.cold.map((visit) => visit.documentMs))),
      warmMedian: round(median(visits.warm.map((visit) => visit.documentMs))),
    },
    listCallMs: {
      cold: round(
        median(visits.cold.flatMap((visit) => (visit.listCallMs === null ? [] : [visit.listCallMs]))),
      ),
      warmMedian: round(
        median(visits.warm.flatMap((visit) => (visit.listCallMs === null ? [] : [visit.listCallMs]))),
      ),
    },
    allTablesMs: {
      cold: round(median(visits.cold.map((visit) => visit.allTablesMs))),
      warmMedian: round(median(visits.warm.map((visit) => visit.allTablesMs))),
    },
    isPreviewFirst: [...visits.cold, ...visits.warm].every((visit) => visit.isPreviewFirst),
  };
}

/**
 * Entry point called by bench/run.ts. `--baseline-build=DIR` (a directory laid out like the repository holding
 * an earlier build: apps/server/dist, apps/web/dist) measures that build in the same run on the same data,
 * alternating with this checkout's build for `--rounds` rounds (default 2), so a busy machine weighs on both
 * alike; the figures then carry its summary and the ratio.
 */
export async function runBench(args: string[]): Promise<void> {
  const stringArg = (name: string): string | undefined =>
    args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
  const numberArg = (name: string, fallback: number): number => {
    const value = stringArg(name);
    return value === undefined ? fallback : Number(value);
  };
  const projects = numberArg('projects', 10_000);
  const runs = numberArg('runs', 5);
  const port = numberArg('port', 4191);
  const baselineBuild = stringArg('baseline-build');
  const rounds = numberArg('rounds', baselineBuild === undefined ? 1 : 2);
  setBenchName('dashboard bench');
  ensureBuild({ web: true, force: args.includes('--build') });
  const previous = previousFigures();
  // --data-dir=PATH keeps the seeded database for the next run (seeding 10,000 projects takes minutes).
  const keptDir = stringArg('data-dir');
  const dataDir = keptDir ?? mkdtempSync(join(tmpdir(), 'airlens-bench-dashboard-'));
  mkdirSync(dataDir, { recursive: true });
  const isSeeded = existsSync(join(dataDir, 'db'));
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
    const current: BuildVisits = { cold: [], warm: [] };
    const baseline: BuildVisits = { cold: [], warm: [] };
    for (let roundIndex = 0; roundIndex < rounds; roundIndex++) {
      if (baselineBuild !== undefined) {
        await measureBuild(dataDir, port, runs, baselineBuild, baseline);
        log(
          `round ${roundIndex + 1}: baseline cold ${round(baseline.cold.at(-1)?.firstTablePageMs ?? NaN)} ms`,
        );
      }
      await measureBuild(dataDir, port, runs, undefined, current);
      log(`round ${roundIndex + 1}: current cold ${round(current.cold.at(-1)?.firstTablePageMs ?? NaN)} ms`);
    }
    const mine = summary(current);
    const sameRun =
      baselineBuild === undefined
        ? null
        : {
            build: baselineBuild,
            ...summary(baseline),
            // Lower is better: this build's time as a share of the baseline build's, in the same run.
            ratio: {
              firstTablePageCold: round(mine.firstTablePageMs.cold / summary(baseline).firstTablePageMs.cold),
              firstTablePageWarm: round(
                mine.firstTablePageMs.warmMedian / summary(baseline).firstTablePageMs.warmMedian,
              ),
              appTableCold: round(mine.appTableMs.cold / summary(baseline).appTableMs.cold),
            },
          };
    const all = [...current.cold, ...current.warm];
    const figures = {
      projects,
      database: 'PGlite (production build, NODE_ENV=production)',
      ...mine,
      // The first round's cold visit's requests up to its first row: the waterfall behind firstTablePageMs.cold.
      coldTimeline: current.cold[0]?.timeline ?? null,
      isListOnlyMode: all.every((visit) => visit.isListOnly),
      mapLibreRequests: all.reduce((sum, visit) => sum + visit.mapRequests, 0),
      targetMs: 500,
      seedSeconds: seedSeconds === null ? null : round(seedSeconds),
      baseline: { sameRun, previous },
      machine: {
        cpus: cpus().length,
        loadAverageAtStart: loadAtStart.map(round),
        loadAverageAtEnd: loadavg().map(round),
      },
    };
    log(JSON.stringify(figures));
    log(`wrote ${writeBenchResult('dashboard', figures)}`);
  } finally {
    if (keptDir === undefined) {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
}
