import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { findUnsafeField } from './input-guard';

describe('findUnsafeField', () => {
  it.each([
    [{ name: 'fine', tags: ['a', 'b'] }, null],
    [{ name: 'a\u0000b' }, 'name'],
    [{ users: [{ username: 'ok' }, { username: 'x\u0007' }] }, 'users[1].username'],
    [[{ role: 'READ_USER', username: '\ud800' }], '[0].username'],
    [{ ['bad\u0000key']: 1 }, ''],
    ['lone\u0000', ''],
    [Buffer.from([0, 1, 2]), null],
    [{ multiline: 'first\r\nsecond\tthird' }, null],
  ])('%j → %j', (value, expected) => {
    expect(findUnsafeField(value)).toBe(expected);
  });

  it('leaves a streamed body alone: its object graph is not text and refers back to itself', () => {
    const stream = new PassThrough();
    Object.assign(stream, { self: stream, note: 'x\u0000' });
    expect(findUnsafeField(stream)).toBeNull();
    expect(findUnsafeField({ query: Object.assign(Object.create(null) as object, { q: 'a\u0000' }) })).toBe(
      'query.q',
    );
  });

  it('walks query strings and forms as their parser builds them (an empty class without Object.prototype)', () => {
    function Empty() {}
    Empty.prototype = Object.create(null) as object;
    const parsed = Object.create(Empty.prototype) as Record<string, unknown>;
    parsed.query = 'a\u0000';
    expect(findUnsafeField(parsed)).toBe('query');
  });

  it('walks nesting deeper than the call stack without overflowing', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 200_000; i++) {
      deep = [deep];
    }
    expect(findUnsafeField(deep)).toMatch(/^\[0\]/);
  });
});
