import { describe, expect, it } from 'vitest';
import { redactSecrets } from '../../log-redaction';

describe('log redaction of the OAuth 2 endpoints', () => {
  it('redacts codes, verifiers, tokens and device codes in URLs', () => {
    expect(
      redactSecrets(
        '/cb?code=abc&state=s1&code_verifier=v&refresh_token=r&device_code=d&user_code=WDJB-MJHT&code_challenge=c',
      ),
    ).toBe(
      '/cb?code=[redacted]&state=[redacted]&code_verifier=[redacted]&refresh_token=[redacted]&device_code=[redacted]&user_code=[redacted]&code_challenge=[redacted]',
    );
  });

  it('redacts the interaction id in the consent URL, the resume path and the consent API', () => {
    expect(redactSecrets('/oauth2-consent?interaction=Ab3_xY')).toBe(
      '/oauth2-consent?interaction=[redacted]',
    );
    expect(redactSecrets('GET /oauth2/authorize/Ab3_xY done')).toBe('GET /oauth2/authorize/[redacted] done');
    expect(redactSecrets('/oauth2api/v1/consent/Ab3_xY')).toBe('/oauth2api/v1/consent/[redacted]');
  });

  it('keeps the authorization request itself readable', () => {
    expect(redactSecrets('/oauth2/authorize?client_id=airlens-cli&scope=projects:read')).toBe(
      '/oauth2/authorize?client_id=airlens-cli&scope=projects:read',
    );
  });
});
