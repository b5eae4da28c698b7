import { describe, expect, it } from 'vitest';
import { isSecretLookingValue, isSecretParameterName, REDACTED, redactSecrets } from './log-redaction';

const TOKEN = 'q3N0ZXN0LXRva2VuLXZhbHVlLXRoYXQtaXMtbG9uZzE';

describe('redactSecrets', () => {
  it('replaces the named secret query values of a URL and keeps the rest', () => {
    expect(redactSecrets(`/password?userId=42&access_token=${TOKEN}`)).toBe(
      `/password?userId=42&access_token=${REDACTED}`,
    );
    expect(redactSecrets('/cb?code=abc&state=xyz&lang=en')).toBe(
      `/cb?code=${REDACTED}&state=${REDACTED}&lang=en`,
    );
    expect(redactSecrets('/login?otp=123456')).toBe(`/login?otp=${REDACTED}`);
    expect(redactSecrets('/x?token=t1&accessToken=t2&api-key=t3&X-Amz-Signature=t4')).toBe(
      `/x?token=${REDACTED}&accessToken=${REDACTED}&api-key=${REDACTED}&X-Amz-Signature=${REDACTED}`,
    );
  });

  it('finds URLs inside messages and JSON lines, and OAuth fragments', () => {
    expect(redactSecrets(`Route GET:/a?access_token=${TOKEN} not found`)).toBe(
      `Route GET:/a?access_token=${REDACTED} not found`,
    );
    expect(redactSecrets(`{"url":"/v?access_token=${TOKEN}","x":1}`)).toBe(
      `{"url":"/v?access_token=${REDACTED}","x":1}`,
    );
    expect(redactSecrets(`https://app.example/#access_token=${TOKEN}&expires_in=3600`)).toBe(
      `https://app.example/#access_token=${REDACTED}&expires_in=3600`,
    );
  });

  it('replaces a token-like value under any name, but not ids, numbers or words', () => {
    expect(redactSecrets(`/x?link=${TOKEN}`)).toBe(`/x?link=${REDACTED}`);
    const plain = '/x?projectId=0b6f2b8e-3c1d-4e2a-9f00-1a2b3c4d5e6f&query=warehouse&page=2';
    expect(redactSecrets(plain)).toBe(plain);
  });

  it('replaces secure-link keys and licence keys in paths', () => {
    expect(redactSecrets('/shareapi/secureProjectView/AbCdEfGh12345678abcdef/otp')).toBe(
      `/shareapi/secureProjectView/${REDACTED}/otp`,
    );
    expect(redactSecrets('http://localhost/secure-project-view/AbCdEfGh12345678abcdef')).toBe(
      `http://localhost/secure-project-view/${REDACTED}`,
    );
    expect(redactSecrets('/shareapi/v1/projects/p1/secure-links/AbCdEf')).toBe(
      `/shareapi/v1/projects/p1/secure-links/${REDACTED}`,
    );
    expect(redactSecrets('/userapi/v1/organizations/o1/licenses/KEY-123/assignee')).toBe(
      `/userapi/v1/organizations/o1/licenses/${REDACTED}/assignee`,
    );
  });

  it('replaces personal access tokens anywhere in a line', () => {
    const pat = `alp_${TOKEN}`;
    expect(redactSecrets(`{"msg":"token ${pat} refused"}`)).toBe(`{"msg":"token ${REDACTED} refused"}`);
    expect(redactSecrets(`Bearer ${pat}`)).toBe(`Bearer ${REDACTED}`);
    expect(redactSecrets('alp_ is the prefix')).toBe('alp_ is the prefix');
  });

  it('leaves text without URLs alone', () => {
    expect(redactSecrets('database migrated')).toBe('database migrated');
  });
});

describe('secret-looking names and values', () => {
  it('reads names as words', () => {
    for (const name of [
      'access_token',
      'accessToken',
      'otp',
      'code',
      'RelayState',
      'SAMLResponse',
      'apiKey',
    ]) {
      expect(isSecretParameterName(name)).toBe(true);
    }
    for (const name of ['userId', 'query', 'frequencyBand', 'emailVerified', 'keyboard']) {
      expect(isSecretParameterName(name)).toBe(false);
    }
  });

  it('takes long mixed token runs for secrets, not UUIDs or short values', () => {
    expect(isSecretLookingValue(TOKEN)).toBe(true);
    expect(isSecretLookingValue('0b6f2b8e-3c1d-4e2a-9f00-1a2b3c4d5e6f')).toBe(false);
    expect(isSecretLookingValue('abc123')).toBe(false);
    expect(isSecretLookingValue('averyveryverylongwordwithoutdigits')).toBe(false);
  });
});
