import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import fastifySwagger from '@fastify/swagger';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import type { BlobStore } from './blobs/blob-store';
import type { AppConfig } from './config';
import type { Database } from './db/database';
import { platformRoutes } from './features/platform/platform.routes';
import { registerErrorHandler } from './http/error-handler';
import { createReadinessCheck } from './http/readiness';
import { registerSecurityHeaders } from './http/security-headers';
import { registerSpa } from './http/spa';
import type { JobQueue } from './jobs/job-queue';

/** Everything the app needs from outside; main.ts builds the real ones, tests build their own. */
export interface AppDeps {
  config: AppConfig;
  database: Database;
  blobs: BlobStore;
  logger: Logger;
  /** Absent in tests that never enqueue work. */
  jobs?: JobQueue;
  /** The clock, so tests can move time (lockouts, expiry). */
  now?: () => Date;
}

/** A fully wired Fastify app that never listens: main.ts listens, tests call `inject`. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  // Typed with Fastify's base logger so plugins and routes see the plain FastifyInstance.
  const loggerInstance: FastifyBaseLogger = deps.logger;
  const app: FastifyInstance = Fastify({
    loggerInstance,
    bodyLimit: config.bodyLimitBytes,
    trustProxy: true,
    disableRequestLogging: false,
    requestIdHeader: 'x-request-id',
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Airlens API',
        description: 'Wi-Fi survey and planning projects, network insights and heatmaps.',
        version: config.releaseVersion,
      },
      servers: [{ url: config.publicUrl }],
    },
    transform: jsonSchemaTransform,
  });
  await registerSecurityHeaders(app, {
    extraConnectOrigins: [config.mapStyleUrl, config.errorReportingDsn]
      .filter((value): value is string => value !== null && /^https?:\/\//.test(value))
      .map((value) => new URL(value).origin),
    isProduction: config.isProduction,
  });
  await app.register(fastifyCookie);
  await app.register(fastifyFormbody, { bodyLimit: 64 * 1024 });

  await app.register(platformRoutes({ config, isReady: createReadinessCheck(deps.database) }));

  app.get('/openapi.json', { schema: { hide: true } }, () => app.swagger());
  await registerSpa(app, config.webDistDir);
  return app;
}
