import type { ClientUser } from '@airlens/domain';
import { fetchClientUser } from '@/lib/current-user';
import { clearSession, setSessionUser, storeCsrfToken } from '@/lib/session';

/**
 * The second half of a sign-in (docs/product-spec.md §7 "Login and logout"): keep the token, fetch the user
 * and store it; a failed user fetch clears the session (§4). Imported by authenticate.ts only once the server
 * accepted the credentials, because the user fetch checks answers with the contract's zod schemas, which the
 * sign-in page does not load up front (issue #21).
 */
export async function completeSignIn(csrfToken: string): Promise<ClientUser> {
  storeCsrfToken(csrfToken);
  try {
    const user = await fetchClientUser();
    setSessionUser(user);
    return user;
  } catch (error) {
    clearSession();
    throw error;
  }
}
