import type { FastifyInstance } from 'fastify';

/** A route as Fastify registered it. */
export interface RegisteredRoute {
  method: string;
  url: string;
}

const registries = new WeakMap<FastifyInstance, RegisteredRoute[]>();

/** Starts recording every route registered on `app` from now on (call before any route is added). */
export function recordRoutes(app: FastifyInstance): void {
  const routes: RegisteredRoute[] = [];
  registries.set(app, routes);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      // Fastify adds a HEAD twin to every GET by itself; the contract lists the GET.
      if (method !== 'HEAD') {
        routes.push({ method, url: route.url });
      }
    }
  });
}

/** Every route recorded on `app` (empty when recording never started). */
export function registeredRoutesOf(app: FastifyInstance): readonly RegisteredRoute[] {
  return registries.get(app) ?? [];
}
