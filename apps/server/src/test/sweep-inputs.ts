// Test support (http/route-sweep.test.ts): one request per contract endpoint whose inputs pass the endpoint's
// schemas, built from the schemas themselves (the smallest valid value) with the ids of the sweep's world.
import { pathOf, type Endpoint } from '@airlens/contract';
import { z } from 'zod';

/** A request ready for `app.inject`. */
export interface SweepRequest {
  method: Endpoint['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

/** The ids a request names: the project in the path, the caller's organisation, the caller, a licence. */
export interface SweepIds {
  projectId: string;
  orgId: string;
  userId: string;
  licenseKey: string;
  /** A floor plan and an image of the project, where it has them. */
  floorId?: string;
  imageId?: string;
}

/** Inputs a schema cannot tell (a known collection name, a six-digit code), by "METHOD path". */
export type SweepOverrides = Record<string, { query?: Record<string, string>; body?: unknown }>;

type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  minimum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  minItems?: number;
  pattern?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $defs?: Record<string, JsonSchema>;
};

const SAMPLE_BY_FORMAT: Record<string, () => string> = {
  email: () => 'sweep@example.com',
  uuid: () => '00000000-0000-4000-8000-000000000000',
  date: () => '2025-01-01',
  'date-time': () => '2025-01-01T00:00:00.000Z',
  uri: () => 'https://example.com/',
  url: () => 'https://example.com/',
};

/** The smallest value a JSON schema accepts (first choice of every union, required properties only). */
function sampleOf(schema: JsonSchema, defs: Record<string, JsonSchema>): unknown {
  if (schema.$ref !== undefined) {
    const name = schema.$ref.replace('#/$defs/', '');
    return sampleOf(defs[name] ?? {}, defs);
  }
  if (schema.const !== undefined) {
    return schema.const;
  }
  if (schema.enum !== undefined) {
    return schema.enum[0];
  }
  const choice = schema.anyOf ?? schema.oneOf;
  if (choice !== undefined && choice.length > 0) {
    const nonNull = choice.find((option) => option.type !== 'null') ?? choice[0] ?? {};
    return sampleOf(nonNull, defs);
  }
  if (schema.allOf !== undefined) {
    return Object.assign({}, ...schema.allOf.map((part) => sampleOf(part, defs)));
  }
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      const sample: Record<string, unknown> = {};
      for (const key of schema.required ?? []) {
        sample[key] = sampleOf(schema.properties?.[key] ?? {}, defs);
      }
      return sample;
    }
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => sampleOf(schema.items ?? {}, defs));
    case 'string': {
      const byFormat = schema.format === undefined ? undefined : SAMPLE_BY_FORMAT[schema.format];
      if (byFormat !== undefined) {
        return byFormat();
      }
      return 'x'.repeat(Math.max(schema.minLength ?? 1, 1));
    }
    case 'integer':
    case 'number':
      return schema.minimum ?? (schema.exclusiveMinimum === undefined ? 1 : schema.exclusiveMinimum + 1);
    case 'boolean':
      return false;
    case 'null':
      return null;
    default:
      return schema.default ?? null;
  }
}

function sampleOfZod(schema: z.ZodType | undefined): Record<string, unknown> {
  if (schema === undefined) {
    return {};
  }
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const sample = sampleOf(json, json.$defs ?? {});
  return typeof sample === 'object' && sample !== null ? (sample as Record<string, unknown>) : {};
}

/** Whether the path names a part of the project (a floor, an image, a link) that the sweep's projects lack. */
export function namesProjectPart(endpoint: Endpoint): boolean {
  return /:(floorId|imageId|keyId)\b/.test(endpoint.path);
}

/** Path parameters by name: the world's ids where a name means one, otherwise an id of nothing. */
function paramsOf(endpoint: Endpoint, ids: SweepIds): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [, name] of endpoint.path.matchAll(/:([A-Za-z0-9_]+)/g)) {
    if (name === undefined) {
      continue;
    }
    params[name] = paramValueOf(endpoint, name, ids);
  }
  return params;
}

function paramValueOf(endpoint: Endpoint, name: string, ids: SweepIds): string {
  switch (name) {
    case 'id':
      if (endpoint.path.includes('/organizations/sso/')) {
        return ids.orgId;
      }
      return endpoint.path.includes('/projects/:id') ? ids.projectId : '00000000-0000-4000-8000-000000000000';
    case 'orgId':
      return ids.orgId;
    case 'userId':
      return ids.userId;
    case 'floorId':
      return ids.floorId ?? '1';
    case 'imageId':
      return ids.imageId ?? 'image-1';
    case 'keyId':
      return 'AAAAAAAAAAAAAAAAAAAAAA';
    case 'licenseKey':
      return ids.licenseKey;
    // Version numbers of a project's history (versions 1 and 1: the sweep's bare projects keep none, so 404s
    // there name the version, not the project).
    case 'a':
    case 'b':
    case 'version':
      return '1';
    default:
      return '00000000-0000-4000-8000-000000000000';
  }
}

/** The request that calls `endpoint` with the smallest valid inputs naming `ids`. */
export function requestOf(endpoint: Endpoint, ids: SweepIds, overrides: SweepOverrides = {}): SweepRequest {
  const override = overrides[`${endpoint.method} ${endpoint.path}`] ?? {};
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...sampleOfZod(endpoint.query), ...override.query })) {
    if (value !== null && value !== undefined) {
      query.set(key, Array.isArray(value) ? value.join(',') : JSON.stringify(value).replace(/^"|"$/g, ''));
    }
  }
  const search = query.size > 0 ? `?${query.toString()}` : '';
  const url = pathOf(endpoint, paramsOf(endpoint, ids)) + search;
  if (endpoint.body === undefined) {
    return { method: endpoint.method, url, headers: {} };
  }
  if (endpoint.bodyEncoding === 'binary') {
    return {
      method: endpoint.method,
      url,
      headers: { 'content-type': 'application/octet-stream' },
      payload: Buffer.from('PK'),
    };
  }
  const body = override.body ?? sampleOfZod(endpoint.body);
  if (endpoint.bodyEncoding === 'form') {
    const form = new URLSearchParams();
    for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
      form.set(key, String(value));
    }
    return {
      method: endpoint.method,
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form.toString(),
    };
  }
  return {
    method: endpoint.method,
    url,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  };
}
