import type { z } from 'zod';
import { pathOf, successSchemaOf, type AnswerOf, type Endpoint } from '@airlens/contract';
import { isNotFoundMessage } from '@airlens/domain';
import { apiGet, ApiError } from '../lib/api-client';
import type { QueryValue } from '../lib/api-client';
import type { EndpointInput } from '../lib/call-endpoint';
import type { ApiScope } from './api-scope';

/** Whether a failure is of the not-found type (docs/product-spec.md §8: the load then returns empty defaults). */
export function isNotFoundError(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || isNotFoundMessage(error.message));
}

interface LoadOptions<T> {
  scope: ApiScope;
  path: string;
  query?: Record<string, QueryValue>;
  schema: z.ZodType<T>;
  /** What a not-found answer loads as. */
  empty: T;
  /** docs/product-spec.md §8 message raised for any other failure. */
  failure: string;
  /** A not-found answer whose message says more than "not there" (e.g. 'This is design project.') is raised with it. */
  isMeaningfulNotFound?: (message: string) => boolean;
  signal?: AbortSignal;
}

/**
 * One GET of the insights screens with the load-failure rules of docs/product-spec.md §8: a not-found answer gives the empty
 * default, any other failure (HTTP error, network, a malformed answer) raises the given message.
 */
async function loadWithDefaults<T>(options: LoadOptions<T>): Promise<T> {
  let answer: unknown;
  try {
    answer = await apiGet<unknown>(options.scope.mapPath(options.path), {
      query: options.query,
      signal: options.signal,
      handleUnauthorized: options.scope.handlesUnauthorized,
    });
  } catch (error) {
    if (isNotFoundError(error)) {
      const message = error instanceof Error ? error.message : '';
      if (options.isMeaningfulNotFound?.(message) === true) {
        throw new Error(message, { cause: error });
      }
      return options.empty;
    }
    throw new Error(options.failure, { cause: error });
  }
  const parsed = options.schema.safeParse(answer);
  if (!parsed.success) {
    throw new Error(options.failure, { cause: parsed.error });
  }
  return parsed.data;
}

/** What a scoped load of a contract endpoint needs besides its input (see `LoadOptions`). */
export type EndpointLoadOptions<T> = Omit<LoadOptions<T>, 'path' | 'query' | 'schema'>;

/**
 * A contract GET in the calling screen's data scope, with the load-failure rules of `loadWithDefaults`: the path
 * is built from the contract entry and mapped by the scope (the demo's copy of the API), and the answer is
 * parsed with the contract's success schema.
 */
export function loadEndpoint<E extends Endpoint, T = AnswerOf<E>>(
  endpoint: E,
  input: EndpointInput<E>,
  options: EndpointLoadOptions<T>,
): Promise<AnswerOf<E> | T> {
  return loadWithDefaults<AnswerOf<E> | T>({
    ...options,
    path: pathOf(endpoint, input.params ?? {}),
    query: input.query as Record<string, QueryValue> | undefined,
    // The parse boundary: the contract's schema yields exactly the endpoint's answer type.
    schema: successSchemaOf(endpoint) as z.ZodType<AnswerOf<E>>,
  });
}
