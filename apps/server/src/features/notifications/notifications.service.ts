import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/database';
import { notFound } from '../../http/errors';
import type { AuthenticatedUser } from '../../http/session';
import {
  insertNotification,
  listUnreadNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  type NotificationLevel,
  type NotificationRow,
} from './notifications.repo';

export type { NotificationLevel, NotificationRow } from './notifications.repo';

/** What notifications need: the database and the clock. */
export interface NotificationsDeps {
  database: Database;
  now?: () => Date;
}

/** The most notifications one list answer holds. */
export const NOTIFICATION_LIST_LIMIT = 50;

const TITLE_MAX = 200;
const DESCRIPTION_MAX = 2000;

/**
 * Stores a notification for a user by id or e-mail (other features call this: uploads when an import
 * finishes, sharing when a project is shared); answers the id, or null when no active user matches. `id`
 * names the news after its subject (a report's id), so a client that told it already can tell it is the same.
 */
export async function notifyUser(
  deps: NotificationsDeps,
  target: { userId: string } | { email: string },
  notification: { id?: string; level: NotificationLevel; title: string; description: string },
): Promise<string | null> {
  return insertNotification(deps.database, target, {
    id: notification.id ?? randomUUID(),
    level: notification.level,
    title: notification.title.slice(0, TITLE_MAX),
    description: notification.description.slice(0, DESCRIPTION_MAX),
    now: (deps.now ?? (() => new Date()))(),
  });
}

/** The caller's notifications not yet dismissed, newest first. */
export function getNotifications(
  deps: NotificationsDeps,
  caller: AuthenticatedUser,
): Promise<NotificationRow[]> {
  return listUnreadNotifications(deps.database, caller.userId, NOTIFICATION_LIST_LIMIT);
}

/** Dismisses one of the caller's notifications; 404 when it is not the caller's or already dismissed. */
export async function dismissNotification(
  deps: NotificationsDeps,
  caller: AuthenticatedUser,
  id: string,
): Promise<void> {
  const isDismissed = await markNotificationRead(
    deps.database,
    caller.userId,
    id,
    (deps.now ?? (() => new Date()))(),
  );
  if (!isDismissed) {
    throw notFound();
  }
}

/** Dismisses every notification of the caller. */
export async function dismissAllNotifications(
  deps: NotificationsDeps,
  caller: AuthenticatedUser,
): Promise<void> {
  await markAllNotificationsRead(deps.database, caller.userId, (deps.now ?? (() => new Date()))());
}

/**
 * Tells the uploader an import finished (COMMITTED or failed with its reason); never throws, so an import
 * job may call it after its commit without risking the committed version. Answers the notification id or null.
 */
export async function notifyUploadFinished(
  deps: NotificationsDeps & { logger?: { warn: (object: object, message: string) => void } },
  upload: { userId: string; fileName: string; succeeded: boolean; reason?: string | null },
): Promise<string | null> {
  try {
    return await notifyUser(
      deps,
      { userId: upload.userId },
      upload.succeeded
        ? { level: 'success', title: 'Upload finished', description: `${upload.fileName} was imported.` }
        : {
            level: 'error',
            title: 'Upload failed',
            description: `${upload.fileName}: ${upload.reason ?? 'Upload failed'}`,
          },
    );
  } catch (error) {
    deps.logger?.warn({ err: error, userId: upload.userId }, 'could not store an upload notification');
    return null;
  }
}
