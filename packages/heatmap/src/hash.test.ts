import { describe, expect, it } from 'vitest';
import { decodeBase64, encodeBase64 } from './base64';
import { canonicalJson, hashArrays, hashString } from './hash';

describe('hashing', () => {
  it('gives 16 hex characters that change with any input change', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 2000; i++) {
      seen.add(hashString(`request-${i}`));
    }
    expect(seen.size).toBe(2000);
    expect(hashString('abc')).toMatch(/^[0-9a-f]{16}$/);
    expect(hashString('abc')).toBe(hashString('abc'));
    expect(hashArrays([Float32Array.of(1, 2)])).not.toBe(hashArrays([Float32Array.of(1, 2.0000002)]));
    expect(hashArrays([Uint8Array.of(1), Uint8Array.of(2)])).not.toBe(hashArrays([Uint8Array.of(1, 2)]));
  });

  it('writes canonical JSON with sorted keys and no undefined fields', () => {
    expect(canonicalJson({ b: 1, a: [true, null, { d: undefined, c: 'x' }] })).toBe(
      '{"a":[true,null,{"c":"x"}],"b":1}',
    );
  });
});

describe('base64', () => {
  it('round-trips bytes of every length and matches the standard encoding', () => {
    for (let length = 0; length < 20; length++) {
      const bytes = Uint8Array.from({ length }, (_, i) => (i * 37 + 255) & 255);
      const text = encodeBase64(bytes);
      expect(text).toBe(Buffer.from(bytes).toString('base64'));
      expect(Array.from(decodeBase64(text))).toEqual(Array.from(bytes));
    }
    const large = Uint8Array.from({ length: 80_001 }, (_, i) => i & 255);
    expect(encodeBase64(large)).toBe(Buffer.from(large).toString('base64'));
  });

  it('rejects characters outside the alphabet', () => {
    expect(() => decodeBase64('ab$d')).toThrow(RangeError);
  });
});
