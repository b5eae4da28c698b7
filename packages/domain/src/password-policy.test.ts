import { describe, it, expect } from 'vitest';
import {
  PASSWORD_POLICY_MESSAGES,
  characterClassCount,
  checkPasswordBaseline,
  checkPasswordPolicy,
} from './password-policy';

const EMAIL = 'sam@example.com';

describe('checkPasswordPolicy', () => {
  it('passes a long password with three classes', () => {
    expect(checkPasswordPolicy('correcthorse42Battery', EMAIL)).toEqual([]);
  });

  it('pins the messages', () => {
    expect(PASSWORD_POLICY_MESSAGES).toEqual({
      tooShort: 'Password must be at least 12 characters long.',
      tooShortBaseline: 'Password must be at least 8 characters long.',
      tooLong: 'Password must be at most 128 characters long.',
      tooSimple:
        'Password must contain at least three of: lowercase letters, uppercase letters, digits and symbols.',
      containsEmail: 'Password must not contain your e-mail address.',
      tooCommon: 'Password is too common: it is on lists of leaked and frequently used passwords.',
    });
  });

  it('accepts exactly 12 characters and rejects 11', () => {
    expect(checkPasswordPolicy('Abcdefghij1!', EMAIL)).toEqual([]);
    expect(checkPasswordPolicy('Abcdefghi1!', EMAIL)).toEqual([PASSWORD_POLICY_MESSAGES.tooShort]);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(checkPasswordPolicy('Aa1😀😀😀😀😀', EMAIL)).toEqual([PASSWORD_POLICY_MESSAGES.tooShort]);
  });

  it('rejects more than 128 characters', () => {
    expect(checkPasswordPolicy(`Aa1${'x'.repeat(125)}`, EMAIL)).toEqual([]);
    expect(checkPasswordPolicy(`Aa1${'x'.repeat(126)}`, EMAIL)).toEqual([PASSWORD_POLICY_MESSAGES.tooLong]);
  });

  it.each([
    'alllowercaseletters',
    'ALLUPPERCASELETTERS',
    '123456789012345',
    'lowercaseand12345',
    'UPPER-AND-SYMBOLS',
  ])('rejects %j for too few classes', (password) => {
    expect(checkPasswordPolicy(password, EMAIL)).toEqual([PASSWORD_POLICY_MESSAGES.tooSimple]);
  });

  it('rejects the e-mail itself, in any case', () => {
    expect(checkPasswordPolicy('Sam@Example.com', EMAIL)).toEqual([PASSWORD_POLICY_MESSAGES.containsEmail]);
  });

  it('rejects a password containing the e-mail', () => {
    expect(checkPasswordPolicy('x1sam@example.com', EMAIL)).toEqual([PASSWORD_POLICY_MESSAGES.containsEmail]);
  });

  it('skips the e-mail rule for a blank e-mail', () => {
    expect(checkPasswordPolicy('correcthorse42Battery', '  ')).toEqual([]);
  });

  it('lists every violation in order', () => {
    expect(checkPasswordPolicy('abc', 'abc')).toEqual([
      PASSWORD_POLICY_MESSAGES.tooShort,
      PASSWORD_POLICY_MESSAGES.tooSimple,
      PASSWORD_POLICY_MESSAGES.containsEmail,
    ]);
  });
});

describe('checkPasswordBaseline', () => {
  it('accepts 8 characters of one class and rejects 7', () => {
    expect(checkPasswordBaseline('abcdefgh', EMAIL)).toEqual([]);
    expect(checkPasswordBaseline('abcdefg', EMAIL)).toEqual([PASSWORD_POLICY_MESSAGES.tooShortBaseline]);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(checkPasswordBaseline('a😀😀😀😀😀😀', EMAIL)).toEqual([
      PASSWORD_POLICY_MESSAGES.tooShortBaseline,
    ]);
  });

  it('caps the length as the policy does', () => {
    expect(checkPasswordBaseline('x'.repeat(128), EMAIL)).toEqual([]);
    expect(checkPasswordBaseline('x'.repeat(129), EMAIL)).toEqual([PASSWORD_POLICY_MESSAGES.tooLong]);
  });

  it('rejects a password containing the e-mail, in any case', () => {
    expect(checkPasswordBaseline('my SAM@example.com', ` ${EMAIL} `)).toEqual([
      PASSWORD_POLICY_MESSAGES.containsEmail,
    ]);
  });

  it('lists every violation in the order of the policy', () => {
    expect(checkPasswordBaseline('ab', 'ab')).toEqual([
      PASSWORD_POLICY_MESSAGES.tooShortBaseline,
      PASSWORD_POLICY_MESSAGES.containsEmail,
    ]);
  });
});

describe('characterClassCount', () => {
  it.each([
    ['', 0],
    ['abc', 1],
    ['aB', 2],
    ['aB1', 3],
    ['aB1!', 4],
    ['aB1 ', 4],
    ['éÉ٣', 3],
  ])('%j has %i classes', (password, count) => {
    expect(characterClassCount(password)).toBe(count);
  });
});
