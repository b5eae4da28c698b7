/**
 * `npm run bench -- web [--runs=N] [--build] [--baseline-build=DIR]`: starts the production build (server and web) on a fresh PGlite
 * with the demo data, opens `/login` in Debian Chromium and sums the gzip size (level 9) of every JavaScript file
 * the page fetched until the network was idle (loginJsGzipKb; budget 150 kB), then signs in as the demo admin and
 * times the Insights dashboard to interactive (dashboardTtiMs): navigation start to the later of the first
 * project row on screen and the end of the last long task (≥ 50 ms) before a 2 s window without one, once cold
 * and `runs` times warm. Baselines in the same run: every JavaScript file of the build gzipped (what one
 * unsplit bundle would load), an earlier build's figures with --baseline-build (see runBench) and the figures
 * of the previous bench/results/web.json. The login figure is also
 * split by source package (from the build's hidden source maps) to show what sets its floor. Writes
 * bench/results/web.json. A measurement, not a test: nothing here asserts on time.
 */
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page } from '@playwright/test';
import { parseConfig } from '../apps/server/src/config';
import { log, setBenchName } from './insights/log';
import { ensureBuild, startServer, stopServer } from './insights/server';
import { gzipKbByPackage } from './lib/js-attribution';
import { median, round, writeBenchResult } from './lib/results';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const resultsPath = join(root, 'bench/results/web.json');
const DEMO_ADMIN = { email: 'admin@demo-networks.example', password: 'demo-admin-2025' };
const LOGIN_BUDGET_KB = 150;
/** A long task ends "interactive" only when none follows within this window (Lighthouse uses 5 s; 2 s here). */
const QUIET_WINDOW_MS = 2000;

function gzipKb(bytes: Uint8Array): number {
  return gzipSync(bytes, { level: 9 }).length / 1024;
}

/** Every JavaScript file of the web build, gzipped: what the sign-in page would load without code splitting. */
function wholeBuildJs(): { files: number; gzipKb: number } {
  const assets = join(root, 'apps/web/dist/assets');
  const scripts = readdirSync(assets).filter((name) => name.endsWith('.js'));
  const total = scripts.reduce((sum, name) => sum + gzipKb(readFileSync(join(assets, name))), 0);
  return { files: scripts.length, gzipKb: total };
}

async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
    ],
  });
}

/** The JavaScript files a fresh visit of /login fetches (the page's own lazy chunks included). */
async function measureLogin(
  browser: Browser,
  url: string,
): Promise<{ files: string[]; gzipKb: number; rawKb: number }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    const bodies = new Map<string, Promise<Buffer>>();
    page.on('response', (response) => {
      const type = response.headers()['content-type'] ?? '';
      if (response.request().resourceType() === 'script' || type.includes('javascript')) {
        bodies.set(response.url(), response.body());
      }
    });
    await page.goto(`${url}/login`);
    await page.getByRole('form', { name: 'Sign in' }).waitFor({ state: 'visible', timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    const files = [...bodies.keys()];
    const buffers = await Promise.all(bodies.values());
    return {
      files: files.map((file) => new URL(file).pathname),
      gzipKb: buffers.reduce((sum, buffer) => sum + gzipKb(buffer), 0),
      rawKb: buffers.reduce((sum, buffer) => sum + buffer.length / 1024, 0),
    };
  } finally {
    await context.close();
  }
}

/** One visit of /insights: navigation start to interactive, as the page's own clock tells it. */
async function visitDashboard(page: Page, url: string): Promise<{ ttiMs: number; firstRowMs: number }> {
  await page.goto(`${url}/insights`);
  await page
    .getByRole('table', { name: 'Projects' })
    .getByRole('link')
    .first()
    .waitFor({ state: 'visible', timeout: 120_000 });
  const firstRowMs = await page.evaluate(() => performance.now());
  // Wait for a quiet window after the last long task (or after the first row, whichever is later).
  for (let turn = 0; turn < 120; turn++) {
    const { lastEnd, now } = await page.evaluate(() => {
      const tasks = (globalThis as unknown as { __longTasks?: { start: number; duration: number }[] })
        .__longTasks;
      const ends = (tasks ?? []).map((task) => task.start + task.duration);
      return { lastEnd: Math.max(0, ...ends), now: performance.now() };
    });
    if (now - Math.max(lastEnd, firstRowMs) >= QUIET_WINDOW_MS) {
      return { ttiMs: Math.max(lastEnd, firstRowMs), firstRowMs };
    }
    await page.waitForTimeout(250);
  }
  throw new Error('the dashboard never went quiet');
}

