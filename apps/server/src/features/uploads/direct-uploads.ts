import type { Logger } from 'pino';
import { MultipartRejectedError, type BlobStore, type CompletedPart } from '../../blobs/blob-store';
import type { AppConfig } from '../../config';
import { invalidInput, payloadTooLarge } from '../../http/errors';

/**
 * How long a presigned single-PUT URL stays valid: the browser starts its PUT right after initiate, and S3 checks
 * the signature when a request starts, so a slow upload that began in time still finishes.
 */
const DIRECT_UPLOAD_URL_SECONDS = 3600;
/** S3 signs URLs for at most seven days. */
const MAX_PRESIGN_SECONDS = 7 * 24 * 3600;
/** Unfinished multipart uploads are abandoned once their part URLs have expired for this long too. */
const ABANDONED_GRACE_MS = 24 * 3600 * 1000;

/** A multipart direct upload as initiate answers it. */
export interface MultipartTarget {
  uploadId: string;
  partSizeBytes: number;
  parts: { partNumber: number; url: string }[];
}

/** The upload limit's 413, as every path of an upload words it. */
export function uploadTooLarge(limitBytes: number) {
  return payloadTooLarge(
    `The file is larger than the upload limit of ${Math.floor(limitBytes / 1024 / 1024)} MB.`,
  );
}

/**
 * Part URLs are used one after another over the whole transfer, so they live as long as an upload may take
 * (HTTP_REQUEST_TIMEOUT_SECONDS: 6 hours, 1 GiB at ~400 kbit/s), not the single PUT's hour.
 */
function partUrlSeconds(config: AppConfig): number {
  return Math.min(
    MAX_PRESIGN_SECONDS,
    Math.max(DIRECT_UPLOAD_URL_SECONDS, config.httpTimeouts.requestMs / 1000),
  );
}

/**
 * Where the browser sends the bytes of `key` on an object store: one presigned PUT, plus presigned parts when
 * the declared size is above the multipart threshold (S3 single PUTs stop at 5 GB and cannot resume).
 */
export async function directUploadTarget(
  deps: { config: AppConfig; blobs: BlobStore },
  key: string,
  fileSizeBytes: number | undefined,
): Promise<{ url: string; multipart?: MultipartTarget } | null> {
  const { blobs, config } = deps;
  if (blobs.presignPut === undefined) {
    return null;
  }
  const url = await blobs.presignPut(key, DIRECT_UPLOAD_URL_SECONDS);
  const multipart = blobs.multipart;
  const { thresholdBytes, partSizeBytes } = config.multipart;
  if (multipart === undefined || fileSizeBytes === undefined || fileSizeBytes <= thresholdBytes) {
    return { url };
  }
  const uploadId = await multipart.create(key);
  const count = Math.max(1, Math.ceil(fileSizeBytes / partSizeBytes));
  const expires = partUrlSeconds(config);
  const parts = await Promise.all(
    Array.from({ length: count }, async (_, index) => ({
      partNumber: index + 1,
      url: await multipart.presignPart(key, uploadId, index + 1, expires),
    })),
  );
  return { url, multipart: { uploadId, partSizeBytes, parts } };
}

/** Refuses a declared size past the upload limit, or one S3 could not take in 10,000 parts. */
export function assertDeclaredSize(config: AppConfig, fileSizeBytes: number | undefined): void {
  if (fileSizeBytes === undefined) {
    return;
  }
  if (fileSizeBytes > config.uploadLimitBytes) {
    throw uploadTooLarge(config.uploadLimitBytes);
  }
  if (Math.ceil(fileSizeBytes / config.multipart.partSizeBytes) > 10_000) {
    throw invalidInput(
      'fileSizeBytes',
      'the file needs more than 10,000 parts; raise MULTIPART_PART_SIZE_BYTES',
    );
  }
}

/** Assembles the parts the browser PUT into `key` (CompleteMultipartUpload); a refusal is the caller's 400. */
export async function completeDirectMultipart(
  blobs: BlobStore,
  key: string,
  completed: { uploadId: string; parts: CompletedPart[] },
): Promise<void> {
  if (blobs.multipart === undefined) {
    throw invalidInput('multipart', 'this server takes uploads in one PUT');
  }
  const numbers = completed.parts.map((part) => part.partNumber);
  if (new Set(numbers).size !== numbers.length) {
    throw invalidInput('multipart', 'each part number once');
  }
  try {
    await blobs.multipart.complete(key, completed.uploadId, completed.parts);
  } catch (error) {
    if (error instanceof MultipartRejectedError) {
      throw invalidInput('multipart', `the parts do not make up this upload (${error.reason})`);
    }
    throw error;
  }
}

/**
 * The cleanup of abandoned direct uploads: aborts (AbortMultipartUpload) every unfinished multipart upload under
 * `uploads/` older than its part URLs' lifetime plus a day, so no orphan parts stay billed in the bucket.
 * Answers how many it aborted; a store without multipart uploads has none.
 */
export async function abortAbandonedMultipartUploads(
  deps: { config: AppConfig; blobs: BlobStore; logger: Logger },
  now: Date,
): Promise<number> {
  const multipart = deps.blobs.multipart;
  if (multipart === undefined) {
    return 0;
  }
  const before = new Date(now.getTime() - partUrlSeconds(deps.config) * 1000 - ABANDONED_GRACE_MS);
  const abandoned = await multipart.listStartedBefore('uploads', before);
  for (const upload of abandoned) {
    await multipart.abort(upload.key, upload.uploadId);
  }
  if (abandoned.length > 0) {
    deps.logger.info({ aborted: abandoned.length }, 'aborted abandoned multipart uploads');
  }
  return abandoned.length;
}
