/**
 * `npm run bench -- insights [--quick]`: seeds 10,000 projects with 100,000 surveys (1,000 / 10,000 with
 * --quick): 1,000 through the import's own writers, the rest copied from them by SQL (bench/insights/multiply.ts;
 * writing all 10,000 took ~7 minutes per database on the shared 2 cores, and the bench must finish within 15),
 * then drives the project list, search, project KPI panels and
 * daily health with autocannon (50 connections, 20 s each; 5 s with --quick) against the production build,
 * on PGlite and on PostgreSQL, plus the same load on a baseline route answering a precomputed JSON body as
 * large as a list page. Then the PostgreSQL database is copied by SQL to 100,000 projects (10,000 with
 * --quick) and the same load runs with the response cache off (`uncached100k`, issue #21). Writes
 * bench/results/insights.json. `--uncached-only` re-measures the `uncached100k` block alone; with it,
 * `--keep-db=NAME` seeds database NAME once, reuses it on later runs and only logs its figures (for profiling
 * and trying changes).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { openPglite, openPostgres } from '../apps/server/src/db/database';
import { migrate } from '../apps/server/src/db/migrate';
import type { Database } from '../apps/server/src/db/database';
import { CONNECTIONS, drive, type Driven, type Figures } from './insights/load';
import { log } from './insights/log';
import { multiplyProjects } from './insights/multiply';
import { buildTemplates, seed, SURVEYS_PER_PROJECT, type Template } from './insights/seed';
import { ensureBuild, startServer, stopServer } from './insights/server';
import {
  createPostgresDatabase,
  createScratchPostgresDatabase,
  dropPostgresDatabase,
  localPostgresUrl,
  postgresDatabaseExists,
} from '../scripts/local-postgres';
import { writeBenchResult } from './lib/results';

interface Options {
  projects: number;
  /** Projects the PostgreSQL database is multiplied to for the run with the response cache off. */
  uncachedProjects: number;
  durationSeconds: number;
}

/** How many projects are written through the import's writers; the others are SQL copies of these. */
const WRITTEN_PROJECTS = 1_000;

/**
 * Seeds `projects` projects: up to WRITTEN_PROJECTS through the import's writers, copied by SQL to the rest.
 * Answers the written projects the load is driven on.
 */
async function seedProjects(database: Database, projects: number, templates: Template[]): Promise<string[]> {
  const written = Math.min(projects, WRITTEN_PROJECTS);
  const projectIds = await seed(database, written, templates);
  const factor = Math.round(projects / written);
  if (factor > 1) {
    await multiplyProjects(database, factor);
  }
  return projectIds;
}

