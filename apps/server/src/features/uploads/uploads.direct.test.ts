import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlobStore } from '../../blobs/blob-store';
import { openBlobStore } from '../../blobs/open-blob-store';
import { startTestS3Server, type TestS3Server } from '../../test/s3-server';
import { authHeaders } from '../auth/test-accounts';
import {
  createUploadsTestApp,
  importedCounts,
  initiate,
  smallEsx,
  waitForFinalStatus,
} from './uploads.test-helpers';
import { uploadContentKey } from './uploads.service';

type Setup = Awaited<ReturnType<typeof createUploadsTestApp>>;

/** Every file under `dir`, as paths relative to it. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

describe('direct uploads to S3 (presigned PUT)', () => {
  let server: TestS3Server;
  let s: Setup;
  let blobs: BlobStore;
  beforeAll(async () => {
    server = await startTestS3Server(['uploads']);
    blobs = openBlobStore('s3://uploads/airlens', {
      endpoint: server.endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
    });
    s = await createUploadsTestApp({
      env: { UPLOAD_LIMIT_BYTES: String(2 * 1024 * 1024) },
      deps: { blobs },
    });
  });
  afterAll(async () => {
    await s.t.close();
    await server.close();
  });

  async function start(): Promise<{ url: string; fileUploadId: string }> {
    const response = await initiate(s.t, s.session);
    expect(response.statusCode).toBe(200);
    return response.json<{ url: string; fileUploadId: string }>();
  }

  function commit(fileUploadId: string) {
    return s.t.app.inject({
      method: 'POST',
      url: `/esxfileapi/v1/projects/upload/commit?fileUploadId=${fileUploadId}`,
      headers: authHeaders(s.session),
    });
  }

  it('initiate answers a URL on the bucket signed for the host header only; PUT, commit and the project is imported', async () => {
    const { url, fileUploadId } = await start();
    const signed = new URL(url);
    expect(signed.origin).toBe(server.endpoint);
    expect(signed.pathname).toBe(`/uploads/airlens/uploads/${fileUploadId}/content.esx`);
    expect(signed.searchParams.get('X-Amz-SignedHeaders')).toBe('host');

    // The bytes go straight to the object store, as the browser sends them (its own Content-Type).
    const bytes = smallEsx({ seed: 21 });
    const put = await fetch(url, {
      method: 'PUT',
      headers: { 'content-type': 'application/octet-stream' },
      body: bytes,
    });
    expect(put.status).toBe(200);

    expect((await commit(fileUploadId)).statusCode).toBe(202);
    const answer = await waitForFinalStatus(s.t, s.session, fileUploadId);
    expect(answer).toMatchObject({ status: 'COMMITTED', rollbackReason: null });
    const counts = await importedCounts(s.t, answer.projectId);
    expect(counts.projects).toBe(1);
    expect(counts.floorPlans).toBe(1);
    expect(counts.accessPoints).toBeGreaterThan(0);
    // Every blob (upload, images, derived data) lives in the bucket; none is written under DATA_DIR.
    expect(await filesUnder(s.t.dataDir)).toEqual([]);
  });

  it('lets the web app page connect to the bucket (CSP connect-src)', async () => {
    const response = await s.t.app.inject({ method: 'GET', url: '/' });
    expect(String(response.headers['content-security-policy'])).toMatch(
      new RegExp(`connect-src [^;]*${server.endpoint.replace(/[.:/]/g, '\\$&')}`),
    );
  });

  it('answers 400 to a commit before any bytes reached the bucket', async () => {
    const { fileUploadId } = await start();
    const response = await commit(fileUploadId);
    expect(response.statusCode).toBe(400);
  });

  it('answers 413 at commit past the upload limit and removes the object', async () => {
    const { url, fileUploadId } = await start();
    const put = await fetch(url, { method: 'PUT', body: new Uint8Array(2 * 1024 * 1024 + 1) });
    expect(put.status).toBe(200);
    expect((await commit(fileUploadId)).statusCode).toBe(413);
    expect(await blobs.exists(uploadContentKey(fileUploadId))).toBe(false);
  });
});
