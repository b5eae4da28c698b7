import { describe, it, expect } from 'vitest';
import { shouldOpenWhatsNew } from './whats-new';

const base = { signedIn: true, pathname: '/insights', search: '', seenVersion: null };

describe('shouldOpenWhatsNew', () => {
  it('opens for a signed-in user who has not seen this release', () => {
    expect(shouldOpenWhatsNew(base)).toBe(true);
    expect(shouldOpenWhatsNew({ ...base, seenVersion: 'june-1-2025' })).toBe(true);
  });

  it('stays closed once this release was seen', () => {
    expect(shouldOpenWhatsNew({ ...base, seenVersion: 'september-4-2025' })).toBe(false);
  });

  it('stays closed without a user', () => {
    expect(shouldOpenWhatsNew({ ...base, signedIn: false })).toBe(false);
  });

  it.each(['/oauth2-consent', '/saml-consume'])('stays closed on %s', (pathname) => {
    expect(shouldOpenWhatsNew({ ...base, pathname })).toBe(false);
  });

  it('stays closed with both authorization_code and client_name', () => {
    expect(shouldOpenWhatsNew({ ...base, search: '?authorization_code=a&client_name=b' })).toBe(false);
    expect(shouldOpenWhatsNew({ ...base, search: 'client_name=b&authorization_code=' })).toBe(false);
  });

  it('opens with only one of them', () => {
    expect(shouldOpenWhatsNew({ ...base, search: '?authorization_code=a' })).toBe(true);
    expect(shouldOpenWhatsNew({ ...base, search: '?client_name=b' })).toBe(true);
  });
});
