const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const LOOKUP = new Uint8Array(128).fill(255);
for (let i = 0; i < ALPHABET.length; i++) {
  LOOKUP[ALPHABET.charCodeAt(i)] = i;
}

/** Standard base64 (with padding) of bytes; pure, so it runs the same in Node, workers and the browser. */
export function encodeBase64(bytes: Uint8Array): string {
  const parts: string[] = [];
  const chunk = 3 * 4096;
  for (let start = 0; start < bytes.length; start += chunk) {
    const end = Math.min(start + chunk, bytes.length);
    let text = '';
    for (let i = start; i < end; i += 3) {
      const a = bytes[i] ?? 0;
      const b = bytes[i + 1] ?? 0;
      const c = bytes[i + 2] ?? 0;
      const triple = (a << 16) | (b << 8) | c;
      text +=
        ALPHABET.charAt(triple >>> 18) +
        ALPHABET.charAt((triple >>> 12) & 63) +
        (i + 1 < end ? ALPHABET.charAt((triple >>> 6) & 63) : '=') +
        (i + 2 < end ? ALPHABET.charAt(triple & 63) : '=');
    }
    parts.push(text);
  }
  return parts.join('');
}

/** Decodes standard base64 (padding optional); throws on characters outside the alphabet. */
export function decodeBase64(text: string): Uint8Array<ArrayBuffer> {
  const clean = text.replace(/=+$/, '');
  const out = new Uint8Array(Math.floor((clean.length * 3) / 4));
  let bits = 0;
  let bitCount = 0;
  let written = 0;
  for (let i = 0; i < clean.length; i++) {
    const value = LOOKUP[clean.charCodeAt(i)] ?? 255;
    if (value === 255) {
      throw new RangeError(`invalid base64 character at ${i}`);
    }
    bits = ((bits << 6) | value) & 0xffffff;
    bitCount += 6;
    if (bitCount >= 8) {
      bitCount -= 8;
      out[written++] = (bits >>> bitCount) & 0xff;
    }
  }
  return out;
}