async function runPglite(options: Options, templates: Template[]): Promise<Driven> {
  const dataDir = mkdtempSync(join(tmpdir(), 'airlens-bench-insights-'));
  try {
    const database = await openPglite(join(dataDir, 'db'));
    await migrate(database);
    const started = performance.now();
    const projectIds = await seedProjects(database, options.projects, templates);
    // A maintained database: statistics for the planner, visibility maps for index-only scans.
    await database.exec('VACUUM ANALYZE');
    log(`PGlite seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    await database.close();
    const { url, child } = await startServer({ DATA_DIR: dataDir });
    try {
      return await drive(url, projectIds, options.durationSeconds);
    } finally {
      await stopServer(child);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** What the PostgreSQL run measured: with the response cache at the seeded size, and without it at 100k. */
interface PostgresRuns {
  cached: Driven | null;
  uncached: Driven & {
    projects: number;
    multiplySeconds: number;
    loadAverageAtStart: number[];
    loadAverageAtEnd: number[];
  };
}

function roundedLoad(): number[] {
  return loadavg().map((value) => Math.round(value * 100) / 100);
}

/**
 * The seeded database copied by SQL to `uncachedProjects` projects (bench/insights/multiply.ts), then the
 * same load on a server with INSIGHTS_RESPONSE_CACHE=off: every answer is computed by its queries.
 */
async function runUncached(
  database: Database,
  databaseUrl: string,
  options: Options,
  projectIds: string[],
): Promise<PostgresRuns['uncached']> {
  const started = performance.now();
  const factor = Math.max(1, Math.round(options.uncachedProjects / options.projects));
  const projects = await multiplyProjects(database, factor);
  await database.exec('VACUUM ANALYZE');
  const multiplySeconds = Math.round((performance.now() - started) / 100) / 10;
  log(`PostgreSQL multiplied to ${projects} projects in ${multiplySeconds} s`);
  return { ...(await driveUncached(databaseUrl, options, projectIds)), projects, multiplySeconds };
}

/** The load on a server with the response cache off, with the load averages around it. */
async function driveUncached(
  databaseUrl: string,
  options: Options,
  projectIds: string[],
): Promise<Driven & { loadAverageAtStart: number[]; loadAverageAtEnd: number[] }> {
  const loadAverageAtStart = roundedLoad();
  const dataDir = mkdtempSync(join(tmpdir(), 'airlens-bench-pg-'));
  const { url, child } = await startServer({
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    INSIGHTS_RESPONSE_CACHE: 'off',
  });
  try {
    const driven = await drive(url, projectIds, options.durationSeconds);
    return { ...driven, loadAverageAtStart, loadAverageAtEnd: roundedLoad() };
  } finally {
    await stopServer(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The projects driven in a database kept by `--keep-db`, stored beside its data for the next run. */
const KEPT_DRIVEN_TABLE = 'bench_kept_driven';

/** Whether database `name` exists and holds a finished multiplied seed (the driven ids are written last). */
async function keptDatabaseIsReady(name: string): Promise<boolean> {
  if (!(await postgresDatabaseExists(name))) {
    return false;
  }
  const database = openPostgres(localPostgresUrl(name), 1, pino({ level: 'silent' }));
  try {
    const { rows } = await database.query<{ ready: boolean }>('SELECT to_regclass($1) IS NOT NULL AS ready', [
      KEPT_DRIVEN_TABLE,
    ]);
    return rows[0]?.ready === true;
  } finally {
    await database.close();
  }
}

/**
 * Runs the response-cache-off load on database `name`, seeded and multiplied on the first run and kept
 * afterwards (`--keep-db=NAME`, for profiling and trying changes without paying the minutes of seeding each
 * time). Migrations added since still run. Drop it by hand when done: `DROP DATABASE NAME WITH (FORCE)`.
 */
async function runKeptUncached(options: Options, templates: Template[], name: string): Promise<PostgresRuns> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) {
    throw new Error(`--keep-db: ${name} is not a plain lower-case database name`);
  }
  const databaseUrl = localPostgresUrl(name);
  if (await keptDatabaseIsReady(name)) {
    const database = openPostgres(databaseUrl, 5, pino({ level: 'silent' }));
    try {
      await migrate(database);
      await database.exec('ANALYZE');
      const { rows } = await database.query<{ id: string }>(
        `SELECT id FROM ${KEPT_DRIVEN_TABLE} ORDER BY position`,
      );
      const { rows: counted } = await database.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM projects',
      );
      log(`reusing the kept database ${name} (${counted[0]?.count ?? 0} projects)`);
      const projectIds = rows.map((row) => row.id);
      const uncached = await driveUncached(databaseUrl, options, projectIds);
      return {
        cached: null,
        uncached: { ...uncached, projects: counted[0]?.count ?? 0, multiplySeconds: 0 },
      };
    } finally {
      await database.close();
    }
  }
  await dropPostgresDatabase(name);
  await createPostgresDatabase(name);
  const database = openPostgres(databaseUrl, 5, pino({ level: 'silent' }));
  try {
    await migrate(database);
    const projectIds = await seedProjects(database, options.projects, templates);
    await database.exec('VACUUM ANALYZE');
    const uncached = await runUncached(database, databaseUrl, options, projectIds);
    await database.exec(`CREATE TABLE ${KEPT_DRIVEN_TABLE} (position int PRIMARY KEY, id uuid NOT NULL)`);
    await database.query(
      `INSERT INTO ${KEPT_DRIVEN_TABLE} SELECT ordinality, id FROM unnest($1::uuid[]) WITH ORDINALITY AS t(id, ordinality)`,
      [projectIds],
    );
    return { cached: null, uncached };
  } finally {
    await database.close();
  }
}

/** With `withCached` false, only the run with the response cache off (`--uncached-only`). */
async function runPostgres(
  options: Options,
  templates: Template[],
  withCached: boolean,
): Promise<PostgresRuns> {
  const { url: databaseUrl, drop } = await createScratchPostgresDatabase('airlens_bench');
  try {
    const database = openPostgres(databaseUrl, 5, pino({ level: 'silent' }));
    await migrate(database);
    const started = performance.now();
    const projectIds = await seedProjects(database, options.projects, templates);
    await database.exec('VACUUM ANALYZE');
    log(`PostgreSQL seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    try {
      let cached: Driven | null = null;
      if (withCached) {
        const dataDir = mkdtempSync(join(tmpdir(), 'airlens-bench-pg-'));
        const { url, child } = await startServer({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir });
        try {
          cached = await drive(url, projectIds, options.durationSeconds);
        } finally {
          await stopServer(child);
          rmSync(dataDir, { recursive: true, force: true });
        }
      }
      return { cached, uncached: await runUncached(database, databaseUrl, options, projectIds) };
    } finally {
      await database.close();
    }
  } finally {
    await drop();
  }
}

const RESULTS_PATH = join(dirname(fileURLToPath(import.meta.url)), 'results', 'insights.json');

function pick(figures: Figures | undefined) {
  return {
    p95Ms: figures?.p95Ms ?? Number.NaN,
    rps: figures?.rps ?? Number.NaN,
    p50Ms: figures?.p50Ms ?? Number.NaN,
    p99Ms: figures?.p99Ms ?? Number.NaN,
  };
}

/** Issue #21: the dashboard's calls at 100,000 projects on PostgreSQL with INSIGHTS_RESPONSE_CACHE=off. */
function uncachedBlock(options: Options, uncached: PostgresRuns['uncached']) {
  return {
    projects: uncached.projects,
    connections: CONNECTIONS,
    endpoints: {
      projects: pick(uncached.figures.projects),
      search: pick(uncached.figures.search),
      projectKpis: pick(uncached.figures.projectKpis),
      dailyHealth: pick(uncached.figures.dailyHealth),
    },
    baseline: pick(uncached.figures.baseline),
    durationSeconds: options.durationSeconds,
    firstRequestMs: uncached.firstRequestMs,
    multiplySeconds: uncached.multiplySeconds,
    loadAverageAtStart: uncached.loadAverageAtStart,
    loadAverageAtEnd: uncached.loadAverageAtEnd,
    note: `${Math.min(options.projects, WRITTEN_PROJECTS)} projects seeded through the import's writers, copied by SQL to ${uncached.projects} (bench/insights/multiply.ts); every answer computed by its queries (no response cache).`,
  };
}

/** Entry point called by bench/run.ts. */
export async function runBench(args: string[]): Promise<void> {
  const quick = args.includes('--quick');
  const numberArg = (name: string): number | undefined => {
    const value = args.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
    return value === undefined ? undefined : Number(value);
  };
  const base: Options = quick
    ? { projects: 1_000, uncachedProjects: 10_000, durationSeconds: 5 }
    : { projects: 10_000, uncachedProjects: 100_000, durationSeconds: 20 };
  // --projects=N, --uncached-projects=N and --seconds=S override the sizes (for trying the bench out; the
  // figures use the defaults). --uncached-only runs PostgreSQL with the response cache off alone.
  const options: Options = {
    projects: numberArg('projects') ?? base.projects,
    uncachedProjects: numberArg('uncached-projects') ?? base.uncachedProjects,
    durationSeconds: numberArg('seconds') ?? base.durationSeconds,
  };
  log(
    `${options.projects} projects, ${options.projects * SURVEYS_PER_PROJECT} surveys, ${options.durationSeconds} s per endpoint, ${CONNECTIONS} connections`,
  );
  const benchStarted = performance.now();
  const elapsedSeconds = () => Math.round((performance.now() - benchStarted) / 1000);
  ensureBuild();
  const templates = buildTemplates();
  const loadAtStart = loadavg();
  if (args.includes('--uncached-only')) {
    // Re-measures the uncached100k block alone and keeps the file's other blocks as they were.
    // --keep-db=NAME: seed database NAME once and reuse it on later runs (for trying changes, not the figures).
    const keptDatabase = args.find((arg) => arg.startsWith('--keep-db='))?.split('=')[1];
    const postgres =
      keptDatabase === undefined
        ? await runPostgres(options, templates, false)
        : await runKeptUncached(options, templates, keptDatabase);
    if (keptDatabase !== undefined) {
      // A kept database is for trying changes: its figures are logged, the committed results stay as they are.
      log(`uncached (not written): ${JSON.stringify(uncachedBlock(options, postgres.uncached))}`);
      return;
    }
    const previous = JSON.parse(readFileSync(RESULTS_PATH, 'utf8')) as Record<string, unknown>;
    writeBenchResult('insights', { ...previous, uncached100k: uncachedBlock(options, postgres.uncached) });
    log(`wrote the uncached100k block of bench/results/insights.json after ${elapsedSeconds()} s`);
    return;
  }
  const pglite = await runPglite(options, templates);
  const postgres = await runPostgres(options, templates, true);
  const results = {
    pglite: pglite.figures,
    postgres: postgres.cached?.figures,
    uncached100k: uncachedBlock(options, postgres.uncached),
    metadata: {
      projects: options.projects,
      writtenProjects: Math.min(options.projects, WRITTEN_PROJECTS),
      surveys: options.projects * SURVEYS_PER_PROJECT,
      durationSeconds: options.durationSeconds,
      connections: CONNECTIONS,
      cpus: cpus().length,
      // The machine is shared: 1, 5 and 15 minute load averages when the run started and ended.
      loadAverageAtStart: loadAtStart.map((value) => Math.round(value * 100) / 100),
      loadAverageAtEnd: roundedLoad(),
      // The whole bench (build check, seeding, copies, every load) must finish within 15 minutes on 2 cores.
      benchSeconds: elapsedSeconds(),
      note: 'Under load, answers come from the in-process response cache (valid while the organisation data version is unchanged); firstRequestMs is the slowest single uncached request per endpoint.',
      firstRequestMs: { pglite: pglite.firstRequestMs, postgres: postgres.cached?.firstRequestMs },
    },
  };
  writeBenchResult('insights', results);
  log(`wrote bench/results/insights.json after ${elapsedSeconds()} s`);
}
