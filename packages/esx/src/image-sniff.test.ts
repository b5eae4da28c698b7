import { describe, expect, it } from 'vitest';
import { encodeIndexedPng, IndexedRaster } from './generate/png.ts';
import { sniffImage } from './image-sniff.ts';

const text = (value: string): Uint8Array => new TextEncoder().encode(value);

describe('image sniffing', () => {
  it('reads PNG dimensions from IHDR', () => {
    const png = encodeIndexedPng(new IndexedRaster(37, 21), ['#FFFFFF']);
    expect(sniffImage(png)).toEqual({
      kind: 'png',
      mimeType: 'image/png',
      width: 37,
      height: 21,
      hasEmbeddedBitmap: false,
    });
  });

  it('reads JPEG dimensions from the frame header', () => {
    const jpeg = new Uint8Array([
      0xff, 0xd8, 0xff, 0xe0, 0x00, 0x04, 0x4a, 0x46, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x01, 0x2c, 0x02, 0x58,
      0x03, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    ]);
    expect(sniffImage(jpeg)).toMatchObject({ kind: 'jpeg', mimeType: 'image/jpeg', width: 600, height: 300 });
  });

  it('recognises SVG, its size and an embedded bitmap', () => {
    const svg = text(
      '<?xml version="1.0"?>\n<!-- CAD export -->\n<svg xmlns="http://www.w3.org/2000/svg" width="792" height="612"><image href="data:image/png;base64,iVBOR"/></svg>',
    );
    expect(sniffImage(svg)).toEqual({
      kind: 'svg',
      mimeType: 'image/svg+xml',
      width: 792,
      height: 612,
      hasEmbeddedBitmap: true,
    });
    const viewBox = text('<svg viewBox="0 0 400 300"><rect/></svg>');
    expect(sniffImage(viewBox)).toMatchObject({
      kind: 'svg',
      width: 400,
      height: 300,
      hasEmbeddedBitmap: false,
    });
  });

  it('does not mistake other XML or random bytes for images', () => {
    expect(sniffImage(text('<html><svg></svg></html>')).kind).toBe('unknown');
    expect(sniffImage(new Uint8Array([1, 2, 3])).kind).toBe('unknown');
  });

  it('stays linear on hostile SVG text', () => {
    const hostile = text(`<svg>${'<image'.repeat(200_000)}`);
    expect(sniffImage(hostile)).toMatchObject({ kind: 'svg', hasEmbeddedBitmap: false });
  });

  it('recognises BMP and GIF', () => {
    const bmp = new Uint8Array(26);
    bmp.set([0x42, 0x4d]);
    new DataView(bmp.buffer).setInt32(18, 640, true);
    new DataView(bmp.buffer).setInt32(22, -480, true);
    expect(sniffImage(bmp)).toMatchObject({ kind: 'bmp', width: 640, height: 480 });
    expect(sniffImage(new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 10, 0, 20, 0])).kind).toBe('gif');
  });
});
