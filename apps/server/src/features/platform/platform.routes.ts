import { platformEndpoints, type PageConfig } from '@airlens/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config';
import { routeOf } from '../../http/contract-route';

/** Builds /config.json from the parsed configuration (docs/product-spec.md §1 flags, §9 error-reporting rates). */
export function presentPageConfig(config: AppConfig): PageConfig {
  return {
    featureFlags: config.featureFlags,
    productOrigins: config.productOrigins,
    productDomains: config.productDomains,
    marketingBaseUrl: config.marketingBaseUrl,
    errorReporting: {
      dsn: config.errorReportingDsn,
      tracesSampleRate: 0.1,
      replaysSessionSampleRate: 0,
      replaysOnErrorSampleRate: 0.5,
    },
    releaseVersion: config.releaseVersion,
    optimizerUrl: config.optimizerUrl,
    plannerUrl: config.plannerUrl,
    mapStyleUrl: config.mapStyleUrl,
    internalEmailDomains: config.internalEmailDomains,
  };
}

/** Liveness (/healthz) and readiness (/readyz): also the whole health listener of a ROLE=worker process. */
export function healthRoutes(deps: { isReady: () => Promise<boolean> }) {
  return async function register(app: FastifyInstance): Promise<void> {
    const typed = app.withTypeProvider<ZodTypeProvider>();
    typed.route({ ...routeOf(platformEndpoints.getLiveness), handler: () => ({ status: 'ok' as const }) });

    typed.route({
      ...routeOf(platformEndpoints.getReadiness),
      handler: async (_request, reply) => {
        const ready = await deps.isReady();
        return reply.status(ready ? 200 : 503).send({ status: ready ? 'ok' : 'unavailable' });
      },
    });
  };
}

/** Liveness, readiness and page configuration. */
export function platformRoutes(deps: { config: AppConfig; isReady: () => Promise<boolean> }) {
  return async function register(app: FastifyInstance): Promise<void> {
    const typed = app.withTypeProvider<ZodTypeProvider>();
    const pageConfig = presentPageConfig(deps.config);
    await app.register(healthRoutes(deps));

    typed.route({
      ...routeOf(platformEndpoints.getPageConfig),
      handler: async (_request, reply) => reply.header('Cache-Control', 'no-cache').send(pageConfig),
    });
  };
}
