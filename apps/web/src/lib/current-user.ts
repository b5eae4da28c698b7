import { ACCOUNT_MESSAGES, licenceStatusSchema, toClientUser, userSchema } from '@airlens/domain';
import type { ClientUser, LicenceStatusAnswer, User } from '@airlens/domain';
import { apiGet } from './api-client';
import { getSecureProjectViewKey } from './session';

export const USERS_PATH = '/userapi/v1/users';

export async function getWhoAmI(signal?: AbortSignal): Promise<User> {
  const answer = await apiGet<unknown>(`${USERS_PATH}/who-am-i`, { handleUnauthorized: false, signal });
  const parsed = userSchema.safeParse(answer);
  if (!parsed.success) {
    throw new Error(ACCOUNT_MESSAGES.currentUserFailed);
  }
  return parsed.data;
}

export async function getLicenseStatus(userId: string, signal?: AbortSignal): Promise<LicenceStatusAnswer> {
  const answer = await apiGet<unknown>(`${USERS_PATH}/${encodeURIComponent(userId)}/licenseStatus`, {
    handleUnauthorized: false,
    signal,
  });
  const parsed = licenceStatusSchema.safeParse(answer);
  if (!parsed.success) {
    throw new Error(ACCOUNT_MESSAGES.licenseStatusFailed);
  }
  return parsed.data;
}

/**
 * The signed-in user with the licence-derived fields (spec §4 Start-up): who-am-i, then the licence status,
 * except for a GUEST with a stored secure project view key, who skips the licence check and gets no licence
 * flags. Rejects with the spec's user-facing message when either call fails.
 */
export async function fetchClientUser(signal?: AbortSignal): Promise<ClientUser> {
  let user: User;
  try {
    user = await getWhoAmI(signal);
  } catch {
    throw new Error(ACCOUNT_MESSAGES.currentUserFailed);
  }
  if (user.role === 'GUEST' && getSecureProjectViewKey() !== null) {
    return toClientUser(user, null, new Date());
  }
  let licence: LicenceStatusAnswer;
  try {
    licence = await getLicenseStatus(user.userId, signal);
  } catch {
    throw new Error(ACCOUNT_MESSAGES.licenseStatusFailed);
  }
  return toClientUser(user, licence, new Date());
}
