import { usersEndpoints } from '@airlens/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { fetchClientUser } from '@/lib/current-user';
import { setSessionUser } from '@/lib/session';

/** PUT users/{userId}/license with the key, then refresh the stored user and its licence status. */
export async function activateLicense(userId: string, licenseKey: string): Promise<string> {
  const answer = await callEndpoint(usersEndpoints.activateLicence, {
    params: { userId },
    body: { licenseKey },
  });
  if (!answer.success) {
    throw new Error(answer.message);
  }
  setSessionUser(await fetchClientUser());
  return answer.message;
}

export function useActivateLicense(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (licenseKey: string) => activateLicense(userId, licenseKey),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['users', userId, 'license-status'] }),
    meta: { handledError: true },
  });
}
