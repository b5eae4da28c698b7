import { usersEndpoints } from '@airlens/contract';
import { useMutation } from '@tanstack/react-query';
import { ACCOUNT_MESSAGES, EULA_VERSION } from '@airlens/domain';
import type { ClientUser } from '@airlens/domain';
import { callEndpoint } from '@/lib/call-endpoint';
import { setSessionUser } from '@/lib/session';

/** Records consent to the current EULA (PUT users/{userId}) and updates the stored user. */
export async function acceptEula(user: ClientUser): Promise<void> {
  let isAccepted: boolean;
  try {
    const answer = await callEndpoint(usersEndpoints.updateUser, {
      params: { userId: user.userId },
      body: { eulaVersionConsent: EULA_VERSION },
    });
    isAccepted = answer.success;
  } catch {
    throw new Error(ACCOUNT_MESSAGES.updateUserFailed);
  }
  if (!isAccepted) {
    throw new Error(ACCOUNT_MESSAGES.updateUserFailed);
  }
  setSessionUser({ ...user, eulaVersionConsent: EULA_VERSION });
}

export function useAcceptEula() {
  return useMutation({ mutationFn: acceptEula, meta: { handledError: true } });
}
