import { vendorIntegrationEndpoints as endpoints } from '@airlens/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/contract-route';
import { notFound } from '../../http/errors';
import { requireUser, userOf } from '../../http/session';
import { getChange, requestChange, rollbackChange } from './vendor-changes.service';
import {
  connect,
  disconnect,
  getConnection,
  getProjectLink,
  listNetworks,
  putProjectLink,
  type VendorIntegrationContext,
} from './vendor-integration.service';
import { applyApRenames, listApRenames } from './vendor-ap-renames.service';
import { createControllerFloorPlan } from './vendor-floor-plans.service';
import { getLiveStatus } from './vendor-live.service';
import { getOptimizationHeatmap } from './vendor-optimization-heatmap.service';
import { optimizeProject } from './vendor-optimization.service';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A malformed id names nothing: 404, the same as a project that is not there. */
export function projectIdOf(params: { id: string }): string {
  if (!UUID.test(params.id)) {
    throw notFound();
  }
  return params.id.toLowerCase();
}

/** The Meraki integration under /insightapi/v1/vendorIntegration (api-contract "Controller interop"). */
export function vendorIntegrationRoutes(context: VendorIntegrationContext) {
  return async function register(app: FastifyInstance): Promise<void> {
    const typed = app.withTypeProvider<ZodTypeProvider>();

    typed.route({
      ...routeOf(endpoints.getVendorConnection),
      preHandler: requireUser(),
      handler: async (request) => getConnection(context, userOf(request)),
    });
    typed.route({
      ...routeOf(endpoints.connectVendor),
      preHandler: requireUser({ orgAdmin: true }),
      handler: async (request) => connect(context, userOf(request), request.body),
    });
    typed.route({
      ...routeOf(endpoints.disconnectVendor),
      preHandler: requireUser({ orgAdmin: true }),
      handler: async (request, reply) => {
        await disconnect(context, userOf(request));
        return reply.status(204).send(null);
      },
    });
    typed.route({
      ...routeOf(endpoints.listVendorNetworks),
      preHandler: requireUser(),
      handler: async (request) => listNetworks(context, userOf(request), request.query.organizationId),
    });
    typed.route({
      ...routeOf(endpoints.getProjectVendorLink),
      preHandler: requireUser(),
      handler: async (request) => getProjectLink(context, userOf(request), projectIdOf(request.params)),
    });
    typed.route({
      ...routeOf(endpoints.putProjectVendorLink),
      preHandler: requireUser(),
      handler: async (request) =>
        putProjectLink(context, userOf(request), projectIdOf(request.params), request.body),
    });
    typed.route({
      ...routeOf(endpoints.getProjectVendorLive),
      // READ roles see live status; guests of the secure view too (they may read the project).
      preHandler: requireUser({ allowGuest: true }),
      handler: async (request) => getLiveStatus(context, userOf(request), projectIdOf(request.params)),
    });
    typed.route({
      ...routeOf(endpoints.createVendorChange),
      preHandler: requireUser(),
      handler: async (request, reply) =>
        reply
          .status(202)
          .send(await requestChange(context, userOf(request), projectIdOf(request.params), request.body)),
    });
    typed.route({
      ...routeOf(endpoints.getVendorChange),
      preHandler: requireUser(),
      handler: async (request) =>
        getChange(context, userOf(request), projectIdOf(request.params), request.params.changeId),
    });
    typed.route({
      ...routeOf(endpoints.rollbackVendorChange),
      preHandler: requireUser(),
      handler: async (request, reply) =>
        reply
          .status(202)
          .send(
            await rollbackChange(
              context,
              userOf(request),
              projectIdOf(request.params),
              request.params.changeId,
            ),
          ),
    });
    typed.route({
      ...routeOf(endpoints.optimizeVendorChannels),
      preHandler: requireUser(),
      handler: async (request) =>
        optimizeProject(context, userOf(request), projectIdOf(request.params), request.body),
    });
    typed.route({
      ...routeOf(endpoints.createVendorFloorPlan),
      preHandler: requireUser(),
      handler: async (request, reply) =>
        reply
          .status(201)
          .send(
            await createControllerFloorPlan(
              context,
              userOf(request),
              projectIdOf(request.params),
              request.body,
            ),
          ),
    });
    typed.route({
      ...routeOf(endpoints.getVendorOptimizationHeatmap),
      preHandler: requireUser(),
      handler: async (request) =>
        getOptimizationHeatmap(context, userOf(request), projectIdOf(request.params), request.body),
    });
    typed.route({
      ...routeOf(endpoints.listVendorApRenames),
      preHandler: requireUser(),
      handler: async (request) => listApRenames(context, userOf(request), projectIdOf(request.params)),
    });
    typed.route({
      ...routeOf(endpoints.applyVendorApRenames),
      preHandler: requireUser(),
      handler: async (request, reply) =>
        reply
          .status(202)
          .send(await applyApRenames(context, userOf(request), projectIdOf(request.params), request.body)),
    });
  };
}
