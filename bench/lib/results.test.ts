import { describe, expect, it } from 'vitest';
import { median, positiveInteger, round } from './results';

describe('median', () => {
  it('takes the middle of an odd count whatever the input order', () => {
    expect(median([30, 10, 20])).toBe(20);
  });

  it('averages the two middle values of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('answers NaN for no values, which the JSON writes as null', () => {
    expect(median([])).toBeNaN();
    expect(JSON.stringify({ warmMedian: round(median([])) })).toBe('{"warmMedian":null}');
  });

  it('does not reorder the caller’s array', () => {
    const values = [3, 1, 2];
    median(values);
    expect(values).toEqual([3, 1, 2]);
  });
});

describe('round', () => {
  it('keeps three decimals below 10 and one above', () => {
    expect(round(1.23456)).toBe(1.235);
    expect(round(1079.44)).toBe(1079.4);
    expect(round(-2.00049)).toBe(-2);
  });
});

describe('positiveInteger', () => {
  it('reads a whole number above 0', () => {
    expect(positiveInteger('3', 1)).toBe(3);
  });

  it('falls back for an option left out, mistyped, fractional, zero or negative', () => {
    for (const value of [undefined, 'three', '2.5', '0', '-4', '']) {
      expect(positiveInteger(value, 7)).toBe(7);
    }
  });
});
