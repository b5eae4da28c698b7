import { createContext, useContext } from 'react';
import {
  FEATURE_FLAG_NAMES,
  pageConfigSchema,
  pathOf,
  platformEndpoints,
  type FeatureFlagName,
  type PageConfig,
} from '@airlens/contract';
import type { z } from 'zod';
import { apiGet } from './api-client';

const { shape } = pageConfigSchema;

/** A field of the contract's schema that falls back to `fallback` when absent or broken. */
function tolerant<T extends z.ZodType>(schema: T, fallback: z.output<T>) {
  return schema.catch(fallback);
}

const featureFlagsSchema = shape.featureFlags.extend(
  Object.fromEntries(
    FEATURE_FLAG_NAMES.map((name) => [name, tolerant(shape.featureFlags.shape[name], false)]),
  ) as Record<FeatureFlagName, z.ZodCatch<z.ZodBoolean>>,
);
const noFlags = featureFlagsSchema.parse({});

/**
 * GET /config.json as the contract declares it, read tolerantly: the app must start even when the answer is
 * missing or a field is broken, so each field falls back to a safe default (flags off, no URLs, no DSN).
 */
export const appConfigSchema = pageConfigSchema.extend({
  featureFlags: tolerant(featureFlagsSchema, noFlags),
  productOrigins: tolerant(shape.productOrigins, []),
  productDomains: tolerant(shape.productDomains, []),
  marketingBaseUrl: tolerant(shape.marketingBaseUrl, null),
  errorReporting: tolerant(shape.errorReporting.partial(), {}),
  releaseVersion: tolerant(shape.releaseVersion.nullable(), null),
  optimizerUrl: tolerant(shape.optimizerUrl, null),
  mapStyleUrl: tolerant(shape.mapStyleUrl, null),
  plannerUrl: tolerant(shape.plannerUrl, null),
  internalEmailDomains: tolerant(shape.internalEmailDomains, []),
} satisfies Record<keyof PageConfig, z.ZodType>);

export type AppConfig = z.infer<typeof appConfigSchema>;

/**
 * Loaded before any route renders (spec: the shell loads /config.json first). Read with the tolerant schema
 * above rather than through callEndpoint, whose strict parse would stop the app on one broken field.
 */
export async function loadConfig(): Promise<AppConfig> {
  const answer = await apiGet<unknown>(pathOf(platformEndpoints.getPageConfig), {
    handleUnauthorized: false,
    csrf: 'none',
  });
  return appConfigSchema.parse(answer ?? {});
}

export const ConfigContext = createContext<AppConfig | null>(null);

export function useConfig(): AppConfig {
  const config = useContext(ConfigContext);
  if (config === null) {
    throw new Error('useConfig needs the ConfigContext provider (app/app-providers.tsx).');
  }
  return config;
}
