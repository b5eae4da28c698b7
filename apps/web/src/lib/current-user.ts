import { usersEndpoints } from '@airlens/contract';
import { ACCOUNT_MESSAGES, toClientUser } from '@airlens/domain';
import type { ClientUser, LicenceStatusAnswer, User } from '@airlens/domain';
import { ApiError } from './api-client';
import { callEndpoint } from './call-endpoint';
import { getSecureProjectViewKey } from './session';

/** Passes HTTP failures on as they are; an answer that does not match the contract becomes `message`. */
function failWith(message: string) {
  return (error: unknown): never => {
    if (error instanceof ApiError) {
      throw error;
    }
    throw new Error(message);
  };
}

export function getWhoAmI(signal?: AbortSignal): Promise<User> {
  return callEndpoint(usersEndpoints.getCurrentUser, {}, { handleUnauthorized: false, signal }).catch(
    failWith(ACCOUNT_MESSAGES.currentUserFailed),
  );
}

export function getLicenseStatus(userId: string, signal?: AbortSignal): Promise<LicenceStatusAnswer> {
  return callEndpoint(
    usersEndpoints.getLicenceStatus,
    { params: { userId } },
    { handleUnauthorized: false, signal },
  ).catch(failWith(ACCOUNT_MESSAGES.licenseStatusFailed));
}

function isNoLicence(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/**
 * The signed-in user with the licence-derived fields (docs/product-spec.md §4 Start-up): who-am-i, then the licence status,
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
