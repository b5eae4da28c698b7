/**
 * Non-cryptographic 64-bit hashing for cache keys and ETags, in plain TypeScript so the package stays free of
 * I/O modules and runs the same in Node, workers and the browser.
 */

const FNV_PRIME = 0x01000193;

function fmix32(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

function toHex64(a: number, b: number): string {
  return a.toString(16).padStart(8, '0') + b.toString(16).padStart(8, '0');
}

/** Hashes a string to 16 hex characters (two FNV-1a lanes with different seeds, each finalised). */
export function hashString(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x9747b28c;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    a = Math.imul(a ^ code, FNV_PRIME);
    b = Math.imul(b ^ code, 0x5bd1e995);
  }
  return toHex64(fmix32(a ^ text.length), fmix32(b ^ Math.imul(text.length, 0x27d4eb2d)));
}

/** Hashes the bytes of typed arrays (in order) to 16 hex characters. */
export function hashArrays(arrays: readonly ArrayBufferView[]): string {
  let a = 0x811c9dc5;
  let b = 0x9747b28c;
  let length = 0;
  for (const view of arrays) {
    const bytes = new Uint8Array(view.buffer, view.byteOffset, view.byteLength);
    for (let i = 0; i < bytes.length; i++) {
      const byte = bytes[i] ?? 0;
      a = Math.imul(a ^ byte, FNV_PRIME);
      b = Math.imul(b ^ byte, 0x5bd1e995);
    }
    length += bytes.length;
    a = Math.imul(a ^ 0xff, FNV_PRIME);
  }
  return toHex64(fmix32(a ^ length), fmix32(b ^ Math.imul(length, 0x27d4eb2d)));
}

/** JSON with object keys sorted, so equal values always give the same text. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') {
    return JSON.stringify(value) ?? 'null';
  }
  if (Array.isArray(value)) {
    return `[${value.map((item) => canonicalJson(item)).join(',')}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, item]) => item !== undefined)
    .sort(([left], [right]) => (left < right ? -1 : left > right ? 1 : 0));
  return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
}
