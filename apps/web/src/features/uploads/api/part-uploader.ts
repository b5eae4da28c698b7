/** A multipart direct upload as upload/initiate answers it: a presigned URL per part. */
export interface PartPlan {
  uploadId: string;
  partSizeBytes: number;
  parts: { partNumber: number; url: string }[];
}

/** A part the bucket took, with the ETag it answered (the commit assembles the file from these). */
export interface CompletedPart {
  partNumber: number;
  etag: string;
}

/** PUTs one part's bytes, reporting its own progress; resolves with the ETag the bucket answered. */
export type PutPart = (url: string, bytes: Blob, onProgress: (loaded: number) => void) => Promise<string>;

export interface PartUploadOptions {
  /** Parts in flight at once (default 3: enough to fill a link, few enough for a browser's 6 per host). */
  concurrency?: number;
  /** Tries per part before the upload fails (default 4). */
  maxAttempts?: number;
  /** Wait before retry `attempt` (1-based) of a part; default 1 s, 2 s, 4 s… */
  retryDelayMs?: (attempt: number) => number;
  putPart?: PutPart;
}

/**
 * PUTs a part with XHR (the one browser API that reports upload progress) to its presigned URL: no cookie and
 * no CSRF token travel to the bucket. The ETag must be readable, which needs the bucket's CORS rule to expose it.
 */
export function putPartWithXhr(
  url: string,
  bytes: Blob,
  onProgress: (loaded: number) => void,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('PUT', url);
    request.upload.addEventListener('progress', (event) => onProgress(event.loaded));
    request.addEventListener('load', () => {
      const etag = request.getResponseHeader('ETag');
      if (request.status < 200 || request.status >= 300) {
        reject(new Error(`part upload answered ${request.status}`));
      } else if (etag === null || etag === '') {
        reject(new Error('the bucket answered no readable ETag (its CORS rule must expose ETag)'));
      } else {
        onProgress(bytes.size);
        resolve(etag);
      }
    });
    request.addEventListener('error', () => reject(new Error('part upload failed')));
    request.addEventListener('abort', () => reject(new Error('part upload aborted')));
    request.send(bytes);
  });
}

/**
 * Uploads `file` in the plan's parts, `concurrency` at a time, retrying a failed part alone (its progress goes
 * back to zero); `onProgress` gets the bytes sent over all parts. Resolves with every part's ETag in part order,
 * or rejects with the last error of a part that failed `maxAttempts` times (parts in flight still finish).
 */
export async function uploadParts(
  plan: PartPlan,
  file: Blob,
  onProgress: (loaded: number, total: number) => void,
  options: PartUploadOptions = {},
): Promise<CompletedPart[]> {
  const putPart = options.putPart ?? putPartWithXhr;
  const maxAttempts = options.maxAttempts ?? 4;
  const retryDelayMs = options.retryDelayMs ?? ((attempt: number) => 1000 * 2 ** (attempt - 1));
  const loaded = new Map<number, number>();
  const report = () => {
    let sum = 0;
    for (const value of loaded.values()) {
      sum += value;
    }
    onProgress(Math.min(sum, file.size), file.size);
  };
  const completed: CompletedPart[] = [];
  const queue = [...plan.parts];
  let failure: unknown = null;

  async function sendPart(part: PartPlan['parts'][number]): Promise<void> {
    const start = (part.partNumber - 1) * plan.partSizeBytes;
    const bytes = file.slice(start, start + plan.partSizeBytes);
    for (let attempt = 1; ; attempt++) {
      try {
        const etag = await putPart(part.url, bytes, (sent) => {
          loaded.set(part.partNumber, sent);
          report();
        });
        completed.push({ partNumber: part.partNumber, etag });
        return;
      } catch (error) {
        loaded.set(part.partNumber, 0);
        report();
        if (attempt >= maxAttempts) {
          throw error;
        }
        await new Promise((resolve) => setTimeout(resolve, retryDelayMs(attempt)));
      }
    }
  }

  async function worker(): Promise<void> {
    for (let part = queue.shift(); part !== undefined && failure === null; part = queue.shift()) {
      try {
        await sendPart(part);
      } catch (error) {
        failure ??= error;
      }
    }
  }

  const workers = Math.max(1, Math.min(options.concurrency ?? 3, plan.parts.length));
  await Promise.all(Array.from({ length: workers }, () => worker()));
  if (failure !== null) {
    throw failure instanceof Error ? failure : new Error('part upload failed');
  }
  return completed.sort((a, b) => a.partNumber - b.partNumber);
}
