/**
 * The paths the sign-in page calls, as the contract (packages/contract auth.ts, sso.ts, users.ts) declares
 * them. Written out because importing the contract's endpoints builds every zod schema of their modules, and
 * the sign-in page must load without zod (issue #21); auth-paths.test.ts checks them against the contract.
 */
export const AUTH_PATHS = {
  /** authEndpoints.login (POST, form-encoded). */
  login: '/authapi/v1/authentications',
  /** ssoEndpoints.checkSso (GET ?email=). */
  checkSso: '/authapi/v1/check-sso',
  /** usersEndpoints.requestPasswordReset (POST { email }). */
  requestPasswordReset: '/userapi/v1/users/password-reset',
} as const;
