import { decodeHtmlEntities, htmlToText, monthIndexOf, utcDate } from './marketing-dates';

/** First and last day of a course, at 00:00 UTC. */
interface CourseDates {
  /** First course day. */
  start: Date;
  /** Last course day. */
  end: Date;
}

const COURSE_DATES = /^([A-Za-z]{3})\s+(\d{1,2})\s*[-–]\s*(?:([A-Za-z]{3})\s+)?(\d{1,2}),\s*(\d{4})$/;

/**
 * Parses course date text 'Jan 01 - 03, 2025' or 'Jan 30 - Feb 02, 2025' (clarifications); the year is the
 * end's, and a range crossing New Year ('Dec 30 - Jan 02, 2026') starts in the previous year; null otherwise.
 */
export function parseCourseDates(text: string): CourseDates | null {
  const match = COURSE_DATES.exec(text.trim());
  if (match === null) {
    return null;
  }
  const [, startMonthText = '', startDay = '', endMonthText, endDay = '', yearText = ''] = match;
  const startMonth = monthIndexOf(startMonthText);
  const endMonth = endMonthText === undefined ? startMonth : monthIndexOf(endMonthText);
  if (startMonth === null || endMonth === null) {
    return null;
  }
  const year = Number(yearText);
  const startYear = startMonth > endMonth ? year - 1 : year;
  const start = utcDate(startYear, startMonth, Number(startDay));
  const end = utcDate(year, endMonth, Number(endDay));
  if (start === null || end === null || end.getTime() < start.getTime()) {
    return null;
  }
  return { start, end };
}

const WEEKDAYS =
  'monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun';
const WEEKDAY_DATE = new RegExp(`^(?:${WEEKDAYS})\\.?,?\\s+([^|]+?)\\s*\\|\\s*(.*)$`, 'i');
const MONTH_DAY_YEAR = /^([A-Za-z]+)\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})$/;
const DAY_MONTH_YEAR = /^(\d{1,2})(?:st|nd|rd|th)?\s+([A-Za-z]+)\.?,?\s+(\d{4})$/;
const TIME = /^(\d{1,2})(?::(\d{2}))?\s*(am|pm)?\s*([A-Z]{2,4})?\b/i;

/** UTC offsets in minutes of the time-zone abbreviations webinar headings use. */
const ZONE_OFFSETS: Readonly<Record<string, number>> = {
  UTC: 0,
  GMT: 0,
  BST: 60,
  CET: 60,
  CEST: 120,
  EET: 120,
  EEST: 180,
  IST: 330,
  EST: -300,
  EDT: -240,
  ET: -240,
  CST: -360,
  CDT: -300,
  CT: -300,
  MST: -420,
  MDT: -360,
  PST: -480,
  PDT: -420,
  PT: -420,
};

function parseDatePart(text: string): { year: number; month: number; day: number } | null {
  const mdy = MONTH_DAY_YEAR.exec(text);
  if (mdy !== null) {
    const month = monthIndexOf(mdy[1] ?? '');
    return month === null ? null : { year: Number(mdy[3]), month, day: Number(mdy[2]) };
  }
  const dmy = DAY_MONTH_YEAR.exec(text);
  if (dmy !== null) {
    const month = monthIndexOf(dmy[2] ?? '');
    return month === null ? null : { year: Number(dmy[3]), month, day: Number(dmy[1]) };
  }
  return null;
}

/** Minutes after 00:00 UTC of a heading time such as '10:00 AM EST', or 0 when absent or unreadable. */
function parseTimePart(text: string): number {
  const match = TIME.exec(text.trim());
  if (match === null) {
    return 0;
  }
  let hours = Number(match[1]);
  const minutes = Number(match[2] ?? '0');
  const meridiem = match[3]?.toLowerCase();
  if (meridiem === 'pm' && hours < 12) {
    hours += 12;
  } else if (meridiem === 'am' && hours === 12) {
    hours = 0;
  }
  if (hours > 23 || minutes > 59) {
    return 0;
  }
  const offset = ZONE_OFFSETS[(match[4] ?? 'UTC').toUpperCase()] ?? 0;
  return hours * 60 + minutes - offset;
}

