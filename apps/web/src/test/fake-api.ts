// The one fake API of the web component tests: an MSW server (started by setup.ts) whose handlers are derived
// from the contract package, so a test can only answer what the server could (the answer is checked against
// the endpoint's schema for that status) and every request the app sends is recorded for assertions.
import { errorBodySchema, listEndpoints, successStatusOf } from '@airlens/contract';
import type { Endpoint } from '@airlens/contract';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { z } from 'zod';

/** The success answer of an endpoint as it travels (the schema's input side: what the server sends). */
export type WireAnswerOf<E extends Endpoint> = E['responses'][Extract<
  keyof E['responses'],
  200 | 201 | 202 | 204
>] extends z.ZodType
  ? z.input<E['responses'][Extract<keyof E['responses'], 200 | 201 | 202 | 204>]>
  : never;

/** A request the app sent, as a test asserts on it. */
export interface RecordedRequest {
  method: string;
  path: string;
  /** The query string's parameters. */
  params: URLSearchParams;
  headers: Headers;
  /** The JSON body parsed, the text of another body, a FormData for multipart, undefined without one. */
  body: unknown;
  /** The contract endpoint the request went to, undefined if none matches. */
  endpoint: Endpoint | undefined;
  /** The path parameters of that endpoint (`:id` → value). */
  pathParams: Record<string, string>;
}

const REPLY = Symbol('fake-api reply');
const NO_BODY = Symbol('no body');

/** An answer with an explicit status (an error, or a second success status); see {@link reply}. */
export interface Reply {
  readonly [REPLY]: true;
  readonly status: number;
  readonly body: unknown;
  readonly headers?: Record<string, string>;
  /** Answer only after this promise settles (for tests that look at the app while a call is in flight). */
  readonly until?: Promise<unknown>;
}

/** An answer with this status and JSON body (checked against the endpoint's schema for that status). */
export function reply(
  status: number,
  body?: unknown,
  options: { headers?: Record<string, string>; until?: Promise<unknown> } = {},
): Reply {
  return { [REPLY]: true, status, body, ...options };
}

function isReply(value: unknown): value is Reply {
  return typeof value === 'object' && value !== null && REPLY in value;
}

/**
 * What a handler may return: the endpoint's success answer, a {@link reply} with another status, or a raw
 * Response for bodies that are not JSON (files, text); a JSON Response is still checked against the schema.
 */
export type Answer<E extends Endpoint> = WireAnswerOf<E> | Reply | Response;
export type Handler<E extends Endpoint> = (request: RecordedRequest) => Answer<E> | Promise<Answer<E>>;

const requests: RecordedRequest[] = [];
let inUse = false;
const problems: string[] = [];

/**
 * The MSW server; setup.ts starts it before the first test and closes it after the last. Its one lasting
 * handler, under every test's own, fails what no test handler answered: the fetch rejects as a network error
 * does and the test fails (MSW's own 'error' strategy misses requests a handler saw but passed on).
 */
export const fakeApiServer = setupServer(
  http.all('*', async ({ request }) => {
    // Recorded either way, so a test that expects no request sees one the app should not have sent.
    await record(request);
    // A test that stubs fetch itself (not yet moved here) can still send a late request after its afterEach
    // restored fetch; that test never asked the fake API for anything, so only a network error, as before.
    if (!inUse) {
      return HttpResponse.error();
    }
    problems.push(`${request.method} ${new URL(request.url).pathname}: no fake API handler answered`);
    return HttpResponse.error();
  }),
);

