import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { PassThrough, Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  assertSafeBlobKey,
  MultipartRejectedError,
  type BlobStore,
  type DirectMultipartUploads,
} from './blob-store';
import { byteLimiter } from './byte-limiter';

/** Where the bucket is served; credentials are not here: the SDK's default chain reads the AWS_* variables. */
export interface S3Options {
  /** Unset for AWS itself; MinIO, Ceph, R2, Garage need it. */
  endpoint?: string | undefined;
  region: string;
  forcePathStyle: boolean;
  /** Where browsers reach the same bucket when it differs from `endpoint` (compose: MinIO behind the proxy). */
  publicEndpoint?: string | undefined;
}

// Parts of 8 MB, two in flight: a stream of any length costs about 16 MB of memory, never the whole file.
const PART_SIZE_BYTES = 8 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;

function statusOf(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
}

function isNotFound(error: unknown): boolean {
  const status = statusOf(error);
  const name = (error as { name?: string }).name;
  return status === 404 || name === 'NoSuchKey' || name === 'NotFound';
}

/**
 * The location a worker process opens the same store from: BLOB_URL plus the non-secret S3 options as query
 * parameters (credentials travel as the inherited AWS_* environment, never on a command line).
 */
function locationOf(bucket: string, prefix: string, options: S3Options): string {
  const url = new URL(`s3://${bucket}/${prefix}`);
  if (options.endpoint !== undefined) {
    url.searchParams.set('endpoint', options.endpoint);
  }
  url.searchParams.set('region', options.region);
  url.searchParams.set('forcePathStyle', String(options.forcePathStyle));
  return url.href;
}

/** The origin of the bucket's URLs, as the SDK addresses it (path style: the endpoint; else the bucket's host). */
function bucketOrigin(bucket: string, options: S3Options): string {
  const endpoint = new URL(
    options.publicEndpoint ?? options.endpoint ?? `https://s3.${options.region}.amazonaws.com`,
  );
  return options.forcePathStyle ? endpoint.origin : `${endpoint.protocol}//${bucket}.${endpoint.host}`;
}

/** Splits `s3://bucket/some/prefix?endpoint=…` into bucket, prefix and any options the location carries. */
export function parseS3Url(blobUrl: string): {
  bucket: string;
  prefix: string;
  options: Partial<S3Options>;
} {
  const url = new URL(blobUrl);
  const prefix = decodeURIComponent(url.pathname).replace(/^\/+|\/+$/g, '');
  if (url.hostname === '') {
    throw new Error('BLOB_URL must name a bucket: s3://bucket/prefix');
  }
  if (prefix !== '') {
    assertSafeBlobKey(prefix);
  }
  const endpoint = url.searchParams.get('endpoint');
  const region = url.searchParams.get('region');
  const forcePathStyle = url.searchParams.get('forcePathStyle');
  return {
    bucket: url.hostname,
    prefix,
    options: {
      ...(endpoint === null ? {} : { endpoint }),
      ...(region === null ? {} : { region }),
      ...(forcePathStyle === null ? {} : { forcePathStyle: forcePathStyle === 'true' }),
    },
  };
}

