import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../../http/error-body';
import { requireUser, userOf } from '../../http/session';
import { NOTIFICATION_LEVELS } from './notifications.repo';
import {
  dismissAllNotifications,
  dismissNotification,
  getNotifications,
  type NotificationsDeps,
} from './notifications.service';

const notificationSchema = z
  .object({
    id: z.string(),
    level: z.enum(NOTIFICATION_LEVELS),
    title: z.string(),
    description: z.string(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'ServerNotification' });

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/** The caller's server notifications under /notifyapi/v1/notification (signed-in users; never guests). */
export function notificationsRoutes(deps: NotificationsDeps) {
  return async function register(app: FastifyInstance): Promise<void> {
    const typed = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['notifications'];

    typed.get(
      '/notifyapi/v1/notification',
      {
        preHandler: requireUser(),
        schema: {
          tags,
          summary: "The caller's notifications not yet dismissed, newest first (at most 50)",
          response: { 200: z.array(notificationSchema), ...errors },
        },
      },
      async (request, reply) => {
        const rows = await getNotifications(deps, userOf(request));
        reply.header('Cache-Control', 'no-store');
        return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
      },
    );

    typed.delete(
      '/notifyapi/v1/notification/:id',
      {
        preHandler: requireUser(),
        schema: {
          tags,
          summary: 'Dismiss (mark read) one notification of the caller',
          params: z.object({ id: z.uuid() }),
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await dismissNotification(deps, userOf(request), request.params.id);
        return reply.status(204).send(null);
      },
    );

    typed.delete(
      '/notifyapi/v1/notification',
      {
        preHandler: requireUser(),
        schema: {
          tags,
          summary: 'Dismiss every notification of the caller',
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await dismissAllNotifications(deps, userOf(request));
        return reply.status(204).send(null);
      },
    );
  };
}
