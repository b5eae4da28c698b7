import { describe, expect, it } from 'vitest';
import { toStorableJsonText, toStorableParam, toStorableParams } from './storable-params';

describe('storable statement parameters', () => {
  it('replaces raw NUL characters in any text', () => {
    expect(toStorableParam('evil\u0000name')).toBe('evil\ufffdname');
    expect(toStorableParam(42)).toBe(42);
  });

  it('cleans NUL and unpaired surrogate escapes in JSON text, keeping pairs and literal backslashes', () => {
    const json = JSON.stringify({
      a: 'x\u0000y',
      b: 'lone \ud800 high',
      c: 'lone \udc00 low',
      d: '😀',
      e: '\\u0000',
    });
    const cleaned = toStorableJsonText(json);
    expect(JSON.parse(cleaned)).toEqual({
      a: 'x\ufffdy',
      b: 'lone \ufffd high',
      c: 'lone \ufffd low',
      d: '😀',
      e: '\\u0000',
    });
    // An escaped pair (as another writer may emit it) stays a pair.
    expect(JSON.parse(toStorableJsonText('["\\ud83d\\ude00"]'))).toEqual(['😀']);
  });

  it('leaves text without escapes alone, and only looks for escapes in JSON-looking text', () => {
    const json = '{"a":"plain"}';
    expect(toStorableJsonText(json)).toBe(json);
    expect(toStorableParam('reason quotes \\u0000 visibly')).toBe('reason quotes \\u0000 visibly');
  });

  it('copies the parameter list only when a value changes', () => {
    const clean = ['a', 1, null];
    expect(toStorableParams(clean)).toBe(clean);
    expect(toStorableParams(['a\u0000'])).toEqual(['a\ufffd']);
  });
});
