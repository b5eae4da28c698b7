import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { createLocalBlobStore } from '../../blobs/local-blob-store';
import {
  durableEnv,
  runChild,
  seedCommittedUpload,
  visibleCounts,
  type DurableEnv,
} from './import-crash.test-helpers';
import { importUpload } from './import.service';

const logger = pino({ level: 'silent' });
const child = fileURLToPath(new URL('./import-crash-child.ts', import.meta.url));

describe('an import killed with SIGKILL', () => {
  let env: DurableEnv | null = null;
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
      const uploadId = await seedCommittedUpload(database, env.blobDir);
      if (!env.target.startsWith('postgres')) {
        await database.close();
      }
      const result = runChild(child, [env.target, env.blobDir, uploadId, step]);
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
      // Two fresh PGlite directories and a child process: ~47 s alone on a loaded 2-core machine, and the
      // PostgreSQL run of the API tests shares the cores with the browser tests, so it gets twice the usual 60 s.
    }, 120_000);
  }
});