/** Blobs as objects in one bucket under an optional prefix; puts are atomic (S3 shows a new object whole or not at all). */
export function createS3BlobStore(bucket: string, prefix: string, options: S3Options): BlobStore {
  const clientFor = (endpoint: string | undefined) =>
    new S3Client({
      ...(endpoint === undefined ? {} : { endpoint }),
      region: options.region,
      forcePathStyle: options.forcePathStyle,
      // Recent SDKs add CRC checksums to every request by default; several S3-compatible servers reject or
      // mishandle them, so checksums are sent and checked only where the S3 API requires them.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  const client = clientFor(options.endpoint);
  // Presigning makes no request: a client on the public endpoint only puts the browsers' host in the signature.
  const presignClient = options.publicEndpoint === undefined ? client : clientFor(options.publicEndpoint);
  const objectKey = (key: string) => {
    assertSafeBlobKey(key);
    return prefix === '' ? key : `${prefix}/${key}`;
  };

  async function getObject(key: string): Promise<Readable | null> {
    try {
      const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
      // In Node the SDK's body is an IncomingMessage, a Readable.
      return (answer.Body as Readable | undefined) ?? Readable.from([]);
    } catch (error) {
      if (isNotFound(error)) {
        return null;
      }
      throw error;
    }
  }

  async function sizeOf(key: string): Promise<number | null> {
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
      return head.ContentLength ?? 0;
    } catch (error) {
      if (isNotFound(error)) {
        return null;
      }
      throw error;
    }
  }

  const multipart: DirectMultipartUploads = {
    async create(key) {
      const answer = await client.send(
        new CreateMultipartUploadCommand({ Bucket: bucket, Key: objectKey(key) }),
      );
      if (answer.UploadId === undefined) {
        throw new Error('The object store answered no multipart upload id.');
      }
      return answer.UploadId;
    },
    async presignPart(key, uploadId, partNumber, expiresSeconds) {
      const command = new UploadPartCommand({
        Bucket: bucket,
        Key: objectKey(key),
        UploadId: uploadId,
        PartNumber: partNumber,
      });
      // As presignPut: the host header alone, so the browser's own Content-Length and Content-Type pass.
      return getSignedUrl(presignClient, command, {
        expiresIn: expiresSeconds,
        signableHeaders: new Set(['host']),
      });
    },
    async complete(key, uploadId, parts) {
      try {
        await client.send(
          new CompleteMultipartUploadCommand({
            Bucket: bucket,
            Key: objectKey(key),
            UploadId: uploadId,
            MultipartUpload: {
              Parts: [...parts]
                .sort((a, b) => a.partNumber - b.partNumber)
                .map((part) => ({ PartNumber: part.partNumber, ETag: part.etag })),
            },
          }),
        );
      } catch (error) {
        // 400 (InvalidPart, InvalidPartOrder, EntityTooSmall) and 404 (NoSuchUpload) are the client's parts.
        const status = statusOf(error);
        if (status === 400 || status === 404) {
          throw new MultipartRejectedError(error instanceof Error ? error.name : String(error));
        }
        throw error;
      }
    },
    async abort(key, uploadId) {
      try {
        await client.send(
          new AbortMultipartUploadCommand({ Bucket: bucket, Key: objectKey(key), UploadId: uploadId }),
        );
      } catch (error) {
        if (!isNotFound(error)) {
          throw error;
        }
      }
    },
    async listStartedBefore(keyPrefix, before) {
      const listPrefix = `${objectKey(keyPrefix.replace(/\/$/, ''))}/`;
      const found: { key: string; uploadId: string }[] = [];
      let keyMarker: string | undefined;
      let uploadIdMarker: string | undefined;
      do {
        const page = await client.send(
          new ListMultipartUploadsCommand({
            Bucket: bucket,
            Prefix: listPrefix,
            KeyMarker: keyMarker,
            UploadIdMarker: uploadIdMarker,
          }),
        );
        for (const upload of page.Uploads ?? []) {
          const isOld = upload.Initiated !== undefined && upload.Initiated < before;
          if (isOld && upload.Key !== undefined && upload.UploadId !== undefined) {
            const key = prefix === '' ? upload.Key : upload.Key.slice(prefix.length + 1);
            found.push({ key, uploadId: upload.UploadId });
          }
        }
        const isTruncated = page.IsTruncated === true;
        keyMarker = isTruncated ? page.NextKeyMarker : undefined;
        uploadIdMarker = isTruncated ? page.NextUploadIdMarker : undefined;
      } while (keyMarker !== undefined);
      return found;
    },
  };

  async function deleteKeys(keys: string[]): Promise<void> {
    // DeleteObjects takes at most 1000 keys a request.
    for (let start = 0; start < keys.length; start += 1000) {
      const batch = keys.slice(start, start + 1000).map((Key) => ({ Key }));
      await client.send(
        new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: batch, Quiet: true } }),
      );
    }
  }

  return {
    location: locationOf(bucket, prefix, options),
    directUploadOrigin: bucketOrigin(bucket, options),
    multipart,
    async verify() {
      try {
        await client.send(new HeadBucketCommand({ Bucket: bucket }));
      } catch (error) {
        const where = options.endpoint ?? `AWS region ${options.region}`;
        if (isNotFound(error)) {
          throw new Error(`BLOB_URL names the bucket "${bucket}", which does not exist at ${where}.`);
        }
        const reason = error instanceof Error ? error.name : String(error);
        throw new Error(
          `BLOB_URL names the bucket "${bucket}", which cannot be reached at ${where} (${reason}).`,
        );
      }
    },
    async put(key, bytes) {
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: objectKey(key), Body: bytes }));
    },
    async putStream(key, body, maxBytes) {
      const limiter = byteLimiter(maxBytes);
      const passThrough = new PassThrough();
      const upload = new Upload({
        client,
        params: { Bucket: bucket, Key: objectKey(key), Body: passThrough },
        partSize: PART_SIZE_BYTES,
        queueSize: PARTS_IN_FLIGHT,
      });
      const [piped, uploaded] = await Promise.allSettled([
        pipeline(body, limiter, passThrough),
        upload.done(),
      ]);
      if (piped.status === 'rejected') {
        // An unfinished multipart upload is aborted, so no object and no orphan parts remain.
        await upload.abort().catch(() => undefined);
        throw piped.reason;
      }
      if (uploaded.status === 'rejected') {
        throw uploaded.reason;
      }
      return { sizeBytes: limiter.sizeBytes() };
    },
    async get(key) {
      const stream = await getObject(key);
      if (stream === null) {
        return null;
      }
      const chunks: Buffer[] = [];
      for await (const chunk of stream) {
        chunks.push(chunk as Buffer);
      }
      const buffer = Buffer.concat(chunks);
      return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
    },
    getStream: getObject,
    sizeOf,
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
    },
    async deletePrefix(keyPrefix) {
      // A prefix names a folder, as in the file store: `projects/p1` never takes `projects/p10`.
      const folder = keyPrefix.replace(/\/$/, '');
      const listPrefix = `${objectKey(folder)}/`;
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: listPrefix, ContinuationToken: token }),
        );
        const keys = (page.Contents ?? []).flatMap((item) => (item.Key === undefined ? [] : [item.Key]));
        await deleteKeys(keys);
        token = page.IsTruncated === true ? page.NextContinuationToken : undefined;
      } while (token !== undefined);
    },
    async exists(key) {
      return (await sizeOf(key)) !== null;
    },
    async presignPut(key, expiresSeconds) {
      // Signs the host header alone: the browser may send any Content-Type and Content-Length it likes.
      return getSignedUrl(presignClient, new PutObjectCommand({ Bucket: bucket, Key: objectKey(key) }), {
        expiresIn: expiresSeconds,
        signableHeaders: new Set(['host']),
      });
    },
  };
}
