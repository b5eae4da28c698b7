import { mkdtemp, rm } from 'node:fs/promises';
import { existsSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalBlobStore } from '../../blobs/local-blob-store';
import type { Database } from '../../db/database';
import { createTestDatabase } from '../../test/test-database';
import { importUpload, type ImportDeps } from './import.service';
import { ImportRejection } from './import-rejection';
import { seedUploader, seedUploadRow, smallEsx } from './uploads.test-helpers';

const logger = pino({ level: 'silent' });

describe('the import job', () => {
  let database: Database;
  let drop: () => Promise<void>;
  let dir: string;
  let deps: ImportDeps;

  beforeAll(async () => {
    ({ database, drop } = await createTestDatabase());
    dir = await mkdtemp(join(tmpdir(), 'airlens-import-'));
    deps = { database, blobs: createLocalBlobStore(join(dir, 'blobs')), logger, preferInProcess: true };
  });
  afterAll(async () => {
    await drop();
    await rm(dir, { recursive: true, force: true });
  });

  async function projectsOf(orgId: string) {
    const { rows } = await database.query<{ id: string; version: number }>(
      'SELECT id::text, version FROM projects WHERE org_id = $1',
      [orgId],
    );
    return rows;
  }

  it('stores a rejection whose reason holds NUL and a lone surrogate, readable, and ends the job normally', async () => {
    const uploader = await seedUploader(database);
    const id = await seedUploadRow(database, deps.blobs, uploader, smallEsx({ seed: 62 }));
    const hostile: ImportDeps = {
      ...deps,
      onStep: () => {
        throw new ImportRejection('INVALID_FIELD', 'The floor "G\u0000\ud800" is invalid.');
      },
    };
    expect(await importUpload(hostile, id, { isLastAttempt: true })).toBe('rejected');
    const { rows } = await database.query<{ status: string; rollback_reason: string }>(
      'SELECT status, rollback_reason FROM uploads WHERE id = $1',
      [id],
    );
    expect(rows[0]).toEqual({
      status: 'ROLLED_BACK',
      rollback_reason: 'The floor "G\\u0000\ufffd" is invalid.',
    });
    expect(await projectsOf(uploader.orgId)).toEqual([]);
  });

  it('a fault while recording the failure is logged, not thrown out of the job', async () => {
    const uploader = await seedUploader(database);
    const id = await seedUploadRow(database, deps.blobs, uploader, smallEsx({ seed: 63 }));
    const logged: string[] = [];
    // The database refuses the statement that records the failure (as during an outage).
    const failingDatabase: Database = {
      ...database,
      query: (text, params) =>
        text.trimStart().startsWith('UPDATE uploads SET status')
          ? Promise.reject(new Error('connection lost'))
          : database.query(text, params),
    };
    const broken: ImportDeps = {
      ...deps,
      database: failingDatabase,
      logger: pino({ level: 'error' }, { write: (line: string) => void logged.push(line) }),
      onStep: () => {
        throw new ImportRejection('INVALID_FIELD', 'Refused.');
      },
    };
    expect(await importUpload(broken, id, { isLastAttempt: true })).toBe('rejected');
    expect(logged.some((line) => line.includes('import clean-up step failed'))).toBe(true);
  });

  it('a failure inside the transaction rolls everything back and the retry commits exactly once', async () => {
    const uploader = await seedUploader(database);
    const id = await seedUploadRow(database, deps.blobs, uploader, smallEsx({ seed: 61 }));
    let failures = 0;
    const failing: ImportDeps = {
      ...deps,
      onStep: (step) => {
        if (step === 'inserted' && failures++ === 0) {
          throw new Error('disk on fire');
        }
      },
    };
    expect(await importUpload(failing, id, { isLastAttempt: false })).toBe('retry');
    expect(await projectsOf(uploader.orgId)).toEqual([]);
    const staged = await database.query<{ n: string | number }>(
      'SELECT count(*) AS n FROM project_documents d JOIN uploads u ON u.target_project_id = d.project_id WHERE u.id = $1',
      [id],
    );
    expect(Number(staged.rows[0]?.n)).toBe(0);
    expect(await importUpload(failing, id, { isLastAttempt: false })).toBe('committed');
    const projects = await projectsOf(uploader.orgId);
    expect(projects).toHaveLength(1);
    const { rows } = await database.query<{ attempts: number; status: string }>(
      'SELECT attempts, status FROM uploads WHERE id = $1',
      [id],
    );
    expect(rows[0]).toEqual({ attempts: 2, status: 'COMMITTED' });
    expect(await importUpload(deps, id, { isLastAttempt: false })).toBe('already-final');
  });

  it('a server-side failure on the last attempt ends FAILED and leaves nothing', async () => {
    const uploader = await seedUploader(database);
    const id = await seedUploadRow(database, deps.blobs, uploader, smallEsx({ seed: 62 }));
    const broken: ImportDeps = {
      ...deps,
      onStep: (step) => {
        if (step === 'staged') {
          throw new Error('blob store gone');
        }
      },
    };
    expect(await importUpload(broken, id, { isLastAttempt: false })).toBe('retry');
    expect(await importUpload(broken, id, { isLastAttempt: true })).toBe('rejected');
    const { rows } = await database.query<{
      status: string;
      rollback_reason: string;
      target_project_id: string;
    }>('SELECT status, rollback_reason, target_project_id::text FROM uploads WHERE id = $1', [id]);
    expect(rows[0]?.status).toBe('FAILED');
    expect(rows[0]?.rollback_reason).toBe(
      'The upload could not be processed because of a server problem. Please upload the file again.',
    );
    expect(await projectsOf(uploader.orgId)).toEqual([]);
    const docs = await database.query<{ n: string | number }>(
      'SELECT count(*) AS n FROM project_documents WHERE project_id = $1',
      [rows[0]?.target_project_id],
    );
    expect(Number(docs.rows[0]?.n)).toBe(0);
    const versionDir = join(dir, 'blobs', 'projects', rows[0]?.target_project_id ?? 'none');
    expect(existsSync(versionDir) ? readdirSync(versionDir, { recursive: true }) : []).toEqual([]);
  });

  it('two uploads of the same new project at once make one project (a newer version), never two', async () => {
    const uploader = await seedUploader(database);
    const bytes = smallEsx({ seed: 63 });
    const first = await seedUploadRow(database, deps.blobs, uploader, bytes);
    const second = await seedUploadRow(database, deps.blobs, uploader, bytes);
    const outcomes = await Promise.all([
      importUpload(deps, first, { isLastAttempt: false }),
      importUpload(deps, second, { isLastAttempt: false }),
    ]);
    for (const [index, outcome] of outcomes.entries()) {
      if (outcome === 'retry') {
        expect(await importUpload(deps, index === 0 ? first : second, { isLastAttempt: false })).toBe(
          'committed',
        );
      } else {
        expect(outcome).toBe('committed');
      }
    }
    const projects = await projectsOf(uploader.orgId);
    expect(projects).toHaveLength(1);
    // Whichever commits second (after a retry when it lost the race) becomes the newer version.
    expect(projects[0]?.version).toBeGreaterThanOrEqual(2);
    const { rows } = await database.query<{ project_id: string }>(
      'SELECT DISTINCT project_id::text FROM uploads WHERE id IN ($1, $2)',
      [first, second],
    );
    expect(rows).toEqual([{ project_id: projects[0]?.id }]);
  });

  it("refuses to update another user's project without write access", async () => {
    const owner = await seedUploader(database);
    const bytes = smallEsx({ seed: 64 });
    expect(
      await importUpload(deps, await seedUploadRow(database, deps.blobs, owner, bytes), {
        isLastAttempt: false,
      }),
    ).toBe('committed');
    const colleague = await seedUploader(database, undefined, owner.orgId);
    const id = await seedUploadRow(database, deps.blobs, colleague, bytes);
    expect(await importUpload(deps, id, { isLastAttempt: false })).toBe('rejected');
    const { rows } = await database.query<{ status: string; error_code: string }>(
      'SELECT status, error_code FROM uploads WHERE id = $1',
      [id],
    );
    expect(rows[0]).toEqual({ status: 'ROLLED_BACK', error_code: 'PROJECT_NOT_WRITABLE' });
    expect((await projectsOf(owner.orgId))[0]?.version).toBe(1);
    // The colleague cannot see the project, so the reason says only that it exists, never its name.
    const reason = await database.query<{ rollback_reason: string }>(
      'SELECT rollback_reason FROM uploads WHERE id = $1',
      [id],
    );
    expect(reason.rows[0]?.rollback_reason).toBe(
      'This project already exists elsewhere in your organisation, and you may not change it. Ask its owner for write access.',
    );
    const names = await database.query<{ name: string }>('SELECT name FROM projects WHERE org_id = $1', [
      owner.orgId,
    ]);
    expect(names.rows).toHaveLength(1);
    expect(reason.rows[0]?.rollback_reason).not.toContain(names.rows[0]?.name);
  });
});
