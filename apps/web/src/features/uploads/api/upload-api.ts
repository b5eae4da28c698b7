import { uploadsEndpoints } from '@airlens/contract';
import type { UploadStatusAnswer } from '@airlens/domain';
import { callEndpoint } from '@/lib/call-endpoint';
import { readStored, STORAGE_KEYS } from '@/lib/storage';
import { uploadParts, type CompletedPart, type PartPlan } from './part-uploader';

/** What upload/initiate answers: the URL for one PUT and, for a large file on an object store, its parts. */
export interface StartedUpload {
  url: string;
  fileUploadId: string;
  multipart?: PartPlan | undefined;
}

/** A finished multipart upload, which the commit assembles. */
export interface CompletedMultipart {
  uploadId: string;
  parts: CompletedPart[];
}

/** The calls one upload makes (docs/product-spec.md §7 "Upload and conversion"); the dialog takes them as a dependency. */
export interface UploadTransport {
  /** Starts an upload; with the file's size the server may answer part URLs (a large file, an object store). */
  initiate(fileName: string, fileSizeBytes?: number): Promise<StartedUpload>;
  /** PUTs the bytes, reporting progress; rejects on any failure. */
  send(url: string, file: Blob, onProgress: (loaded: number, total: number) => void): Promise<void>;
  /** PUTs the parts of a multipart upload, reporting progress over all of them; absent: one PUT to `url`. */
  sendParts?(
    plan: PartPlan,
    file: Blob,
    onProgress: (loaded: number, total: number) => void,
  ): Promise<CompletedPart[]>;
  /**
   * Commits the upload; a place id sets the project's city, country and map position; `multipart` (after
   * sendParts) has the server assemble the parts first.
   */
  commit(fileUploadId: string, placeId: number | null, multipart?: CompletedMultipart): Promise<void>;
  status(fileUploadId: string): Promise<UploadStatusAnswer>;
  /** Waits between polls. */
  sleep(ms: number): Promise<void>;
}

/** POST upload/initiate with the file name, extension esx and, when known, the size (for multipart). */
export async function initiateUpload(fileName: string, fileSizeBytes?: number): Promise<StartedUpload> {
  return callEndpoint(uploadsEndpoints.createUpload, {
    body: { fileName, fileExtension: 'esx', ...(fileSizeBytes === undefined ? {} : { fileSizeBytes }) },
  });
}

/**
 * PUT the bytes (uploadsEndpoints.putUploadContent, at the URL initiate answered) with XHR, the one browser API
 * that reports upload progress.
 */
export function sendUploadBytes(
  url: string,
  file: Blob,
  onProgress: (loaded: number, total: number) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('PUT', url);
    request.setRequestHeader('Content-Type', 'application/octet-stream');
    // A presigned object-store URL (another origin) carries its own authority: neither the session cookie
    // nor the CSRF token may travel there.
    if (new URL(url, window.location.href).origin === window.location.origin) {
      request.withCredentials = true;
      const token = readStored(STORAGE_KEYS.csrfToken);
      if (token !== null && token !== '') {
        request.setRequestHeader('csrfToken', token);
      }
    }
    request.upload.addEventListener('progress', (event) => {
      onProgress(event.loaded, event.lengthComputable ? event.total : file.size);
    });
    request.addEventListener('load', () => {
      if (request.status >= 200 && request.status < 300) {
        onProgress(file.size, file.size);
        resolve();
      } else {
        reject(new Error(`upload answered ${request.status}`));
      }
    });
    request.addEventListener('error', () => reject(new Error('upload failed')));
    request.addEventListener('abort', () => reject(new Error('upload aborted')));
    request.send(file);
  });
}

/**
 * POST upload/commit?fileUploadId, with `{ placeId }` when the uploader picked a city and `{ multipart }` after a
 * multipart upload.
 */
export async function commitUpload(
  fileUploadId: string,
  placeId: number | null,
  multipart?: CompletedMultipart,
): Promise<void> {
  const body = {
    ...(placeId === null ? {} : { placeId }),
    ...(multipart === undefined ? {} : { multipart }),
  };
  await callEndpoint(uploadsEndpoints.commitUpload, {
    query: { fileUploadId },
    body: Object.keys(body).length === 0 ? undefined : body,
  });
}

/** GET upload/status?fileUploadId. */
export async function getUploadStatus(fileUploadId: string): Promise<UploadStatusAnswer> {
  return callEndpoint(uploadsEndpoints.getUploadStatus, { query: { fileUploadId } });
}

/** The real transport. */
export const browserUploadTransport: UploadTransport = {
  initiate: initiateUpload,
  send: sendUploadBytes,
  sendParts: (plan, file, onProgress) => uploadParts(plan, file, onProgress),
  commit: commitUpload,
  status: getUploadStatus,
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};
