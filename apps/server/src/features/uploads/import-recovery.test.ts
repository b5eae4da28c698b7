// Which open imports the recovery queues again, which it leaves alone, and which it gives up on.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalBlobStore } from '../../blobs/local-blob-store';
import type { Database } from '../../db/database';
import { createProcessLocks } from '../../jobs/job-locks';
import { createTestDatabase } from '../../test/test-database';
import { recoverInterruptedImports, type ImportRecoveryDeps } from './import-recovery';
import { seedUploader, seedUploadRow, smallEsx } from './uploads.test-helpers';

const NOW = new Date('2026-03-01T12:00:00Z');
let database: Database;
let drop: () => Promise<void>;
let dir: string;

beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
  dir = await mkdtemp(join(tmpdir(), 'airlens-recovery-'));
});

afterAll(async () => {
  await drop();
  await rm(dir, { recursive: true, force: true });
});

/** A committed upload, open, last touched `minutesAgo` before NOW, after `attempts` attempts. */
async function openUpload(
  minutesAgo: number,
  attempts: number,
  status = 'COMMIT_IN_PROGRESS',
): Promise<string> {
  const blobs = createLocalBlobStore(join(dir, 'blobs'));
  const id = await seedUploadRow(database, blobs, await seedUploader(database), smallEsx({ seed: 3 }));
  await database.query(
    'UPDATE uploads SET status = $2, attempts = $3, updated_at = $4::timestamptz WHERE id = $1',
    [id, status, attempts, new Date(NOW.getTime() - minutesAgo * 60_000).toISOString()],
  );
  return id;
}

describe('recoverInterruptedImports', () => {
  it('queues the dead ones, leaves held, waiting, recent and finished ones, and fails one that always dies', async () => {
    const dead = await openUpload(5, 1);
    const held = await openUpload(5, 1);
    const waiting = await openUpload(5, 0, 'IN_PROGRESS');
    const recent = await openUpload(0.1, 1);
    const done = await openUpload(5, 1, 'COMMITTED');
    const poison = await openUpload(5, 3);
    const locks = createProcessLocks();
    let releaseHeld: () => void = () => undefined;
    const holding = locks.runExclusive(held, () => new Promise<void>((resolve) => (releaseHeld = resolve)));
    const queued: string[] = [];
    const deps: ImportRecoveryDeps = {
      database,
      blobs: createLocalBlobStore(join(dir, 'blobs')),
      logger: pino({ level: 'silent' }),
      jobs: { hasWaiting: async (_name, key) => key === waiting },
      locks,
      enqueueImport: async (id) => {
        queued.push(id);
      },
      now: () => NOW,
      stalledAfterMs: 60_000,
    };
    expect(await recoverInterruptedImports(deps)).toEqual([dead]);
    expect(queued).toEqual([dead]);
    const { rows } = await database.query<{ id: string; status: string; rollback_reason: string | null }>(
      'SELECT id::text, status, rollback_reason FROM uploads WHERE id = ANY($1::uuid[])',
      [[poison, recent, done]],
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(poison)).toMatchObject({
      status: 'FAILED',
      rollback_reason:
        'The upload could not be processed because of a server problem. Please upload the file again.',
    });
    expect(byId.get(recent)?.status).toBe('COMMIT_IN_PROGRESS');
    expect(byId.get(done)?.status).toBe('COMMITTED');
    releaseHeld();
    await holding;
  });
});
