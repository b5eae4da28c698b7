import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppDeps } from './app';
import { healthRoutes } from './features/platform/platform.routes';
import { registerErrorHandler } from './http/error-handler';
import { createReadinessCheck } from './http/readiness';
import { createJobFeatures } from './job-features';

/**
 * A ROLE=worker process: takes import, deletion, report, controller change and auto-plan jobs from the queue and serves
 * only /healthz and /readyz (for container health checks and orchestrators), never the app's routes. Closing it stops taking
 * jobs' work locally and waits for what runs (the queue itself is stopped by main.ts).
 */
export async function buildWorkerApp(deps: AppDeps): Promise<FastifyInstance> {
  const loggerInstance: FastifyBaseLogger = deps.logger;
  const health: FastifyInstance = Fastify({ loggerInstance });
  health.setValidatorCompiler(validatorCompiler);
  health.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(health);
  await health.register(healthRoutes({ isReady: createReadinessCheck(deps.database) }));
  const jobFeatures = createJobFeatures({ ...deps, now: deps.now ?? (() => new Date()) });
  health.addHook('onClose', () => jobFeatures.close());
  await jobFeatures.startJobs();
  return health;
}
