const HOUR_MS = 60 * 60 * 1000;
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per locale ('' is the runtime's own: the browser's language in the app). */
function dateFormatFor(locale: string | undefined): Intl.DateTimeFormat {
  const key = locale ?? '';
  const known = dateFormats.get(key);
  if (known !== undefined) {
    return known;
  }
  const created = new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
  dateFormats.set(key, created);
  return created;
}

function toDate(value: Date | string | number): Date {
  return value instanceof Date ? value : new Date(value);
}

/**
 * The app's one date format: a calendar day in UTC with a short month in the reader's locale (the runtime's
 * unless given), e.g. 'Sep 4, 2025' in en-US, '4 Sept 2025' in en-GB; empty for an invalid date.
 */
export function formatDate(value: Date | string | number, locale?: string): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) {
    return '';
  }
  return dateFormatFor(locale).format(date);
}

/**
 * How long ago `value` was at `now` (clarifications): under 1 h 'just now' (also for future times),
 * 1–2 h '1 hour ago', 2–23 h 'N hours ago', 23–28 h 'yesterday', then the UTC date as 'Sep 4, 2025'.
 */
export function formatRelativeTime(value: Date | string | number, now: Date): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) {
    return '';
  }
  const hours = Math.floor((now.getTime() - date.getTime()) / HOUR_MS);
  if (hours < 1) {
    return 'just now';
  }
  if (hours < 2) {
    return '1 hour ago';
  }
  if (hours < 23) {
    return `${hours} hours ago`;
  }
  if (hours < 28) {
    return 'yesterday';
  }
  return formatDate(date);
}

function oneDecimal(value: number): string {
  return String(Math.round(value * 10) / 10);
}

/**
 * A duration for tables: whole seconds under a minute ('45 s'), whole minutes under an hour ('12 min'),
 * the unit chosen before rounding (59.6 s is '60 s', 3,599 s is '60 min'), then hours with at most one decimal ('3.5 h', '2 h'); negative or non-finite input counts as 0.
 */
export function formatDuration(durationSeconds: number): string {
  // The unit is chosen from the exact duration and only then rounded (docs/product-spec.md §9): 3,599 s is '60 min', not '1 h'.
  const seconds = Number.isFinite(durationSeconds) && durationSeconds > 0 ? durationSeconds : 0;
  if (seconds < 60) {
    return `${Math.round(seconds)} s`;
  }
  if (seconds < 3600) {
    return `${Math.round(seconds / 60)} min`;
  }
  return `${oneDecimal(seconds / 3600)} h`;
}

/**
 * A distance for tables: whole metres under 1000 ('850 m'), then kilometres with at most one decimal
 * ('1.2 km', '3 km'); negative or non-finite input counts as 0.
 */
export function formatDistance(distanceMeters: number): string {
  const meters = Number.isFinite(distanceMeters) && distanceMeters > 0 ? Math.round(distanceMeters) : 0;
  if (meters < 1000) {
    return `${meters} m`;
  }
  return `${oneDecimal(meters / 1000)} km`;
}
