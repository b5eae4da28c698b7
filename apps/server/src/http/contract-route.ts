import type { Endpoint } from '@airlens/contract';

/**
 * The Fastify route options of a contract endpoint: method, URL and every schema, so a route cannot drift
 * from the contract the web app and /openapi.json use. Spread it into `typed.route({ ...routeOf(e), handler })`.
 */
export function routeOf<const E extends Endpoint>(endpoint: E) {
  // Only the parts an endpoint has: Fastify warns about every schema key it is given without a schema.
  const parts = {
    ...(endpoint.params === undefined ? {} : { params: endpoint.params }),
    ...(endpoint.query === undefined ? {} : { querystring: endpoint.query }),
    ...(endpoint.body === undefined ? {} : { body: endpoint.body }),
    ...(endpoint.description === undefined ? {} : { description: endpoint.description }),
  } as { params: E['params']; querystring: E['query']; body: E['body']; description?: string };
  return {
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      tags: [...endpoint.tags],
      summary: endpoint.summary,
      hide: endpoint.hidden === true,
      ...parts,
      response: endpoint.responses as E['responses'],
    },
  };
}
