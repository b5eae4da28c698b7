/**
 * A scaled-out Airlens on this machine, for `npm run test:scale` and `npm run bench -- scale`: N `ROLE=web`
 * and M `ROLE=worker` server processes (the TypeScript sources run by tsx, as `npm run dev` does) on one
 * throw-away PostgreSQL database and one s3rver bucket (`BLOB_URL=s3://…`, direct presigned uploads).
 * Each process runs in its own process group, so killing one with SIGKILL takes its import child too,
 * as a lost container or machine would.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { openPostgres, type Database } from '../../apps/server/src/db/database';
import { migrate } from '../../apps/server/src/db/migrate';
import { startTestS3Server, type TestS3Server } from '../../apps/server/src/test/s3-server';
import { createScratchPostgresDatabase } from '../local-postgres';

const root = join(import.meta.dirname, '..', '..');
const BUCKET = 'airlens-scale';

/** One server process and the log lines it printed (pino JSON, one object a line). */
export interface Instance {
  name: string;
  role: 'web' | 'worker';
  /** The app's base URL (web) or the health listener's (worker). */
  url: string;
  process: ChildProcess;
  logs: string[];
  isExited: () => boolean;
}

export interface Cluster {
  webs: Instance[];
  workers: Instance[];
  database: Database;
  databaseUrl: string;
  s3: TestS3Server;
  bucket: string;
  /** Kills an instance and its children at once (SIGKILL to its process group). */
  kill(instance: Instance): void;
  stop(): Promise<void>;
}

async function waitUntilReady(instance: Instance, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (instance.isExited()) {
      throw new Error(`${instance.name} exited during start-up:\n${instance.logs.slice(-20).join('\n')}`);
    }
    try {
      if ((await fetch(`${instance.url}/readyz`)).status === 200) {
        return;
      }
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(
    `${instance.name} not ready after ${timeoutMs} ms:\n${instance.logs.slice(-20).join('\n')}`,
  );
}

/** How the server runs: its TypeScript sources through tsx (no build needed) or the esbuild bundle. */
export type ServerEntry = 'source' | 'dist';

const ENTRY_ARGS: Record<ServerEntry, string[]> = {
  source: ['--import', 'tsx', 'apps/server/src/main.ts'],
  // The production bundle: the import child is a prebuilt file too, not TypeScript compiled on each start.
  dist: ['--enable-source-maps', 'apps/server/dist/main.js'],
};

function launch(
  name: string,
  role: 'web' | 'worker',
  port: number,
  env: Record<string, string>,
  dataDir: string,
  entry: ServerEntry,
): Instance {
  const child = spawn(process.execPath, ENTRY_ARGS[entry], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      ...env,
      ROLE: role,
      DATA_DIR: dataDir,
      ...(role === 'web' ? { PORT: String(port) } : { WORKER_HEALTH_PORT: String(port), PORT: '0' }),
    },
  });
  const logs: string[] = [];
  let exited = false;
  child.on('exit', () => {
    exited = true;
  });
  const collect = (chunk: Buffer) => logs.push(...chunk.toString().split('\n').filter(Boolean));
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  return { name, role, url: `http://127.0.0.1:${port}`, process: child, logs, isExited: () => exited };
}

/** Starts s3rver, a fresh migrated database and the instances on ports from `basePort` up; all ready. */
export async function startCluster(options: {
  webs: number;
  workers: number;
  basePort: number;
  env?: Record<string, string>;
  entry?: ServerEntry;
}): Promise<Cluster> {
  const entry = options.entry ?? 'source';
  const scratch = await createScratchPostgresDatabase('airlens_scale');
  const database = openPostgres(scratch.url, 5, pino({ level: 'silent' }));
  const s3 = await startTestS3Server([BUCKET]);
  const dataDir = await mkdtemp(join(tmpdir(), 'airlens-scale-'));
  const instances: Instance[] = [];
  const stopAll = async () => {
    for (const instance of instances) {
      if (!instance.isExited() && instance.process.pid !== undefined) {
        process.kill(-instance.process.pid, 'SIGKILL');
      }
    }
    await database.close();
    await scratch.drop();
    await s3.close();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    // Migrated once up front, so the instances start side by side instead of queueing on the migration lock.
    await migrate(database);
    const env = {
      NODE_ENV: 'development',
      LOG_LEVEL: 'info',
      DATABASE_URL: scratch.url,
      ...s3.env(BUCKET),
      SEED_DEMO: 'false',
      ARGON2_MEMORY_KIB: '1024',
      ARGON2_TIME_COST: '1',
      HEATMAP_WORKERS: '0',
      ...options.env,
    };
    let port = options.basePort;
    for (let index = 0; index < options.webs; index += 1) {
      const name = `web ${String.fromCharCode(65 + index)}`;
      instances.push(
        launch(name, 'web', port, { ...env, PUBLIC_URL: `http://127.0.0.1:${port}` }, dataDir, entry),
      );
      port += 1;
    }
    for (let index = 0; index < options.workers; index += 1) {
      // Workers leave SEED_DEMO at its default (on): a worker must not seed, whatever it says.
      const { SEED_DEMO: _seed, ...workerEnv } = env;
      instances.push(launch(`worker ${index + 1}`, 'worker', port, workerEnv, dataDir, entry));
      port += 1;
    }
    await Promise.all(instances.map((instance) => waitUntilReady(instance, 120_000)));
  } catch (error) {
    await stopAll();
    throw error;
  }
  return {
    webs: instances.filter((instance) => instance.role === 'web'),
    workers: instances.filter((instance) => instance.role === 'worker'),
    database,
    databaseUrl: scratch.url,
    s3,
    bucket: BUCKET,
    kill(instance) {
      if (instance.process.pid !== undefined) {
        process.kill(-instance.process.pid, 'SIGKILL');
      }
    },
    stop: stopAll,
  };
}
