import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** How long browsers keep to https for this host (and its subdomains) once they saw the header: one year. */
export const HSTS_MAX_AGE_SECONDS = 31_536_000;

/** Security headers for every response; the CSP admits only what the SPA needs (maps, workers, inline styles). */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { extraConnectOrigins: string[]; isProduction: boolean },
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'", 'https:'],
        scriptSrc: ["'self'"],
        // MUI/emotion inject style tags at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...options.extraConnectOrigins],
        fontSrc: ["'self'", 'data:'],
        workerSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'", ...options.extraConnectOrigins],
        ...(options.isProduction ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    crossOriginEmbedderPolicy: false,
    // One year with subdomains (ASVS 3.4.1); outside production the app is reached over plain http.
    hsts: options.isProduction ? { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: true } : false,
  });
}
