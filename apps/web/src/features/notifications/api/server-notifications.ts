import { useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiDelete, apiGet } from '@/lib/api-client';

export const NOTIFICATIONS_PATH = '/notifyapi/v1/notification';

/** How often a signed-in user's notifications are polled. */
export const NOTIFICATION_POLL_MS = 30_000;

const serverNotificationSchema = z.object({
  id: z.string(),
  level: z.enum(['info', 'warning', 'error', 'success']),
  title: z.string(),
  description: z.string(),
  createdAt: z.string(),
});

export type ServerNotification = z.infer<typeof serverNotificationSchema>;

/** GET notification: the caller's notifications not yet dismissed, newest first. */
export async function listServerNotifications(signal?: AbortSignal): Promise<ServerNotification[]> {
  return z.array(serverNotificationSchema).parse(await apiGet<unknown>(NOTIFICATIONS_PATH, { signal }));
}

/** DELETE notification/{id}: marks one notification read. */
export async function dismissServerNotification(id: string): Promise<void> {
  await apiDelete(`${NOTIFICATIONS_PATH}/${encodeURIComponent(id)}`);
}

export function useServerNotifications(isEnabled: boolean) {
  return useQuery({
    queryKey: ['notifications', 'server'],
    queryFn: ({ signal }) => listServerNotifications(signal),
    enabled: isEnabled,
    refetchInterval: NOTIFICATION_POLL_MS,
    refetchIntervalInBackground: false,
    staleTime: 0,
    meta: { handledError: true },
  });
}

export function useDismissServerNotification() {
  return useMutation({ mutationFn: dismissServerNotification, meta: { handledError: true } });
}
