import { serverNotificationToastId } from '@/lib/notifications';

/**
 * The cache key prefix of every server notifications query (api/server-notifications); invalidating it
 * refreshes the poller and the inbox after a notification is marked read.
 */
export const NOTIFICATIONS_QUERY_PREFIX = ['notifications'] as const;

/** The notification host id of a server notification's toast. */
export const serverToastId = serverNotificationToastId;
