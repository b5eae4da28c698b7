/**
 * The public demo's paths: each is the same call as a real API path under a `demo` segment
 * (api-contract "Demo"; the web's features/demo/api/demo-scope.ts maps the other way).
 */
const DEMO_PREFIXES: readonly (readonly [demo: string, real: string])[] = [
  ['/insightapi/v1/demo/', '/insightapi/v1/'],
  ['/projectapi/v1/demo/projects/', '/projectapi/v1/projects/'],
  ['/heatmapapi/v1/demo/projects/', '/heatmapapi/v1/projects/'],
];

/** The route patterns a demo path may reach once rewritten; anything else is not part of the demo (404). */
const REAL_PREFIXES: readonly string[] = DEMO_PREFIXES.map(([, real]) => real);

/** The one POST of the demo: a heatmap is computed from the request body but changes nothing (a read). */
export const DEMO_HEATMAP_ROUTE = '/heatmapapi/v1/projects/:id/floor-plans/:floorId/heatmap';

/** Whether a raw request URL is under one of the demo prefixes. */
export function isDemoUrl(url: string): boolean {
  return DEMO_PREFIXES.some(([demo]) => url.startsWith(demo));
}

/**
 * Fastify's `rewriteUrl`: a demo URL becomes the real route's URL (query kept), so every read route serves the
 * demo without a copy; any other URL is left as it is. `request.originalUrl` keeps the demo URL for the hook.
 */
export function rewriteDemoUrl(url: string): string {
  for (const [demo, real] of DEMO_PREFIXES) {
    if (url.startsWith(demo)) {
      return `${real}${url.slice(demo.length)}`;
    }
  }
  return url;
}

/** Whether a matched route pattern is one the demo exposes (the three API families, nothing else). */
export function isDemoRoute(routePattern: string | undefined): boolean {
  return routePattern !== undefined && REAL_PREFIXES.some((real) => routePattern.startsWith(real));
}

/** Whether a method on a matched route only reads: GET and HEAD everywhere, POST on the heatmap alone. */
export function isReadOnlyCall(method: string, routePattern: string | undefined): boolean {
  if (method === 'GET' || method === 'HEAD') {
    return true;
  }
  return method === 'POST' && routePattern === DEMO_HEATMAP_ROUTE;
}
