import { describe, expect, it } from 'vitest';
import { emailField, requiredField } from './auth-schemas';
import { emailError, isCompleteEmail, requiredError } from './auth-validation';

/** The zod schema's first message, or null when it accepts the value. */
function zodMessage(schema: typeof emailField | typeof requiredField, value: string): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? 'no message');
}

const EMAILS = [
  '',
  '   ',
  'ana@example.com',
  '  ana@example.com  ',
  'Ana.Maria+tag@sub.example.co.uk',
  "o'neil@example.com",
  'first_last-1@example-mail.org',
  'not-an-email',
  'ana@',
  '@example.com',
  'ana@example',
  'ana@example.c',
  'ana..maria@example.com',
  '.ana@example.com',
  'ana.@example.com',
  'ana@-example.com',
  'ana@exa_mple.com',
  'ana maria@example.com',
  'ana@example.com.',
  'ÄNA@example.com',
  'ana@例え.jp',
];

describe('the sign-in checks without zod', () => {
  it.each(EMAILS)('give the e-mail schema’s message for %j', (value) => {
    expect(emailError(value)).toBe(zodMessage(emailField, value));
    expect(isCompleteEmail(value)).toBe(emailField.safeParse(value).success);
  });

  it.each(['', ' ', 'secret', '  padded  '])('give the required schema’s message for %j', (value) => {
    expect(requiredError(value)).toBe(zodMessage(requiredField, value));
  });

  it('use the spec texts', () => {
    expect(emailError('')).toBe('This field is required');
    expect(emailError('nope')).toBe('Please enter a valid email');
    expect(requiredError('')).toBe('This field is required');
  });
});
