import { ssoEndpoints, type CheckSsoAnswer } from '@airlens/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';

export type { CheckSsoAnswer };

export function checkSso(email: string, signal?: AbortSignal): Promise<CheckSsoAnswer> {
  return callEndpoint(ssoEndpoints.checkSso, { query: { email } }, { signal, handleUnauthorized: false });
}

export function checkSsoQueryOptions(email: string) {
  return queryOptions({
    queryKey: ['check-sso', email.toLowerCase()],
    queryFn: ({ signal }) => checkSso(email, signal),
    retry: false,
  });
}

/** Whether the typed e-mail belongs to an SSO organisation; runs only once `email` is a complete address. */
export function useCheckSso(email: string | null) {
  return useQuery({ ...checkSsoQueryOptions(email ?? ''), enabled: email !== null });
}
