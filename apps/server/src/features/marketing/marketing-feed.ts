/** Limits of one call to the marketing site. */
export interface FeedLimits {
  timeoutMs: number;
  maxBytes: number;
}

/** The fetch this module uses (global fetch by default; tests may pass their own). */
export type FetchFunction = (input: string, init: RequestInit) => Promise<Response>;

async function readLimited(response: Response, maxBytes: number): Promise<string | null> {
  const declared = Number(response.headers.get('content-length') ?? 'NaN');
  if (Number.isFinite(declared) && declared > maxBytes) {
    return null;
  }
  if (response.body === null) {
    return '';
  }
  const reader: ReadableStreamDefaultReader<Uint8Array> = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) {
      break;
    }
    total += value.byteLength;
    if (total > maxBytes) {
      // Stop reading at once: a feed larger than the limit is treated as a failure, not buffered.
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * GETs a JSON document from the marketing site within a time and size limit; null on any failure
 * (network, timeout, non-2xx status, oversize or invalid JSON): the What's new dialog hides the card then.
 */
export async function fetchJsonFeed(
  url: string,
  limits: FeedLimits,
  fetchFn: FetchFunction = fetch,
): Promise<unknown> {
  try {
    const response = await fetchFn(url, {
      method: 'GET',
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(limits.timeoutMs),
    });
    if (!response.ok) {
      await response.body?.cancel();
      return null;
    }
    const text = await readLimited(response, limits.maxBytes);
    return text === null ? null : (JSON.parse(text) as unknown);
  } catch {
    return null;
  }
}
