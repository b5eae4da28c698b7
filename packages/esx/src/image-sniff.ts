/** Image kinds the reader recognises from magic bytes (never from the declared `imageFormat`). */
export type EsxImageKind = 'png' | 'jpeg' | 'svg' | 'bmp' | 'gif' | 'unknown';

/** What sniffing an image member found. */
export interface SniffedImage {
  kind: EsxImageKind;
  /** MIME type to serve the bytes with. */
  mimeType: string;
  /** Pixel width (raster) or user-unit width (SVG), when the header states it. */
  width: number | undefined;
  /** Pixel height (raster) or user-unit height (SVG), when the header states it. */
  height: number | undefined;
  /** SVG only: the drawing embeds a raster image (`<image href="data:image/...">`). */
  hasEmbeddedBitmap: boolean;
}

const MIME: Record<EsxImageKind, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  svg: 'image/svg+xml',
  bmp: 'image/bmp',
  gif: 'image/gif',
  unknown: 'application/octet-stream',
};

function result(
  kind: EsxImageKind,
  width?: number,
  height?: number,
  hasEmbeddedBitmap = false,
): SniffedImage {
  return { kind, mimeType: MIME[kind], width, height, hasEmbeddedBitmap };
}

function jpegSize(bytes: Uint8Array, view: DataView): { width?: number; height?: number } {
  let p = 2;
  while (p + 9 < bytes.length) {
    if (bytes[p] !== 0xff) {
      return {};
    }
    const marker = bytes[p + 1] as number;
    if (marker === 0xff) {
      p++;
      continue;
    }
    const segmentLength = view.getUint16(p + 2);
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) {
      return { height: view.getUint16(p + 5), width: view.getUint16(p + 7) };
    }
    if (segmentLength < 2) {
      return {};
    }
    p += 2 + segmentLength;
  }
  return {};
}

function svgLength(tag: string, attribute: string): number | undefined {
  const match = new RegExp(`\\s${attribute}\\s*=\\s*["']\\s*([0-9.]+)\\s*(px)?\\s*["']`).exec(tag);
  if (match?.[1] === undefined) {
    return undefined;
  }
  const value = Number(match[1]);
  return Number.isFinite(value) ? value : undefined;
}

/** Looks for `<image ... href="data:image/...">` without a backtracking regex over the whole text. */
function findEmbeddedBitmap(text: string): boolean {
  let from = 0;
  for (;;) {
    const at = text.indexOf('<image', from);
    if (at < 0) {
      return false;
    }
    const close = text.indexOf('>', at);
    if (close < 0) {
      return false;
    }
    if (/href\s*=\s*["']data:image\/(png|jpe?g|gif|bmp)/i.test(text.slice(at, Math.min(close, at + 8192)))) {
      return true;
    }
    from = close + 1;
  }
}

function sniffSvg(bytes: Uint8Array): SniffedImage | undefined {
  const head = new TextDecoder('utf-8').decode(bytes.subarray(0, Math.min(bytes.length, 4096)));
  const start = head.search(/<svg[\s>]/);
  // Before the root element only a declaration, comments or a doctype may appear.
  if (start < 0 || /<[a-zA-Z]/.test(head.slice(0, start))) {
    return undefined;
  }
  const tagEnd = head.indexOf('>', start);
  const tag = tagEnd < 0 ? head.slice(start) : head.slice(start, tagEnd);
  let width = svgLength(tag, 'width');
  let height = svgLength(tag, 'height');
  const viewBox = /\sviewBox\s*=\s*["']([^"']+)["']/
    .exec(tag)?.[1]
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  if (
    (width === undefined || height === undefined) &&
    viewBox?.length === 4 &&
    viewBox.every(Number.isFinite)
  ) {
    width = viewBox[2];
    height = viewBox[3];
  }
  // Scanning the whole document for an embedded raster is linear and bounded by the member size.
  const text = bytes.length > 4096 ? new TextDecoder('utf-8').decode(bytes) : head;
  const hasEmbeddedBitmap = findEmbeddedBitmap(text);
  return result('svg', width, height, hasEmbeddedBitmap);
}

/** Identifies an image from its first bytes and reads its dimensions from the header when cheap. */
export function sniffImage(bytes: Uint8Array): SniffedImage {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (
    bytes.length >= 24 &&
    bytes[0] === 0x89 &&
    bytes[1] === 0x50 &&
    bytes[2] === 0x4e &&
    bytes[3] === 0x47 &&
    bytes[4] === 0x0d &&
    bytes[5] === 0x0a &&
    bytes[6] === 0x1a &&
    bytes[7] === 0x0a
  ) {
    return result('png', view.getUint32(16), view.getUint32(20));
  }
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    const size = jpegSize(bytes, view);
    return result('jpeg', size.width, size.height);
  }
  if (
    bytes.length >= 10 &&
    bytes[0] === 0x47 &&
    bytes[1] === 0x49 &&
    bytes[2] === 0x46 &&
    bytes[3] === 0x38
  ) {
    return result('gif', view.getUint16(6, true), view.getUint16(8, true));
  }
  if (bytes.length >= 26 && bytes[0] === 0x42 && bytes[1] === 0x4d) {
    return result('bmp', Math.abs(view.getInt32(18, true)), Math.abs(view.getInt32(22, true)));
  }
  return sniffSvg(bytes) ?? result('unknown');
}
