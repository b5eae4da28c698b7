import { planningEndpoints } from '@airlens/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/contract-route';
import { requireUser, userOf } from '../../http/session';
import { getRequirementPassRates } from './pass-rates.service';
import { getCapacity, listDeviceProfiles, type PlanningContext } from './planning.service';

/** Planning under /insightapi/v1 (api-contract "Planning"): device profiles, requirement pass rates, capacity. */
export function planningRoutes(context: PlanningContext) {
  return async function register(app: FastifyInstance): Promise<void> {
    const typed = app.withTypeProvider<ZodTypeProvider>();

    typed.route({
      ...routeOf(planningEndpoints.listDeviceProfiles),
      preHandler: requireUser({ insights: true, allowGuest: true }),
      handler: async (request) => listDeviceProfiles(context, userOf(request), request.params.id),
    });

    typed.route({
      ...routeOf(planningEndpoints.getRequirementPassRates),
      preHandler: requireUser({ insights: true, allowGuest: true }),
      handler: async (request) =>
        getRequirementPassRates(context, userOf(request), request.params.id, {
          frequencyBand: request.query.frequencyBand,
          deviceProfileId: request.query.deviceProfileId,
          startDate: request.query.startDate,
          endDate: request.query.endDate,
        }),
    });

    typed.route({
      ...routeOf(planningEndpoints.getCapacity),
      preHandler: requireUser({ insights: true, allowGuest: true }),
      handler: async (request) =>
        getCapacity(context, userOf(request), request.params.id, {
          frequencyBand: request.query.frequencyBand,
        }),
    });
  };
}
