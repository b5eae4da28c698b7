import { COMMON_PASSWORDS } from './common-passwords-list';

let commonPasswords: ReadonlySet<string> | null = null;

/** The form a password is looked up in: NFKC, trimmed and lower case, so `Password1` finds `password1`. */
function lookupForm(password: string): string {
  return password.normalize('NFKC').trim().toLowerCase();
}

/**
 * Whether a password is one of the bundled common and breached passwords (the 10,000 most common, ASVS
 * 6.2.4), ignoring case, surrounding spaces and Unicode compatibility forms.
 */
export function isCommonPassword(password: string): boolean {
  // Built on first use: the web app's bundles that never check a password never pay for the set.
  commonPasswords ??= new Set(COMMON_PASSWORDS);
  return commonPasswords.has(lookupForm(password));
}
