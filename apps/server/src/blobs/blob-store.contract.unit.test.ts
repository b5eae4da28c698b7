import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startTestS3Server } from '../test/s3-server';
import { describeBlobStoreContract } from './blob-store.contract';
import { createLocalBlobStore } from './local-blob-store';
import { openBlobStore } from './open-blob-store';

const S3_OPTIONS = { region: 'us-east-1', forcePathStyle: true };

describeBlobStoreContract('file system', async () => {
  const root = await mkdtemp(join(tmpdir(), 'airlens-blobs-'));
  return {
    store: createLocalBlobStore(root),
    close: () => rm(root, { recursive: true, force: true }),
  };
});

describeBlobStoreContract('S3 (s3rver)', async () => {
  const server = await startTestS3Server(['contract']);
  return {
    store: openBlobStore('s3://contract/some/prefix', { ...S3_OPTIONS, endpoint: server.endpoint }),
    close: server.close,
  };
});

describe('S3 blob store', () => {
  it('refuses a missing bucket with a message naming BLOB_URL', async () => {
    const server = await startTestS3Server(['other']);
    try {
      const store = openBlobStore('s3://missing-bucket/x', { ...S3_OPTIONS, endpoint: server.endpoint });
      await expect(store.verify?.()).rejects.toThrow(
        `BLOB_URL names the bucket "missing-bucket", which does not exist at ${server.endpoint}.`,
      );
      const present = openBlobStore('s3://other/x', { ...S3_OPTIONS, endpoint: server.endpoint });
      await expect(present.verify?.()).resolves.toBeUndefined();
    } finally {
      await server.close();
    }
  });

  it('names a location from which a worker process opens the same bucket with no other options', async () => {
    const server = await startTestS3Server(['shared']);
    try {
      const store = openBlobStore('s3://shared/tenant', { ...S3_OPTIONS, endpoint: server.endpoint });
      await store.put('uploads/u1/content.esx', new Uint8Array([4, 5]));
      const again = openBlobStore(store.location ?? '');
      expect(Array.from((await again.get('uploads/u1/content.esx')) ?? [])).toEqual([4, 5]);
      expect(again.location).toBe(store.location);
      expect(store.location).not.toContain('S3RVER');
    } finally {
      await server.close();
    }
  });

  it('signs direct uploads for the public endpoint when browsers reach the bucket elsewhere', async () => {
    const store = openBlobStore('s3://bucket/p', {
      ...S3_OPTIONS,
      endpoint: 'http://minio:9000',
      publicEndpoint: 'https://s3.example.com',
    });
    const url = new URL((await store.presignPut?.('uploads/u1/content.esx', 60)) ?? '');
    expect(`${url.origin}${url.pathname}`).toBe('https://s3.example.com/bucket/p/uploads/u1/content.esx');
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe('host');
    expect(store.directUploadOrigin).toBe('https://s3.example.com');
  });
});
