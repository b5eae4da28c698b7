// Test support for imports killed with SIGKILL (imported by *.test.ts files only): a database that outlives a
// process, a committed upload in it, and the rows an import makes visible.
import { spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLocalBlobStore } from '../../blobs/local-blob-store';
import { openPglite, type Database } from '../../db/database';
import { migrate } from '../../db/migrate';
import { insertBareUser, insertCommittedUploadRow, insertOrganizationRow } from '../../test/factories.repo';
import { createTestDatabase } from '../../test/test-database';
import { smallEsx } from './uploads.test-helpers';

export interface DurableEnv {
  dir: string;
  blobDir: string;
  /** The PGlite directory or the PostgreSQL URL, as a child process is given it. */
  target: string;
  isPostgres: boolean;
  open: () => Promise<Database>;
  cleanup: () => Promise<void>;
}

/** A database that outlives a process: a PGlite directory, or the test PostgreSQL database. */
export async function durableEnv(): Promise<DurableEnv> {
  const dir = await mkdtemp(join(tmpdir(), 'airlens-crash-'));
  const blobDir = join(dir, 'blobs');
  if (process.env.TEST_DATABASE_URL !== undefined && process.env.TEST_DATABASE_URL !== '') {
    const { database, databaseUrl, drop } = await createTestDatabase();
    return {
      dir,
      blobDir,
      target: databaseUrl ?? '',
      isPostgres: true,
      open: async () => database,
      cleanup: async () => {
        await drop();
        await rm(dir, { recursive: true, force: true });
      },
    };
  }
  const dbDir = join(dir, 'db');
  const first = await openPglite(dbDir);
  await migrate(first);
  await first.close();
  return {
    dir,
    blobDir,
    target: dbDir,
    isPostgres: false,
    open: () => openPglite(dbDir),
    cleanup: () => rm(dir, { recursive: true, force: true }),
  };
}

/** An organisation, a user and a committed upload of a small two-floor project, as the commit leaves it. */
export async function seedCommittedUpload(database: Database, blobDir: string): Promise<string> {
  const uploadId = randomUUID();
  const orgId = await insertOrganizationRow(database, { name: 'Crash Org' });
  const userId = await insertBareUser(database, { email: 'crash@example.com', name: 'Crash', orgId });
  const key = `uploads/${uploadId}/content.esx`;
  await createLocalBlobStore(blobDir).put(key, smallEsx({ seed: 17, floors: 2 }));
  await insertCommittedUploadRow(database, {
    id: uploadId,
    orgId,
    userId,
    userEmail: 'crash@example.com',
    fileName: 'crash.esx',
    contentKey: key,
    sizeBytes: 1,
  });
  return uploadId;
}

/** Row counts of what an import makes visible. */
export async function visibleCounts(database: Database) {
  const { rows } = await database.query<Record<string, string | number>>(
    `SELECT (SELECT count(*) FROM projects) AS projects, (SELECT count(*) FROM floor_plans) AS floors,
       (SELECT count(*) FROM access_points) AS aps, (SELECT count(*) FROM project_members) AS members,
       (SELECT count(*) FROM project_users) AS users`,
  );
  return Object.fromEntries(Object.entries(rows[0] ?? {}).map(([key, value]) => [key, Number(value)]));
}

/** Runs a child script (`node --import tsx <file> ...args`) to its end; answers how it ended. */
export function runChild(file: string, args: string[]): { signal: NodeJS.Signals | null; stderr: string } {
  const result = spawnSync(process.execPath, ['--import', 'tsx', file, ...args], {
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { signal: result.signal, stderr: result.stderr };
}

/** Starts a child script without waiting for it; `exited` answers the signal that ended it (null: it exited). */
export function startChild(file: string, args: string[]): { exited: Promise<NodeJS.Signals | null> } {
  const process_ = spawn(process.execPath, ['--import', 'tsx', file, ...args], { stdio: 'ignore' });
  return {
    exited: new Promise((resolve, reject) => {
      process_.once('error', reject);
      process_.once('exit', (_code, signal) => resolve(signal));
    }),
  };
}
