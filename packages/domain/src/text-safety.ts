// Which characters text may carry into the system. PostgreSQL cannot store U+0000 in text or jsonb, and
// jsonb refuses unpaired surrogate escapes; other C0 controls are never meaningful in a name, a query or
// an address. Tab, line feed and carriage return stay allowed for multi-line text.

const UNSAFE_CHARACTER =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point of this pattern
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const UNSAFE_CHARACTERS = new RegExp(UNSAFE_CHARACTER.source, 'g');

/** True when `text` holds a control character (other than tab, line feed, carriage return) or a lone surrogate. */
export function hasUnsafeCharacter(text: string): boolean {
  return UNSAFE_CHARACTER.test(text);
}

/** The message a 400 gives for a field that holds an unsafe character. */
export const UNSAFE_CHARACTER_MESSAGE = 'must not contain control characters or unpaired surrogates';

/**
 * `text` with every unsafe character made visible and storable: controls become `\u0000`-style escapes
 * (so a rollback reason still shows what the file held), lone surrogates become U+FFFD.
 */
export function toSafeText(text: string): string {
  if (!hasUnsafeCharacter(text)) {
    return text;
  }
  return text.replace(UNSAFE_CHARACTERS, (character) => {
    const code = character.charCodeAt(0);
    return code >= 0xd800 ? '\ufffd' : `\\u${code.toString(16).padStart(4, '0')}`;
  });
}
