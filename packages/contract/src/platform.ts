import { z } from 'zod';
import { defineEndpoint, errorBodySchema } from './endpoint';
import { FEATURE_FLAG_NAMES, type FeatureFlagName } from './feature-flags';

const featureFlagsSchema = z.object(
  Object.fromEntries(FEATURE_FLAG_NAMES.map((flag) => [flag, z.boolean()])) as Record<
    FeatureFlagName,
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
    /** E-mail domains whose users are flagged internal in analytics (docs/product-spec.md §6). */
    internalEmailDomains: z.array(z.string()),
  })
  .meta({ id: 'PageConfig' });

export type PageConfig = z.infer<typeof pageConfigSchema>;

const healthSchema = z.object({ status: z.enum(['ok', 'unavailable']) });

/** Liveness, readiness and page configuration (api-contract.md "Configuration", "Other"). */
export const platformEndpoints = {
  getLiveness: defineEndpoint({
    method: 'GET',
    path: '/healthz',
    access: 'public',
    tags: ['platform'],
    summary: 'Liveness: the process serves HTTP',
    responses: { 200: healthSchema },
  }),
  getReadiness: defineEndpoint({
    method: 'GET',
    path: '/readyz',
    access: 'public',
    tags: ['platform'],
    summary: 'Readiness: the database answers and every migration is applied',
    responses: { 200: healthSchema, 503: healthSchema },
  }),
  getPageConfig: defineEndpoint({
    method: 'GET',
    path: '/config.json',
    access: 'public',
    tags: ['platform'],
    summary: 'Feature flags and page configuration',
    responses: { 200: pageConfigSchema, 500: errorBodySchema },
  }),
  getOpenApiDocument: defineEndpoint({
    method: 'GET',
    path: '/openapi.json',
    access: 'public',
    tags: ['platform'],
    summary: 'The whole API as an OpenAPI 3.1 document, generated from this contract',
    hidden: true,
    responses: { 200: z.record(z.string(), z.unknown()) },
  }),
};
