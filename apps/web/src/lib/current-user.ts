import { ACCOUNT_MESSAGES, licenceStatusSchema, toClientUser, userSchema } from '@airlens/domain';
import type { ClientUser, LicenceStatusAnswer, User } from '@airlens/domain';
import { ApiError, apiGet } from './api-client';
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

function isNoLicence(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/**
 * The signed-in user with the licence-derived fields (spec §4 Start-up): who-am-i, then the licence status,
 * except for a GUEST with a stored secure project view key, who skips the licence check and gets no licence
 * flags. A 404 licence status means the account holds no licence (SSO-provisioned or self-registered users):
 * the user gets no licence flags, is access-restricted and lands on home-manage to activate a key. Rejects with
 * the spec's user-facing message when either call fails otherwise (a GUEST without a key must pass the lookup).
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
  } catch (error) {
    if (isNoLicence(error) && user.role !== 'GUEST') {
      return toClientUser(user, null, new Date());
    }
    throw new Error(ACCOUNT_MESSAGES.licenseStatusFailed, { cause: error });
  }
  return toClientUser(user, licence, new Date());
}
