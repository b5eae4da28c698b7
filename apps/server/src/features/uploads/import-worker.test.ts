import { mkdtemp, rm } from 'node:fs/promises';
import { generateProject, writeEsx } from '@airlens/esx';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlobStore } from '../../blobs/blob-store';
import { createLocalBlobStore } from '../../blobs/local-blob-store';
import type { Database } from '../../db/database';
import { createTestDatabase } from '../../test/test-database';
import { createImportQueue } from './import-queue';
import { createImportWorkers, importUpload, type ImportDeps } from './import.service';
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

  it('parses in a worker process that reads the upload itself; one that runs out of memory ends the upload FAILED', async () => {
    const uploader = await seedUploader(database);
    const ok = await seedUploadRow(database, deps.blobs, uploader, smallEsx({ seed: 65 }));
    const readHere: string[] = [];
    const watched: BlobStore = {
      ...deps.blobs,
      get: (key) => {
        readHere.push(key);
        return deps.blobs.get(key);
      },
    };
    expect(
      await importUpload({ ...deps, blobs: watched, preferInProcess: false }, ok, { isLastAttempt: false }),
    ).toBe('committed');
    expect(readHere).toEqual([]);
    const { rows: members } = await database.query<{ key: string }>(
      'SELECT m.blob_key AS key FROM project_members m JOIN uploads u ON u.project_id = m.project_id WHERE u.id = $1',
      [ok],
    );
    expect(members.length).toBeGreaterThan(0);
    for (const member of members) {
      expect(await deps.blobs.exists(member.key)).toBe(true);
    }
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

  it('runs imports sharing a queue of one one at a time, each in its own worker', async () => {
    const uploader = await seedUploader(database);
    const ids = await Promise.all(
      [71, 72, 73].map(async (seed) => seedUploadRow(database, deps.blobs, uploader, smallEsx({ seed }))),
    );
    let active = 0;
    let most = 0;
    const queued: ImportDeps = {
      ...deps,
      queue: createImportQueue(1),
      onStep: (step) => {
        // From the worker's first answer until the worker has exited.
        if (step === 'parsed') {
          active += 1;
          most = Math.max(most, active);
        } else if (step === 'prepared') {
          active -= 1;
        }
      },
    };
    const outcomes = await Promise.all(ids.map((id) => importUpload(queued, id, { isLastAttempt: false })));
    expect(outcomes).toEqual(['committed', 'committed', 'committed']);
    expect(most).toBe(1);
  });

  it('keeps one worker started ahead for the next import, replaces one that died, and ends it on close', async () => {
    const workers = createImportWorkers({ blobs: deps.blobs, workerHeapMb: 1024 });
    if (workers === null) {
      throw new Error('no import worker could start');
    }
    const withWorkers: ImportDeps = { ...deps, workers, workerHeapMb: 1024 };
    try {
      const uploader = await seedUploader(database);
      const first = await seedUploadRow(database, deps.blobs, uploader, smallEsx({ seed: 81 }));
      expect(await importUpload(withWorkers, first, { isLastAttempt: false })).toBe('committed');
      // The import has ended; the worker for the next one is up already.
      await workers.warm();
      const [reserve, ...others] = importWorkersOfThisProcess();
      expect(others).toEqual([]);
      if (reserve === undefined) {
        throw new Error('no worker was started ahead');
      }
      process.kill(reserve, 'SIGKILL');
      // Once the starter has seen it die, warming starts another in its place.
      let replaced: number[] = [];
      for (let turn = 0; turn < 1_000; turn += 1) {
        await workers.warm();
        replaced = importWorkersOfThisProcess();
        if (replaced.length === 1 && replaced[0] !== reserve) {
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      expect(replaced).toHaveLength(1);
      expect(replaced[0]).not.toBe(reserve);
      const second = await seedUploadRow(database, deps.blobs, uploader, smallEsx({ seed: 82 }));
      expect(await importUpload(withWorkers, second, { isLastAttempt: false })).toBe('committed');
      await workers.warm();
      expect(importWorkersOfThisProcess()).toHaveLength(1);
    } finally {
      await workers.close();
    }
    expect(importWorkersOfThisProcess()).toEqual([]);
  });
});

/** Live import worker processes whose parent is this process (Linux /proc). */
function importWorkersOfThisProcess(): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        const isChild = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === process.pid;
        const isZombie = stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z');
        return isChild && !isZombie && readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('import-worker');
      } catch {
        return false;
      }
    })
    .map(Number);
}
