import { FIELD_REQUIRED, INVALID_EMAIL } from '@airlens/domain';

/**
 * zod's e-mail pattern (zod/v4 core regexes `email`, the one `z.email()` applies in auth-schemas.ts; its
 * needless escapes dropped), copied so the sign-in page validates without loading zod (issue #21);
 * auth-validation.test.ts checks both agree.
 */
const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** The message for an e-mail field (auth-schemas `emailField`: trimmed, required, an address), or null. */
export function emailError(value: string): string | null {
  const trimmed = value.trim();
  if (trimmed === '') {
    return FIELD_REQUIRED;
  }
  return EMAIL_PATTERN.test(trimmed) ? null : INVALID_EMAIL;
}

/** The message for a required field (auth-schemas `requiredField`: not empty, spaces count), or null. */
export function requiredError(value: string): string | null {
  return value === '' ? FIELD_REQUIRED : null;
}

/** Whether a typed value is a complete e-mail address (used to ask whether SSO applies). */
export function isCompleteEmail(value: string): boolean {
  return emailError(value) === null;
}
