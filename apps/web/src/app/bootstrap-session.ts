import type { ClientUser } from '@airlens/domain';
import { fetchClientUser } from '../lib/current-user';
import { clearSession, setSessionUser, storeCsrfToken } from '../lib/session';
import { CSRF_COOKIE, readCookie } from '../lib/storage';

/**
 * Start-up (docs/product-spec.md §4): without a CSRF cookie, or when the identity or licence check fails, the session is
 * cleared and the app mounts signed out; otherwise the user is stored. (A GUEST with a stored secure project
 * view key skips the licence check inside fetchClientUser.)
 */
export async function bootstrapSession(): Promise<ClientUser | null> {
  const csrf = readCookie(CSRF_COOKIE);
  if (csrf === null || csrf === '') {
    clearSession();
    return null;
  }
  storeCsrfToken(csrf);
  try {
    const user = await fetchClientUser();
    setSessionUser(user);
    return user;
  } catch {
    clearSession();
    return null;
  }
}
