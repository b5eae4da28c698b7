import { uploadsEndpoints } from '@airlens/contract';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { uploadParts } from './part-uploader';
import { browserUploadTransport } from './upload-api';

const BUCKET = 'http://bucket.test';
const UPLOAD_ID = 'mpu-1';

function plan(partCount: number, partSizeBytes: number) {
  return {
    uploadId: UPLOAD_ID,
    partSizeBytes,
    parts: Array.from({ length: partCount }, (_, index) => ({
      partNumber: index + 1,
      url: `${BUCKET}/uploads/u1/content.esx?partNumber=${index + 1}&uploadId=${UPLOAD_ID}&X-Amz-Signature=s`,
    })),
  };
}

/**
 * The bucket as the fake API's catch-all answers it: each part PUT gets `"etag-<n>"` in an exposed ETag header,
 * `failures` lists part numbers whose first PUT fails with 503; in-flight PUTs are counted.
 */
function fakeBucket(failures: number[] = []) {
  const state = { inFlight: 0, maxInFlight: 0, puts: [] as { partNumber: number; size: number }[] };
  const failing = new Set(failures);
  fakeApi.onAny(async (request) => {
    if (!request.path.startsWith('/uploads/') || request.method !== 'PUT') {
      return undefined;
    }
    const partNumber = Number(request.params.get('partNumber'));
    state.inFlight += 1;
    state.maxInFlight = Math.max(state.maxInFlight, state.inFlight);
    await new Promise((resolve) => setTimeout(resolve, 20));
    state.inFlight -= 1;
    state.puts.push({ partNumber, size: typeof request.body === 'string' ? request.body.length : -1 });
    if (failing.delete(partNumber)) {
      return new Response('SlowDown', { status: 503 });
    }
    return new Response(null, {
      status: 200,
      headers: { ETag: `"etag-${partNumber}"`, 'Access-Control-Expose-Headers': 'ETag' },
    });
  });
  return state;
}

describe('the multipart part uploader', () => {
  it('PUTs every part at bounded concurrency, retries a failed part alone and reports progress over all parts', async () => {
    const bucket = fakeBucket([2]);
    const file = new Blob(['a'.repeat(2500)]);
    const progress: [number, number][] = [];
    const parts = await uploadParts(plan(3, 1000), file, (loaded, total) => progress.push([loaded, total]), {
      concurrency: 2,
      retryDelayMs: () => 5,
    });

    expect(parts).toEqual([
      { partNumber: 1, etag: '"etag-1"' },
      { partNumber: 2, etag: '"etag-2"' },
      { partNumber: 3, etag: '"etag-3"' },
    ]);
    // Part 2 went twice (its first answer was 503), the others once, each with its own slice of the file.
    expect([...bucket.puts].sort((a, b) => a.partNumber - b.partNumber)).toEqual([
      { partNumber: 1, size: 1000 },
      { partNumber: 2, size: 1000 },
      { partNumber: 2, size: 1000 },
      { partNumber: 3, size: 500 },
    ]);
    expect(bucket.maxInFlight).toBe(2);
    expect(progress.every(([loaded, total]) => total === 2500 && loaded <= 2500)).toBe(true);
    expect(progress.at(-1)).toEqual([2500, 2500]);
    // Progress counts parts already done while others are still on their way.
    expect(progress.some(([loaded]) => loaded > 0 && loaded < 2500)).toBe(true);
  });

  it('fails after the last attempt of a part that keeps failing', async () => {
    fakeBucket([1]);
    await expect(
      uploadParts(plan(1, 1000), new Blob(['b'.repeat(10)]), () => undefined, {
        maxAttempts: 1,
      }),
    ).rejects.toThrow('part upload answered 503');
  });

  it('sends the size at initiate and completes the parts with their ETags at commit', async () => {
    fakeBucket();
    fakeApi.on(uploadsEndpoints.createUpload, {
      url: `${BUCKET}/uploads/u1/content.esx?X-Amz-Signature=single`,
      fileUploadId: '7d0b2a8e-31f2-4f4e-9a55-0c8d3b0f6a11',
      multipart: plan(2, 1000),
    });
    fakeApi.on(uploadsEndpoints.commitUpload, null);
    const file = new Blob(['c'.repeat(1200)]);

    const started = await browserUploadTransport.initiate('big.esx', file.size);
    const multipart = started.multipart;
    if (multipart === undefined || browserUploadTransport.sendParts === undefined) {
      throw new Error('no multipart plan');
    }
    const parts = await browserUploadTransport.sendParts(multipart, file, () => undefined);
    await browserUploadTransport.commit(started.fileUploadId, null, { uploadId: multipart.uploadId, parts });

    expect(fakeApi.requestsTo(uploadsEndpoints.createUpload)[0]?.body).toEqual({
      fileName: 'big.esx',
      fileExtension: 'esx',
      fileSizeBytes: 1200,
    });
    const commit = fakeApi.requestsTo(uploadsEndpoints.commitUpload)[0];
    expect(commit?.params.get('fileUploadId')).toBe('7d0b2a8e-31f2-4f4e-9a55-0c8d3b0f6a11');
    expect(commit?.body).toEqual({
      multipart: {
        uploadId: UPLOAD_ID,
        parts: [
          { partNumber: 1, etag: '"etag-1"' },
          { partNumber: 2, etag: '"etag-2"' },
        ],
      },
    });
  });
});
