import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostileCorpus } from './hostile-zips';
import {
  createUploadsTestApp,
  importedCounts,
  smallEsx,
  uploadBytes,
  waitForFinalStatus,
} from './uploads.test-helpers';

type Setup = Awaited<ReturnType<typeof createUploadsTestApp>>;

// The corpus runs the import on this thread (the worker path has its own tests), so the file stays fast.
describe('hostile and broken .esx files', () => {
  let s: Setup;
  beforeAll(async () => {
    s = await createUploadsTestApp({ deps: { importOptions: { preferInProcess: true } } });
  });
  afterAll(async () => {
    await s.t.close();
  });

  for (const sample of hostileCorpus(smallEsx({ seed: 2 }))) {
    it(`${sample.name}: ends ROLLED_BACK with a reason and persists nothing`, async () => {
      const id = await uploadBytes(s.t, s.session, sample.bytes);
      const answer = await waitForFinalStatus(s.t, s.session, id);
      expect(answer.status).toBe('ROLLED_BACK');
      expect(answer.projectId).toBeNull();
      expect(answer.rollbackReason?.length ?? 0).toBeGreaterThan(20);
      const { rows } = await s.t.database.query<{ error_code: string }>(
        'SELECT error_code FROM uploads WHERE id = $1',
        [id],
      );
      expect(sample.codes).toContain(rows[0]?.error_code);
      expect(await importedCounts(s.t, null)).toEqual({
        projects: 0,
        documents: 0,
        members: 0,
        floorPlans: 0,
        accessPoints: 0,
        radios: 0,
        surveys: 0,
        projectUsers: 0,
      });
      expect(existsSync(join(s.t.dataDir, 'blobs', 'projects'))).toBe(false);
      expect(await s.t.blobs.exists(`uploads/${id}/content.esx`)).toBe(false);
    });
  }

  it('gives the surveyor-readable reason of the reader', async () => {
    const corpus = hostileCorpus(smallEsx({ seed: 2 }));
    const missing = corpus.find((sample) => sample.name === 'missing floorPlans.json');
    const answer = await waitForFinalStatus(
      s.t,
      s.session,
      await uploadBytes(s.t, s.session, missing?.bytes ?? new Uint8Array()),
    );
    expect(answer.rollbackReason).toContain('floorPlans.json');
    const xact = corpus.find((sample) => sample.name.startsWith('non-Ekahau'));
    const other = await waitForFinalStatus(
      s.t,
      s.session,
      await uploadBytes(s.t, s.session, xact?.bytes ?? new Uint8Array()),
    );
    expect(other.rollbackReason).toContain('not an Ekahau project');
    const nul = corpus.find((sample) => sample.name === 'NUL byte in a member name');
    const withNul = await waitForFinalStatus(
      s.t,
      s.session,
      await uploadBytes(s.t, s.session, nul?.bytes ?? new Uint8Array()),
    );
    expect(withNul.status).toBe('ROLLED_BACK');
    // The name is quoted with the NUL made visible, so the surveyor can see what was wrong.
    expect(withNul.rollbackReason).toContain('evil\\u0000name.json');
  });
});
