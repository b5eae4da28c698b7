import { z } from 'zod';
import { commonErrors, defineEndpoint } from './endpoint';

const tags = ['notifications'];

/** The levels of docs/product-spec.md §3 Notification. */
const NOTIFICATION_LEVELS = ['info', 'warning', 'error', 'success'] as const;

export type NotificationLevel = (typeof NOTIFICATION_LEVELS)[number];

const serverNotificationSchema = z
  .object({
    id: z.string(),
    level: z.enum(NOTIFICATION_LEVELS),
    title: z.string(),
    description: z.string(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'ServerNotification' });

export type ServerNotification = z.infer<typeof serverNotificationSchema>;

/** The caller's server notifications under /notifyapi/v1/notification (signed-in users; never guests). */
export const notificationsEndpoints = {
  listNotifications: defineEndpoint({
    method: 'GET',
    path: '/notifyapi/v1/notification',
    access: 'signedIn',
    tags,
    summary: "The caller's notifications not yet dismissed, newest first (at most 50)",
    responses: { 200: z.array(serverNotificationSchema), ...commonErrors },
  }),
  dismissNotification: defineEndpoint({
    method: 'DELETE',
    path: '/notifyapi/v1/notification/:id',
    access: 'signedIn',
    tags,
    summary: 'Dismiss (mark read) one notification of the caller',
    params: z.object({ id: z.uuid() }),
    responses: { 204: z.null(), ...commonErrors },
  }),
  dismissAllNotifications: defineEndpoint({
    method: 'DELETE',
    path: '/notifyapi/v1/notification',
    access: 'signedIn',
    tags,
    summary: 'Dismiss every notification of the caller',
    responses: { 204: z.null(), ...commonErrors },
  }),
};
