/**
 * `npm run bench -- insights [--quick]`: seeds 10,000 projects with 100,000 surveys (1,000 / 10,000 with
 * --quick) through the import's own writers, then drives the project list, search, project KPI panels and
 * daily health with autocannon (50 connections, 20 s each; 5 s with --quick) against the production build,
 * on PGlite and on PostgreSQL, plus the same load on a baseline route answering a precomputed JSON body as
 * large as a list page. Writes bench/results/insights.json.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import pino from 'pino';
import { openPglite, openPostgres } from '../apps/server/src/db/database';
import { migrate } from '../apps/server/src/db/migrate';
import { CONNECTIONS, drive, type Driven } from './insights/load';
import { log } from './insights/log';
import { buildTemplates, seed, SURVEYS_PER_PROJECT, type Template } from './insights/seed';
import { ensureBuild, startServer, stopServer } from './insights/server';
import { writeBenchResult } from './lib/results';

const POSTGRES_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

interface Options {
  projects: number;
  durationSeconds: number;
}

async function runPglite(options: Options, templates: Template[]): Promise<Driven> {
  const dataDir = mkdtempSync(join(tmpdir(), 'airlens-bench-insights-'));
  try {
    const database = await openPglite(join(dataDir, 'db'));
    await migrate(database);
    const started = performance.now();
    const projectIds = await seed(database, options.projects, templates);
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
    const projectIds = await seed(database, options.projects, templates);
    await database.exec('VACUUM ANALYZE');
    log(`PostgreSQL seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    await database.close();
    const { url, child } = await startServer({
      DATABASE_URL: databaseUrl,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'airlens-bench-pg-')),
    });
    try {
      return await drive(url, projectIds, options.durationSeconds);
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
  writeBenchResult('insights', results);
  log(`wrote bench/results/insights.json`);
}
