import { contract } from '@airlens/contract';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';

/** DELETE notification: marks every notification of the caller read (the inbox's "Mark all read"). */
export async function dismissAllServerNotifications(): Promise<void> {
  await callEndpoint(contract.notifications.dismissAllNotifications, {});
}

export function useDismissAllServerNotifications() {
  return useMutation({ mutationFn: dismissAllServerNotifications, meta: { handledError: true } });
}