/**
 * The date of a webinar from its first h5 heading 'Weekday, Month D, YYYY | time' (time and zone optional,
 * default 00:00 UTC), or null when the heading is missing or its date cannot be read.
 */
export function parseWebinarDate(contentHtml: string): Date | null {
  const heading = /<h5\b[^>]*>([\s\S]*?)<\/h5>/i.exec(contentHtml);
  if (heading === null) {
    return null;
  }
  const match = WEEKDAY_DATE.exec(htmlToText(heading[1] ?? ''));
  if (match === null) {
    return null;
  }
  const date = parseDatePart((match[1] ?? '').trim());
  if (date === null) {
    return null;
  }
  return utcDate(date.year, date.month, date.day, parseTimePart(match[2] ?? ''));
}

/** A webinar post of the external feed. */
export interface WebinarPost {
  /** The post body. */
  content: { rendered: string };
  /** The post title. */
  title: { rendered: string };
  /** The webinar page. */
  link: string;
}

/** A webinar chosen for the What's new dialog. */
export interface ChosenWebinar {
  /** Plain-text title. */
  title: string;
  /** The webinar page. */
  link: string;
  /** When it takes place. */
  date: Date;
}

/** The webinar to show: the nearest future one, else the most recent past one; posts without a date are skipped. */
export function chooseWebinar(posts: readonly WebinarPost[], now: Date): ChosenWebinar | null {
  const dated = posts.flatMap((post) => {
    const date = parseWebinarDate(post.content.rendered);
    return date === null ? [] : [{ title: htmlToText(post.title.rendered), link: post.link, date }];
  });
  const future = dated.filter((webinar) => webinar.date.getTime() > now.getTime());
  if (future.length > 0) {
    return future.reduce((best, webinar) => (webinar.date < best.date ? webinar : best));
  }
  if (dated.length === 0) {
    return null;
  }
  return dated.reduce((best, webinar) => (webinar.date > best.date ? webinar : best));
}

/** The webinar button label: 'Find webinars' without a date, 'Enroll' for a future date, else 'Watch now'. */
export function webinarButtonLabel(date: Date | null, now: Date): 'Watch now' | 'Enroll' | 'Find webinars' {
  if (date === null) {
    return 'Find webinars';
  }
  return date.getTime() > now.getTime() ? 'Enroll' : 'Watch now';
}

/** Title of a course card that names none. */
export const DEFAULT_COURSE_TITLE = 'Wi-Fi Design Course';

/** A course card of the external feed, parsed. */
export interface CourseCard {
  /** Region, e.g. 'Europe'; '' when absent. */
  region: string;
  /** Date text, e.g. 'Jan 30 - Feb 02, 2025'; '' when absent. */
  dates: string;
  /** Course title, DEFAULT_COURSE_TITLE when absent. */
  title: string;
  /** Host or trainer; '' when absent. */
  host: string;
  /** Time text; '' when absent. */
  time: string;
  /** Enrolment link (http or https only); '' when absent. */
  link: string;
  /** First number of the seats text; 0 when absent. */
  seatsAvailable: number;
  /** Voucher note; '' when absent. */
  voucherNote: string;
}

type CardField = 'region' | 'dates' | 'title' | 'host' | 'time' | 'seats' | 'voucher';

const LABELS: ReadonlyArray<[CardField, RegExp]> = [
  ['region', /^(?:region|location)\s*:\s*(.+)$/i],
  ['dates', /^dates?\s*:\s*(.+)$/i],
  ['title', /^(?:title|course)\s*:\s*(.+)$/i],
  ['host', /^(?:hosted by\s*:?|(?:host|trainer|instructor)\s*:)\s*(.+)$/i],
  ['time', /^time\s*:\s*(.+)$/i],
  ['seats', /^(?:seats?(?: available| left)?)\s*:\s*(.+)$/i],
];

const CLASS_FIELDS: ReadonlyArray<[CardField, string]> = [
  ['region', 'region|location'],
  ['dates', 'dates?'],
  ['title', 'title'],
  ['host', 'host|trainer|instructor'],
  ['time', 'time'],
  ['seats', 'seats?'],
  ['voucher', 'voucher'],
];

