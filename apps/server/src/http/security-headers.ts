import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

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
    hsts: options.isProduction ? { maxAge: 15_552_000, includeSubDomains: true } : false,
  });
}
