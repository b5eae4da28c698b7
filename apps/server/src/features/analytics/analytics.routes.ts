import { analyticsEndpoints } from '@airlens/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/contract-route';
import { assertCsrf, loadOptionalUser } from '../../http/session';
import type { AccountsContext } from '../auth';
import { recordAnalyticsEvent } from './analytics.service';

/** POST /eventapi/v1/analytics/events: stored when valid, 202 either way (analytics never fails the caller). */
export function analyticsRoutes(context: AccountsContext) {
  return async function register(app: FastifyInstance): Promise<void> {
    const typed = app.withTypeProvider<ZodTypeProvider>();
    typed.route({
      ...routeOf(analyticsEndpoints.recordAnalyticsEvent),
      bodyLimit: 16 * 1024,
      handler: async (request, reply) => {
        const user = await loadOptionalUser(request);
        if (user !== null) {
          assertCsrf(request, user);
        }
        await recordAnalyticsEvent(context, request.body, user?.userId ?? null);
        return reply.status(202).send(null);
      },
    });
  };
}
