import { buildErrorMessage } from '@airlens/domain';
import { LOAD_FAILURE_MESSAGES } from '@airlens/domain';
import { CSRF_COOKIE, readCookie, readStored, STORAGE_KEYS } from './storage';

/** Where a request takes its csrfToken header from (docs/product-spec.md §7: stored session state, or the CSRF cookie). */
export type CsrfSource = 'session' | 'cookie' | 'none';

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  /** A JSON body. */
  body?: unknown;
  /** A form-encoded body (login). */
  form?: Record<string, string>;
  /** A multipart body (file uploads); fetch sets its Content-Type with the boundary. */
  multipart?: FormData;
  headers?: Record<string, string>;
  /** Defaults to 'session'; state-changing calls without a session token send no header. */
  csrf?: CsrfSource;
  /** A 401 normally clears the session and goes to `/`; login and start-up calls handle it themselves. */
  handleUnauthorized?: boolean;
  /** Failures are neither reported nor handled globally (analytics: failures ignored). */
  silent?: boolean;
  signal?: AbortSignal;
  /** How to read a 2xx answer; 'auto' reads JSON when there is a body. */
  responseType?: 'auto' | 'blob' | 'text';
}

export interface ApiResponse<T> {
  status: number;
  headers: Headers;
  data: T;
}

/**
 * What failed: the server answered with an error status ('http'), no answer arrived ('network'), or a success
 * answer was not JSON ('invalid-json').
 */
export type ApiErrorKind = 'http' | 'network' | 'invalid-json';

/** The one error type of the client: HTTP status (0 when no answer arrived) plus the built message. */
export class ApiError extends Error {
  readonly status: number;
  readonly method: string;
  readonly body: unknown;
  readonly isAborted: boolean;
  readonly kind: ApiErrorKind;

  constructor(options: {
    status: number;
    message: string;
    method: string;
    body?: unknown;
    isAborted?: boolean;
    kind?: ApiErrorKind;
  }) {
    super(options.message);
    this.name = 'ApiError';
    this.status = options.status;
    this.method = options.method;
    this.body = options.body ?? null;
    this.isAborted = options.isAborted ?? false;
    this.kind = options.kind ?? (options.status === 0 ? 'network' : 'http');
  }

  /** 401 and 403 both count as authorization failure (docs/product-spec.md §8). */
  get isAuthorizationFailure(): boolean {
    return this.status === 401 || this.status === 403;
  }
}

interface ClientHooks {
  onUnauthorized: () => void;
  onError: (error: ApiError) => void;
}

const hooks: ClientHooks = {
  onUnauthorized: () => {
    window.location.assign('/');
  },
  onError: () => {},
};

/**
 * The app wires the global 401 handling (clear session, go to `/`) and error reporting in here; `onError`
 * receives every reportable failure, network failures and invalid JSON included (docs/product-spec.md §8).
 */
export function configureApiClient(next: Partial<ClientHooks>): void {
  Object.assign(hooks, next);
}

const pending = new Set<AbortController>();

/** Aborts every request in flight (logout, docs/product-spec.md §4 Session). */
export function abortPendingRequests(): void {
  for (const controller of pending) {
    controller.abort();
  }
  pending.clear();
}

/**
 * Whether an error should go to error reporting: not 401/403 (callers handle them), not a 404 on a GET, and
 * not an aborted request (docs/product-spec.md §8).
 */
export function isReportableError(error: unknown): boolean {
  if (!(error instanceof ApiError)) {
    return true;
  }
  if (error.isAborted || error.isAuthorizationFailure) {
    return false;
  }
  return !(error.status === 404 && error.method === 'GET');
}

function buildUrl(path: string, query: Record<string, QueryValue> | undefined): string {
  if (query === undefined) {
    return path;
  }
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null) {
      continue;
    }
    if (Array.isArray(value)) {
      for (const item of value as readonly (string | number)[]) {
        params.append(name, String(item));
      }
      continue;
    }
    params.append(name, String(value));
  }
  const text = params.toString();
  return text === '' ? path : `${path}${path.includes('?') ? '&' : '?'}${text}`;
}

function csrfTokenFor(source: CsrfSource): string | null {
  if (source === 'session') {
    return readStored(STORAGE_KEYS.csrfToken);
  }
  if (source === 'cookie') {
    return readCookie(CSRF_COOKIE);
  }
  return null;
}

