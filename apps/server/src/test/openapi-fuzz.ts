// Test support (http/fuzz.test.ts): fast-check arbitraries that turn an OpenAPI operation into hostile requests.
// Values follow the operation's own schemas (typed but hostile: control characters, lone surrogates, huge and edge
// values) or ignore them (wrong types, deep nesting, malformed bodies, wrong content types).
import fc from 'fast-check';

/** The parts of a JSON schema the generator reads. */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
}

interface Parameter {
  in: string;
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

/** One operation of the document. */
export interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  bodySchema: JsonSchema | null;
}

/** The parts of an OpenAPI document the generator reads. */
export interface OpenApiDocument {
  paths: Record<string, Record<string, { parameters?: Parameter[]; requestBody?: unknown }>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

/**
 * Who sends a request: a signed-in user or org admin (with or without a valid CSRF header), nobody, or someone with
 * a forged session cookie and CSRF header (carried in the request's own headers).
 */
export type Caller = 'user' | 'admin' | 'anonymous' | 'user-without-csrf' | 'admin-wrong-csrf' | 'forged';

/** A generated request, before the caller's headers are added. */
export interface FuzzRequest {
  method: string;
  url: string;
  caller: Caller;
  headers: Record<string, string>;
  payload: string | Buffer | undefined;
}

/** Known ids and names by parameter or property name, so requests also reach existing resources. */
export type KnownValues = Record<string, readonly string[]>;

const METHODS = new Set(['get', 'put', 'post', 'patch', 'delete']);

/** Every operation of the document, with its body schema (JSON content) resolved one level. */
export function operationsOf(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!METHODS.has(method)) {
        continue;
      }
      const content = (operation.requestBody as { content?: Record<string, { schema?: JsonSchema }> })
        ?.content;
      operations.push({
        method: method.toUpperCase(),
        path,
        parameters: operation.parameters ?? [],
        bodySchema: content?.['application/json']?.schema ?? null,
      });
    }
  }
  return operations;
}

/** Every `$ref` in the document that names no schema of `components.schemas`. */
export function unresolvedRefs(document: OpenApiDocument): string[] {
  const schemas = document.components?.schemas ?? {};
  const refs = JSON.stringify(document).match(/"#\/components\/schemas\/[^"]+"/g) ?? [];
  return [...new Set(refs.map((ref) => ref.slice(22, -1)))].filter((name) => schemas[name] === undefined);
}

const codeUnit = fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code));

const SPECIAL_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u001b[2J',
  '\u007f',
  '\u0085',
  '\u2028',
  '\ufeff',
  '\ud800',
  'a\udfffb',
  '\udbff\udfff',
  '%00',
  '%',
  '../../etc/passwd',
  "' OR '1'='1",
  '"; DROP TABLE users; --',
  '\\',
  '_%*',
  '${7*7}{{7*7}}',
  '<script>alert(1)</script>',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '9007199254740993',
  'null',
  '[]',
  '{}',
  '2024-02-30',
  '0000-00-00',
  '9999-12-31',
  '+275760-09-13',
  '2024-13-45T25:61:61Z',
  '1970-01-01T00:00:00.000Z',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  'FFFFFFFF-FFFF-4FFF-BFFF-FFFFFFFFFFFF',
  'a@b',
  '@',
  'user@[127.0.0.1]',
  'http://127.0.0.1:9/x',
  'javascript:alert(1)',
  '//evil.example',
  'name,asc',
  'ＡＢＣİßé',
  '🏳️‍🌈',
];
const HUGE_STRINGS = [
  'x'.repeat(10_000),
  'é'.repeat(70_000),
  '9'.repeat(400),
  `${'a'.repeat(300)}@x.example`,
];

const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: codeUnit, maxLength: 12 }) },
  { weight: 3, arbitrary: fc.constantFrom(...SPECIAL_STRINGS) },
  { weight: 1, arbitrary: fc.constantFrom(...HUGE_STRINGS) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 12 }) },
);

function hostileNumber(schema: JsonSchema): fc.Arbitrary<number> {
  const edges = [schema.minimum, schema.maximum]
    .filter((edge): edge is number => edge !== undefined)
    .flatMap((edge) => [edge, edge - 1, edge + 1, edge + 1e-9]);
  return fc.oneof(
    fc.integer(),
    fc.double(),
    fc.constantFrom(0, -0, -1, 1, 0.5, 1e308, -1e308, 2 ** 31, 2 ** 53 + 2, Number.MIN_VALUE, ...edges),
  );
}

/** A value of any JSON type, most likely not the one expected. */
const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  hostileString,
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constant([]),
  fc.constant({}),
);

/** The schema a `$ref` names (one level), or the schema itself. */
export function resolveSchema(document: OpenApiDocument, schema: JsonSchema): JsonSchema {
  if (schema.$ref === undefined) {
    return schema;
  }
  const name = schema.$ref.replace('#/components/schemas/', '');
  return document.components?.schemas?.[name] ?? {};
}

function matching(pattern: string): fc.Arbitrary<string> {
  try {
    return fc.stringMatching(new RegExp(pattern));
  } catch {
    return hostileString;
  }
}

