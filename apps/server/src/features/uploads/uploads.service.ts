import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { Logger } from 'pino';
import { BlobTooLargeError, type BlobStore } from '../../blobs/blob-store';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/database';
import {
  AppError,
  forbidden,
  invalidInput,
  notFound,
  payloadTooLarge,
  tooManyRequests,
} from '../../http/errors';
import type { AuthenticatedUser } from '../../http/session';
import type { JobQueue } from '../../jobs/job-queue';
import { assertProjectPermission } from '../access';
import { getPlace, locationOfPlace } from '../places/places.service';
import {
  assertDeclaredSize,
  completeDirectMultipart,
  directUploadTarget,
  type MultipartTarget,
} from './direct-uploads';
import {
  countOpenUploads,
  findUpload,
  insertUpload,
  requestCommit,
  setUploadContent,
  setUploadLocation,
  type UploadRecord,
  type UploadStatus,
} from './uploads.repo';

/** The queue name of the import job. */
export const ESX_IMPORT_JOB = 'esx-import';
/** Attempts after the first before an import that keeps failing on the server side ends FAILED. */
export const ESX_IMPORT_RETRY_LIMIT = 2;
/** How long an import job may run before pg-boss treats it as lost and retries it. */
export const IMPORT_LEASE_MINUTES = 15;
/** Open (not final) uploads one user may have at once. */
export const MAX_OPEN_UPLOADS_PER_USER = 20;

/** What the upload service needs. */
export interface UploadsContext {
  config: AppConfig;
  database: Database;
  blobs: BlobStore;
  logger: Logger;
  /** Enqueues the import job; absent only in tests that never commit. */
  enqueueImport: (fileUploadId: string) => Promise<void>;
}

/**
 * The initiate request: the file and, optionally, where the project is: a gazetteer place (which wins) or
 * city, country and coordinates given directly.
 */
export interface InitiateInput {
  fileName: string;
  fileExtension: string;
  placeId?: number | undefined;
  city?: string | undefined;
  country?: string | undefined;
  latitude?: number | undefined;
  longitude?: number | undefined;
  /** The file's size as the browser knows it: above the multipart threshold it goes up in parts (S3 only). */
  fileSizeBytes?: number | undefined;
}

/** The blob key of an upload's raw bytes. */
export function uploadContentKey(fileUploadId: string): string {
  return `uploads/${fileUploadId}/content.esx`;
}

/** The same-server URL the browser PUTs the bytes to. */
export function uploadContentPath(fileUploadId: string): string {
  return `/esxfileapi/v1/projects/upload/${fileUploadId}/content`;
}

/** The location of a gazetteer place id; an id the gazetteer does not know is invalid input. */
async function placeLocation(placeId: number) {
  const place = await getPlace(placeId);
  if (place === null) {
    throw invalidInput('placeId', 'no such place');
  }
  return locationOfPlace(place);
}

/** Starts an upload for the caller and answers where to PUT the bytes (for a large file on S3: its parts too). */
export async function createUpload(
  context: UploadsContext,
  user: AuthenticatedUser,
  input: InitiateInput,
): Promise<{ url: string; fileUploadId: string; multipart?: MultipartTarget }> {
  if (input.fileExtension.toLowerCase() !== 'esx') {
    throw invalidInput('fileExtension', 'only esx files can be uploaded');
  }
  if (user.orgId === null) {
    throw forbidden('Uploading projects needs an organisation.');
  }
  if ((input.latitude === undefined) !== (input.longitude === undefined)) {
    throw invalidInput(
      input.latitude === undefined ? 'latitude' : 'longitude',
      'latitude and longitude go together',
    );
  }
  assertDeclaredSize(context.config, input.fileSizeBytes);
  if ((await countOpenUploads(context.database, user.userId)) >= MAX_OPEN_UPLOADS_PER_USER) {
    throw tooManyRequests('Too many uploads in progress. Wait for some to finish and try again.');
  }
  const place = input.placeId === undefined ? null : await placeLocation(input.placeId);
  const id = randomUUID();
  await insertUpload(context.database, {
    id,
    orgId: user.orgId,
    userId: user.userId,
    userEmail: user.email,
    fileName: input.fileName.trim(),
    city: place?.city ?? (input.city?.trim() || null),
    country: place?.country ?? (input.country?.trim() || null),
    latitude: place?.latitude ?? input.latitude ?? null,
    longitude: place?.longitude ?? input.longitude ?? null,
  });
  // With an object store the browser PUTs straight to the bucket, so the bytes never pass a web instance.
  const direct = await directUploadTarget(context, uploadContentKey(id), input.fileSizeBytes);
  return direct === null ? { url: uploadContentPath(id), fileUploadId: id } : { ...direct, fileUploadId: id };
}