async function measureDashboard(
  browser: Browser,
  url: string,
  runs: number,
): Promise<{ cold: { ttiMs: number; firstRowMs: number }; warm: { ttiMs: number; firstRowMs: number }[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const release = parseConfig({}).releaseVersion;
    await context.addInitScript({ content: `localStorage.setItem('whatsNewMenuSeen', '${release}');` });
    // Long tasks from the start of every document, buffered so none before the observer is lost.
    await context.addInitScript({
      content: `window.__longTasks = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            window.__longTasks.push({ start: entry.startTime, duration: entry.duration });
          }
        }).observe({ type: 'longtask', buffered: true });`,
    });
    const page = await context.newPage();
    // A loaded 2-core machine (the demo seed may still run beside the first requests) needs long waits.
    page.setDefaultTimeout(120_000);
    await page.goto(`${url}/login`);
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.waitFor({ state: 'visible' });
    await form.getByLabel('E-mail').fill(DEMO_ADMIN.email);
    await form.getByLabel(/^Password/).fill(DEMO_ADMIN.password);
    await form.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((target) => !target.pathname.startsWith('/login'), { timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    // The cold visit: a new document whose dashboard chunks the browser has not fetched yet this session
    // (the sign-in landed elsewhere); warm visits reload with the HTTP cache filled.
    await page.goto('about:blank');
    const cold = await visitDashboard(page, url);
    const warm = [];
    for (let run = 0; run < runs; run++) {
      await page.goto('about:blank');
      warm.push(await visitDashboard(page, url));
    }
    return { cold, warm };
  } finally {
    await context.close();
  }
}

function previousFigures(): Record<string, unknown> | null {
  if (!existsSync(resultsPath)) {
    return null;
  }
  const previous = JSON.parse(readFileSync(resultsPath, 'utf8')) as Record<string, unknown>;
  return {
    loginJsGzipKb: previous.loginJsGzipKb ?? null,
    dashboardTtiMs: previous.dashboardTtiMs ?? null,
    measuredAt: previous.measuredAt ?? null,
  };
}

interface BuildFigures {
  login: Awaited<ReturnType<typeof measureLogin>>;
  dashboard: Awaited<ReturnType<typeof measureDashboard>>;
}

/** Starts a build's server (this checkout's, or the one under `buildRoot`) on a fresh demo seed and measures it. */
async function measureBuild(
  browser: Browser,
  runs: number,
  buildRoot: string | undefined,
): Promise<BuildFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), 'airlens-bench-web-'));
  let child: ChildProcess | null = null;
  try {
    const server = await startServer(
      {
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        SEED_DEMO: 'true',
        BENCH_BASELINE: undefined,
        HEATMAP_WORKERS: undefined,
      },
      buildRoot === undefined ? {} : { buildRoot },
    );
    child = server.child;
    const login = await measureLogin(browser, server.url);
    log(`/login fetched ${login.files.length} scripts, ${login.gzipKb.toFixed(1)} kB gzip`);
    return { login, dashboard: await measureDashboard(browser, server.url, runs) };
  } finally {
    if (child !== null) {
      await stopServer(child);
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Entry point called by bench/run.ts. `--baseline-build=DIR` (a directory laid out like the repository holding
 * an earlier build: apps/server/dist, apps/web/dist) measures that build first in the same run, so the figures
 * carry a baseline from the same machine load.
 */
export async function runBench(args: string[]): Promise<void> {
  const runsArg = args.find((arg) => arg.startsWith('--runs='))?.split('=')[1];
  const runs = runsArg === undefined ? 3 : Number(runsArg);
  const baselineBuild = args
    .find((arg) => arg.startsWith('--baseline-build='))
    ?.slice('--baseline-build='.length);
  setBenchName('web bench');
  ensureBuild({ web: true, force: args.includes('--build') });
  const previous = previousFigures();
  const loadAtStart = loadavg();
  const browser = await launch();
  try {
    const before = baselineBuild === undefined ? null : await measureBuild(browser, runs, baselineBuild);
    const { login, dashboard } = await measureBuild(browser, runs, undefined);
    const whole = wholeBuildJs();
    const figures = {
      loginJsGzipKb: round(login.gzipKb),
      dashboardTtiMs: round(dashboard.cold.ttiMs),
      login: {
        budgetKb: LOGIN_BUDGET_KB,
        isWithinBudget: login.gzipKb <= LOGIN_BUDGET_KB,
        scripts: login.files.length,
        rawKb: round(login.rawKb),
        // Where the bytes come from (the build's hidden source maps): the libraries set the floor.
        byPackageGzipKb: gzipKbByPackage(login.files.map((file) => join(root, 'apps/web/dist', file))),
        files: login.files,
      },
      dashboard: {
        data: 'the demo seed (SEED_DEMO=true), PGlite, production build',
        ...dashboardSummary(dashboard),
        warmRuns: dashboard.warm.length,
        quietWindowMs: QUIET_WINDOW_MS,
      },
      baseline: {
        wholeBuildJsGzipKb: round(whole.gzipKb),
        wholeBuildJsFiles: whole.files,
        sameRun:
          before === null
            ? null
            : {
                build: baselineBuild,
                loginJsGzipKb: round(before.login.gzipKb),
                dashboardTtiMs: round(before.dashboard.cold.ttiMs),
                dashboard: dashboardSummary(before.dashboard),
              },
        previous,
      },
      measuredAt: new Date().toISOString(),
      machine: {
        cpus: cpus().length,
        loadAverageAtStart: loadAtStart.map(round),
        loadAverageAtEnd: loadavg().map(round),
      },
    };
    log(JSON.stringify(figures));
    log(`wrote ${writeBenchResult('web', figures)}`);
  } finally {
    await browser.close();
  }
}

function dashboardSummary(dashboard: BuildFigures['dashboard']) {
  return {
    coldTtiMs: round(dashboard.cold.ttiMs),
    coldFirstRowMs: round(dashboard.cold.firstRowMs),
    warmTtiMedianMs: round(median(dashboard.warm.map((visit) => visit.ttiMs))),
    warmFirstRowMedianMs: round(median(dashboard.warm.map((visit) => visit.firstRowMs))),
  };
}
