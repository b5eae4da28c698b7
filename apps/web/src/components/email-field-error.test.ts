import { describe, expect, it } from 'vitest';
import { FIELD_REQUIRED, INVALID_EMAIL } from '@airlens/domain';
import { emailFieldError } from './email-field-error';

describe('emailFieldError', () => {
  it.each([
    ['', FIELD_REQUIRED],
    ['   ', FIELD_REQUIRED],
    ['not-an-address', INVALID_EMAIL],
    ['ana@', INVALID_EMAIL],
    ['ana@demo.example', null],
    ['  ana@demo.example ', null],
  ])('%j → %j', (text, message) => {
    expect(emailFieldError(text)).toBe(message);
  });
});
