/**
 * A binary Wi-Fi track (reference §4) read from a stream in slices of whole scans, so what reading it holds is one
 * slice, whatever the track's size. Each slice is itself a track — the file's two header bytes, then whole scans
 * — which the track decoder reads as it reads a whole file; decoding the slices one after the other gives the same
 * scans and readings, in the same order, as decoding the whole track at once.
 *
 * Cuts fall only where a scan starts, found by stepping over records by their length; the records' contents are
 * left to the decoder. A record this cannot step over (an unknown tag) ends the slicing: the bytes up to and
 * including it are handed out as the last slice, whose decoding then fails as the whole track's would have.
 */

const TAG_SCAN = 0x00;
const TAG_RECORD = 0x01;
const TAG_EXTRA = 0x06;
const TAG_SCAN_END = 0x10;
const HEADER_BYTES = 2;
/** A scan's start: its tag and a 4-byte index. */
const SCAN_BYTES = 5;
/** A reading without the optional 0x06 byte; with it, two more. Byte 11 of a reading tells which. */
const RECORD_BYTES = 17;
const EXTRA_AT = 11;

/** A track is cut into slices of about this many bytes (a 200 MB survey's tracks are about 5 MB each). */
export const TRACK_SLICE_BYTES = 1024 * 1024;

/**
 * The length of the record at `at`: 0 when its bytes have not all arrived yet, -1 when its tag is unknown.
 */
function recordLength(bytes: Uint8Array, at: number, end: number): number {
  const tag = bytes[at];
  if (tag === TAG_SCAN) {
    return at + SCAN_BYTES <= end ? SCAN_BYTES : 0;
  }
  if (tag === TAG_SCAN_END) {
    return 1;
  }
  if (tag === TAG_RECORD) {
    if (at + EXTRA_AT >= end) {
      return 0;
    }
    const length = bytes[at + EXTRA_AT] === TAG_EXTRA ? RECORD_BYTES + 2 : RECORD_BYTES;
    return at + length <= end ? length : 0;
  }
  return -1;
}

/** A byte buffer reused from one slice to the next, and from track to track; it grows to the largest slice. */
export interface ByteScratch {
  buffer: Uint8Array;
}

/** An empty scratch for {@link trackSlices}. */
export function createByteScratch(): ByteScratch {
  return { buffer: new Uint8Array(0) };
}

/** Makes room for `more` bytes after the first `length` of the scratch (it grows when too small). */
function reserve(scratch: ByteScratch, length: number, more: number): void {
  if (length + more > scratch.buffer.byteLength) {
    const grown = new Uint8Array(Math.max(2 * scratch.buffer.byteLength, length + more));
    grown.set(scratch.buffer.subarray(0, length));
    scratch.buffer = grown;
  }
}

/**
 * The slices of the track whose bytes `chunks` yields: each at least `sliceBytes` long (but the last), made of
 * whole scans, as a view of `scratch` valid until the next slice is asked for. A track of one slice or less comes
 * out whole; an empty stream as one empty slice (which the decoder refuses, as it refuses an empty file).
 */
export async function* trackSlices(
  chunks: AsyncIterable<Uint8Array>,
  scratch: ByteScratch,
  sliceBytes: number = TRACK_SLICE_BYTES,
): AsyncGenerator<Uint8Array, void, undefined> {
  // The scratch holds the header, then the bytes not handed out yet; `walked` is where the next record starts.
  let length = 0;
  let walked = HEADER_BYTES;
  let isSliced = false;
  let isOpaque = false;
  for await (const chunk of chunks) {
    reserve(scratch, length, chunk.byteLength);
    scratch.buffer.set(chunk, length);
    length += chunk.byteLength;
    while (!isOpaque && walked < length) {
      const recordBytes = recordLength(scratch.buffer, walked, length);
      if (recordBytes === -1) {
        // Not a track this can step through: hand out everything up to the unknown record, and read no further.
        isOpaque = true;
        break;
      }
      if (recordBytes === 0) {
        break;
      }
      if (scratch.buffer[walked] === TAG_SCAN && walked - HEADER_BYTES >= sliceBytes) {
        yield scratch.buffer.subarray(0, walked);
        isSliced = true;
        // The next slice: the same header, then the bytes from this scan on.
        scratch.buffer.copyWithin(HEADER_BYTES, walked, length);
        length -= walked - HEADER_BYTES;
        walked = HEADER_BYTES;
      }
      walked += recordBytes;
    }
    if (isOpaque) {
      yield scratch.buffer.subarray(0, Math.min(length, walked + 1));
      return;
    }
  }
  if (!isSliced || length > HEADER_BYTES) {
    yield scratch.buffer.subarray(0, length);
  }
}