/** The caller's own upload; anyone else's (or none) is 404. */
async function ownUpload(
  context: UploadsContext,
  user: AuthenticatedUser,
  fileUploadId: string,
): Promise<UploadRecord> {
  const upload = await findUpload(context.database, fileUploadId);
  if (upload === null || upload.userId !== user.userId) {
    throw notFound();
  }
  return upload;
}

/** Streams the PUT body into the blob store under the upload limit (413 past it) without buffering it. */
export async function receiveUploadContent(
  context: UploadsContext,
  user: AuthenticatedUser,
  fileUploadId: string,
  body: Readable,
  declaredLength: number | null,
): Promise<void> {
  const upload = await ownUpload(context, user, fileUploadId);
  if (upload.status !== 'IN_PROGRESS' || upload.commitRequestedAt !== null) {
    throw new AppError(409, 'CONFLICT', 'This upload was already committed.');
  }
  const limit = context.config.uploadLimitBytes;
  if (declaredLength !== null && declaredLength > limit) {
    throw payloadTooLarge(
      `The file is larger than the upload limit of ${Math.floor(limit / 1024 / 1024)} MB.`,
    );
  }
  const key = uploadContentKey(fileUploadId);
  let sizeBytes: number;
  try {
    ({ sizeBytes } = await context.blobs.putStream(key, body, limit));
  } catch (error) {
    if (error instanceof BlobTooLargeError) {
      throw payloadTooLarge(
        `The file is larger than the upload limit of ${Math.floor(limit / 1024 / 1024)} MB.`,
      );
    }
    throw error;
  }
  if (sizeBytes === 0) {
    await context.blobs.delete(key);
    throw invalidInput('body', 'the file is empty');
  }
  if (!(await setUploadContent(context.database, fileUploadId, key, sizeBytes))) {
    throw new AppError(409, 'CONFLICT', 'This upload was already committed.');
  }
}

/**
 * Records bytes the browser PUT straight to the bucket (a presigned URL, which cannot cap the size) as the
 * upload's content, under the same limit and emptiness rules as a PUT through the server; false when none came.
 */
async function acceptDirectUpload(context: UploadsContext, upload: UploadRecord): Promise<boolean> {
  if (context.blobs.presignPut === undefined || upload.status !== 'IN_PROGRESS') {
    return false;
  }
  const key = uploadContentKey(upload.id);
  const sizeBytes = await context.blobs.sizeOf(key);
  if (sizeBytes === null) {
    return false;
  }
  const limit = context.config.uploadLimitBytes;
  if (sizeBytes > limit) {
    await context.blobs.delete(key);
    throw payloadTooLarge(
      `The file is larger than the upload limit of ${Math.floor(limit / 1024 / 1024)} MB.`,
    );
  }
  if (sizeBytes === 0) {
    await context.blobs.delete(key);
    throw invalidInput('body', 'the file is empty');
  }
  return setUploadContent(context.database, upload.id, key, sizeBytes);
}

/**
 * Enqueues the import of the caller's upload (once; repeated commits are accepted and do nothing). A place id
 * sets the project's location, replacing any given at initiate; the first commit's choice is the one kept.
 * After a multipart direct upload, `multipart` (its id and the parts' ETags) assembles the file first.
 */
