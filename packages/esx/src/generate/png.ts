import { zlibSync } from 'fflate';
import { crc32 } from '../crc32.ts';

/** An 8-bit indexed-colour raster: one palette index per pixel. */
export class IndexedRaster {
  readonly width: number;
  readonly height: number;
  readonly pixels: Uint8Array;

  constructor(width: number, height: number) {
    this.width = width;
    this.height = height;
    this.pixels = new Uint8Array(width * height);
  }

  /** Fills an axis-aligned rectangle (pixel coordinates, clipped). */
  fillRect(x0: number, y0: number, x1: number, y1: number, index: number): void {
    const left = Math.max(0, Math.floor(Math.min(x0, x1)));
    const right = Math.min(this.width, Math.ceil(Math.max(x0, x1)));
    const top = Math.max(0, Math.floor(Math.min(y0, y1)));
    const bottom = Math.min(this.height, Math.ceil(Math.max(y0, y1)));
    for (let y = top; y < bottom; y++) {
      this.pixels.fill(index, y * this.width + left, y * this.width + right);
    }
  }

  /** Draws a thick line segment by stamping squares along it. */
  line(ax: number, ay: number, bx: number, by: number, thickness: number, index: number): void {
    const half = Math.max(0.5, thickness / 2);
    if (ax === bx || ay === by) {
      this.fillRect(
        Math.min(ax, bx) - half,
        Math.min(ay, by) - half,
        Math.max(ax, bx) + half,
        Math.max(ay, by) + half,
        index,
      );
      return;
    }
    const length = Math.hypot(bx - ax, by - ay);
    const steps = Math.ceil(length / Math.max(0.5, half));
    for (let i = 0; i <= steps; i++) {
      const x = ax + ((bx - ax) * i) / steps;
      const y = ay + ((by - ay) * i) / steps;
      this.fillRect(x - half, y - half, x + half, y + half, index);
    }
  }
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  for (let i = 0; i < 4; i++) {
    out[4 + i] = type.charCodeAt(i);
  }
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

/** Assembles PNG chunks (signature, IHDR, optional PLTE, IDAT, IEND) into one file. */
function assemble(header: Uint8Array, idat: Uint8Array, plte?: Uint8Array): Uint8Array {
  const parts = [
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    ...(plte === undefined ? [] : [chunk('PLTE', plte)]),
    chunk('IDAT', idat),
    chunk('IEND', new Uint8Array(0)),
  ];
  const total = parts.reduce((sum, part) => sum + part.length, 0);
  const png = new Uint8Array(total);
  let offset = 0;
  for (const part of parts) {
    png.set(part, offset);
    offset += part.length;
  }
  return png;
}

/** Encodes 8-bit grey pixels (row-major) as a greyscale PNG (colour type 0), rows filtered with Sub. */
export function encodeGrayPng(width: number, height: number, gray: Uint8Array): Uint8Array {
  const header = new Uint8Array(13);
  const hv = new DataView(header.buffer);
  hv.setUint32(0, width);
  hv.setUint32(4, height);
  header[8] = 8;
  header[9] = 0;
  const rowBytes = width + 1;
  const filtered = new Uint8Array(rowBytes * height);
  for (let y = 0; y < height; y++) {
    const row = y * rowBytes;
    filtered[row] = 1;
    let previous = 0;
    for (let x = 0; x < width; x++) {
      const value = gray[y * width + x] as number;
      filtered[row + 1 + x] = (value - previous) & 0xff;
      previous = value;
    }
  }
  return assemble(header, zlibSync(filtered, { level: 6 }));
}

/** Encodes an indexed raster as a PNG (colour type 3) with the given `#RRGGBB` palette. */
export function encodeIndexedPng(raster: IndexedRaster, palette: readonly string[]): Uint8Array {
  const header = new Uint8Array(13);
  const hv = new DataView(header.buffer);
  hv.setUint32(0, raster.width);
  hv.setUint32(4, raster.height);
  header[8] = 8;
  header[9] = 3;
  const plte = new Uint8Array(palette.length * 3);
  palette.forEach((colour, i) => {
    plte[i * 3] = parseInt(colour.slice(1, 3), 16);
    plte[i * 3 + 1] = parseInt(colour.slice(3, 5), 16);
    plte[i * 3 + 2] = parseInt(colour.slice(5, 7), 16);
  });
  // Filter type 0 per row: the drawings are mostly flat colour, which DEFLATE handles well unfiltered.
  const rowBytes = raster.width + 1;
  const filtered = new Uint8Array(rowBytes * raster.height);
  for (let y = 0; y < raster.height; y++) {
    filtered.set(raster.pixels.subarray(y * raster.width, (y + 1) * raster.width), y * rowBytes + 1);
  }
  return assemble(header, zlibSync(filtered, { level: 6 }), plte);
}
