import { mkdtemp, rm } from 'node:fs/promises';
import { generateProject, writeEsx } from '@airlens/esx';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalBlobStore } from '../../blobs/local-blob-store';
import type { Database } from '../../db/database';
import { createTestDatabase } from '../../test/test-database';
import { importUpload, type ImportDeps } from './import.service';
import { seedUploader, seedUploadRow, smallEsx } from './uploads.test-helpers';

const logger = pino({ level: 'silent' });

describe('the import worker', () => {
  let database: Database;
  let drop: () => Promise<void>;
  let dir: string;
  let deps: ImportDeps;

  beforeAll(async () => {
    ({ database, drop } = await createTestDatabase());
    dir = await mkdtemp(join(tmpdir(), 'airlens-import-'));
    deps = { database, blobs: createLocalBlobStore(join(dir, 'blobs')), logger };
  });
  afterAll(async () => {
    await drop();
    await rm(dir, { recursive: true, force: true });
  });

  it('parses in a worker thread; a worker that runs out of memory ends the upload FAILED', async () => {
    const uploader = await seedUploader(database);
    const ok = await seedUploadRow(database, deps.blobs, uploader, smallEsx({ seed: 65 }));
    expect(await importUpload({ ...deps, preferInProcess: false }, ok, { isLastAttempt: false })).toBe(
      'committed',
    );
    const big = generateProject({
      floors: 1,
      aps: 2,
      surveys: 0,
      seed: 66,
      kind: 'simulated',
      maxImagePixels: 200,
    });
    big.collections.set(
      'notes',
      Array.from({ length: 700_000 }, (_, i) => ({ id: `n${i}`, status: 'CREATED' })),
    );
    const hungry = await seedUploadRow(database, deps.blobs, uploader, writeEsx(big));
    expect(
      await importUpload({ ...deps, preferInProcess: false, workerHeapMb: 64 }, hungry, {
        isLastAttempt: false,
      }),
    ).toBe('rejected');
    const { rows } = await database.query<{ status: string; error_code: string; rollback_reason: string }>(
      'SELECT status, error_code, rollback_reason FROM uploads WHERE id = $1',
      [hungry],
    );
    expect(rows[0]).toEqual({
      status: 'FAILED',
      error_code: 'WORKER_CRASH',
      rollback_reason: 'The project file needs more memory to read than an import may use.',
    });
    expect(existsSync(join(dir, 'blobs', 'uploads', hungry, 'content.esx'))).toBe(false);
  });
});
