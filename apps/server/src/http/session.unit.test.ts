import { describe, expect, it } from 'vitest';
import { parseConfig } from '../config';
import { isSecureCookie, isStateChanging } from './session';

describe('session cookies', () => {
  it('are Secure unless the public URL is localhost or 127.0.0.1', () => {
    expect(isSecureCookie(parseConfig({ PUBLIC_URL: 'https://airlens.example.com' }))).toBe(true);
    expect(isSecureCookie(parseConfig({ PUBLIC_URL: 'http://intranet.local:8080' }))).toBe(true);
    expect(isSecureCookie(parseConfig({ PUBLIC_URL: 'http://localhost:8080' }))).toBe(false);
    expect(isSecureCookie(parseConfig({ PUBLIC_URL: 'http://127.0.0.1:8080' }))).toBe(false);
  });

  it('need the CSRF header on every state-changing method', () => {
    expect(['POST', 'PUT', 'PATCH', 'DELETE'].every(isStateChanging)).toBe(true);
    expect(['GET', 'HEAD', 'OPTIONS'].some(isStateChanging)).toBe(false);
  });
});
