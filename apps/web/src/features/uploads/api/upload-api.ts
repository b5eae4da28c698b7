import { uploadsEndpoints } from '@airlens/contract';
import type { UploadStatusAnswer } from '@airlens/domain';
import { callEndpoint } from '@/lib/call-endpoint';
import { readStored, STORAGE_KEYS } from '@/lib/storage';

/** The calls one upload makes (docs/product-spec.md §7 "Upload and conversion"); the dialog takes them as a dependency. */
export interface UploadTransport {
  initiate(fileName: string): Promise<{ url: string; fileUploadId: string }>;
  /** PUTs the bytes, reporting progress; rejects on any failure. */
  send(url: string, file: Blob, onProgress: (loaded: number, total: number) => void): Promise<void>;
  /** Commits the upload; a place id sets the project's city, country and map position. */
  commit(fileUploadId: string, placeId: number | null): Promise<void>;
  status(fileUploadId: string): Promise<UploadStatusAnswer>;
  /** Waits between polls. */
  sleep(ms: number): Promise<void>;
}

/** POST upload/initiate with the file name and extension esx. */
export async function initiateUpload(fileName: string): Promise<{ url: string; fileUploadId: string }> {
  return callEndpoint(uploadsEndpoints.createUpload, { body: { fileName, fileExtension: 'esx' } });
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

/** POST upload/commit?fileUploadId, with `{ placeId }` when the uploader picked a city. */
export async function commitUpload(fileUploadId: string, placeId: number | null): Promise<void> {
  await callEndpoint(uploadsEndpoints.commitUpload, {
    query: { fileUploadId },
    body: placeId === null ? undefined : { placeId },
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
  commit: commitUpload,
  status: getUploadStatus,
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};
