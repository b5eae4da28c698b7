/** What a secret in a log line is replaced with. */
export const REDACTED = '[redacted]';

/**
 * Words that make a query parameter's name secret-looking, matched against the name split into words
 * (`access_token`, `accessToken` and `X-Amz-Signature` all qualify). Over-redacting a harmless value costs a
 * little debugging; logging a live reset token hands over an account.
 */
const SECRET_NAME_WORDS = new Set([
  'token',
  'otp',
  'code',
  'secret',
  'password',
  'passwd',
  'pwd',
  'key',
  'apikey',
  'signature',
  'sig',
  'nonce',
  'state',
  'session',
  'ticket',
  'credential',
  'credentials',
  'auth',
  'jwt',
  'verifier',
  'assertion',
  'samlresponse',
  'samlrequest',
  'relaystate',
  // The OAuth 2 consent screen's interaction id (/oauth2-consent?interaction=…).
  'interaction',
]);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A query value in a URL inside any text: `?name=value`, `&name=value` or `#name=value` (OAuth fragments). */
const QUERY_PARAMETER = /([?&#])([^=&#\s"'\\<>]+)=([^&#\s"'\\<>]*)/g;

/**
 * Path segments that are capabilities rather than names: the guest's secure-link key, a licence key in
 * the admin's assignee route and the OAuth 2 authorization request's interaction id. The key alone opens
 * nothing, but a log reader should not collect them.
 */
const SECRET_PATH_SEGMENT =
  /(\/(?:secure-project-view|secureProjectView|secure-links|oauth2\/authorize|oauth2api\/v1\/consent)\/)([^/?#\s"'\\<>]+)/g;
const LICENCE_KEY_SEGMENT = /(\/licenses\/)([^/?#\s"'\\<>]+)(\/assignee)/g;

function nameWords(name: string): string[] {
  let decoded = name;
  try {
    decoded = decodeURIComponent(name);
  } catch {
    // A malformed escape is matched as written.
  }
  return decoded
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter((word) => word.length > 0)
    .map((word) => word.toLowerCase());
}

/** Whether a query parameter's name says it carries a secret. */
export function isSecretParameterName(name: string): boolean {
  const words = nameWords(name);
  return words.some((word) => SECRET_NAME_WORDS.has(word)) || SECRET_NAME_WORDS.has(words.join(''));
}

/**
 * Whether a value looks like a generated secret whatever its parameter is called: a long run of token
 * characters with letters and digits (a base64url token is 43), but not a UUID (ids are not secrets).
 */
export function isSecretLookingValue(value: string): boolean {
  return (
    value.length >= 24 &&
    /^[A-Za-z0-9_\-.~+/%=]+$/.test(value) &&
    /[A-Za-z]/.test(value) &&
    /[0-9]/.test(value) &&
    !UUID.test(value)
  );
}

/** A personal access token (`alp_` + 43 base64url characters) anywhere in a line, URL or not. */
const PERSONAL_ACCESS_TOKEN = /\balp_[A-Za-z0-9_-]{20,}/g;

/**
 * The text with every secret query value and secret path segment of any URL in it, and every personal access
 * token, replaced by `[redacted]`.
 */
export function redactSecrets(text: string): string {
  const withoutTokens = text.includes('alp_') ? text.replace(PERSONAL_ACCESS_TOKEN, REDACTED) : text;
  if (!/[?&#/]/.test(withoutTokens)) {
    return withoutTokens;
  }
  return withoutTokens
    .replace(QUERY_PARAMETER, (match, separator: string, name: string, value: string) =>
      value.length > 0 && (isSecretParameterName(name) || isSecretLookingValue(value))
        ? `${separator}${name}=${REDACTED}`
        : match,
    )
    .replace(SECRET_PATH_SEGMENT, `$1${REDACTED}`)
    .replace(LICENCE_KEY_SEGMENT, `$1${REDACTED}$3`);
}
