import { randomBytes } from 'node:crypto';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlobStore } from '../../blobs/blob-store';
import { openBlobStore } from '../../blobs/open-blob-store';
import { parseConfig } from '../../config';
import { startTestS3Server, type TestS3Server } from '../../test/s3-server';
import { authHeaders } from '../auth/test-accounts';
import { abortAbandonedMultipartUploads } from './direct-uploads';
import { craftZip, minimalMembers } from './hostile-zips';
import {
  createUploadsTestApp,
  importedCounts,
  initiate,
  smallEsx,
  waitForFinalStatus,
} from './uploads.test-helpers';
import { uploadContentKey } from './uploads.service';

type Setup = Awaited<ReturnType<typeof createUploadsTestApp>>;

const MIB = 1024 * 1024;
/** The test's thresholds: parts of S3's smallest size, so a file of a few MB goes up in two parts. */
const MULTIPART_ENV = {
  UPLOAD_LIMIT_BYTES: String(12 * MIB),
  MULTIPART_THRESHOLD_BYTES: String(1 * MIB),
  MULTIPART_PART_SIZE_BYTES: String(5 * MIB),
};

interface InitiateAnswer {
  url: string;
  fileUploadId: string;
  multipart?: { uploadId: string; partSizeBytes: number; parts: { partNumber: number; url: string }[] };
}

/** A valid project padded by a stored member of random bytes to `sizeBytes` or a little more. */
function paddedEsx(sizeBytes: number): Uint8Array {
  return craftZip([
    ...minimalMembers(),
    { name: 'padding.bin', data: new Uint8Array(randomBytes(sizeBytes)), method: 0 },
  ]);
}

/** PUTs each part as a browser does (no credentials, its own Content-Type) and reads the ETag it answers. */
async function putParts(
  multipart: NonNullable<InitiateAnswer['multipart']>,
  bytes: Uint8Array,
): Promise<{ partNumber: number; etag: string }[]> {
  const done = [];
  for (const part of multipart.parts) {
    const start = (part.partNumber - 1) * multipart.partSizeBytes;
    const put = await fetch(part.url, {
      method: 'PUT',
      headers: { 'content-type': 'application/octet-stream' },
      body: bytes.subarray(start, start + multipart.partSizeBytes),
    });
    expect(put.status).toBe(200);
    done.push({ partNumber: part.partNumber, etag: put.headers.get('etag') ?? '' });
  }
  return done;
}

