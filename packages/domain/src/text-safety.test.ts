import { describe, expect, it } from 'vitest';
import { hasUnsafeCharacter, toSafeText } from './text-safety';

describe('text safety', () => {
  it.each([
    ['a\u0000b', true],
    ['bell\u0007', true],
    ['del\u007f', true],
    ['escape\u001b[31m', true],
    ['lone high \ud800 surrogate', true],
    ['lone low \udc00 surrogate', true],
    ['reversed pair \udc00\ud800', true],
    ['tab\tline\nreturn\r', false],
    ['pair 😀 and ümlaut', false],
    ['', false],
  ])('%j unsafe: %s', (text, expected) => {
    expect(hasUnsafeCharacter(text)).toBe(expected);
  });

  it('escapes controls visibly and replaces lone surrogates', () => {
    expect(toSafeText('evil\u0000name.json')).toBe('evil\\u0000name.json');
    expect(toSafeText('x\u001by')).toBe('x\\u001by');
    expect(toSafeText('a\ud800b')).toBe('a\ufffdb');
    expect(toSafeText('fine 😀\n')).toBe('fine 😀\n');
  });

  it('answers text that is always safe afterwards', () => {
    // One assertion over all 65,536 code units (an expect per unit took seconds under coverage).
    const stillUnsafe: number[] = [];
    for (let code = 0; code < 0x10000; code += 1) {
      if (hasUnsafeCharacter(toSafeText(`a${String.fromCharCode(code)}b`))) {
        stillUnsafe.push(code);
      }
    }
    expect(stillUnsafe).toEqual([]);
  });
});
