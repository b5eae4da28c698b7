import type { BlobStore } from './blob-store';
import { createLocalBlobStore } from './local-blob-store';
import { createS3BlobStore, parseS3Url, type S3Options } from './s3-blob-store';

/**
 * Opens the store named by BLOB_URL (`file:///path` or `s3://bucket/prefix`); `s3` fills in what the URL does
 * not carry itself (a store's own `location` carries everything, so a worker process opens it with no options).
 */
export function openBlobStore(blobUrl: string, s3?: Partial<S3Options>): BlobStore {
  const url = new URL(blobUrl);
  if (url.protocol === 'file:') {
    return createLocalBlobStore(decodeURIComponent(url.pathname));
  }
  if (url.protocol === 's3:') {
    const { bucket, prefix, options } = parseS3Url(blobUrl);
    return createS3BlobStore(bucket, prefix, {
      endpoint: options.endpoint ?? s3?.endpoint,
      region: options.region ?? s3?.region ?? 'us-east-1',
      forcePathStyle: options.forcePathStyle ?? s3?.forcePathStyle ?? false,
      publicEndpoint: s3?.publicEndpoint,
    });
  }
  throw new Error(`BLOB_URL scheme ${url.protocol} is not supported; use file:///path or s3://bucket/prefix`);
}