function compile(path: string): RegExp {
  const pattern = path
    .split('/')
    .map((part) =>
      part.startsWith(':') ? `(?<${part.slice(1)}>[^/]+)` : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return new RegExp(`^${pattern}$`);
}

const ROUTES = listEndpoints().map((endpoint) => ({ endpoint, pattern: compile(endpoint.path) }));

/** The public demo's prefixes: each demo path is the same call as the real path (server demo-paths.ts). */
const DEMO_PREFIXES: readonly (readonly [demo: string, real: string])[] = [
  ['/insightapi/v1/demo/', '/insightapi/v1/'],
  ['/projectapi/v1/demo/projects/', '/projectapi/v1/projects/'],
  ['/heatmapapi/v1/demo/projects/', '/heatmapapi/v1/projects/'],
];

function withoutDemoPrefix(pathname: string): string {
  const prefix = DEMO_PREFIXES.find(([demo]) => pathname.startsWith(demo));
  return prefix === undefined ? pathname : `${prefix[1]}${pathname.slice(prefix[0].length)}`;
}

/**
 * The contract endpoint of a method and path: a literal segment wins over a parameter (`/search` over `/:id`);
 * a path of the public demo is the endpoint of its real path.
 */
export function findEndpoint(
  method: string,
  demoOrRealPath: string,
): { endpoint: Endpoint; pathParams: Record<string, string> } | undefined {
  const pathname = withoutDemoPrefix(demoOrRealPath);
  const matches = ROUTES.filter((route) => route.endpoint.method === method && route.pattern.test(pathname));
  const best = matches.sort(
    (a, b) => (a.endpoint.path.match(/:/g)?.length ?? 0) - (b.endpoint.path.match(/:/g)?.length ?? 0),
  )[0];
  if (best === undefined) {
    return undefined;
  }
  const groups = best.pattern.exec(pathname)?.groups ?? {};
  const pathParams = Object.fromEntries(
    Object.entries(groups).map(([key, value]) => [key, decodeURIComponent(value)]),
  );
  return { endpoint: best.endpoint, pathParams };
}

async function readBody(request: Request): Promise<unknown> {
  if (request.body === null) {
    return undefined;
  }
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('multipart/form-data')) {
    return request.formData();
  }
  const text = await request.text();
  if (text === '') {
    return undefined;
  }
  if (type.includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

async function record(request: Request): Promise<RecordedRequest> {
  const url = new URL(request.url);
  const found = findEndpoint(request.method, url.pathname);
  const recorded: RecordedRequest = {
    method: request.method,
    path: url.pathname,
    params: url.searchParams,
    headers: request.headers,
    body: await readBody(request.clone()),
    endpoint: found?.endpoint,
    pathParams: found?.pathParams ?? {},
  };
  requests.push(recorded);
  return recorded;
}

/** Records a problem when the endpoint could not answer `status` with this body (`NO_BODY`: an empty one). */
function check(endpoint: Endpoint | undefined, where: string, status: number, body: unknown): void {
  if (endpoint === undefined) {
    problems.push(`${where}: no contract endpoint has this method and path`);
    return;
  }
  // Any call may meet a gateway or server failure; those carry the one error body (api-contract.md).
  const schema = endpoint.responses[status] ?? (status >= 400 ? errorBodySchema : undefined);
  if (schema === undefined) {
    problems.push(`${where}: the contract declares no ${status} answer`);
    return;
  }
  // An empty body is what a schema of null or undefined describes.
  const candidates = body === NO_BODY ? [undefined, null] : [body];
  const results = candidates.map((candidate) => schema.safeParse(candidate));
  const failure = results.every((result) => !result.success) ? results[0] : undefined;
  if (failure !== undefined && !failure.success) {
    problems.push(
      `${where}: the ${status} answer does not match the contract:\n${z.prettifyError(failure.error)}`,
    );
  }
}

/** Turns a handler's answer into the Response, recording a problem when the contract could not send it. */
async function respond(endpoint: Endpoint | undefined, where: string, answer: unknown): Promise<Response> {
  if (answer instanceof Response) {
    if ((answer.headers.get('content-type') ?? '').includes('json')) {
      check(endpoint, where, answer.status, await answer.clone().json());
    }
    return answer;
  }
  const { status, body, headers, until } = isReply(answer)
    ? answer
    : {
        status: endpoint === undefined ? 200 : successStatusOf(endpoint),
        body: answer,
        headers: undefined,
        until: undefined,
      };
  await until;
  if (status === 204 || body === undefined) {
    check(endpoint, where, status, NO_BODY);
    return new HttpResponse(null, { status, headers });
  }
  check(endpoint, where, status, body);
  return HttpResponse.json(body as never, { status, headers });
}

const METHODS = {
  GET: http.get,
  POST: http.post,
  PUT: http.put,
  PATCH: http.patch,
  DELETE: http.delete,
} as const;

/**
 * Answers an endpoint for the rest of the test (later calls win over earlier ones): with a fixed answer, or a
 * handler that sees the recorded request. The answer is checked against the endpoint's schema.
 */
function on<E extends Endpoint>(endpoint: E, answer: Answer<E> | Handler<E>): void {
  inUse = true;
  fakeApiServer.use(
    // Any origin and path: the endpoint is told by findEndpoint, which also knows the demo's paths.
    METHODS[endpoint.method]('*', async ({ request }) => {
      // Another endpoint, or a more specific one sharing the pattern (`/projects/search` vs `/projects/:id`).
      if (findEndpoint(request.method, new URL(request.url).pathname)?.endpoint !== endpoint) {
        return undefined;
      }
      const recorded = await record(request);
      const where = `${endpoint.method} ${recorded.path}`;
      const value = typeof answer === 'function' ? await (answer as Handler<E>)(recorded) : answer;
      return respond(endpoint, where, value);
    }),
  );
}

/**
 * One handler for every API request (for the feature helpers that route by path): it sees each request with
 * its contract endpoint and answers as `on` does; `undefined` falls through to the handlers under it.
 */
function onAny(handler: (request: RecordedRequest) => unknown): void {
  inUse = true;
  fakeApiServer.use(
    http.all('*', async ({ request }) => {
      const recorded = await record(request);
      const value: unknown = await handler(recorded);
      if (value === undefined) {
        requests.pop();
        return undefined;
      }
      return respond(recorded.endpoint, `${request.method} ${recorded.path}`, value);
    }),
  );
}

/** The fake API of the web tests; setup.ts resets it after each test and fails the test on any problem. */
export const fakeApi = {
  on,
  onAny,
  /** Every request the app sent in this test, in order. */
  get requests(): readonly RecordedRequest[] {
    return requests;
  },
  /** The requests to one endpoint. */
  requestsTo(endpoint: Endpoint): RecordedRequest[] {
    return requests.filter((request) => request.endpoint === endpoint);
  },
  /** Forgets the handlers and requests of a test; returns the problems it collected (setup.ts fails on them). */
  reset(): string[] {
    fakeApiServer.resetHandlers();
    inUse = false;
    requests.length = 0;
    return problems.splice(0);
  },
};
