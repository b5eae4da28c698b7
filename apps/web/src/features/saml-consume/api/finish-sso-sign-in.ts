import type { ClientUser } from '@airlens/domain';
import { fetchClientUser } from '@/lib/current-user';
import { clearSession, setSessionUser, storeCsrfToken } from '@/lib/session';
import { CSRF_COOKIE, readCookie } from '@/lib/storage';

export const NO_SSO_SESSION = 'Single sign-on did not start a session. Please sign in again.';

/**
 * Finishes a single sign-on: the server set the session and CSRF cookies on its redirect here, so the CSRF
 * token is taken from its cookie and the user refreshed from who-am-i (and the licence status), as start-up
 * does. Without the cookie, or when the user cannot be loaded, the local session is cleared.
 */
export async function finishSsoSignIn(signal?: AbortSignal): Promise<ClientUser> {
  const csrf = readCookie(CSRF_COOKIE);
  if (csrf === null || csrf === '') {
    clearSession();
    throw new Error(NO_SSO_SESSION);
  }
  storeCsrfToken(csrf);
  try {
    const user = await fetchClientUser(signal);
    setSessionUser(user);
    return user;
  } catch (error) {
    clearSession();
    throw error;
  }
}
