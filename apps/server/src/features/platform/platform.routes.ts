import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../config';
import { FEATURE_FLAG_NAMES } from '../../config';
import { errorBodySchema } from '../../http/error-body';

const featureFlagsSchema = z.object(
  Object.fromEntries(FEATURE_FLAG_NAMES.map((flag) => [flag, z.boolean()])) as Record<
    (typeof FEATURE_FLAG_NAMES)[number],
    z.ZodBoolean
  >,
);

/** The page configuration the SPA loads before it renders any route. */
export const pageConfigSchema = z
  .object({
    featureFlags: featureFlagsSchema,
    productOrigins: z.array(z.string()),
    productDomains: z.array(z.string()),
    marketingBaseUrl: z.string().nullable(),
    errorReporting: z.object({
      dsn: z.string().nullable(),
      tracesSampleRate: z.number(),
      replaysSessionSampleRate: z.number(),
      replaysOnErrorSampleRate: z.number(),
    }),
    releaseVersion: z.string(),
    optimizerUrl: z.string().nullable(),
    plannerUrl: z.string().nullable(),
    mapStyleUrl: z.string().nullable(),
    /** E-mail domains whose users are flagged internal in analytics (spec §6). */
    internalEmailDomains: z.array(z.string()),
  })
  .meta({ id: 'PageConfig' });

const healthSchema = z.object({ status: z.enum(['ok', 'unavailable']) });

/** Builds /config.json from the parsed configuration (spec §1 flags, §9 error-reporting rates). */
export function presentPageConfig(config: AppConfig): z.infer<typeof pageConfigSchema> {
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

/** Liveness, readiness and page configuration. */
export function platformRoutes(deps: { config: AppConfig; isReady: () => Promise<boolean> }) {
  return async function register(app: FastifyInstance): Promise<void> {
    const typed = app.withTypeProvider<ZodTypeProvider>();
    const pageConfig = presentPageConfig(deps.config);

    typed.get(
      '/healthz',
      {
        schema: {
          tags: ['platform'],
          summary: 'Liveness: the process serves HTTP',
          response: { 200: healthSchema },
        },
      },
      () => ({ status: 'ok' as const }),
    );

    typed.get(
      '/readyz',
      {
        schema: {
          tags: ['platform'],
          summary: 'Readiness: the database answers and every migration is applied',
          response: { 200: healthSchema, 503: healthSchema },
        },
      },
      async (_request, reply) => {
        const ready = await deps.isReady();
        return reply.status(ready ? 200 : 503).send({ status: ready ? 'ok' : 'unavailable' });
      },
    );

    typed.get(
      '/config.json',
      {
        schema: {
          tags: ['platform'],
          summary: 'Feature flags and page configuration',
          response: { 200: pageConfigSchema, 500: errorBodySchema },
        },
      },
      async (_request, reply) => reply.header('Cache-Control', 'no-cache').send(pageConfig),
    );
  };
}
