import { describe, it, expect } from 'vitest';
import { decodeHtmlEntities, htmlToText, monthIndexOf, utcDate } from './marketing-dates';

describe('monthIndexOf', () => {
  it.each([
    ['Jan', 0],
    ['jan', 0],
    ['Sept', 8],
    ['Sep.', 8],
    ['September', 8],
    ['DECEMBER', 11],
    ['May', 4],
    ['Foo', null],
    ['', null],
  ])('%j is month %s', (name, index) => {
    expect(monthIndexOf(name)).toBe(index);
  });
});

describe('utcDate', () => {
  it('builds a UTC date with optional minutes', () => {
    expect(utcDate(2025, 8, 4)?.toISOString()).toBe('2025-09-04T00:00:00.000Z');
    expect(utcDate(2025, 8, 4, 90)?.toISOString()).toBe('2025-09-04T01:30:00.000Z');
  });

  it('rejects impossible days', () => {
    expect(utcDate(2025, 1, 29)).toBeNull();
    expect(utcDate(2024, 1, 29)?.toISOString()).toBe('2024-02-29T00:00:00.000Z');
    expect(utcDate(2025, 3, 31)).toBeNull();
    expect(utcDate(2025, 0, 0)).toBeNull();
  });
});

describe('decodeHtmlEntities and htmlToText', () => {
  it('decodes named, decimal and hex references', () => {
    expect(decodeHtmlEntities('A &amp; B &#124; C &#x7C; D&nbsp;E &lt;x&gt; &unknown;')).toBe(
      'A & B | C | D E <x> &unknown;',
    );
  });

  it('leaves out-of-range references alone', () => {
    expect(decodeHtmlEntities('&#99999999;')).toBe('&#99999999;');
  });

  it('strips tags and collapses whitespace', () => {
    expect(htmlToText('<p>  Hello <b>big</b>\n  world </p>')).toBe('Hello big world');
  });
});