function buildHeaders(options: RequestOptions): Headers {
  const headers = new Headers({ Accept: 'application/json' });
  if (options.form !== undefined) {
    headers.set('Content-Type', 'application/x-www-form-urlencoded');
  } else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
  }
  const token = csrfTokenFor(options.csrf ?? 'session');
  if (token !== null && token !== '') {
    headers.set('csrfToken', token);
  }
  for (const [name, value] of Object.entries(options.headers ?? {})) {
    headers.set(name, value);
  }
  return headers;
}

function buildBody(options: RequestOptions): BodyInit | undefined {
  if (options.multipart !== undefined) {
    return options.multipart;
  }
  if (options.form !== undefined) {
    return new URLSearchParams(options.form).toString();
  }
  if (options.body !== undefined) {
    return JSON.stringify(options.body);
  }
  return undefined;
}

async function readErrorBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (text === '') {
    return null;
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function fail(error: ApiError, options: RequestOptions): never {
  if (options.silent === true) {
    throw error;
  }
  if (error.status === 401 && options.handleUnauthorized !== false) {
    hooks.onUnauthorized();
  }
  if (isReportableError(error)) {
    hooks.onError(error);
  }
  throw error;
}

async function readSuccessBody(
  response: Response,
  options: RequestOptions,
  method: string,
): Promise<unknown> {
  if (options.responseType === 'blob') {
    return response.blob();
  }
  const text = await response.text();
  if (options.responseType === 'text') {
    return text;
  }
  if (text === '') {
    return undefined;
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return fail(
      new ApiError({
        status: response.status,
        method,
        message: LOAD_FAILURE_MESSAGES.invalidJson,
        kind: 'invalid-json',
      }),
      options,
    );
  }
}

/** A call that got no whole answer; aborted when `signal` was (a logout, a cleared session, the caller). */
function networkFailure(method: string, signal: AbortSignal): ApiError {
  return new ApiError({
    status: 0,
    method,
    message: LOAD_FAILURE_MESSAGES.network,
    isAborted: signal.aborted,
  });
}

/**
 * The only `fetch` of the app (docs/product-spec.md §7 common rules): cookies, the csrfToken header, JSON in and out, success
 * is 200–299, no timeout. Failures throw ApiError with the message of docs/product-spec.md §8.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
  const method = options.method ?? 'GET';
  const controller = new AbortController();
  const forwardAbort = (): void => controller.abort();
  options.signal?.addEventListener('abort', forwardAbort);
  pending.add(controller);
  try {
    let response: Response;
    try {
      response = await fetch(buildUrl(path, options.query), {
        method,
        credentials: 'include',
        headers: buildHeaders(options),
        body: buildBody(options),
        signal: controller.signal,
      });
    } catch {
      return fail(networkFailure(method, controller.signal), options);
    }
    if (response.status < 200 || response.status > 299) {
      const body = await readErrorBody(response);
      return fail(
        new ApiError({
          status: response.status,
          method,
          body,
          message: buildErrorMessage(response.status, body),
        }),
        options,
      );
    }
    let data: T;
    try {
      data = (await readSuccessBody(response, options, method)) as T;
    } catch (error) {
      if (error instanceof ApiError) {
        throw error;
      }
      // The body broke off (the connection dropped, or a cleared session aborted the call mid-body): the same
      // failure as a fetch that never answered, not a raw DOMException that no caller expects.
      return fail(networkFailure(method, controller.signal), options);
    }
    return { status: response.status, headers: response.headers, data };
  } finally {
    pending.delete(controller);
    options.signal?.removeEventListener('abort', forwardAbort);
  }
}

export async function apiGet<T>(
  path: string,
  options: Omit<RequestOptions, 'method' | 'body' | 'form'> = {},
): Promise<T> {
  return (await apiRequest<T>(path, { ...options, method: 'GET' })).data;
}

export async function apiPost<T>(
  path: string,
  body?: unknown,
  options: Omit<RequestOptions, 'method' | 'body'> = {},
): Promise<T> {
  return (await apiRequest<T>(path, { ...options, method: 'POST', body })).data;
}

export async function apiPut<T>(
  path: string,
  body?: unknown,
  options: Omit<RequestOptions, 'method' | 'body'> = {},
): Promise<T> {
  return (await apiRequest<T>(path, { ...options, method: 'PUT', body })).data;
}

export async function apiDelete<T>(
  path: string,
  options: Omit<RequestOptions, 'method' | 'body'> = {},
): Promise<T> {
  return (await apiRequest<T>(path, { ...options, method: 'DELETE' })).data;
}
