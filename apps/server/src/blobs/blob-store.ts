import type { Readable } from 'node:stream';

/** Where uploads, images, tracks and derived binary data live; keys are slash-separated paths. */
export interface BlobStore {
  /**
   * Where another process on this machine opens the same store (`openBlobStore`), so an import worker can read
   * and write blobs itself; absent for a store only this process can reach.
   */
  readonly location?: string;
  /** Writes the whole value atomically: readers see the old value or the new one, never half. */
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** Streams a body into `key` atomically; rejects with BlobTooLargeError past `maxBytes`. */
  putStream(key: string, body: Readable, maxBytes: number): Promise<{ sizeBytes: number }>;
  /** The bytes, or null when there is no such blob. */
  get(key: string): Promise<Uint8Array | null>;
  /** A stream of the bytes, or null when there is no such blob. */
  getStream(key: string): Promise<Readable | null>;
  delete(key: string): Promise<void>;
  /** Deletes every blob whose key starts with `prefix`. */
  deletePrefix(prefix: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** The size in bytes, or null when there is no such blob. */
  sizeOf(key: string): Promise<number | null>;
  /** Throws an Error naming BLOB_URL when the store cannot be used (a missing bucket); run once at start-up. */
  verify?(): Promise<void>;
  /**
   * A URL a browser PUTs the bytes of `key` to directly, signed for `expiresSeconds`; only stores other
   * machines can reach (S3) have it, so the file store keeps uploads on the web instance.
   */
  presignPut?(key: string, expiresSeconds: number): Promise<string>;
  /** The origin presignPut's URLs point at, which the web app's CSP must let the browser connect to. */
  readonly directUploadOrigin?: string;
  /** Browser uploads in presigned parts (S3 only): large files go up in parallel parts, each retried alone. */
  readonly multipart?: DirectMultipartUploads;
}

/** A part a browser PUT, with the ETag the object store answered for it. */
export interface CompletedPart {
  partNumber: number;
  etag: string;
}

/** The S3 multipart upload calls, for parts a browser PUTs straight to the bucket. */
export interface DirectMultipartUploads {
  /** Starts a multipart upload of `key`; answers its upload id. */
  create(key: string): Promise<string>;
  /** A URL the browser PUTs part `partNumber` (1-based) to, signed for the host header alone. */
  presignPart(key: string, uploadId: string, partNumber: number, expiresSeconds: number): Promise<string>;
  /** Assembles the parts into `key`; rejects with MultipartRejectedError when the store refuses them. */
  complete(key: string, uploadId: string, parts: CompletedPart[]): Promise<void>;
  /** Drops an unfinished upload and its parts; one that is already gone is no error. */
  abort(key: string, uploadId: string): Promise<void>;
  /** The unfinished uploads under `keyPrefix` started before `before`. */
  listStartedBefore(keyPrefix: string, before: Date): Promise<{ key: string; uploadId: string }[]>;
}

/** The store refused to assemble the parts (an unknown upload id, a wrong ETag, a part too small). */
export class MultipartRejectedError extends Error {
  constructor(readonly reason: string) {
    super(`The object store refused the parts: ${reason}.`);
    this.name = 'MultipartRejectedError';
  }
}

/** The body was larger than the limit given to putStream. */
export class BlobTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`The upload is larger than the limit of ${maxBytes} bytes.`);
    this.name = 'BlobTooLargeError';
  }
}

/** Rejects keys that could escape the store (absolute, `..`, backslashes, empty segments). */
export function assertSafeBlobKey(key: string): void {
  const segments = key.split('/');
  const isSafe =
    key.length > 0 &&
    key.length <= 512 &&
    !key.includes('\\') &&
    !key.includes('\0') &&
    segments.every((segment) => segment.length > 0 && segment !== '.' && segment !== '..');
  if (!isSafe) {
    throw new Error(`Unsafe blob key: ${JSON.stringify(key)}`);
  }
}
