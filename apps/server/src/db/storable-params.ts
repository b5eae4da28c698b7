// PostgreSQL refuses U+0000 in text and jsonb, and jsonb refuses `\u0000` and unpaired surrogate escapes;
// one such character in a file name, a project name or an imported document would fail the statement and
// with it the error path that tries to record the failure. Every parameter passes through here, so no
// caller can forget: validation at the HTTP edge rejects such input, this keeps anything else storable.

const JSON_ESCAPE_HINT = /\\u(?:0000|d[89a-f])/i;
const ESCAPE = /(\\+)u(0000|d[89ab][0-9a-f]{2}|d[c-f][0-9a-f]{2})/gi;
const LOW_SURROGATE_ESCAPE = /^\\ud[c-f][0-9a-f]{2}/i;

/** JSON text with `\u0000` and unpaired surrogate escapes replaced by `\ufffd`; escaped backslashes respected. */
export function toStorableJsonText(json: string): string {
  if (!JSON_ESCAPE_HINT.test(json)) {
    return json;
  }
  let out = '';
  let copiedUpTo = 0;
  ESCAPE.lastIndex = 0;
  for (let match = ESCAPE.exec(json); match !== null; match = ESCAPE.exec(json)) {
    const backslashes = match[1] ?? '';
    const code = (match[2] ?? '').toLowerCase();
    // An even run of backslashes is literal text ("\\u0000" is a backslash followed by "u0000").
    if (backslashes.length % 2 === 0) {
      continue;
    }
    const end = match.index + match[0].length;
    const isHigh = /^d[89ab]/.test(code);
    if (isHigh && LOW_SURROGATE_ESCAPE.test(json.slice(end, end + 6))) {
      // A proper pair: keep it and step over its low half.
      ESCAPE.lastIndex = end + 6;
      continue;
    }
    out += `${json.slice(copiedUpTo, match.index)}${backslashes}ufffd`;
    copiedUpTo = end;
  }
  return copiedUpTo === 0 ? json : out + json.slice(copiedUpTo);
}

/** A statement parameter made storable: raw U+0000 becomes U+FFFD; JSON-looking text is cleaned as above. */
export function toStorableParam(value: unknown): unknown {
  if (typeof value !== 'string') {
    return value;
  }
  const text = value.includes('\u0000') ? value.replaceAll('\u0000', '\ufffd') : value;
  const first = text.charCodeAt(0);
  // '[' or '{': only JSON documents carry escapes PostgreSQL would decode.
  return first === 0x5b || first === 0x7b ? toStorableJsonText(text) : text;
}

/** Every parameter of one statement made storable (the array is copied only when something changes). */
export function toStorableParams(params: unknown[]): unknown[] {
  let changed: unknown[] | null = null;
  for (let i = 0; i < params.length; i++) {
    const value = params[i];
    const storable = toStorableParam(value);
    if (storable !== value) {
      changed ??= [...params];
      changed[i] = storable;
    }
  }
  return changed ?? params;
}
