import { LOCKOUT_MESSAGE, LOGIN_FAILED, NO_CSRF_TOKEN } from '@airlens/domain';
import type { ClientUser } from '@airlens/domain';
import { ApiError, apiRequest } from '@/lib/api-client';
import { fetchClientUser } from '@/lib/current-user';
import { clearSession, setSessionUser, storeCsrfToken } from '@/lib/session';

export const AUTHENTICATIONS_PATH = '/authapi/v1/authentications';
export const CLIENT_ID = 'airlens-web';

export interface PasswordCredentials {
  username: string;
  password: string;
}

export interface OtpCredentials {
  username: string;
  otp: string;
}

function loginErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 423) {
      return LOCKOUT_MESSAGE;
    }
    if (error.status === 401 || error.status === 400) {
      return LOGIN_FAILED;
    }
    return error.message;
  }
  return error instanceof Error ? error.message : LOGIN_FAILED;
}

/**
 * One sign-in (spec §7 "Login and logout"): POST the form, keep the csrfToken header, then fetch the user.
 * A missing token raises 'no CSRF token in response'; a failed user fetch clears the session (spec §4).
 */
async function authenticate(form: Record<string, string>): Promise<ClientUser> {
  let csrfToken: string | null;
  try {
    const response = await apiRequest<unknown>(AUTHENTICATIONS_PATH, {
      method: 'POST',
      form,
      csrf: 'none',
      handleUnauthorized: false,
    });
    csrfToken = response.headers.get('csrfToken');
  } catch (error) {
    throw new Error(loginErrorMessage(error));
  }
  if (csrfToken === null || csrfToken === '') {
    throw new Error(NO_CSRF_TOKEN);
  }
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

export function loginWithPassword({ username, password }: PasswordCredentials): Promise<ClientUser> {
  return authenticate({
    username,
    password,
    grant_type: 'password',
    client_id: CLIENT_ID,
    client_secret: '',
  });
}

export function loginWithOtp({ username, otp }: OtpCredentials): Promise<ClientUser> {
  return authenticate({ username, otp, grant_type: 'otp', client_id: CLIENT_ID, client_secret: '' });
}
