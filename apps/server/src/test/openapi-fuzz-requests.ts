// Test support (http/fuzz.test.ts): whole requests for one OpenAPI operation (caller, path, query, body and
// content type), built from the value arbitraries of openapi-fuzz.ts.
import fc from 'fast-check';
import {
  schemaValue,
  taintedValue,
  type Caller,
  type FuzzRequest,
  type KnownValues,
  type OpenApiDocument,
  type Operation,
} from './openapi-fuzz';
import { validValue } from './openapi-fuzz-valid';

const caller: fc.Arbitrary<Caller> = fc.oneof(
  { weight: 4, arbitrary: fc.constant('user' as const) },
  { weight: 3, arbitrary: fc.constant('admin' as const) },
  { weight: 2, arbitrary: fc.constant('anonymous' as const) },
  { weight: 1, arbitrary: fc.constant('user-without-csrf' as const) },
  { weight: 1, arbitrary: fc.constant('admin-wrong-csrf' as const) },
  { weight: 1, arbitrary: fc.constant('forged' as const) },
);

const FORGED_COOKIES = [
  'airlens_session=%E0%A4%A',
  `airlens_session=${'a'.repeat(8_000)}`,
  'airlens_session=; airlens_session=x',
  'airlens_session=00000000-0000-0000-0000-000000000000',
  'airlens_session="\\"',
  '=;=;=',
  'airlens_csrf=x; airlens_session=%00',
  '__Host-airlens_session=%ED%A0%80',
];
const forgedHeaders = fc
  .tuple(fc.constantFrom(...FORGED_COOKIES), fc.constantFrom('', 'x', '%00', 'a'.repeat(5_000)))
  .map(([cookie, csrfToken]) => ({ cookie, csrftoken: csrfToken }));

/** Percent-escapes that are broken or dangerous as they are: cut UTF-8, overlong forms, encoded surrogates. */
const RAW_ESCAPES = [
  '%',
  '%zz',
  '%E0%A4',
  '%C0%AF',
  '%ED%A0%80',
  '%00',
  '%FF%FE',
  '..%2F..%2F',
  '%2e%2e',
  '%25',
];

function utf8Bytes(point: number): number[] {
  if (point < 0x80) {
    return [point];
  }
  if (point < 0x800) {
    return [0xc0 | (point >> 6), 0x80 | (point & 0x3f)];
  }
  if (point < 0x10000) {
    return [0xe0 | (point >> 12), 0x80 | ((point >> 6) & 0x3f), 0x80 | (point & 0x3f)];
  }
  return [
    0xf0 | (point >> 18),
    0x80 | ((point >> 12) & 0x3f),
    0x80 | ((point >> 6) & 0x3f),
    0x80 | (point & 0x3f),
  ];
}

