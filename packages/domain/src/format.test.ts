import { describe, it, expect } from 'vitest';
import { formatDate, formatDistance, formatDuration, formatRelativeTime } from './format';

const NOW = new Date('2025-09-04T12:00:00Z');
const HOUR = 3_600_000;

function ago(ms: number): Date {
  return new Date(NOW.getTime() - ms);
}

describe('formatRelativeTime', () => {
  it.each([
    [0, 'just now'],
    [59 * 60_000, 'just now'],
    [HOUR - 1, 'just now'],
    [HOUR, '1 hour ago'],
    [2 * HOUR - 1, '1 hour ago'],
    [2 * HOUR, '2 hours ago'],
    [5 * HOUR + 30 * 60_000, '5 hours ago'],
    [22 * HOUR, '22 hours ago'],
    [23 * HOUR - 1, '22 hours ago'],
    [23 * HOUR, 'yesterday'],
    [27 * HOUR, 'yesterday'],
    [28 * HOUR - 1, 'yesterday'],
    [28 * HOUR, 'Sep 3, 2025'],
    [40 * HOUR, 'Sep 2, 2025'],
    [365 * 24 * HOUR, 'Sep 4, 2024'],
  ])('%i ms ago reads %j', (ms, text) => {
    expect(formatRelativeTime(ago(ms), NOW)).toBe(text);
  });

  it('says just now for a time in the future', () => {
    expect(formatRelativeTime(new Date(NOW.getTime() + 5 * HOUR), NOW)).toBe('just now');
  });

  it('accepts ISO strings and epoch milliseconds', () => {
    expect(formatRelativeTime('2025-09-04T09:00:00Z', NOW)).toBe('3 hours ago');
    expect(formatRelativeTime(NOW.getTime() - 3 * HOUR, NOW)).toBe('3 hours ago');
  });

  it('is empty for an invalid date', () => {
    expect(formatRelativeTime('garbage', NOW)).toBe('');
  });
});

describe('formatDate', () => {
  it.each([
    ['2025-01-01T00:00:00Z', 'Jan 1, 2025'],
    ['2025-12-31T23:59:59Z', 'Dec 31, 2025'],
    ['2024-02-29T10:00:00Z', 'Feb 29, 2024'],
    ['2025-09-04T00:30:00+02:00', 'Sep 3, 2025'],
  ])('formats %s in UTC as %j', (iso, text) => {
    expect(formatDate(iso)).toBe(text);
  });

  it('is empty for an invalid date', () => {
    expect(formatDate(new Date(Number.NaN))).toBe('');
  });

  it("follows the reader's locale, still in UTC", () => {
    expect(formatDate('2025-09-04T00:30:00+02:00', 'en-US')).toBe('Sep 3, 2025');
    expect(formatDate('2025-09-04T10:00:00Z', 'en-GB')).toBe('4 Sept 2025');
    expect(formatDate('2025-09-04T10:00:00Z', 'de-DE')).toBe('4. Sept. 2025');
  });
});

describe('formatDuration', () => {
  it.each([
    [0, '0 s'],
    [1, '1 s'],
    [45, '45 s'],
    [59.4, '59 s'],
    [59.5, '60 s'],
    [59.99, '60 s'],
    [60, '1 min'],
    [89, '1 min'],
    [90, '2 min'],
    [720, '12 min'],
    [3569, '59 min'],
    [3570, '60 min'],
    [3599, '60 min'],
    [3600, '1 h'],
    [5400, '1.5 h'],
    [12600, '3.5 h'],
    [7200, '2 h'],
    [3600 * 100 + 360, '100.1 h'],
  ])('%d seconds reads %j', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });

  it.each([-5, Number.NaN, Number.POSITIVE_INFINITY])('reads %d as 0 s', (seconds) => {
    expect(formatDuration(seconds)).toBe('0 s');
  });
});

describe('formatDistance', () => {
  it.each([
    [0, '0 m'],
    [0.4, '0 m'],
    [12.6, '13 m'],
    [850, '850 m'],
    [999.4, '999 m'],
    [999.5, '1 km'],
    [1000, '1 km'],
    [1200, '1.2 km'],
    [1249, '1.2 km'],
    [1250, '1.3 km'],
    [15000, '15 km'],
    [123456, '123.5 km'],
  ])('%d metres reads %j', (meters, text) => {
    expect(formatDistance(meters)).toBe(text);
  });

  it.each([-1, Number.NaN])('reads %d as 0 m', (meters) => {
    expect(formatDistance(meters)).toBe('0 m');
  });
});
