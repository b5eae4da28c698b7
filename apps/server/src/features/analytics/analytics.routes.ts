import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../../http/error-body';
import { assertCsrf, loadOptionalUser } from '../../http/session';
import type { AccountsContext } from '../auth/accounts-context';
import { analyticsEventSchema, recordAnalyticsEvent } from './analytics.service';

/** POST /eventapi/v1/analytics/events: stored when valid, 202 either way (analytics never fails the caller). */
export function analyticsRoutes(context: AccountsContext) {
  return async function register(app: FastifyInstance): Promise<void> {
    const typed = app.withTypeProvider<ZodTypeProvider>();
    typed.post(
      '/eventapi/v1/analytics/events',
      {
        bodyLimit: 16 * 1024,
        schema: {
          tags: ['analytics'],
          summary: 'Record an analytics event (spec §3); the csrfToken header must match when signed in',
          // Documented shape; validated in the service so an invalid event is dropped, not refused.
          body: analyticsEventSchema.or(z.unknown()),
          response: { 202: z.null(), 403: errorBodySchema },
        },
      },
      async (request, reply) => {
        const user = await loadOptionalUser(request);
        if (user !== null) {
          assertCsrf(request, user);
        }
        await recordAnalyticsEvent(context, request.body, user?.userId ?? null);
        return reply.status(202).send(null);
      },
    );
  };
}