/** Like encodeURIComponent, but a lone surrogate is escaped as its (invalid) 3-byte form instead of throwing. */
export function percentEncode(text: string): string {
  let out = '';
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index] ?? '';
    if (/[A-Za-z0-9\-_.~]/.test(char)) {
      out += char;
      continue;
    }
    let point = text.charCodeAt(index);
    const next = text.charCodeAt(index + 1);
    if (point >= 0xd800 && point <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      point = (point - 0xd800) * 0x400 + (next - 0xdc00) + 0x10000;
      index += 1;
    }
    out += utf8Bytes(point)
      .map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`)
      .join('');
  }
  return out;
}

function asText(value: unknown): string {
  if (typeof value === 'string') {
    return value;
  }
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) {
    return String(value);
  }
  return JSON.stringify(value) ?? '';
}

/** A path segment or query value: encoded text, or a raw broken escape. */
function encoded(value: fc.Arbitrary<unknown>): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 9, arbitrary: value.map((item) => percentEncode(asText(item))) },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_ESCAPES) },
  );
}

function queryPart(name: string, value: fc.Arbitrary<unknown>): fc.Arbitrary<string[]> {
  return value.chain((item) => {
    // Arrays become repeated keys, as a browser's form or URLSearchParams would send them.
    const items = Array.isArray(item) ? item.slice(0, 30) : [item];
    return fc
      .tuple(...items.map((entry) => encoded(fc.constant(entry))))
      .map((texts) => texts.map((text) => `${percentEncode(name)}=${text}`));
  });
}

const EXTRA_QUERY = [
  '%zz=1',
  'a[b][c]=1',
  '__proto__[x]=1',
  'constructor[prototype][x]=1',
  '&&&',
  '=',
  'x=%E0%A4',
];

const MALFORMED_JSON: (string | Buffer)[] = [
  '{',
  '{"a":',
  'nul',
  '\u0000',
  '{"a":1}garbage',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  Buffer.from([0x7b, 0xff, 0xfe, 0x7d]),
  Buffer.from('\ufeff{"a":1}', 'utf16le'),
  '{"a":"\\ud800"}',
  '"\\u0000"',
  '1e999999',
  '{"a":1,"a":2}',
  `1${'0'.repeat(400)}`,
  '',
];
const CONTENT_TYPES = [
  'application/json; charset=utf-8',
  'application/json; charset=utf-16',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=----fuzz',
  'application/xml',
  'application/octet-stream',
  'application/vnd.api+json',
  'a/b/c',
  '',
];

function deepJson(levels: number, open: string, close: string): string {
  return `${open.repeat(levels)}1${close.repeat(levels)}`;
}

type Body = { contentType: string | null; payload: string | Buffer | undefined };

function jsonBody(value: fc.Arbitrary<unknown>): fc.Arbitrary<Body> {
  return value.map((item) => ({ contentType: 'application/json', payload: JSON.stringify(item) ?? 'null' }));
}

/** The same value as an HTML form sends it (some routes take forms, the others must refuse them). */
function formBody(value: fc.Arbitrary<unknown>): fc.Arbitrary<Body> {
  return value.map((item) => {
    const fields =
      item !== null && typeof item === 'object' && !Array.isArray(item)
        ? Object.entries(item)
        : [['value', item]];
    const payload = fields.map(
      ([key, field]) => `${percentEncode(String(key))}=${percentEncode(asText(field))}`,
    );
    return { contentType: 'application/x-www-form-urlencoded', payload: payload.join('&') };
  });
}

const NO_BODY: fc.Arbitrary<Body> = fc.constant({ contentType: null, payload: undefined });

/** Bodies a server must refuse whatever the operation: wrong types, malformed or deep JSON, other media types. */
function brokenBody(): fc.Arbitrary<Body> {
  const wrong = jsonBody(fc.jsonValue({ maxDepth: 3 }));
  const malformed = fc
    .constantFrom(...MALFORMED_JSON)
    .map((payload) => ({ contentType: 'application/json', payload }));
  const otherType = fc
    .tuple(
      fc.constantFrom(...CONTENT_TYPES),
      fc.oneof(fc.string({ maxLength: 30 }), fc.constantFrom(...MALFORMED_JSON)),
    )
    .map(([contentType, payload]) => ({ contentType, payload }));
  const deep = fc.tuple(fc.constantFrom(1_000, 10_000, 100_000), fc.boolean()).map(([levels, isArray]) => ({
    contentType: 'application/json',
    payload: isArray ? deepJson(levels, '[', ']') : deepJson(levels, '{"a":', '}'),
  }));
  const huge = fc.constant({
    contentType: 'application/json',
    payload: JSON.stringify({ a: 'x'.repeat(1_500_000) }),
  });
  return fc.oneof(
    { weight: 3, arbitrary: wrong },
    { weight: 3, arbitrary: malformed },
    { weight: 3, arbitrary: otherType },
    { weight: 1, arbitrary: deep },
    { weight: 1, arbitrary: huge },
    { weight: 1, arbitrary: NO_BODY },
  );
}

/** One part of a request: values the schema accepts, the same with an unsafe character, and hostile ones. */
interface Slot<T> {
  valid: fc.Arbitrary<T>;
  tainted: fc.Arbitrary<T>;
  hostile: fc.Arbitrary<T>;
}

type Spoiled = { kind: 'none' } | { kind: 'all' } | { kind: 'hostile' | 'tainted'; at: number };

function pickEach<T>(slots: Slot<T>[], spoiled: Spoiled): fc.Arbitrary<T[]> {
  return fc.tuple(
    ...slots.map((slot, index) => {
      if (spoiled.kind === 'all') {
        return slot.hostile;
      }
      if (spoiled.kind === 'none' || spoiled.at !== index) {
        return slot.valid;
      }
      return spoiled.kind === 'hostile' ? slot.hostile : slot.tainted;
    }),
  );
}

/**
 * Requests for `operation`: most with every part valid but at its edges, or with exactly one part (a path
 * parameter, a query parameter or the body) hostile or holding an unsafe character; the rest with every part
 * hostile; any caller.
 */
export function requestArbitrary(
  document: OpenApiDocument,
  operation: Operation,
  known: KnownValues,
): fc.Arbitrary<FuzzRequest> {
  type Part = { path?: [string, string]; query?: string[]; body?: Body };
  const slots: Slot<Part>[] = [];
  for (const parameter of operation.parameters) {
    const schema = parameter.schema ?? {};
    if (parameter.in === 'path') {
      const slot = (value: fc.Arbitrary<unknown>) =>
        encoded(value).map((text): Part => ({ path: [parameter.name, text] }));
      const valid = validValue(document, schema, known, parameter.name);
      slots.push({
        valid: slot(valid),
        tainted: slot(taintedValue(valid)),
        hostile: slot(schemaValue(document, schema, known, parameter.name)),
      });
    } else if (parameter.in === 'query') {
      const slot = (value: fc.Arbitrary<unknown>, freq: number) =>
        fc
          .option(queryPart(parameter.name, value), { freq: parameter.required === true ? 1_000_000 : freq })
          .map((query): Part => ({ query: query ?? [] }));
      const valid = validValue(document, schema, known, parameter.name);
      slots.push({
        valid: slot(valid, 2),
        tainted: slot(taintedValue(valid), 1_000_000),
        hostile: fc.oneof(
          slot(schemaValue(document, schema, known, parameter.name), 1_000_000),
          fc.constantFrom(...EXTRA_QUERY).map((extra): Part => ({ query: [extra] })),
        ),
      });
    }
  }
  const bodySchema = operation.bodySchema;
  const validBody = bodySchema === null ? null : validValue(document, bodySchema, known);
  slots.push({
    valid: (validBody === null
      ? NO_BODY
      : fc.oneof({ weight: 5, arbitrary: jsonBody(validBody) }, { weight: 1, arbitrary: formBody(validBody) })
    ).map((body): Part => ({ body })),
    tainted: (validBody === null ? NO_BODY : jsonBody(taintedValue(validBody))).map((body): Part => ({
      body,
    })),
    hostile: (bodySchema === null
      ? fc.oneof({ weight: 1, arbitrary: NO_BODY }, { weight: 2, arbitrary: brokenBody() })
      : fc.oneof(
          { weight: 2, arbitrary: jsonBody(schemaValue(document, bodySchema, known)) },
          { weight: 1, arbitrary: brokenBody() },
        )
    ).map((body): Part => ({ body })),
  });
  const at = fc.nat(slots.length - 1);
  const spoiled: fc.Arbitrary<Spoiled> = fc.oneof(
    { weight: 4, arbitrary: fc.constant({ kind: 'none' as const }) },
    { weight: 4, arbitrary: at.map((index) => ({ kind: 'hostile' as const, at: index })) },
    { weight: 3, arbitrary: at.map((index) => ({ kind: 'tainted' as const, at: index })) },
    { weight: 2, arbitrary: fc.constant({ kind: 'all' as const }) },
  );
  return fc
    .tuple(
      caller,
      spoiled.chain((which) => pickEach(slots, which)),
      forgedHeaders,
    )
    .map(([who, parts, forged]): FuzzRequest => {
      let path = operation.path;
      const query: string[] = [];
      let body: Body = { contentType: null, payload: undefined };
      for (const part of parts) {
        if (part.path !== undefined) {
          path = path.replace(`{${part.path[0]}}`, part.path[1]);
        }
        query.push(...(part.query ?? []));
        body = part.body ?? body;
      }
      const search = query.join('&');
      return {
        method: operation.method,
        url: search === '' ? path : `${path}?${search}`,
        caller: who,
        headers: {
          ...(who === 'forged' ? forged : {}),
          ...(body.contentType === null ? {} : { 'content-type': body.contentType }),
        },
        payload: body.payload,
      };
    });
}