function classField(html: string, pattern: string): string {
  const element = new RegExp(
    `<(\\w+)\\b[^>]*\\bclass\\s*=\\s*["'][^"']*?(?<![\\w-])(?:[\\w-]*-)?(?:${pattern})(?![\\w])[^"']*["'][^>]*>([\\s\\S]*?)</\\1>`,
    'i',
  ).exec(html);
  return element === null ? '' : htmlToText(element[2] ?? '');
}

function textBlocks(html: string): string[] {
  return html
    .split(
      /<(?:br|\/?(?:p|div|li|ul|ol|span|h[1-6]|td|tr|section|article|header|footer|a|strong|b|em))\b[^>]*>/i,
    )
    .map((block) => htmlToText(block))
    .filter((block) => block !== '');
}

function safeLink(html: string): string {
  const anchors = [...html.matchAll(/<a\b([^>]*)>/gi)].map((anchor) => anchor[1] ?? '');
  const hrefOf = (attributes: string): string => {
    const href = /\bhref\s*=\s*(?:"([^"]*)"|'([^']*)')/i.exec(attributes);
    return decodeHtmlEntities((href?.[1] ?? href?.[2] ?? '').trim());
  };
  const preferred = anchors.filter((attributes) =>
    /class\s*=\s*["'][^"']*(?:btn|button|enrol|register)/i.test(attributes),
  );
  for (const attributes of [...preferred, ...anchors]) {
    const href = hrefOf(attributes);
    if (/^https?:\/\/[^\s/\\]/i.test(href)) {
      return href;
    }
  }
  return '';
}

function firstNumber(text: string): number {
  const match = /\d+/.exec(text);
  return match === null ? 0 : Number(match[0]);
}

/**
 * Parses the card markup of the course feed with a tolerant reader: class names first (e.g. class="region"),
 * then 'Label: value' lines, then a date-looking line and the first heading; unknown markup yields the defaults.
 */
export function parseCourseCard(html: string): CourseCard {
  const fields: Partial<Record<CardField, string>> = {};
  for (const [field, pattern] of CLASS_FIELDS) {
    const value = classField(html, pattern);
    if (value !== '') {
      fields[field] = value;
    }
  }
  const blocks = textBlocks(html);
  for (const block of blocks) {
    for (const [field, pattern] of LABELS) {
      const value = pattern.exec(block)?.[1]?.trim();
      if (fields[field] === undefined && value !== undefined && value !== '') {
        fields[field] = value;
      }
    }
  }
  fields.dates ??= blocks.find((block) => parseCourseDates(block) !== null);
  fields.seats ??= blocks.find((block) => /\bseats?\b/i.test(block));
  fields.voucher ??= blocks.find((block) => /\bvoucher\b/i.test(block));
  const heading = /<h[1-6]\b[^>]*>([\s\S]*?)<\/h[1-6]>/i.exec(html);
  fields.title ??= heading === null ? undefined : htmlToText(heading[1] ?? '') || undefined;
  return {
    region: fields.region ?? '',
    dates: fields.dates ?? '',
    title: fields.title ?? DEFAULT_COURSE_TITLE,
    host: fields.host ?? '',
    time: fields.time ?? '',
    link: safeLink(html),
    seatsAvailable: firstNumber(fields.seats ?? ''),
    voucherNote: fields.voucher ?? '',
  };
}

/** A course chosen for the What's new dialog, with its parsed dates. */
export interface ChosenCourse {
  /** The parsed card. */
  card: CourseCard;
  /** First and last day. */
  dates: CourseDates;
}

/** The first course with a readable date text, a start later than now and a link; cards with bad dates are skipped. */
export function chooseCourse(cards: readonly CourseCard[], now: Date): ChosenCourse | null {
  for (const card of cards) {
    const dates = parseCourseDates(card.dates);
    if (dates !== null && dates.start.getTime() > now.getTime() && card.link !== '') {
      return { card, dates };
    }
  }
  return null;
}
