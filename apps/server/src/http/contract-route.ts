import type { Endpoint } from '@airlens/contract';

/**
 * The Fastify route options of a contract endpoint: method, URL and every schema, so a route cannot drift
 * from the contract the web app and /openapi.json use. Spread it into `typed.route({ ...routeOf(e), handler })`.
 */
export function routeOf<const E extends Endpoint>(endpoint: E) {
  return {
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      tags: [...endpoint.tags],
      summary: endpoint.summary,
      description: endpoint.description,
      hide: endpoint.hidden === true,
      params: endpoint.params as E['params'],
      querystring: endpoint.query as E['query'],
      body: endpoint.body as E['body'],
      response: endpoint.responses as E['responses'],
    },
  };
}
