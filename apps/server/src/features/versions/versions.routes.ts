import { versionsEndpoints } from '@airlens/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/contract-route';
import { notFound } from '../../http/errors';
import { requireUser, userOf } from '../../http/session';
import { getAutoPlan, startAutoPlan, type AutoPlanContext } from '../design/auto-plan.service';
import { updateDesign } from '../design/design.service';
import { diffProjectVersions, listProjectVersions, restoreProjectVersion } from './versions.service';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A malformed id names nothing: 404, the same as a project that is not there. */
function projectIdOf(params: { id: string }): string {
  if (!UUID.test(params.id)) {
    throw notFound();
  }
  return params.id.toLowerCase();
}

/** Version history under /projectapi/v1/projects/{id}/versions (api-contract.md "Design editing and versions"). */
export function versionsRoutes(context: AutoPlanContext) {
  return async function register(app: FastifyInstance): Promise<void> {
    const typed = app.withTypeProvider<ZodTypeProvider>();

    typed.route({
      ...routeOf(versionsEndpoints.updateDesign),
      preHandler: requireUser(),
      handler: async (request, reply) => {
        const outcome = await updateDesign(
          context,
          userOf(request),
          projectIdOf(request.params),
          request.body,
        );
        if (outcome.kind === 'stale') {
          return reply.status(409).send({
            message:
              'The project has changed since these edits were made. Rebase them on the current version.',
            currentVersion: outcome.currentVersion,
          });
        }
        return outcome.answer;
      },
    });

    typed.route({
      ...routeOf(versionsEndpoints.startAutoPlan),
      preHandler: requireUser(),
      handler: async (request, reply) => {
        const { id, floorId } = request.params;
        const answer = await startAutoPlan(
          context,
          userOf(request),
          projectIdOf({ id }),
          floorId,
          request.body,
        );
        return reply.status(202).send(answer);
      },
    });

    typed.route({
      ...routeOf(versionsEndpoints.getAutoPlan),
      preHandler: requireUser(),
      handler: (request) =>
        getAutoPlan(
          context,
          userOf(request),
          projectIdOf(request.params),
          request.params.floorId,
          request.params.jobId,
        ),
    });

    typed.route({
      ...routeOf(versionsEndpoints.listVersions),
      preHandler: requireUser(),
      handler: (request) => listProjectVersions(context, userOf(request), projectIdOf(request.params)),
    });

    typed.route({
      ...routeOf(versionsEndpoints.diffVersions),
      preHandler: requireUser(),
      handler: (request) =>
        diffProjectVersions(
          context,
          userOf(request),
          projectIdOf(request.params),
          request.params.a,
          request.params.b,
        ),
    });

    typed.route({
      ...routeOf(versionsEndpoints.restoreVersion),
      preHandler: requireUser(),
      handler: async (request, reply) => {
        const answer = await restoreProjectVersion(
          context,
          userOf(request),
          projectIdOf(request.params),
          request.params.version,
        );
        return reply.status(202).send(answer);
      },
    });
  };
}
