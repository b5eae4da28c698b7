// Test support (http/fuzz.test.ts): values that pass an operation's schema but sit at its edges (boundaries, the
// longest strings, far dates, unicode, SQL and LIKE metacharacters, real ids), so requests reach the services.
import { hasUnsafeCharacter } from '@airlens/domain';
import fc from 'fast-check';
import { resolveSchema, type JsonSchema, type KnownValues, type OpenApiDocument } from './openapi-fuzz';

const EDGE_TEXTS = ['%', '_', "'", '\\', '*', '%_%', "O'Brien", 'İstanbul', 'ß', 'e\u0301', '😀', 'a b', '0'];

/** Real calendar dates (YYYY-MM-DD) over the whole range a date field may name, edges included. */
const realDate: fc.Arbitrary<string> = fc.oneof(
  fc
    .date({
      min: new Date('0001-01-01T00:00:00Z'),
      max: new Date('9999-12-31T00:00:00Z'),
      noInvalidDate: true,
    })
    .map((date) => date.toISOString().slice(0, 10)),
  fc.constantFrom('0001-01-01', '1970-01-01', '2024-02-29', '2025-03-03', '9999-12-31'),
);

function withinLength(schema: JsonSchema, text: string): boolean {
  return text.length >= (schema.minLength ?? 0) && text.length <= (schema.maxLength ?? 10_000);
}

function validString(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'uuid') {
    return fc.oneof(fc.uuid(), fc.constantFrom('00000000-0000-0000-0000-000000000000'));
  }
  if (schema.format === 'email') {
    return fc.emailAddress().filter((text) => withinLength(schema, text));
  }
  if (schema.format === 'date-time') {
    return fc
      .date({
        min: new Date('0001-01-01T00:00:00Z'),
        max: new Date('9999-12-31T23:59:59Z'),
        noInvalidDate: true,
      })
      .map((date) => date.toISOString());
  }
  if (schema.pattern !== undefined) {
    let pattern: RegExp;
    try {
      pattern = new RegExp(schema.pattern);
    } catch {
      return fc.constant('');
    }
    // Matches the pattern, yet may still be no real value ("0000-99-99" for a date).
    const matches = fc
      .stringMatching(pattern)
      .filter((text) => withinLength(schema, text) && !hasUnsafeCharacter(text));
    return pattern.test('2024-01-31')
      ? fc.oneof({ weight: 4, arbitrary: realDate }, { weight: 1, arbitrary: matches })
      : matches;
  }
  const longest = schema.maxLength ?? 64;
  return fc
    .oneof(
      {
        weight: 3,
        arbitrary: fc.string({ unit: 'grapheme', minLength: schema.minLength ?? 0, maxLength: 24 }),
      },
      { weight: 2, arbitrary: fc.constantFrom(...EDGE_TEXTS) },
      { weight: 1, arbitrary: fc.constant('x'.repeat(Math.min(longest, 20_000))) },
    )
    .filter((text) => withinLength(schema, text) && !hasUnsafeCharacter(text));
}

function validNumber(schema: JsonSchema, isInteger: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? (isInteger ? -(2 ** 31) : -1e12);
  const max = schema.maximum ?? (isInteger ? 2 ** 31 : 1e12);
  const edges = [min, max, 0, 1, -1].filter((edge) => edge >= min && edge <= max);
  const inside = isInteger
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  return fc.oneof(inside, fc.constantFrom(...edges.filter((edge) => !isInteger || Number.isInteger(edge))));
}

/** A value `schema` accepts (as far as a JSON schema can say), often an edge one; names in `known` add real ids. */
export function validValue(
  document: OpenApiDocument,
  input: JsonSchema,
  known: KnownValues,
  name = '',
  depth = 0,
): fc.Arbitrary<unknown> {
  const schema = resolveSchema(document, input);
  const knownValues = known[name] ?? [];
  const own = ownValidValue(document, schema, known, depth);
  return knownValues.length === 0
    ? own
    : fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...knownValues) }, { weight: 1, arbitrary: own });
}

function ownValidValue(
  document: OpenApiDocument,
  schema: JsonSchema,
  known: KnownValues,
  depth: number,
): fc.Arbitrary<unknown> {
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants !== undefined && variants.length > 0) {
    return fc.oneof(...variants.map((variant) => validValue(document, variant, known, '', depth + 1)));
  }
  if (schema.allOf !== undefined && schema.allOf[0] !== undefined) {
    return validValue(document, schema.allOf[0], known, '', depth + 1);
  }
  if (schema.enum !== undefined && schema.enum.length > 0) {
    return fc.constantFrom(...schema.enum);
  }
  if (schema.const !== undefined) {
    return fc.constant(schema.const);
  }
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return validString(schema);
    case 'number':
    case 'integer':
      return validNumber(schema, type === 'integer');
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const item = validValue(document, schema.items ?? {}, known, '', depth + 1);
      const most = Math.min(schema.maxItems ?? 4, 4);
      return depth > 4 ? fc.constant([]) : fc.array(item, { maxLength: most });
    }
    default: {
      if (depth > 4 || schema.properties === undefined) {
        return fc.constant({});
      }
      const model = Object.fromEntries(
        Object.entries(schema.properties).map(([key, property]) => [
          key,
          validValue(document, property, known, key, depth + 1),
        ]),
      );
      const required = (schema.required ?? []).filter((key) => key in model);
      return fc.record(model, { requiredKeys: required });
    }
  }
}
