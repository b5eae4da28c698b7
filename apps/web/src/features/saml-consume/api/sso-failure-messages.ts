/** What each refusal code of the server's single sign-on (`/saml-consume?error=code`) means to the user. */
const SSO_FAILURE_MESSAGES: Record<string, string> = {
  invalid_state: 'This sign-in has expired or was already used. Please start again.',
  replayed: 'This sign-in answer was already used. Please start again.',
  invalid_response:
    "Your identity provider's answer could not be accepted. Please try again or contact your administrator.",
  email_not_verified: 'Your identity provider did not confirm your e-mail address.',
  domain_not_allowed: 'Your e-mail domain is not set up for single sign-on with this organisation.',
  account_conflict:
    'An Airlens account with this e-mail address exists outside this organisation. Sign in with your password or ask your administrator.',
  account_disabled: 'This account is disabled. Please contact your administrator.',
  provider_error: 'The identity provider did not sign you in.',
  provider_unavailable: 'The identity provider could not be reached. Please try again later.',
  sso_disabled: 'Single sign-on is not enabled for this organisation.',
};

export const SSO_FAILED = 'Single sign-on failed. Please try again.';

/** The user-facing text of a refusal code; unknown codes get the generic text. */
export function ssoFailureMessage(code: string): string {
  return Object.hasOwn(SSO_FAILURE_MESSAGES, code) ? (SSO_FAILURE_MESSAGES[code] ?? SSO_FAILED) : SSO_FAILED;
}
