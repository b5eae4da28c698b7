import { z } from 'zod';

/** The HTTP methods the API uses. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** How a request body travels; JSON unless said otherwise. */
export type BodyEncoding = 'json' | 'form' | 'binary';

/**
 * Who may call an endpoint: the access policy's table (docs/architecture.md "Access"), one level per endpoint.
 * - `public`: anyone, signed in or not.
 * - `signedIn`: any signed-in caller (401 without a session); what it sees is scoped to the caller.
 * - `orgAdmin`: an administrator of the organisation (401 signed out, 404 for anyone else).
 * - `projectRead` / `projectWrite` / `projectShare` / `projectOwner`: a caller with at least that right on the
 *   project in the path (`:id`): 401 signed out, 404 for a caller who cannot see the project (the same answer
 *   as for a project that does not exist), 403 for one who sees it with a lesser role. READ_USER reads,
 *   WRITE_USER also writes, WRITE_SHARE_USER also shares, OWNER (and the organisation's admins) may do all.
 * - `signedUrl`: no session; the URL carries a short-lived signature handed out by a `projectRead` endpoint
 *   (404 without a valid one, for everyone).
 */
export type EndpointAccess =
  | 'public'
  | 'signedIn'
  | 'orgAdmin'
  | 'projectRead'
  | 'projectWrite'
  | 'projectShare'
  | 'projectOwner'
  | 'signedUrl';

/**
 * One endpoint of the HTTP contract: where it lives and the zod schema of every part. The server registers
 * its route from this, the web app calls it through this, and /openapi.json is generated from it.
 */
export interface Endpoint {
  readonly method: HttpMethod;
  /** Fastify path syntax: `/shareapi/v1/projects/:id/users`. */
  readonly path: string;
  readonly summary: string;
  /** More than the summary says, for /openapi.json. */
  readonly description?: string;
  readonly tags: readonly string[];
  /** Who may call it (required, so a new endpoint cannot be added without deciding). */
  readonly access: EndpointAccess;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  readonly bodyEncoding?: BodyEncoding;
  /** The answers by status code; the 2xx one is what a caller gets back. */
  readonly responses: Readonly<Record<number, z.ZodType>>;
  /** Left out of the published OpenAPI document (development-only or internal routes). */
  readonly hidden?: boolean;
}

/** Declares an endpoint, keeping its literal types for the server's and the client's inference. */
export function defineEndpoint<const E extends Endpoint>(endpoint: E): E {
  return endpoint;
}

/** The error body of every non-2xx answer (api-contract.md "Conventions"). */
export const errorBodySchema = z
  .object({
    message: z.string(),
    errorMessageList: z.array(z.object({ localizedDescription: z.string() })).optional(),
  })
  .meta({ id: 'ErrorBody' });

/** The usual error answers, to spread into an endpoint's `responses`. */
export const commonErrors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
} as const;

/** The status an endpoint answers with on success: its lowest 2xx, or its lowest 3xx for a redirect. */
export function successStatusOf(endpoint: Endpoint): number {
  const statuses = Object.keys(endpoint.responses).map(Number);
  const successes = statuses.filter((status) => status >= 200 && status < 300);
  // Redirect-only endpoints (sign-in steps) succeed with their 3xx.
  const candidates =
    successes.length > 0 ? successes : statuses.filter((status) => status >= 300 && status < 400);
  if (candidates.length === 0) {
    throw new Error(`${endpoint.method} ${endpoint.path} declares neither a 2xx nor a 3xx answer`);
  }
  return Math.min(...candidates);
}

/** The success answer's schema, for clients that parse what they get back. */
export function successSchemaOf<E extends Endpoint>(endpoint: E): z.ZodType {
  const schema = endpoint.responses[successStatusOf(endpoint)];
  if (schema === undefined) {
    throw new Error(`${endpoint.method} ${endpoint.path} declares no 2xx answer`);
  }
  return schema;
}

/** The concrete URL path of an endpoint: each `:name` replaced by its encoded parameter. */
export function pathOf(
  endpoint: Pick<Endpoint, 'path'>,
  params: Readonly<Record<string, string | number>> = {},
): string {
  return endpoint.path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) {
      throw new Error(`missing path parameter "${name}" for ${endpoint.path}`);
    }
    return encodeURIComponent(String(value));
  });
}

/** Type helpers: the inputs and answer of an endpoint as its schemas say. */
export type ParamsOf<E extends Endpoint> = E['params'] extends z.ZodType ? z.input<E['params']> : undefined;
export type QueryOf<E extends Endpoint> = E['query'] extends z.ZodType ? z.input<E['query']> : undefined;
export type BodyOf<E extends Endpoint> = E['body'] extends z.ZodType ? z.input<E['body']> : undefined;
type SuccessStatus<E extends Endpoint> = Extract<keyof E['responses'], 200 | 201 | 202 | 204>;
export type AnswerOf<E extends Endpoint> = E['responses'][SuccessStatus<E>] extends z.ZodType
  ? z.output<E['responses'][SuccessStatus<E>]>
  : never;
