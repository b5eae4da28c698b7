import { describe, it, expect } from 'vitest';
import { buildErrorMessage, isNotFoundMessage } from './errors';
import { resultWrapperSchema } from './result-wrapper';
import { z } from 'zod';

describe('buildErrorMessage', () => {
  it('leaves internal field names out of the message and starts it with a capital', () => {
    const body = (text: string) => ({ message: text, errorMessageList: [{ localizedDescription: text }] });
    expect(
      buildErrorMessage(400, body('accessToken: This password reset link is invalid or has expired.')),
    ).toBe('This password reset link is invalid or has expired.');
    expect(buildErrorMessage(400, body('licenseKey: This license key is not valid'))).toBe(
      'This license key is not valid',
    );
    expect(
      buildErrorMessage(400, body('username: not a member of your organization: bo@elsewhere.example')),
    ).toBe('Not a member of your organization: bo@elsewhere.example');
    expect(
      buildErrorMessage(400, { message: 'licenseKey: This licence key is unknown or already in use.' }),
    ).toBe('This licence key is unknown or already in use.');
    expect(buildErrorMessage(400, body('users[1].role: must be one of OWNER, READ_USER'))).toBe(
      'users[1].role: must be one of OWNER, READ_USER',
    );
  });

  it('joins the localized descriptions with a comma and space', () => {
    expect(
      buildErrorMessage(400, {
        message: 'ignored',
        errorMessageList: [
          { localizedDescription: 'Name is required' },
          { localizedDescription: 'City is too long' },
        ],
      }),
    ).toBe('Name is required, City is too long');
  });

  it('skips blank and malformed descriptions', () => {
    expect(
      buildErrorMessage(400, {
        errorMessageList: [
          { localizedDescription: '' },
          { other: 1 },
          null,
          { localizedDescription: 'Only this' },
        ],
      }),
    ).toBe('Only this');
  });

  it('falls back to the message when the list is empty', () => {
    expect(buildErrorMessage(409, { message: 'Name taken', errorMessageList: [] })).toBe('Name taken');
  });

  it('falls back to the message when the list is not an array', () => {
    expect(buildErrorMessage(409, { message: 'Name taken', errorMessageList: 'oops' })).toBe('Name taken');
  });

  it('falls back to HTTP and the status without a message', () => {
    expect(buildErrorMessage(502, {})).toBe('HTTP 502');
    expect(buildErrorMessage(500, null)).toBe('HTTP 500');
    expect(buildErrorMessage(503, { message: '   ' })).toBe('HTTP 503');
  });

  it('reads a JSON text body', () => {
    expect(buildErrorMessage(400, '{"message":"Bad band"}')).toBe('Bad band');
  });

  it('ignores a non-JSON text body', () => {
    expect(buildErrorMessage(504, '<html>Gateway Timeout</html>')).toBe('HTTP 504');
  });

  it('ignores an array body', () => {
    expect(buildErrorMessage(400, ['x'])).toBe('HTTP 400');
  });

  it.each([null, undefined, 0, -1, Number.NaN, 1.5])('gives the generic text for status %j', (status) => {
    expect(buildErrorMessage(status, undefined)).toBe('An unexpected error occurred.');
  });
});

describe('isNotFoundMessage', () => {
  it('recognises the not-found text anywhere in the message', () => {
    expect(isNotFoundMessage('Object Not Found Matching Id')).toBe(true);
    expect(isNotFoundMessage('Error: Object Not Found Matching Id 42')).toBe(true);
  });

  it.each(['Not Found', 'object not found matching id', '', null, undefined])('rejects %j', (message) => {
    expect(isNotFoundMessage(message)).toBe(false);
  });
});

describe('schemas', () => {
  it('wraps a data schema in the result wrapper', () => {
    const schema = resultWrapperSchema(z.object({ orgId: z.string() }));
    expect(schema.parse({ success: true, message: 'ok', data: { orgId: 'o1' } })).toEqual({
      success: true,
      message: 'ok',
      data: { orgId: 'o1' },
    });
    expect(schema.safeParse({ success: true, message: 'ok', data: {} }).success).toBe(false);
  });
});
