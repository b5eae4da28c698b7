import type { BlobStore } from '../../blobs/blob-store';

/** A byte buffer reused from one blob read to the next; it grows to the largest blob read with it. */
export interface ByteScratch {
  buffer: Uint8Array;
}

/** An empty scratch for {@link readBlobInto}. */
export function createByteScratch(): ByteScratch {
  return { buffer: new Uint8Array(0) };
}

/**
 * The blob's bytes, copied into `scratch` as they stream in (the scratch grows when too small): a view valid
 * until the next read with the same scratch, or null when there is no such blob. Why not `blobs.get`: a whole
 * track read at once is a fresh 10 MB buffer that lives while its rows are written, so it outlives the young
 * generation and waits for a full collection; an export of a few hundred tracks piled up tens of them (about
 * 80 MB of RSS). Streamed pieces are copied and dropped at once, and the collector frees them young.
 */
export async function readBlobInto(
  blobs: BlobStore,
  key: string,
  scratch: ByteScratch,
): Promise<Uint8Array | null> {
  const stream = await blobs.getStream(key);
  if (stream === null) {
    return null;
  }
  let length = 0;
  for await (const chunk of stream as AsyncIterable<Uint8Array>) {
    if (length + chunk.byteLength > scratch.buffer.byteLength) {
      const grown = new Uint8Array(Math.max(2 * scratch.buffer.byteLength, length + chunk.byteLength));
      grown.set(scratch.buffer.subarray(0, length));
      scratch.buffer = grown;
    }
    scratch.buffer.set(chunk, length);
    length += chunk.byteLength;
  }
  return scratch.buffer.subarray(0, length);
}
