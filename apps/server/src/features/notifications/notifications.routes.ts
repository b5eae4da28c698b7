import { notificationsEndpoints } from '@airlens/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/contract-route';
import { requireUser, userOf } from '../../http/session';
import {
  dismissAllNotifications,
  dismissNotification,
  getNotifications,
  type NotificationsDeps,
} from './notifications.service';

/** The caller's server notifications under /notifyapi/v1/notification (signed-in users; never guests). */
export function notificationsRoutes(deps: NotificationsDeps) {
  return async function register(app: FastifyInstance): Promise<void> {
    const typed = app.withTypeProvider<ZodTypeProvider>();

    typed.route({
      ...routeOf(notificationsEndpoints.listNotifications),
      preHandler: requireUser(),
      handler: async (request, reply) => {
        const rows = await getNotifications(deps, userOf(request));
        reply.header('Cache-Control', 'no-store');
        return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
      },
    });

    typed.route({
      ...routeOf(notificationsEndpoints.dismissNotification),
      preHandler: requireUser(),
      handler: async (request, reply) => {
        await dismissNotification(deps, userOf(request), request.params.id);
        return reply.status(204).send(null);
      },
    });

    typed.route({
      ...routeOf(notificationsEndpoints.dismissAllNotifications),
      preHandler: requireUser(),
      handler: async (request, reply) => {
        await dismissAllNotifications(deps, userOf(request));
        return reply.status(204).send(null);
      },
    });
  };
}
