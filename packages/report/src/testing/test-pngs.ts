// RGB PNG images for the package's tests (imported by test files and test data only): one encoder, two fillings.
import { crc32, deflateSync } from 'node:zlib';
import type { PngImage } from '../report-data';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** The bytes of one scanline: its filter byte, then three bytes per pixel. */
function scanlineBytes(widthPx: number): number {
  return 1 + widthPx * 3;
}

/** An 8-bit RGB PNG of `scanlines` (`heightPx` rows of a filter byte and `widthPx` × 3 colour bytes). */
function encodeRgbPng(widthPx: number, heightPx: number, scanlines: Buffer): PngImage {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(widthPx, 0);
  header.writeUInt32BE(heightPx, 4);
  // Bit depth 8, colour type 2 (RGB), default compression and filter, no interlace.
  header.set([8, 2, 0, 0, 0], 8);
  const png = Buffer.concat([
    PNG_SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(scanlines)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return { png: new Uint8Array(png), widthPx, heightPx };
}

/** An opaque RGB PNG of one colour. */
export function solidPng(widthPx: number, heightPx: number, rgb: [number, number, number]): PngImage {
  const row = Buffer.alloc(scanlineBytes(widthPx));
  for (let x = 0; x < widthPx; x++) {
    row.set(rgb, 1 + x * 3);
  }
  return encodeRgbPng(widthPx, heightPx, Buffer.concat(Array.from({ length: heightPx }, () => row)));
}

/** An RGB PNG of pseudo-random pixels: it does not compress, so each one is ~`width × height × 3` bytes of PDF. */
export function noisePng(widthPx: number, heightPx: number, seed: number): PngImage {
  const rowBytes = scanlineBytes(widthPx);
  const scanlines = Buffer.alloc(rowBytes * heightPx);
  let state = seed;
  for (let index = 0; index < scanlines.length; index++) {
    state = (state * 1_103_515_245 + 12_345) >>> 0;
    // A row's first byte is its filter type: 0, no filter, so the pixels are stored as they are.
    scanlines[index] = index % rowBytes === 0 ? 0 : state >>> 24;
  }
  return encodeRgbPng(widthPx, heightPx, scanlines);
}
