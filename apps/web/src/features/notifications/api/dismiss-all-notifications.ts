import { useMutation } from '@tanstack/react-query';
import { apiDelete } from '@/lib/api-client';

const NOTIFICATIONS_PATH = '/notifyapi/v1/notification';

/** DELETE notification: marks every notification of the caller read (the inbox's "Mark all read"). */
export async function dismissAllServerNotifications(): Promise<void> {
  await apiDelete(NOTIFICATIONS_PATH);
}

export function useDismissAllServerNotifications() {
  return useMutation({ mutationFn: dismissAllServerNotifications, meta: { handledError: true } });
}
