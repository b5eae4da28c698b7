import { usersEndpoints } from '@airlens/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_MESSAGES } from '@airlens/domain';
import type { ClientUser } from '@airlens/domain';
import { callEndpoint } from '@/lib/call-endpoint';
import { fetchClientUser } from '@/lib/current-user';
import { getSessionUser, setSessionUser } from '@/lib/session';

/**
 * PUT users/{userId}/license with the key for the user of the session at the time of the call (docs/product-spec.md §8: 'User
 * ID not found in session.' when the session holds none, e.g. it ended in another tab), then refreshes the
 * stored user and its licence ('Failed to retrieve user license' when that read fails).
 */
export async function activateLicense(licenseKey: string): Promise<string> {
  const userId = getSessionUser()?.userId ?? '';
  if (userId === '') {
    throw new Error(ACCOUNT_MESSAGES.userIdMissing);
  }
  const answer = await callEndpoint(usersEndpoints.activateLicence, {
    params: { userId },
    body: { licenseKey },
  });
  if (!answer.success) {
    throw new Error(answer.message);
  }
  let user: ClientUser;
  try {
    user = await fetchClientUser();
  } catch (error) {
    throw new Error(ACCOUNT_MESSAGES.userLicenseFailed, { cause: error });
  }
  setSessionUser(user);
  return answer.message;
}

export function useActivateLicense(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (licenseKey: string) => activateLicense(licenseKey),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['users', userId, 'license-status'] }),
    meta: { handledError: true },
  });
}
