import { promisify } from 'node:util';
import { crc32, deflate } from 'node:zlib';

const deflateAsync = promisify(deflate);

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Deflate level of the report images: flat colours compress nearly as well as at 9, much faster. */
const LEVEL = 4;

/** The rows of an RGB image, in order: one or more raw RGB bands of the same width. */
export type RgbBands = readonly Buffer[];

/** A buffer reused for the filtered rows of every image of a floor; it grows to the largest image. */
export interface PngScratch {
  rows: Buffer;
}

function chunk(type: string, data: Buffer): Buffer {
  const typeBytes = Buffer.from(type, 'latin1');
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  typeBytes.copy(out, 4);
  data.copy(out, 8);
  out.writeUInt32BE(crc32(data, crc32(typeBytes)), 8 + data.length);
  return out;
}

/**
 * An opaque 8-bit RGB PNG of the bands laid one below the other (filter "none" on every row, as the flat colours
 * of plans and heatmaps need no better). Why not sharp: its encoder copies each image into memory of libvips'
 * threads, and a report of 36 images left tens of megabytes of those threads' allocator heaps behind; here the
 * rows go through one reused buffer and zlib's deflate, off the event loop.
 */
export async function encodeRgbPng(
  bands: RgbBands,
  widthPx: number,
  scratch: PngScratch,
): Promise<{ png: Uint8Array; widthPx: number; heightPx: number }> {
  const stride = widthPx * 3;
  const heightPx = bands.reduce((rows, band) => rows + band.length / stride, 0);
  const bytes = (stride + 1) * heightPx;
  if (scratch.rows.length < bytes) {
    scratch.rows = Buffer.allocUnsafe(bytes);
  }
  const rows = scratch.rows.subarray(0, bytes);
  let at = 0;
  for (const band of bands) {
    for (let start = 0; start < band.length; start += stride) {
      rows[at] = 0;
      band.copy(rows, at + 1, start, start + stride);
      at += stride + 1;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(widthPx, 0);
  header.writeUInt32BE(heightPx, 4);
  // Bit depth 8, colour type 2 (RGB), deflate, adaptive filtering method 0, no interlace.
  header.set([8, 2, 0, 0, 0], 8);
  const idat = await deflateAsync(rows, { level: LEVEL, chunkSize: 64 * 1024 });
  const png = Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', idat),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return { png: new Uint8Array(png.buffer, png.byteOffset, png.byteLength), widthPx, heightPx };
}