describe('multipart direct uploads to S3 (presigned UploadPart)', () => {
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
    s = await createUploadsTestApp({ env: MULTIPART_ENV, deps: { blobs } });
  });
  afterAll(async () => {
    await s.t.close();
    await server.close();
  });

  async function start(fileSizeBytes?: number): Promise<InitiateAnswer> {
    const response = await initiate(s.t, s.session, {
      fileName: 'big-site.esx',
      fileExtension: 'esx',
      ...(fileSizeBytes === undefined ? {} : { fileSizeBytes }),
    });
    expect(response.statusCode).toBe(200);
    return response.json<InitiateAnswer>();
  }

  function commit(fileUploadId: string, body?: unknown) {
    return s.t.app.inject({
      method: 'POST',
      url: `/esxfileapi/v1/projects/upload/commit?fileUploadId=${fileUploadId}`,
      headers: authHeaders(s.session),
      ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
    });
  }

  it('answers one presigned part URL per 5 MiB above the threshold; parts PUT, commit completes and imports', async () => {
    const bytes = paddedEsx(6 * MIB);
    const answer = await start(bytes.length);
    const multipart = answer.multipart;
    if (multipart === undefined) {
      throw new Error('no multipart answer');
    }
    expect(multipart.partSizeBytes).toBe(5 * MIB);
    expect(multipart.parts.map((part) => part.partNumber)).toEqual([1, 2]);
    for (const part of multipart.parts) {
      const signed = new URL(part.url);
      expect(signed.origin).toBe(server.endpoint);
      expect(signed.pathname).toBe(`/uploads/airlens/uploads/${answer.fileUploadId}/content.esx`);
      expect(signed.searchParams.get('partNumber')).toBe(String(part.partNumber));
      expect(signed.searchParams.get('uploadId')).toBe(multipart.uploadId);
      expect(signed.searchParams.get('X-Amz-SignedHeaders')).toBe('host');
    }
    // The single-PUT URL stays for clients that know no parts.
    expect(new URL(answer.url).searchParams.get('partNumber')).toBeNull();

    const parts = await putParts(multipart, bytes);
    expect(parts.every((part) => part.etag.length > 0)).toBe(true);
    // Before the completion the bucket has no object: the commit assembles it.
    expect(await blobs.exists(uploadContentKey(answer.fileUploadId))).toBe(false);
    const response = await commit(answer.fileUploadId, {
      multipart: { uploadId: multipart.uploadId, parts: [...parts].reverse() },
    });
    expect(response.statusCode).toBe(202);
    const final = await waitForFinalStatus(s.t, s.session, answer.fileUploadId);
    expect(final).toMatchObject({ status: 'COMMITTED', rollbackReason: null });
    expect((await importedCounts(s.t, final.projectId)).projects).toBe(1);
  });

  it('keeps the one-PUT flow at or below the threshold and without a declared size', async () => {
    expect((await start(1 * MIB)).multipart).toBeUndefined();
    const { url, fileUploadId, multipart } = await start();
    expect(multipart).toBeUndefined();
    const put = await fetch(url, { method: 'PUT', body: smallEsx({ seed: 22 }) });
    expect(put.status).toBe(200);
    expect((await commit(fileUploadId)).statusCode).toBe(202);
    expect((await waitForFinalStatus(s.t, s.session, fileUploadId)).status).toBe('COMMITTED');
  });

  it('answers 413 at initiate to a declared size past the upload limit, and 400 to a negative one', async () => {
    const tooLarge = await initiate(s.t, s.session, {
      fileName: 'huge.esx',
      fileExtension: 'esx',
      fileSizeBytes: 12 * MIB + 1,
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json<{ message: string }>().message).toBe(
      'The file is larger than the upload limit of 12 MB.',
    );
    const negative = await initiate(s.t, s.session, {
      fileName: 'x.esx',
      fileExtension: 'esx',
      fileSizeBytes: -1,
    });
    expect(negative.statusCode).toBe(400);
  });

  it('answers 400 to a commit naming a part number twice, and to parts without an upload id', async () => {
    const answer = await start(2 * MIB);
    const uploadId = answer.multipart?.uploadId ?? '';
    const twice = await commit(answer.fileUploadId, {
      multipart: {
        uploadId,
        parts: [
          { partNumber: 1, etag: '"a"' },
          { partNumber: 1, etag: '"b"' },
        ],
      },
    });
    expect(twice.statusCode).toBe(400);
    const noId = await commit(answer.fileUploadId, { multipart: { parts: [{ partNumber: 1, etag: 'a' }] } });
    expect(noId.statusCode).toBe(400);
  });

  it('the cleanup aborts a multipart upload abandoned past its part URLs, and leaves a recent one', async () => {
    const bytes = new Uint8Array(randomBytes(2 * MIB));
    const answer = await start(bytes.length);
    const multipart = answer.multipart;
    if (multipart === undefined) {
      throw new Error('no multipart answer');
    }
    await putParts(multipart, bytes);
    const deps = {
      config: parseConfig(MULTIPART_ENV),
      blobs,
      logger: pino({ level: 'silent' }),
    };
    const key = uploadContentKey(answer.fileUploadId);
    const listed = async () =>
      (await blobs.multipart?.listStartedBefore('uploads', new Date(Date.now() + 60_000))) ?? [];
    expect(await listed()).toContainEqual({ key, uploadId: multipart.uploadId });

    expect(await abortAbandonedMultipartUploads(deps, new Date())).toBe(0);
    expect(await listed()).toContainEqual({ key, uploadId: multipart.uploadId });

    // Part URLs live 6 hours (HTTP_REQUEST_TIMEOUT_SECONDS), then a day's grace: two days on, it is abandoned.
    const later = new Date(Date.now() + 2 * 24 * 3600 * 1000);
    expect(await abortAbandonedMultipartUploads(deps, later)).toBeGreaterThanOrEqual(1);
    expect(await listed()).not.toContainEqual({ key, uploadId: multipart.uploadId });
  });
});

describe('the file store keeps uploads on the web instance', () => {
  let s: Setup;
  beforeAll(async () => {
    s = await createUploadsTestApp({ env: MULTIPART_ENV });
  });
  afterAll(async () => {
    await s.t.close();
  });

  it('answers the same-server URL and no parts, whatever the declared size', async () => {
    const response = await initiate(s.t, s.session, {
      fileName: 'big.esx',
      fileExtension: 'esx',
      fileSizeBytes: 11 * MIB,
    });
    expect(response.statusCode).toBe(200);
    const answer = response.json<InitiateAnswer>();
    expect(answer.url).toBe(`/esxfileapi/v1/projects/upload/${answer.fileUploadId}/content`);
    expect(answer.multipart).toBeUndefined();
  });
});
