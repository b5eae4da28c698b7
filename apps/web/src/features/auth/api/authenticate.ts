import type { authEndpoints, BodyOf } from '@airlens/contract';
import { LOCKOUT_MESSAGE, LOGIN_FAILED, NO_CSRF_TOKEN } from '@airlens/domain';
import type { ClientUser } from '@airlens/domain';
import { ApiError, apiRequest } from '@/lib/api-client';
import { AUTH_PATHS } from './auth-paths';

export const CLIENT_ID = 'airlens-web';

export interface PasswordCredentials {
  username: string;
  password: string;
}

export interface OtpCredentials {
  username: string;
  otp: string;
}

type LoginForm = BodyOf<typeof authEndpoints.login>;

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

function formOf(form: LoginForm): Record<string, string> {
  return Object.fromEntries(
    Object.entries(form).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/**
 * One sign-in (docs/product-spec.md §7 "Login and logout"): POST the form, keep the csrfToken header, then fetch the user.
 * A missing token raises 'no CSRF token in response'; a failed user fetch clears the session (docs/product-spec.md §4).
 * The one call that bypasses callEndpoint: what it needs is the answer's `csrfToken` header, not its body. The user
 * fetch is imported once the credentials are accepted: it loads zod, which the sign-in page does not (issue #21).
 */
async function authenticate(form: LoginForm): Promise<ClientUser> {
  let csrfToken: string | null;
  try {
    const response = await apiRequest<unknown>(AUTH_PATHS.login, {
      method: 'POST',
      form: formOf(form),
      csrf: 'none',
      handleUnauthorized: false,
    });
    csrfToken = response.headers.get('csrfToken');
  } catch (error) {
    // A 403 (the server's origin check) keeps its status, so the form can say which address to use.
    throw error instanceof ApiError && error.status === 403 ? error : new Error(loginErrorMessage(error));
  }
  if (csrfToken === null || csrfToken === '') {
    throw new Error(NO_CSRF_TOKEN);
  }
  const { completeSignIn } = await import('./complete-sign-in');
  return completeSignIn(csrfToken);
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
