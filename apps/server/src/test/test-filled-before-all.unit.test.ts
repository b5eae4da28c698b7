import { describe, expect, it } from 'vitest';
import { fieldsFilledBeforeAll } from './test-filled-before-all';

describe('fieldsFilledBeforeAll', () => {
  it('reads each field from the value once filled, and refuses a read before then', () => {
    let filled: { name: string; count: number } | undefined;
    const fields = fieldsFilledBeforeAll('the test world', () => filled, ['name', 'count']);
    expect(() => fields.name).toThrow('the test world is used before beforeAll');
    filled = { name: 'first', count: 1 };
    expect([fields.name, fields.count]).toEqual(['first', 1]);
    filled = { name: 'second', count: 2 };
    expect(fields.name).toBe('second');
  });
});
