import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { createLocalBlobStore } from '../../blobs/local-blob-store';
import { parseConfig } from '../../config';
import type { Database } from '../../db/database';
import { startJobQueue, type JobQueue } from '../../jobs/job-queue';
import type { TestApp } from '../../test/test-app';
import { createTestDatabase } from '../../test/test-database';
import { ACCOUNTS_TEST_ENV, createTestAccount, createTestOrg, signIn } from '../auth/test-accounts';
import { seedUploader, seedUploadRow, smallEsx, uploadBytes, pollFinalStatus } from './uploads.test-helpers';

// The import as production runs it: commit enqueues an `esx-import` pg-boss job on the application database.
describe('the esx-import job on pg-boss', () => {
  let database: Database;
  let drop: () => Promise<void>;
  let dir: string;
  let jobs: JobQueue;
  let app: FastifyInstance;
  let t: TestApp;

  beforeAll(async () => {
    const opened = await createTestDatabase();
    database = opened.database;
    drop = opened.drop;
    dir = await mkdtemp(join(tmpdir(), 'airlens-jobs-'));
    const logger = pino({ level: 'silent' });
    jobs = await startJobQueue({
      database,
      ...(opened.databaseUrl === undefined ? {} : { databaseUrl: opened.databaseUrl }),
      logger,
      pollingIntervalSeconds: 0.5,
    });
    const config = parseConfig({
      NODE_ENV: 'test',
      DATA_DIR: dir,
      LOG_LEVEL: 'silent',
      ...ACCOUNTS_TEST_ENV,
    });
    const blobs = createLocalBlobStore(join(dir, 'blobs'));
    app = await buildApp({ config, database, blobs, logger, jobs, importOptions: { preferInProcess: true } });
    await app.ready();
    t = { app, database, blobs, config, dataDir: dir, close: async () => undefined };
  });
  afterAll(async () => {
    await app.close();
    await jobs.stop(5_000);
    await drop();
    await rm(dir, { recursive: true, force: true });
  });

  it('commits an upload through the queue, once', async () => {
    const account = await createTestAccount(t, { orgId: await createTestOrg(t) });
    const session = await signIn(app, account);
    const id = await uploadBytes(t, session, smallEsx({ seed: 81 }));
    const answer = await pollFinalStatus(t, session, id);
    expect(answer.status).toBe('COMMITTED');
    const { rows } = await database.query<{ n: string | number }>(
      `SELECT count(*) AS n FROM pgboss.job WHERE name = 'esx-import' AND data->>'fileUploadId' = $1`,
      [id],
    );
    expect(Number(rows[0]?.n)).toBe(1);
    const upload = await database.query<{ attempts: number }>('SELECT attempts FROM uploads WHERE id = $1', [
      id,
    ]);
    expect(upload.rows[0]?.attempts).toBe(1);
  });

  it('queues again at start an upload whose job was lost', async () => {
    const uploader = await seedUploader(database);
    const id = await seedUploadRow(database, t.blobs, uploader, smallEsx({ seed: 82 }));
    // As after a crash: committed, no job, untouched for longer than an import lease.
    await database.query(`UPDATE uploads SET updated_at = now() - interval '20 minutes' WHERE id = $1`, [id]);
    const restarted = await buildApp({
      config: t.config,
      database,
      blobs: t.blobs,
      logger: pino({ level: 'silent' }),
      jobs,
      importOptions: { preferInProcess: true },
    });
    try {
      await expect
        .poll(
          async () =>
            (await database.query<{ status: string }>('SELECT status FROM uploads WHERE id = $1', [id]))
              .rows[0]?.status,
          { timeout: 30_000 },
        )
        .toBe('COMMITTED');
    } finally {
      await restarted.close();
    }
  });
});
