import {
  pathOf,
  successSchemaOf,
  type AnswerOf,
  type BodyOf,
  type Endpoint,
  type ParamsOf,
  type QueryOf,
} from '@airlens/contract';
import { apiRequest, type QueryValue, type RequestOptions } from './api-client';

/**
 * What a call of `E` needs: its path parameters, query and body as the contract types them. An endpoint
 * without a body schema may take `multipart` form data (file uploads: the contract describes those fields
 * in words, since they are not JSON).
 */
export type EndpointInput<E extends Endpoint> = (ParamsOf<E> extends undefined
  ? { params?: undefined }
  : { params: ParamsOf<E> }) &
  (QueryOf<E> extends undefined ? { query?: undefined } : { query: QueryOf<E> }) &
  (BodyOf<E> extends undefined
    ? { body?: undefined; multipart?: FormData }
    : { body: BodyOf<E>; multipart?: undefined });

/** The api-client options a call may still choose (method, path and body come from the contract). */
export type EndpointCallOptions = Omit<RequestOptions, 'method' | 'query' | 'body' | 'form' | 'multipart'>;

function formOf(body: unknown): Record<string, string> {
  return Object.fromEntries(
    Object.entries(body as Record<string, unknown>)
      .filter(([, value]) => value !== undefined && value !== null)
      .map(([name, value]) => [name, String(value)]),
  );
}

/**
 * Calls a contract endpoint through the one api-client and parses the answer with the contract's schema,
 * so the web app and the server cannot disagree on a shape. A 204 answers `undefined`.
 */
export async function callEndpoint<E extends Endpoint>(
  endpoint: E,
  input: EndpointInput<E>,
  options: EndpointCallOptions = {},
): Promise<AnswerOf<E>> {
  const params = (input.params ?? {}) as Record<string, string | number>;
  const isForm = endpoint.bodyEncoding === 'form';
  const response = await apiRequest<unknown>(pathOf(endpoint, params), {
    ...options,
    method: endpoint.method,
    query: input.query as Record<string, QueryValue> | undefined,
    ...(input.body === undefined ? {} : isForm ? { form: formOf(input.body) } : { body: input.body }),
    ...(input.multipart === undefined ? {} : { multipart: input.multipart }),
  });
  if (response.status === 204 || options.responseType === 'blob' || options.responseType === 'text') {
    return response.data as AnswerOf<E>;
  }
  return successSchemaOf(endpoint).parse(response.data) as AnswerOf<E>;
}
