// Bearer access (issue #20): personal access tokens through the bearer middleware: scopes, CSRF, 401s, the
// same 404 rule, and OAuth-style resolvers registered next to the personal-access-token one.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders } from '../features/auth/test-accounts';
import {
  ACCOUNTS_TEST_ENV,
  createSharingWorld,
  createTestProject,
  type SharingWorld,
} from '../features/sharing/sharing-fixtures';
import { revokePersonalAccessToken } from '../features/tokens/tokens.service';
import { createAccessToken } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let w: SharingWorld;
let hiddenProject: string;

function patFor(userId: string, scopes: string[], expiresInDays: number | null = 30) {
  return createAccessToken(t, userId, { scopes, expiresInDays });
}

function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}

beforeAll(async () => {
  t = await createTestApp({ env: { ...ACCOUNTS_TEST_ENV } });
  w = await createSharingWorld(t, 'bearer');
  hiddenProject = await createTestProject(t, {
    orgId: w.orgA,
    users: [{ username: w.adminA.account.email, role: 'OWNER' }],
  });
  // A stand-in for the OAuth 2 resolver: tokens of its own shape, resolved without a database.
  t.app.registerBearerResolver(async (token) =>
    token === 'oauth-test-token'
      ? { userId: w.read.account.userId, scopes: ['projects:read'], via: 'oauth:test', expiresAt: null }
      : null,
  );
});

afterAll(async () => {
  await t.close();
});

describe('bearer access', () => {
  it('serves a read within the scope and without a CSRF header, and no-stores the answer', async () => {
    const { token } = await patFor(w.owner.account.userId, ['projects:read']);
    const response = await t.app.inject({
      method: 'GET',
      url: `/shareapi/v1/projects/${w.projectId}/users`,
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('allows a write without CSRF with projects:write, and 403s it naming the scope with projects:read', async () => {
    const readOnly = await patFor(w.owner.account.userId, ['projects:read']);
    const refused = await t.app.inject({
      method: 'PATCH',
      url: `/projectapi/v1/projects/${w.projectId}`,
      headers: bearer(readOnly.token),
      payload: { name: 'Renamed by a token' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ message: string }>().message).toContain('"projects:write"');
    expect(refused.headers['www-authenticate']).toContain('insufficient_scope');

    const writer = await patFor(w.owner.account.userId, ['projects:write']);
    const allowed = await t.app.inject({
      method: 'PATCH',
      url: `/projectapi/v1/projects/${w.projectId}`,
      headers: bearer(writer.token),
      payload: { name: 'Renamed by a token' },
    });
    expect(allowed.statusCode).toBeLessThan(300);
  });

  it('still refuses a cookie call without CSRF', async () => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/projectapi/v1/projects/${w.projectId}`,
      headers: authHeaders(w.owner.session, false),
      payload: { name: 'No CSRF' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json<{ message: string }>().message).toBe('Invalid CSRF token');
  });

  it('answers 401 for an unknown, malformed, expired or revoked token', async () => {
    const url = `/shareapi/v1/projects/${w.projectId}/users`;
    const unknown = `alp_${'A'.repeat(43)}`;
    for (const header of [`Bearer ${unknown}`, 'Bearer', 'Bearer two words', 'Bearer oauth-other']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { authorization: header } });
      expect(response.statusCode, header).toBe(401);
      expect(response.headers['www-authenticate']).toContain('invalid_token');
    }
    // A token the database holds with an expiry in the past.
    const expired = await patFor(w.owner.account.userId, ['projects:read']);
    await t.database.query(
      "UPDATE personal_access_tokens SET expires_at = now() - interval '1 second' WHERE id = $1",
      [expired.record.id],
    );
    expect((await t.app.inject({ method: 'GET', url, headers: bearer(expired.token) })).statusCode).toBe(401);

    const revoked = await patFor(w.owner.account.userId, ['projects:read']);
    expect((await t.app.inject({ method: 'GET', url, headers: bearer(revoked.token) })).statusCode).toBe(200);
    await revokePersonalAccessToken(
      { database: t.database, now: () => new Date() },
      w.owner.account.userId,
      revoked.record.id,
    );
    expect((await t.app.inject({ method: 'GET', url, headers: bearer(revoked.token) })).statusCode).toBe(401);
  });

  it('a bad token is 401 even with a valid session cookie alongside', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/shareapi/v1/projects/${w.projectId}/users`,
      headers: { ...authHeaders(w.owner.session), authorization: `Bearer alp_${'B'.repeat(43)}` },
    });
    expect(response.statusCode).toBe(401);
  });

  it('hides what the user cannot see with the same 404 as a missing project', async () => {
    const { token } = await patFor(w.owner.account.userId, ['projects:read']);
    const hidden = await t.app.inject({
      method: 'GET',
      url: `/shareapi/v1/projects/${hiddenProject}/users`,
      headers: bearer(token),
    });
    const missing = await t.app.inject({
      method: 'GET',
      url: `/shareapi/v1/projects/${randomUUID()}/users`,
      headers: bearer(token),
    });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.body).toBe(missing.body);
  });

  it('never lets a token reach account endpoints, whatever its scopes', async () => {
    const { token } = await patFor(w.owner.account.userId, [
      'projects:read',
      'projects:write',
      'insights:read',
      'reports',
      'admin',
    ]);
    const response = await t.app.inject({
      method: 'PUT',
      url: `/userapi/v1/users/${w.owner.account.userId}`,
      headers: bearer(token),
      payload: { name: 'Taken over' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json<{ message: string }>().message).toContain('not available to access tokens');
    const whoAmI = await t.app.inject({
      method: 'GET',
      url: '/userapi/v1/users/who-am-i',
      headers: bearer(token),
    });
    expect(whoAmI.statusCode).toBe(200);
    expect(whoAmI.json<{ email: string }>().email).toBe(w.owner.account.email);
  });

  it('resolves tokens of another registered resolver (OAuth 2 access tokens)', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/shareapi/v1/projects/${w.projectId}/users`,
      headers: bearer('oauth-test-token'),
    });
    expect(response.statusCode).toBe(200);
    const write = await t.app.inject({
      method: 'PATCH',
      url: `/projectapi/v1/projects/${w.projectId}`,
      headers: bearer('oauth-test-token'),
      payload: { name: 'x' },
    });
    expect(write.statusCode).toBe(403);
  });

  it('marks a token used, at most once a minute', async () => {
    const { token, record } = await patFor(w.owner.account.userId, ['projects:read']);
    const lastUsed = async () =>
      (
        await t.database.query<{ last_used_at: Date | null }>(
          'SELECT last_used_at FROM personal_access_tokens WHERE id = $1',
          [record.id],
        )
      ).rows[0]?.last_used_at ?? null;
    expect(await lastUsed()).toBeNull();
    const url = `/shareapi/v1/projects/${w.projectId}/users`;
    await t.app.inject({ method: 'GET', url, headers: bearer(token) });
    const first = await lastUsed();
    expect(first).not.toBeNull();
    await t.app.inject({ method: 'GET', url, headers: bearer(token) });
    expect(String(await lastUsed())).toBe(String(first));
  });
});
