import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { existsSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { createLocalBlobStore } from '../../blobs/local-blob-store';
import { openPglite, type Database } from '../../db/database';
import { migrate } from '../../db/migrate';
import { createTestDatabase } from '../../test/test-database';
import { importUpload } from './import.service';
import { smallEsx } from './uploads.test-helpers';

const logger = pino({ level: 'silent' });
const child = fileURLToPath(new URL('./import-crash-child.ts', import.meta.url));

interface Env {
  dir: string;
  blobDir: string;
  open: () => Promise<Database>;
  target: string;
  cleanup: () => Promise<void>;
}

/** A database that outlives a process: a PGlite directory, or the test PostgreSQL database. */
async function durableEnv(): Promise<Env> {
  const dir = await mkdtemp(join(tmpdir(), 'airlens-crash-'));
  const blobDir = join(dir, 'blobs');
  if (process.env.TEST_DATABASE_URL !== undefined && process.env.TEST_DATABASE_URL !== '') {
    const { database, databaseUrl, drop } = await createTestDatabase();
    return {
      dir,
      blobDir,
      target: databaseUrl ?? '',
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
    open: () => openPglite(dbDir),
    cleanup: () => rm(dir, { recursive: true, force: true }),
  };
}

async function seedUpload(database: Database, blobDir: string): Promise<string> {
  const orgId = randomUUID();
  const userId = randomUUID();
  const uploadId = randomUUID();
  await database.query(`INSERT INTO organizations (id, name) VALUES ($1, 'Crash Org')`, [orgId]);
  await database.query(
    `INSERT INTO users (id, email, name, role, org_id) VALUES ($1, 'crash@example.com', 'Crash', 'USER', $2)`,
    [userId, orgId],
  );
  const key = `uploads/${uploadId}/content.esx`;
  await createLocalBlobStore(blobDir).put(key, smallEsx({ seed: 17, floors: 2 }));
  await database.query(
    `INSERT INTO uploads (id, org_id, user_id, user_email, file_name, content_key, size_bytes, commit_requested_at)
     VALUES ($1, $2, $3, 'crash@example.com', 'crash.esx', $4, 1, now())`,
    [uploadId, orgId, userId, key],
  );
  return uploadId;
}

async function visibleCounts(database: Database) {
  const { rows } = await database.query<Record<string, string | number>>(
    `SELECT (SELECT count(*) FROM projects) AS projects, (SELECT count(*) FROM floor_plans) AS floors,
       (SELECT count(*) FROM access_points) AS aps, (SELECT count(*) FROM project_members) AS members,
       (SELECT count(*) FROM project_users) AS users`,
  );
  return Object.fromEntries(Object.entries(rows[0] ?? {}).map(([key, value]) => [key, Number(value)]));
}

describe('an import killed with SIGKILL', () => {
  let env: Env | null = null;
  afterEach(async () => {
    await env?.cleanup();
    env = null;
  });

  // Killed inside the transaction, after every row was inserted: the hardest point (a new PGlite directory
  // costs seconds, so the other steps are covered by failpoints in import.service.test.ts).
  for (const step of ['inserted'] as const) {
    it(`at "${step}" leaves no project, and the retried job commits it exactly once`, async () => {
      env = await durableEnv();
      let database = await env.open();
      const uploadId = await seedUpload(database, env.blobDir);
      if (!env.target.startsWith('postgres')) {
        await database.close();
      }
      const result = spawnSync(
        process.execPath,
        ['--import', 'tsx', child, env.target, env.blobDir, uploadId, step],
        { encoding: 'utf8', timeout: 60_000 },
      );
      expect(result.signal).toBe('SIGKILL');
      if (!env.target.startsWith('postgres')) {
        database = await env.open();
      }
      expect(await visibleCounts(database)).toEqual({ projects: 0, floors: 0, aps: 0, members: 0, users: 0 });
      const blobs = createLocalBlobStore(env.blobDir);
      const outcome = await importUpload({ database, blobs, logger, preferInProcess: true }, uploadId, {
        isLastAttempt: false,
      });
      expect(outcome).toBe('committed');
      const counts = await visibleCounts(database);
      expect(counts.projects).toBe(1);
      expect(counts.floors).toBe(2);
      const { rows } = await database.query<{
        status: string;
        n: string | number;
        versions: string | number;
      }>(
        `SELECT u.status, (SELECT count(*) FROM project_documents d WHERE d.project_id = u.project_id) AS n,
           (SELECT count(DISTINCT version) FROM project_documents d WHERE d.project_id = u.project_id) AS versions
         FROM uploads u WHERE u.id = $1`,
        [uploadId],
      );
      expect(rows[0]?.status).toBe('COMMITTED');
      expect(Number(rows[0]?.versions)).toBe(1);
      const again = await importUpload({ database, blobs, logger, preferInProcess: true }, uploadId, {
        isLastAttempt: false,
      });
      expect(again).toBe('already-final');
      expect(await visibleCounts(database)).toEqual(counts);
      const projectDirs = existsSync(join(env.blobDir, 'projects'))
        ? readdirSync(join(env.blobDir, 'projects'))
        : [];
      expect(projectDirs).toHaveLength(1);
      if (!env.target.startsWith('postgres')) {
        await database.close();
      }
    });
  }
});
