// Reading Ekahau's `<# … #>` tags as Word and years of hand-editing leave them.

/** One Ekahau tag, read from the text between its markers. */
export type EkahauTag =
  /** `${name}`; `isWellFormed` is false for a damaged one such as `${floor-name` (printed, never refused). */
  | { kind: 'data'; name: string; isWellFormed: boolean }
  | { kind: 'loop-start'; loopType: string; options: Record<string, unknown> }
  /** `loopType`: the loop it says it ends ('' when it names none). */
  | { kind: 'loop-end'; loopType: string }
  | { kind: 'if'; condition: Record<string, unknown> }
  | { kind: 'else' }
  | { kind: 'endif' }
  | { kind: 'visualization'; options: Record<string, unknown> }
  /** Airlens's addition: `"kpi": {"name": "snr", "band": "5"}`, a KPI score of the project, a floor or an area. */
  | { kind: 'kpi'; options: Record<string, unknown> }
  /** A tag Airlens prints nothing for (unknown JSON, unreadable text): it is removed from the output. */
  | { kind: 'other'; text: string };

/** Where a tag sits in a text: `[start, end)` covers both markers; `body` is what lies between them. */
export interface TagSpan {
  start: number;
  end: number;
  body: string;
}

// `<` may be stored as the text "&lt;" when an entity was typed or pasted; both open a tag.
const OPEN = /<#|&lt;#/g;
const CLOSE = /#>|#&gt;/g;

function nextMatch(pattern: RegExp, text: string, from: number): { index: number; length: number } | null {
  pattern.lastIndex = from;
  const match = pattern.exec(text);
  return match === null ? null : { index: match.index, length: match[0].length };
}

/**
 * The tags of a text in order. A tag ends at its `#>`; one closed by a bare `#` (or not closed at all) ends
 * where the next `<#` starts; the last unclosed one ends at `limitOf(start)` (the end of its paragraph).
 */
export function findTags(text: string, limitOf: (start: number) => number = () => text.length): TagSpan[] {
  const tags: TagSpan[] = [];
  let from = 0;
  for (;;) {
    const open = nextMatch(OPEN, text, from);
    if (open === null) {
      return tags;
    }
    const bodyStart = open.index + open.length;
    const close = nextMatch(CLOSE, text, bodyStart);
    const nextOpen = nextMatch(OPEN, text, bodyStart);
    let end: number;
    let body: string;
    if (close !== null && (nextOpen === null || close.index < nextOpen.index)) {
      end = close.index + close.length;
      body = text.slice(bodyStart, close.index);
    } else if (nextOpen !== null) {
      end = nextOpen.index;
      body = text.slice(bodyStart, end).replace(/#\s*$/, '');
    } else {
      end = Math.max(bodyStart, Math.min(text.length, limitOf(open.index)));
      body = text.slice(bodyStart, end).replace(/#\s*$/, '');
    }
    tags.push({ start: open.index, end, body });
    from = end;
  }
}

const ENTITIES: Readonly<Record<string, string>> = {
  lt: '<',
  gt: '>',
  amp: '&',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/** Entities left as text (typed or double-escaped) decoded once. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) {
      return String.fromCodePoint(parseInt(name.slice(2), 16));
    }
    if (name.startsWith('#')) {
      return String.fromCodePoint(parseInt(name.slice(1), 10));
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** Typographic double quotes Word's AutoCorrect and other languages' conventions put into JSON. */
const DOUBLE_QUOTES = /[\u201c\u201d\u201e\u201f\u00ab\u00bb\u301d\u301e\u301f\uff02\u2033]/g;
const SINGLE_QUOTES = /[\u2018\u2019\u201a\u201b\u2039\u203a\u2032]/g;

function cleanText(body: string): string {
  return decodeEntities(body)
    .replace(/[\u00a0\u2007\u202f\u2009\t\r\n]/g, ' ')
    .replace(/[\u200b-\u200d\u2060\ufeff]/g, '')
    .trim();
}

/** Keys lower-cased and trimmed, string values trimmed, all the way down. */
function tidy(value: unknown): unknown {
  if (typeof value === 'string') {
    return value.trim();
  }
  if (Array.isArray(value)) {
    return value.map(tidy);
  }
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key.trim().toLowerCase(), tidy(item)]),
    );
  }
  return value;
}

function tryJson(text: string): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (tidy(parsed) as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * The JSON object of a tag, repaired the ways real templates need: typographic quotes straightened, the
 * outer braces Ekahau's articles leave out added, trailing commas dropped, single-quoted or bare keys quoted.
 */
export function parseTagJson(body: string): Record<string, unknown> | null {
  let text = body.replace(DOUBLE_QUOTES, '"').replace(SINGLE_QUOTES, "'").trim();
  if (!text.startsWith('{')) {
    text = `{${text}}`;
  }
  const attempts = [
    text,
    text.replace(/,\s*([}\]])/g, '$1'),
    text
      .replace(/'/g, '"')
      .replace(/,\s*([}\]])/g, '$1')
      .replace(/([{,]\s*)([A-Za-z][\w-]*)\s*:/g, '$1"$2":'),
  ];
  for (const attempt of attempts) {
    const parsed = tryJson(attempt);
    if (parsed !== null) {
      return parsed;
    }
  }
  return null;
}

const NAME = /^[A-Za-z0-9][A-Za-z0-9_.-]*$/;

function objectOf(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/** Reads one tag's body (the text between `<#` and `#>`). */
export function parseTag(rawBody: string): EkahauTag {
  const body = cleanText(rawBody);
  const data = /^\$\s*\{\s*([^{}]*?)\s*\}$/.exec(body);
  if (data !== null) {
    const name = (data[1] ?? '').toLowerCase();
    return NAME.test(name) ? { kind: 'data', name, isWellFormed: true } : { kind: 'other', text: body };
  }
  const damaged = /^\$\s*\{?\s*([A-Za-z0-9][A-Za-z0-9_.-]*)\s*\}?$/.exec(body);
  if (damaged !== null) {
    return { kind: 'data', name: (damaged[1] ?? '').toLowerCase(), isWellFormed: false };
  }
  const json = parseTagJson(body);
  const [key, value] = Object.entries(json ?? {})[0] ?? [];
  switch (key) {
    case 'loop-start': {
      const options = objectOf(value);
      const loopType = typeof options.type === 'string' ? options.type.toLowerCase() : '';
      return { kind: 'loop-start', loopType, options };
    }
    case 'loop-end': {
      const options = objectOf(value);
      return {
        kind: 'loop-end',
        loopType: typeof options.type === 'string' ? options.type.toLowerCase() : '',
      };
    }
    case 'if':
      return { kind: 'if', condition: objectOf(value) };
    case 'else':
      return { kind: 'else' };
    case 'endif':
    case 'end-if':
    case 'if-end':
      return { kind: 'endif' };
    case 'visualization':
      return { kind: 'visualization', options: objectOf(value) };
    case 'kpi':
      return { kind: 'kpi', options: objectOf(value) };
    default:
      return { kind: 'other', text: body };
  }
}
