import { describe, expect, it } from 'vitest';
import { authEndpoints, pathOf, ssoEndpoints, usersEndpoints } from '@airlens/contract';
import { fakeApi, reply } from '@/test/fake-api';
import { AUTH_PATHS } from './auth-paths';
import { checkSso } from './check-sso';

describe('the sign-in page’s paths', () => {
  it('are the contract’s', () => {
    expect(AUTH_PATHS.login).toBe(pathOf(authEndpoints.login));
    expect(authEndpoints.login.method).toBe('POST');
    expect(AUTH_PATHS.checkSso).toBe(pathOf(ssoEndpoints.checkSso));
    expect(ssoEndpoints.checkSso.method).toBe('GET');
    expect(AUTH_PATHS.requestPasswordReset).toBe(pathOf(usersEndpoints.requestPasswordReset));
    expect(usersEndpoints.requestPasswordReset.method).toBe('POST');
  });
});

describe('checkSso', () => {
  it('reads an SSO answer with its sign-in URL', async () => {
    fakeApi.on(
      ssoEndpoints.checkSso,
      reply(200, { ssoEnabled: true, loginUrl: '/authapi/v1/sso-configuration/org-1/login' }),
    );
    await expect(checkSso('ana@corp.example')).resolves.toEqual({
      ssoEnabled: true,
      loginUrl: '/authapi/v1/sso-configuration/org-1/login',
    });
    expect(fakeApi.requestsTo(ssoEndpoints.checkSso)[0]?.params.get('email')).toBe('ana@corp.example');
  });

  it('refuses an answer that does not match the contract', async () => {
    fakeApi.on(ssoEndpoints.checkSso, () => new Response('{"ssoEnabled":"yes"}', { status: 200 }));
    await expect(checkSso('ana@corp.example')).rejects.toThrow(
      'Single sign-on could not be checked: the answer does not match the contract.',
    );
  });
});
