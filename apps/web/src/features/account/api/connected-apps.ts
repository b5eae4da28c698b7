import { oauthEndpoints } from '@airlens/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';

/** GET the clients the user approved (desktop apps, the CLI). */
export function connectedAppsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['users', userId, 'connected-apps'],
    queryFn: () => callEndpoint(oauthEndpoints.listConnectedApps, { params: { userId } }),
  });
}

export function useConnectedApps(userId: string) {
  return useQuery({ ...connectedAppsQueryOptions(userId), meta: { handledError: true } });
}

/** DELETE a client's approval: every token it holds for the user stops working. */
export function useRevokeConnectedApp(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (clientId: string) =>
      callEndpoint(oauthEndpoints.revokeConnectedApp, { params: { userId }, query: { clientId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: connectedAppsQueryOptions(userId).queryKey }),
    meta: { handledError: true },
  });
}
