import { PassThrough, Readable, Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { crc32, createInflateRaw } from 'node:zlib';
import type { EsxArchive } from '@airlens/esx';
import type { BlobStore } from '../../blobs/blob-store';

/** The streamed bytes differ from what the member declares; the checked read then says how. */
class MemberMismatch extends Error {}

/** Passes the inflated bytes on while counting them and their CRC-32; fails past `sizeBytes` or off the CRC. */
function checkedBytes(sizeBytes: number, expectedCrc: number): Transform {
  let seen = 0;
  let crc = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      seen += chunk.length;
      // Stops the inflating at once: a lying header costs no more than its declared size.
      if (seen > sizeBytes) {
        callback(new MemberMismatch());
        return;
      }
      crc = crc32(chunk, crc);
      callback(null, chunk);
    },
    flush(callback: TransformCallback) {
      callback(seen === sizeBytes && crc === expectedCrc ? null : new MemberMismatch());
    },
  });
}

/**
 * Writes one binary member of `archive` to `key`, inflated as a stream straight into the blob store (no buffer of
 * the whole member, which for scanned floor plans is tens of MB per image), with the reader's checks: declared
 * size and CRC-32. When the stream fails for any reason, the member is read the checked way instead, which throws
 * the reader's own error for bad bytes (or, after a passing hiccup, writes it whole). Answers its size.
 */
export async function writeMemberStreamed(
  blobs: BlobStore,
  key: string,
  archive: EsxArchive,
  name: string,
): Promise<number> {
  const raw = archive.rawMember(name);
  const body = new PassThrough();
  const source = Readable.from([
    Buffer.from(raw.compressed.buffer, raw.compressed.byteOffset, raw.compressed.byteLength),
  ]);
  const stages = raw.isDeflated
    ? pipeline(source, createInflateRaw(), checkedBytes(raw.sizeBytes, raw.crc32), body)
    : pipeline(source, checkedBytes(raw.sizeBytes, raw.crc32), body);
  // A failure of either side surfaces through the other (pipeline destroys the body with it).
  stages.catch(() => undefined);
  try {
    const [{ sizeBytes }] = await Promise.all([blobs.putStream(key, body, raw.sizeBytes), stages]);
    return sizeBytes;
  } catch {
    const bytes = archive.readMember(name);
    await blobs.put(key, bytes);
    return bytes.length;
  }
}
