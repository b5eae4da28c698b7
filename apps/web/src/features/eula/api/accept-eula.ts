import { useMutation } from '@tanstack/react-query';
import { ACCOUNT_MESSAGES, EULA_VERSION } from '@airlens/domain';
import type { ClientUser } from '@airlens/domain';
import { apiPut } from '@/lib/api-client';
import { setSessionUser } from '@/lib/session';

interface ResultWrapper {
  success: boolean;
  message: string;
}

/** Records consent to the current EULA (PUT users/{userId}) and updates the stored user. */
export async function acceptEula(user: ClientUser): Promise<void> {
  let answer: ResultWrapper;
  try {
    answer = await apiPut<ResultWrapper>(`/userapi/v1/users/${encodeURIComponent(user.userId)}`, {
      eulaVersionConsent: EULA_VERSION,
    });
  } catch {
    throw new Error(ACCOUNT_MESSAGES.updateUserFailed);
  }
  if (!answer.success) {
    throw new Error(ACCOUNT_MESSAGES.updateUserFailed);
  }
  setSessionUser({ ...user, eulaVersionConsent: EULA_VERSION });
}

export function useAcceptEula() {
  return useMutation({ mutationFn: acceptEula, meta: { handledError: true } });
}
