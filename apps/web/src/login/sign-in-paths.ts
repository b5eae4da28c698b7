import { CSRF_COOKIE, readCookie } from '@/lib/storage';

/**
 * The screens the light sign-in page serves on its own (issue #21: /login loads ≤ 150 kB of JavaScript). The
 * other authentication screens (/register, /otp-login, /password) stay in the app, which links lead to with a
 * full page load.
 */
export const LIGHT_SIGN_IN_PATHS: readonly string[] = ['/login', '/forgot-password'];

export function isLightSignInPath(pathname: string): boolean {
  return LIGHT_SIGN_IN_PATHS.includes(pathname);
}

/**
 * Whether this page load opens the light sign-in page rather than the app: a sign-in path without a session.
 * With the CSRF cookie the app starts instead, as it decides what a signed-in user opening /login sees (its
 * route guard) and clears a stale session itself (app/bootstrap-session.ts reads the same cookie).
 */
export function opensLightSignIn(pathname: string): boolean {
  return isLightSignInPath(pathname) && !hasSessionCookie();
}

/** Whether the readable CSRF cookie of a session is there (the session may still turn out stale). */
export function hasSessionCookie(): boolean {
  const csrf = readCookie(CSRF_COOKIE);
  return csrf !== null && csrf !== '';
}
