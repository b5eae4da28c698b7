import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../config';
import type { SessionService } from '../features/auth/sessions.service';
import { installSessions, isSecureCookie, isStateChanging, sessionCookieName } from './session';

describe('session cookies', () => {
  it('are Secure unless the public URL is localhost or 127.0.0.1', () => {
    expect(isSecureCookie(parseConfig({ PUBLIC_URL: 'https://airlens.example.com' }))).toBe(true);
    expect(isSecureCookie(parseConfig({ PUBLIC_URL: 'http://intranet.local:8080' }))).toBe(true);
    expect(isSecureCookie(parseConfig({ PUBLIC_URL: 'http://localhost:8080' }))).toBe(false);
    expect(isSecureCookie(parseConfig({ PUBLIC_URL: 'http://127.0.0.1:8080' }))).toBe(false);
  });

  it('carry the __Host- prefix in the session cookie name only when the public URL is https', () => {
    expect(sessionCookieName(parseConfig({ PUBLIC_URL: 'https://airlens.example.com' }))).toBe(
      '__Host-airlens_session',
    );
    expect(sessionCookieName(parseConfig({ PUBLIC_URL: 'http://intranet.local:8080' }))).toBe(
      'airlens_session',
    );
    expect(sessionCookieName(parseConfig({ PUBLIC_URL: 'http://localhost:8080' }))).toBe('airlens_session');
  });

  it('need the CSRF header on every state-changing method', () => {
    expect(['POST', 'PUT', 'PATCH', 'DELETE'].every(isStateChanging)).toBe(true);
    expect(['GET', 'HEAD', 'OPTIONS'].some(isStateChanging)).toBe(false);
  });
});

describe('the session cache on writes', () => {
  async function forgetCountAfter(method: 'GET' | 'POST', url: string): Promise<number> {
    let forgets = 0;
    const app = Fastify();
    const sessions = {
      forgetCachedSessions: () => {
        forgets += 1;
      },
    } as unknown as SessionService;
    installSessions(app, sessions);
    app.post('/write', async () => ({ ok: true }));
    app.post('/query', { config: { readsOnly: true } }, async () => ({ ok: true }));
    app.get('/read', async () => ({ ok: true }));
    await app.inject({ method, url });
    await app.close();
    return forgets;
  }

  it('is forgotten after a state-changing request, but not after a read or a POST that only reads', async () => {
    expect(await forgetCountAfter('POST', '/write')).toBe(1);
    expect(await forgetCountAfter('POST', '/query')).toBe(0);
    expect(await forgetCountAfter('GET', '/read')).toBe(0);
  });
});
