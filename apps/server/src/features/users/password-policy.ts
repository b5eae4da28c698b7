/** Password rule texts, shown next to the password field. */
export const PASSWORD_MESSAGES = {
  baselineLength: 'Password must be at least 8 characters long.',
  policyLength: 'Password must be at least 12 characters long.',
  maxLength: 'Password must be at most 1024 characters long.',
  classes:
    'Password must contain at least three of these: lower-case letters, upper-case letters, digits, symbols.',
  email: 'Password must not contain your e-mail address.',
} as const;

const MAX_LENGTH = 1024;

function characterClassCount(password: string): number {
  return [/\p{Ll}/u, /\p{Lu}/u, /\p{Nd}/u, /[^\p{L}\p{Nd}]/u].filter((pattern) => pattern.test(password))
    .length;
}

/**
 * The problems of a new password, empty when it passes. Always: 8 to 1024 characters (length counted in
 * code points) and not the e-mail. With the organisation's password policy on: at least 12 characters and
 * three of four character classes, and not containing the e-mail address or its local part.
 */
export function checkPasswordPolicy(
  password: string,
  context: { email: string; isPolicyEnabled: boolean },
): string[] {
  const problems: string[] = [];
  const length = [...password].length;
  const minimum = context.isPolicyEnabled ? 12 : 8;
  if (length < minimum) {
    problems.push(
      context.isPolicyEnabled ? PASSWORD_MESSAGES.policyLength : PASSWORD_MESSAGES.baselineLength,
    );
  }
  if (length > MAX_LENGTH) {
    problems.push(PASSWORD_MESSAGES.maxLength);
  }
  if (context.isPolicyEnabled && characterClassCount(password) < 3) {
    problems.push(PASSWORD_MESSAGES.classes);
  }
  const lowered = password.toLowerCase();
  const email = context.email.toLowerCase();
  const localPart = email.split('@')[0] ?? '';
  const containsEmail =
    lowered === email ||
    (context.isPolicyEnabled &&
      (lowered.includes(email) || (localPart.length >= 4 && lowered.includes(localPart))));
  if (containsEmail) {
    problems.push(PASSWORD_MESSAGES.email);
  }
  return problems;
}
