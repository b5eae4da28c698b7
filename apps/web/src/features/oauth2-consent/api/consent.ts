import { oauthEndpoints, type ConsentRequest } from '@airlens/contract';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';

/** GET the pending authorization request behind /oauth2-consent?interaction=… */
export function authorizationConsentQueryOptions(uid: string) {
  return queryOptions({
    queryKey: ['oauth2', 'consent', uid],
    queryFn: () => callEndpoint(oauthEndpoints.getAuthorizationConsent, { params: { uid } }),
    retry: false,
    staleTime: Infinity,
  });
}

export function useAuthorizationConsent(uid: string) {
  return useQuery({ ...authorizationConsentQueryOptions(uid), meta: { handledError: true } });
}

/** POST the decision; answers where the browser continues (back to the authorization server). */
export function useDecideAuthorization(uid: string) {
  return useMutation({
    mutationFn: (approve: boolean) =>
      callEndpoint(oauthEndpoints.decideAuthorizationConsent, { params: { uid }, body: { approve } }),
    meta: { handledError: true },
  });
}

/** GET the device waiting with a user code (404 unknown, 409 expired or used: the message says which). */
export function getDeviceConsent(userCode: string): Promise<ConsentRequest> {
  return callEndpoint(oauthEndpoints.getDeviceConsent, { query: { userCode } });
}

export function useLookUpDevice() {
  return useMutation({ mutationFn: getDeviceConsent, meta: { handledError: true } });
}

/** POST approve or deny for the device with this user code. */
export function useDecideDevice() {
  return useMutation({
    mutationFn: (input: { userCode: string; approve: boolean }) =>
      callEndpoint(oauthEndpoints.decideDeviceConsent, { body: input }),
    meta: { handledError: true },
  });
}