function typedString(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'uuid') {
    return fc.oneof({ weight: 3, arbitrary: fc.uuid() }, { weight: 1, arbitrary: hostileString });
  }
  if (schema.format === 'email') {
    return fc.oneof(fc.emailAddress(), hostileString);
  }
  if (schema.format === 'date-time') {
    return fc.oneof(
      fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
      hostileString,
    );
  }
  if (schema.pattern !== undefined) {
    return fc.oneof(
      { weight: 2, arbitrary: matching(schema.pattern) },
      { weight: 1, arbitrary: hostileString },
    );
  }
  return hostileString;
}

/**
 * A value shaped like `schema` (type, enum, properties, items) with hostile contents the schema may refuse, or now
 * and then a value of the wrong type; names in `known` draw real ids too.
 */
export function schemaValue(
  document: OpenApiDocument,
  input: JsonSchema,
  known: KnownValues,
  name = '',
  depth = 0,
): fc.Arbitrary<unknown> {
  const schema = resolveSchema(document, input);
  const knownValues = known[name] ?? [];
  const typed = typedValue(document, schema, known, depth);
  const choices: fc.WeightedArbitrary<unknown>[] = [
    { weight: 6, arbitrary: typed },
    { weight: 1, arbitrary: wrongValue },
  ];
  if (knownValues.length > 0) {
    choices.push({ weight: 6, arbitrary: fc.constantFrom(...knownValues) });
  }
  return fc.oneof(...choices);
}

function typedValue(
  document: OpenApiDocument,
  schema: JsonSchema,
  known: KnownValues,
  depth: number,
): fc.Arbitrary<unknown> {
  const variants = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (variants !== undefined && variants.length > 0) {
    return fc.oneof(...variants.map((variant) => schemaValue(document, variant, known, '', depth + 1)));
  }
  if (schema.enum !== undefined && schema.enum.length > 0) {
    return fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(...schema.enum) },
      { weight: 1, arbitrary: hostileString },
    );
  }
  if (schema.const !== undefined) {
    return fc.constant(schema.const);
  }
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (depth > 4) {
    return wrongValue;
  }
  switch (type) {
    case 'string':
      return typedString(schema);
    case 'number':
    case 'integer':
      return hostileNumber(schema);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const item = schemaValue(document, schema.items ?? {}, known, '', depth + 1);
      const tooMany = (schema.maxItems ?? 10_000) + 1;
      return fc.oneof(
        { weight: 6, arbitrary: fc.array(item, { maxLength: 4 }) },
        { weight: 1, arbitrary: item.map((value) => Array.from({ length: tooMany }, () => value)) },
      );
    }
    case 'object':
      return objectValue(document, schema, known, depth);
    default:
      return schema.properties === undefined ? wrongValue : objectValue(document, schema, known, depth);
  }
}

function objectValue(
  document: OpenApiDocument,
  schema: JsonSchema,
  known: KnownValues,
  depth: number,
): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const model = Object.fromEntries(
    Object.entries(properties).map(([key, property]) => [
      key,
      schemaValue(document, property, known, key, depth + 1),
    ]),
  );
  const required = (schema.required ?? []).filter((key) => key in model);
  const extra = fc.dictionary(
    fc.oneof(hostileString, fc.constantFrom('__proto__', 'constructor')),
    wrongValue,
    {
      maxKeys: 2,
    },
  );
  return fc
    .tuple(
      fc.oneof(fc.record(model, { requiredKeys: required }), fc.record(model, { requiredKeys: [] })),
      fc.option(extra, { freq: 5 }),
    )
    .map(([value, more]) => (more === null ? value : { ...more, ...value }));
}

/** Characters no text field may hold: PostgreSQL refuses NUL; other controls and lone surrogates are refused too. */
const UNSAFE_CHARACTERS = ['\u0000', '\u0001', '\u0008', '\u001b', '\u007f', '\u0085', '\ud800', '\udfff'];

/** How many strings `value` holds (object keys not counted). */
function countStrings(value: unknown): number {
  if (typeof value === 'string') {
    return 1;
  }
  if (Array.isArray(value)) {
    return value.reduce((sum: number, item) => sum + countStrings(item), 0);
  }
  if (value !== null && typeof value === 'object') {
    return Object.values(value).reduce((sum: number, item) => sum + countStrings(item), 0);
  }
  return 0;
}

/** `value` with `char` put into its `target`-th string at `at` (modulo its length). */
function spoil(value: unknown, target: number, at: number, char: string): unknown {
  let seen = 0;
  const visit = (item: unknown): unknown => {
    if (typeof item === 'string') {
      seen += 1;
      if (seen - 1 !== target) {
        return item;
      }
      const position = at % (item.length + 1);
      return `${item.slice(0, position)}${char}${item.slice(position)}`;
    }
    if (Array.isArray(item)) {
      return item.map(visit);
    }
    if (item !== null && typeof item === 'object') {
      return Object.fromEntries(Object.entries(item).map(([key, entry]) => [key, visit(entry)]));
    }
    return item;
  };
  return visit(value);
}

/**
 * `valid` values with one control character or lone surrogate slipped into one of their strings (a number or a
 * boolean becomes text with it): the class of input that once reached the database and answered 500.
 */
export function taintedValue(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc
    .tuple(valid, fc.nat(), fc.nat(), fc.constantFrom(...UNSAFE_CHARACTERS))
    .map(([value, which, at, char]) => {
      const count = countStrings(value);
      if (count === 0) {
        const text = typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';
        return `${text}${char}`;
      }
      return spoil(value, which % count, at, char);
    });
}
