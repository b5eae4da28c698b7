import { projectsEndpoints } from '@airlens/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/contract-route';
import { notFound } from '../../http/errors';
import { requireUser, userOf } from '../../http/session';
import { setFloorScale, type FloorScaleContext } from './floor-scale.service';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** PUT /projectapi/v1/projects/{id}/floorPlans/{floorId}/scale: a floor plan's scale, measured by a user. */
export function floorScaleRoutes(context: FloorScaleContext) {
  return async function register(app: FastifyInstance): Promise<void> {
    const typed = app.withTypeProvider<ZodTypeProvider>();

    typed.route({
      ...routeOf(projectsEndpoints.setFloorScale),
      preHandler: requireUser(),
      handler: async (request, reply) => {
        // A malformed id names nothing: 404, the same as a project that is not there.
        if (!UUID.test(request.params.id)) {
          throw notFound();
        }
        const answer = await setFloorScale(
          context,
          userOf(request),
          request.params.id.toLowerCase(),
          request.params.floorId,
          request.body.metersPerUnit,
        );
        return reply.status(202).send(answer);
      },
    });
  };
}
