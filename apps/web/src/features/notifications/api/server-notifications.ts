import { notificationsEndpoints, type ServerNotification } from '@airlens/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';

export type { ServerNotification };

/** How often a signed-in user's notifications are polled. */
export const NOTIFICATION_POLL_MS = 30_000;

/** GET notification: the caller's notifications not yet dismissed, newest first. */
export function listServerNotifications(signal?: AbortSignal): Promise<ServerNotification[]> {
  return callEndpoint(notificationsEndpoints.listNotifications, {}, { signal });
}

/** DELETE notification/{id}: marks one notification read. */
export async function dismissServerNotification(id: string): Promise<void> {
  await callEndpoint(notificationsEndpoints.dismissNotification, { params: { id } });
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
