import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './common-passwords';
import { COMMON_PASSWORDS } from './common-passwords-list';
import { PASSWORD_BASELINE_MIN_LENGTH, passwordRuleTexts } from './password-policy';

describe('isCommonPassword', () => {
  it('refuses the passwords found accepted in issue 13 and other well-known ones', () => {
    for (const password of ['password', '12345678', 'password123', 'qwertyuiop', 'iloveyou', 'trustno1']) {
      expect(isCommonPassword(password)).toBe(true);
    }
  });

  it('ignores case, surrounding spaces and compatibility forms', () => {
    expect(isCommonPassword('Password123')).toBe(true);
    expect(isCommonPassword(' PASSWORD ')).toBe(true);
    expect(isCommonPassword('ｐａｓｓｗｏｒｄ')).toBe(true);
  });

  it('lets uncommon passwords through', () => {
    expect(isCommonPassword('correct horse battery')).toBe(false);
    expect(isCommonPassword('long enough secret')).toBe(false);
    expect(isCommonPassword('')).toBe(false);
  });

  it('ships at least 3,000 entries, each long enough to pass the length floor, lower case and unique', () => {
    expect(COMMON_PASSWORDS.length).toBeGreaterThanOrEqual(3000);
    expect(new Set(COMMON_PASSWORDS).size).toBe(COMMON_PASSWORDS.length);
    for (const password of COMMON_PASSWORDS) {
      expect([...password].length).toBeGreaterThanOrEqual(PASSWORD_BASELINE_MIN_LENGTH);
      expect(password).toBe(password.toLowerCase());
    }
  });
});

describe('passwordRuleTexts', () => {
  it('lists the floor every account meets, and what the organisation policy adds', () => {
    expect(passwordRuleTexts(false)).toEqual([
      '8 to 128 characters',
      'not containing your e-mail address',
      'not a common or leaked password',
    ]);
    expect(passwordRuleTexts(true)).toEqual([
      '12 to 128 characters',
      'at least three of: lowercase letters, uppercase letters, digits and symbols',
      'not containing your e-mail address',
      'not a common or leaked password',
    ]);
  });
});
