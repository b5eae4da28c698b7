import { apiGet } from '@/lib/api-client';

/** The part of /config.json the sign-in screens use. */
export interface SignInConfig {
  productOrigins: string[];
  productDomains: string[];
  /** The whole answer, for error reporting when it is configured (read then by lib/config.ts). */
  raw: unknown;
}

function stringsOf(value: unknown): string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string') ? value : [];
}

/**
 * GET /config.json read as lib/config.ts reads it (a missing or broken field falls back to none), but by hand:
 * that module's tolerant schema is built with zod, which the sign-in page does not load (issue #21).
 */
export async function loadSignInConfig(): Promise<SignInConfig> {
  const answer = await apiGet<unknown>('/config.json', { handleUnauthorized: false, csrf: 'none' });
  const record = typeof answer === 'object' && answer !== null ? (answer as Record<string, unknown>) : {};
  return {
    productOrigins: stringsOf(record.productOrigins),
    productDomains: stringsOf(record.productDomains),
    raw: answer ?? {},
  };
}

/** Whether the config names an error-reporting DSN (lib/error-reporting.ts starts Sentry only then). */
export function hasErrorReporting(config: SignInConfig): boolean {
  const raw = config.raw as { errorReporting?: { dsn?: unknown } } | null;
  const dsn = raw?.errorReporting?.dsn;
  return typeof dsn === 'string' && dsn.trim() !== '';
}
