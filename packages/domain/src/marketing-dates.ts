const MONTH_INDEX: Readonly<Record<string, number>> = {
  jan: 0,
  feb: 1,
  mar: 2,
  apr: 3,
  may: 4,
  jun: 5,
  jul: 6,
  aug: 7,
  sep: 8,
  sept: 8,
  oct: 9,
  nov: 10,
  dec: 11,
};

const MONTH_NAMES = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
] as const;

/** The 0-based month of an English month name or abbreviation ('Jan', 'Sept', 'September'), or null. */
export function monthIndexOf(name: string): number | null {
  const lower = name.trim().toLowerCase().replace(/\.$/, '');
  const abbreviated = MONTH_INDEX[lower];
  if (abbreviated !== undefined) {
    return abbreviated;
  }
  const full = MONTH_NAMES.indexOf(lower as (typeof MONTH_NAMES)[number]);
  return full === -1 ? null : full;
}

/** A UTC date from calendar parts, or null when the day does not exist in that month. */
export function utcDate(year: number, monthIndex: number, day: number, minutes = 0): Date | null {
  const date = new Date(Date.UTC(year, monthIndex, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== monthIndex || date.getUTCDate() !== day) {
    return null;
  }
  return new Date(date.getTime() + minutes * 60_000);
}

const HTML_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  rsquo: '’',
  lsquo: '‘',
  rdquo: '”',
  ldquo: '“',
};

/** Text with HTML character references decoded (named common ones, decimal and hex). */
export function decodeHtmlEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref.startsWith('#x') || ref.startsWith('#X')) {
      const code = Number.parseInt(ref.slice(2), 16);
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    if (ref.startsWith('#')) {
      const code = Number.parseInt(ref.slice(1), 10);
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return HTML_ENTITIES[ref.toLowerCase()] ?? whole;
  });
}

/** Plain text of an HTML fragment: tags removed, entities decoded, whitespace collapsed and trimmed. */
export function htmlToText(html: string): string {
  return decodeHtmlEntities(html.replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}
