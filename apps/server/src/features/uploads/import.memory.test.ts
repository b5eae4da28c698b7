import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders } from '../auth/test-accounts';
import { writeLargeJsonEsx } from './large-json-esx';
import { createUploadsTestApp, importedCounts, initiate, waitForFinalStatus } from './uploads.test-helpers';

type Setup = Awaited<ReturnType<typeof createUploadsTestApp>>;

const MB = 1024 * 1024;

// This file runs in its own process (the api project's fork pool), and buildApp serves in it: its RSS is the web
// process's. The import itself must happen elsewhere, with the file read there, not here.
describe('an .esx with a 200 MB low-compressibility JSON member', () => {
  let s: Setup;
  let dir: string;
  let path: string;
  let fileBytes: number;
  beforeAll(async () => {
    s = await createUploadsTestApp();
    dir = await mkdtemp(join(tmpdir(), 'airlens-large-json-'));
    path = join(dir, 'large.esx');
    fileBytes = await writeLargeJsonEsx(path, 200 * MB);
  });
  afterAll(async () => {
    await s.t.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('is refused with its reason while the web process grows by less than 128 MB, and it keeps serving', async () => {
    expect(fileBytes).toBeGreaterThan(140 * MB);
    const started = await initiate(s.t, s.session, { fileName: 'large.esx', fileExtension: 'esx' });
    const { url, fileUploadId } = started.json<{ url: string; fileUploadId: string }>();
    const put = await s.t.app.inject({
      method: 'PUT',
      url,
      headers: {
        ...authHeaders(s.session),
        'content-type': 'application/octet-stream',
        'content-length': String(fileBytes),
      },
      payload: createReadStream(path),
    });
    expect(put.statusCode).toBe(200);

    const before = process.memoryUsage.rss();
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage.rss());
    }, 5);
    let answer;
    try {
      const commit = await s.t.app.inject({
        method: 'POST',
        url: `/esxfileapi/v1/projects/upload/commit?fileUploadId=${fileUploadId}`,
        headers: authHeaders(s.session),
      });
      expect(commit.statusCode).toBe(202);
      answer = await waitForFinalStatus(s.t, s.session, fileUploadId);
    } finally {
      clearInterval(sampler);
    }
    peak = Math.max(peak, process.memoryUsage.rss());

    expect(answer).toEqual({
      status: 'ROLLED_BACK',
      projectId: null,
      projectName: null,
      rollbackReason:
        'The member "notes.json" is 200 MB when unpacked; the limit for one JSON member is 128 MB.',
    });
    expect((peak - before) / MB).toBeLessThan(128);
    expect(await importedCounts(s.t, null)).toMatchObject({ projects: 0, documents: 0, members: 0 });
    expect(await s.t.blobs.exists(`uploads/${fileUploadId}/content.esx`)).toBe(false);
    const health = await s.t.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
  });
});
