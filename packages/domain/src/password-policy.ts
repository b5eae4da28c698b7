/** Minimum password length in characters when the organisation's password policy is on. */
export const PASSWORD_MIN_LENGTH = 12;

/** Minimum password length in characters for every account, policy or not (ASVS 6.2.1). */
export const PASSWORD_BASELINE_MIN_LENGTH = 8;

/** Maximum password length in characters, so hashing cost stays bounded. */
const PASSWORD_MAX_LENGTH = 128;

/** Minimum number of character classes (lowercase, uppercase, digits, symbols) a password must mix. */
export const PASSWORD_MIN_CHARACTER_CLASSES = 3;

/** Field messages of the password rules, shown alike by the web forms and the server's 400 answers. */
export const PASSWORD_POLICY_MESSAGES = {
  tooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`,
  tooShortBaseline: `Password must be at least ${PASSWORD_BASELINE_MIN_LENGTH} characters long.`,
  tooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters long.`,
  tooSimple:
    'Password must contain at least three of: lowercase letters, uppercase letters, digits and symbols.',
  containsEmail: 'Password must not contain your e-mail address.',
  tooCommon: 'Password is too common: it is on lists of leaked and frequently used passwords.',
} as const;

/**
 * The rules as the forms list them before anything is typed, in the order of the checks; `isPolicyEnforced`
 * adds the organisation policy's length and character classes to the floor every account meets.
 */
export function passwordRuleTexts(isPolicyEnforced: boolean): string[] {
  const minLength = isPolicyEnforced ? PASSWORD_MIN_LENGTH : PASSWORD_BASELINE_MIN_LENGTH;
  return [
    `${minLength} to ${PASSWORD_MAX_LENGTH} characters`,
    ...(isPolicyEnforced
      ? ['at least three of: lowercase letters, uppercase letters, digits and symbols']
      : []),
    'not containing your e-mail address',
    'not a common or leaked password',
  ];
}

/** The number of character classes (lowercase, uppercase, digit, other) present in a password. */
export function characterClassCount(password: string): number {
  const classes = [/\p{Ll}/u, /\p{Lu}/u, /\p{Nd}/u, /[^\p{Ll}\p{Lu}\p{Nd}]/u];
  return classes.filter((pattern) => pattern.test(password)).length;
}

function containsEmail(password: string, email: string): boolean {
  const normalizedEmail = email.trim().toLowerCase();
  return normalizedEmail !== '' && password.toLowerCase().includes(normalizedEmail);
}

/**
 * The violations of the organisation's password policy, in a fixed order (length, character classes,
 * e-mail); empty when it passes; length counts Unicode characters and the e-mail comparison ignores case
 * and surrounding spaces.
 */
export function checkPasswordPolicy(password: string, email: string): string[] {
  const messages: string[] = [];
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) {
    messages.push(PASSWORD_POLICY_MESSAGES.tooShort);
  }
  if (length > PASSWORD_MAX_LENGTH) {
    messages.push(PASSWORD_POLICY_MESSAGES.tooLong);
  }
  if (characterClassCount(password) < PASSWORD_MIN_CHARACTER_CLASSES) {
    messages.push(PASSWORD_POLICY_MESSAGES.tooSimple);
  }
  if (containsEmail(password, email)) {
    messages.push(PASSWORD_POLICY_MESSAGES.containsEmail);
  }
  return messages;
}

/**
 * The violations of the floor every password meets when the organisation's policy is off (8 to 128
 * characters, not containing the e-mail), in the same order and texts as `checkPasswordPolicy`.
 */
export function checkPasswordBaseline(password: string, email: string): string[] {
  const messages: string[] = [];
  const length = [...password].length;
  if (length < PASSWORD_BASELINE_MIN_LENGTH) {
    messages.push(PASSWORD_POLICY_MESSAGES.tooShortBaseline);
  }
  if (length > PASSWORD_MAX_LENGTH) {
    messages.push(PASSWORD_POLICY_MESSAGES.tooLong);
  }
  if (containsEmail(password, email)) {
    messages.push(PASSWORD_POLICY_MESSAGES.containsEmail);
  }
  return messages;
}
