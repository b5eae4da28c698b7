import { listEndpoints } from '@airlens/contract';
import fastifySwagger from '@fastify/swagger';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { swaggerOptions } from './api-docs';
import { routeOf } from './contract-route';
import { SESSION_COOKIE } from './session';

/**
 * The OpenAPI document of the contract's endpoints, built without a database or a listening server: a bare
 * Fastify app with the server's own swagger options and one route per contract endpoint. The SDK is
 * generated from it (packages/sdk/scripts/generate.ts); version and servers are fixed so it is reproducible.
 */
export async function contractOpenApiDocument(): Promise<Record<string, unknown>> {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(
    fastifySwagger,
    swaggerOptions({ version: 'contract', publicUrl: null, sessionCookieName: SESSION_COOKIE }),
  );
  for (const endpoint of listEndpoints()) {
    app.route({ ...routeOf(endpoint), handler: () => null });
  }
  await app.ready();
  const document = app.swagger() as unknown as Record<string, unknown>;
  await app.close();
  return document;
}
