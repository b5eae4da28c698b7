import { Inflate, inflateSync } from 'fflate';
import { crc32 } from './crc32.ts';
import { EsxError } from './errors.ts';
import { formatBytes } from './format.ts';
import { corrupt, type ZipEntry } from './zip-reader.ts';

const INFLATE_CHUNK = 32 * 1024;
/**
 * Members up to this compressed size inflate in one call (fflate's fastest path: fixed buffer, no
 * growth) into a buffer one byte larger than declared. A liar is then only found at the end, so the
 * wasted work is bounded by DEFLATE's ~1032:1 limit: at most ~130 MB of output written nowhere (writes
 * past the buffer are dropped). Larger members stream and stop as soon as they pass the declared size.
 */
const ONE_SHOT_MAX_COMPRESSED = 128 * 1024;
const WINDOW = 32 * 1024;

/** fflate 0.8 `Inflate` internals: `o` is its output/window buffer, `s.b` the bytes already in it. */
interface InflateInternals {
  o?: unknown;
  s?: { b?: unknown };
}

/**
 * Faster primitives a host may supply (Node's native zlib, say); the package itself stays pure JavaScript.
 * Each must keep the reader's guarantees, as the defaults do.
 */
export interface EsxCodec {
  /**
   * Inflates raw DEFLATE `input` that declares `size` inflated bytes. Must stop (throw) as soon as the output
   * would pass `size + 1` bytes, and may return fewer or more than `size` (up to `size + 1`): the reader
   * checks. Any thrown error means corrupt data, except one `isOverflow` recognises.
   */
  inflateRaw(input: Uint8Array, size: number): Uint8Array;
  /**
   * Optional: `inflateRaw` off the calling thread (same contract), so a host can inflate one member while it
   * works on another. Without it, asynchronous reads inflate on the calling thread.
   */
  inflateRawAsync?(input: Uint8Array, size: number): Promise<Uint8Array>;
  /** Whether an error `inflateRaw` threw means "more output than declared" (a lying header). */
  isOverflow(error: unknown): boolean;
  /** CRC-32 (IEEE) of the bytes. */
  crc32(bytes: Uint8Array): number;
}

/** Inflates with a host codec: bounded output, then the same size and CRC checks as the default path. */
function inflateWithCodec(input: Uint8Array, entry: ZipEntry, codec: EsxCodec): Uint8Array {
  let output: Uint8Array;
  try {
    output = codec.inflateRaw(input, entry.size);
  } catch (error) {
    throw codecFailure(error, entry, codec);
  }
  return checkInflated(output, entry, codec);
}

function codecFailure(error: unknown, entry: ZipEntry, codec: EsxCodec): EsxError {
  return codec.isOverflow(error) ? lying(entry) : corrupt('compressed data is invalid', entry.name);
}

/**
 * {@link inflateEntry} off the calling thread when the codec can (`inflateRawAsync`), with the same bounds and
 * checks; otherwise the synchronous path.
 */
export async function inflateEntryAsync(
  bytes: Uint8Array,
  entry: ZipEntry,
  codec?: EsxCodec,
): Promise<Uint8Array> {
  if (codec?.inflateRawAsync === undefined || entry.method !== 8) {
    return inflateEntry(bytes, entry, codec);
  }
  const input = bytes.subarray(entry.dataOffset, entry.dataOffset + entry.compressedSize);
  let output: Uint8Array;
  try {
    output = await codec.inflateRawAsync(input, entry.size);
  } catch (error) {
    throw codecFailure(error, entry, codec);
  }
  return checkInflated(output, entry, codec);
}

function checkInflated(output: Uint8Array, entry: ZipEntry, codec: EsxCodec): Uint8Array {
  if (output.length > entry.size) {
    throw lying(entry);
  }
  if (output.length !== entry.size) {
    throw corrupt(`"${entry.name.slice(0, 120)}" is shorter than declared`, entry.name);
  }
  if (codec.crc32(output) !== entry.crc) {
    throw corrupt(`checksum mismatch in "${entry.name.slice(0, 120)}"`, entry.name);
  }
  return output;
}

/**
 * Inflates one validated entry, streaming so that output beyond the declared size stops the work at
 * once (a lying header cannot make us inflate more than it declared), then checks the CRC.
 */
export function inflateEntry(bytes: Uint8Array, entry: ZipEntry, codec?: EsxCodec): Uint8Array {
  const input = bytes.subarray(entry.dataOffset, entry.dataOffset + entry.compressedSize);
  if (codec !== undefined && entry.method === 8) {
    return inflateWithCodec(input, entry, codec);
  }
  let output: Uint8Array;
  if (entry.method === 0) {
    output = input.slice();
  } else if (entry.compressedSize <= ONE_SHOT_MAX_COMPRESSED) {
    output = inflateOneShot(input, entry);
  } else {
    output = new Uint8Array(entry.size);
    let written = 0;
    let canHint = false;
    const inflater = new Inflate((chunk) => {
      if (written + chunk.length > entry.size) {
        throw lying(entry);
      }
      // Skip the copy when fflate provably wrote in place (it only reallocates within 128 KiB of the end).
      if (!canHint || written + chunk.length + 131_072 > entry.size) {
        output.set(chunk, written);
      }
      written += chunk.length;
    });
    const internals = inflater as unknown as InflateInternals;
    canHint = internals.o instanceof Uint8Array && typeof internals.s?.b === 'number';
    try {
      if (input.length === 0) {
        inflater.push(input, true);
      }
      for (let offset = 0; offset < input.length; offset += INFLATE_CHUNK) {
        const end = Math.min(offset + INFLATE_CHUNK, input.length);
        if (canHint && internals.s !== undefined) {
          // Performance hint only: let fflate inflate straight into the output (window included), so
          // it need not grow a scratch buffer per push. Correctness never depends on it: the callback
          // still copies every chunk, and a lying member overflows this view and fflate reallocates.
          const start = Math.max(0, written - WINDOW);
          internals.o = output.subarray(start);
          internals.s.b = written - start;
        }
        inflater.push(input.subarray(offset, end), end === input.length);
      }
    } catch (error) {
      if (error instanceof EsxError) {
        throw error;
      }
      throw corrupt('compressed data is invalid', entry.name);
    }
    if (written !== entry.size) {
      throw corrupt(`"${entry.name.slice(0, 120)}" is shorter than declared`, entry.name);
    }
  }
  if ((codec === undefined ? crc32(output) : codec.crc32(output)) !== entry.crc) {
    throw corrupt(`checksum mismatch in "${entry.name.slice(0, 120)}"`, entry.name);
  }
  return output;
}

function lying(entry: ZipEntry): EsxError {
  return new EsxError(
    'ZIP_BOMB',
    `The project file looks like a zip bomb: "${entry.name.slice(0, 120)}" unpacks to more than the ${formatBytes(entry.size)} it declares.`,
    entry.name,
  );
}

/** fflate's fastest path: a fixed output buffer, no growth, no per-chunk copies. */
function inflateOneShot(input: Uint8Array, entry: ZipEntry): Uint8Array {
  const buffer = new Uint8Array(entry.size + 1);
  let produced: Uint8Array;
  try {
    produced = inflateSync(input, { out: buffer });
  } catch {
    throw corrupt('compressed data is invalid', entry.name);
  }
  if (produced.length > entry.size) {
    throw lying(entry);
  }
  if (produced.length !== entry.size) {
    throw corrupt(`"${entry.name.slice(0, 120)}" is shorter than declared`, entry.name);
  }
  return buffer.subarray(0, entry.size);
}