export async function commitUpload(
  context: UploadsContext,
  user: AuthenticatedUser,
  fileUploadId: string,
  options: {
    placeId?: number | undefined;
    multipart?: { uploadId: string; parts: { partNumber: number; etag: string }[] } | undefined;
  } = {},
): Promise<void> {
  const upload = await ownUpload(context, user, fileUploadId);
  if (upload.contentKey === null && upload.status === 'IN_PROGRESS' && options.multipart !== undefined) {
    await completeDirectMultipart(context.blobs, uploadContentKey(upload.id), options.multipart);
  }
  if (upload.contentKey === null && !(await acceptDirectUpload(context, upload))) {
    throw invalidInput('fileUploadId', 'no file has been uploaded for this upload yet');
  }
  if (options.placeId !== undefined) {
    await setUploadLocation(context.database, fileUploadId, await placeLocation(options.placeId));
  }
  if (await requestCommit(context.database, fileUploadId)) {
    await context.enqueueImport(fileUploadId);
  }
}

/**
 * The status answer of docs/product-spec.md §7: the project only once COMMITTED, the reason only on failure; the
 * additive `projectName` names that project, so the upload result can say what the file became.
 */
export async function getUploadStatus(
  context: UploadsContext,
  user: AuthenticatedUser,
  fileUploadId: string,
): Promise<{
  status: UploadStatus;
  projectId: string | null;
  rollbackReason: string | null;
  projectName: string | null;
}> {
  const upload = await ownUpload(context, user, fileUploadId);
  const isFailure = upload.status === 'ROLLED_BACK' || upload.status === 'FAILED';
  const projectId = upload.status === 'COMMITTED' ? upload.projectId : null;
  return {
    status: upload.status,
    projectId,
    rollbackReason: isFailure ? upload.rollbackReason : null,
    projectName: projectId === null ? null : await visibleProjectName(context, user, projectId),
  };
}

/** The project's current name while the uploader may still read it (shares change), else null. */
async function visibleProjectName(
  context: UploadsContext,
  user: AuthenticatedUser,
  projectId: string,
): Promise<string | null> {
  try {
    return (await assertProjectPermission(context.database, user, projectId, 'read')).name;
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 404) {
      return null;
    }
    throw error;
  }
}

/**
 * Records an upload whose bytes are already here (demo data, server-side tools) as if initiated, PUT and
 * committed by `uploader`; the caller runs `importUpload` on the answer.
 */
export async function stageServerUpload(
  deps: { database: Database; blobs: BlobStore },
  uploader: { userId: string; email: string; orgId: string },
  input: {
    fileName: string;
    /** The file, as bytes or as a stream (a large file then never sits in this process's memory). */
    bytes: Uint8Array | Readable;
    city?: string;
    country?: string;
    latitude?: number;
    longitude?: number;
  },
): Promise<string> {
  const id = randomUUID();
  await insertUpload(deps.database, {
    id,
    orgId: uploader.orgId,
    userId: uploader.userId,
    userEmail: uploader.email,
    fileName: input.fileName,
    city: input.city ?? null,
    country: input.country ?? null,
    latitude: input.latitude ?? null,
    longitude: input.longitude ?? null,
  });
  const key = uploadContentKey(id);
  let sizeBytes: number;
  if (input.bytes instanceof Uint8Array) {
    await deps.blobs.put(key, input.bytes);
    sizeBytes = input.bytes.length;
  } else {
    ({ sizeBytes } = await deps.blobs.putStream(key, input.bytes, Number.MAX_SAFE_INTEGER));
  }
  await setUploadContent(deps.database, id, key, sizeBytes);
  await requestCommit(deps.database, id);
  return id;
}

/** Builds the import enqueuer: a singleton pg-boss job per upload, or a background run without a queue. */
export function createImportEnqueuer(
  jobs: JobQueue | undefined,
  runInline: (fileUploadId: string) => Promise<void>,
): (fileUploadId: string) => Promise<void> {
  if (jobs === undefined) {
    return async (fileUploadId) => {
      void runInline(fileUploadId);
    };
  }
  return async (fileUploadId) => {
    await jobs.send(
      ESX_IMPORT_JOB,
      { fileUploadId },
      {
        singletonKey: fileUploadId,
        retryLimit: ESX_IMPORT_RETRY_LIMIT,
        retryDelaySeconds: 2,
        // A worker killed mid-import leaves the job active; it is retried once this lease runs out.
        expireInSeconds: IMPORT_LEASE_MINUTES * 60,
      },
    );
  };
}
