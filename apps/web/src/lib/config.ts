import { createContext, useContext } from 'react';
import { z } from 'zod';
import { apiGet } from './api-client';

const FEATURE_FLAG_NAMES = [
  'notification',
  'sixGhz',
  'ssidDropdown',
  'designProject',
  'shareApi',
  'passwordPolicy',
  'cloudPlanner',
  'recommendations',
  'projectDownload',
  'rssiExport',
  'dashboard',
  'datasource',
  'ssoConfig',
  'aipoTrial',
  'projectRename',
] as const;

export type FeatureFlagName = (typeof FEATURE_FLAG_NAMES)[number];

const featureFlagsSchema = z.object(
  Object.fromEntries(
    FEATURE_FLAG_NAMES.map((name) => [name, z.boolean().catch(false).default(false)]),
  ) as Record<FeatureFlagName, z.ZodDefault<z.ZodCatch<z.ZodBoolean>>>,
);

/** GET /config.json (api-contract "Configuration"); unknown or broken fields fall back to safe defaults. */
export const appConfigSchema = z.object({
  featureFlags: featureFlagsSchema.catch(featureFlagsSchema.parse({})).default(featureFlagsSchema.parse({})),
  productOrigins: z.array(z.string()).catch([]).default([]),
  productDomains: z.array(z.string()).catch([]).default([]),
  marketingBaseUrl: z.string().nullable().catch(null).default(null),
  errorReporting: z
    .object({
      dsn: z.string().nullable().optional(),
      tracesSampleRate: z.number().optional(),
      replaysSessionSampleRate: z.number().optional(),
      replaysOnErrorSampleRate: z.number().optional(),
    })
    .catch({})
    .default({}),
  releaseVersion: z.string().nullable().catch(null).default(null),
  optimizerUrl: z.string().nullable().catch(null).default(null),
  mapStyleUrl: z.string().nullable().catch(null).default(null),
  plannerUrl: z.string().nullable().catch(null).default(null),
  /** Company e-mail domains flagged internal in analytics (spec §6). */
  internalEmailDomains: z.array(z.string()).catch([]).default([]),
});

export type AppConfig = z.infer<typeof appConfigSchema>;

/** Loaded before any route renders (spec: the shell loads /config.json first). */
export async function loadConfig(): Promise<AppConfig> {
  const answer = await apiGet<unknown>('/config.json', { handleUnauthorized: false, csrf: 'none' });
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
