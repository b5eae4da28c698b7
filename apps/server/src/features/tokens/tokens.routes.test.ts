// Personal access tokens (issue #20): the owner's list, create (the secret once) and revoke, stored hashed,
// browser sessions only, and the secret never in a log line.
import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../logger';
import { authHeaders, type TestSession } from '../auth/test-accounts';
import { ACCOUNTS_TEST_ENV, createSharingWorld, type SharingWorld } from '../sharing/sharing-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let w: SharingWorld;
const logLines: string[] = [];

function tokensUrl(session: TestSession, userId = session.userId): string {
  return `/userapi/v1/users/${userId}/tokens`;
}

async function create(session: TestSession, body: object): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: tokensUrl(session),
    headers: authHeaders(session),
    payload: body,
  });
}

beforeAll(async () => {
  const logger = createLogger('info', { write: (line: string) => void logLines.push(line) });
  t = await createTestApp({ env: { ...ACCOUNTS_TEST_ENV }, deps: { logger } });
  w = await createSharingWorld(t, 'pat');
});

afterAll(async () => {
  await t.close();
});

describe('personal access tokens', () => {
  it('creates a token whose secret is answered once and stored only as a hash', async () => {
    const response = await create(w.owner.session, {
      name: '  CI pipeline ',
      scopes: ['projects:read', 'reports'],
      expiresInDays: 30,
    });
    expect(response.statusCode).toBe(201);
    const created = response.json<{
      id: string;
      name: string;
      token: string;
      scopes: string[];
      expiresAt: string | null;
      lastUsedAt: string | null;
    }>();
    expect(created.token).toMatch(/^alp_[A-Za-z0-9_-]{43}$/);
    expect(created.name).toBe('CI pipeline');
    expect(created.scopes).toEqual(['projects:read', 'reports']);
    expect(created.lastUsedAt).toBeNull();
    const days = (Date.parse(created.expiresAt ?? '') - Date.now()) / 86_400_000;
    expect(Math.round(days)).toBe(30);

    const { rows } = await t.database.query<{ token_hash: string }>(
      'SELECT token_hash FROM personal_access_tokens WHERE id = $1',
      [created.id],
    );
    expect(rows[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(created.token.slice(4));

    const list = await t.app.inject({
      method: 'GET',
      url: tokensUrl(w.owner.session),
      headers: authHeaders(w.owner.session),
    });
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(created.token.slice(4));
    const listed = list.json<{ id: string; name: string }[]>();
    expect(listed.map((token) => token.id)).toContain(created.id);
    expect(Object.keys(listed[0] ?? {}).sort()).toEqual([
      'createdAt',
      'expiresAt',
      'id',
      'lastUsedAt',
      'name',
      'scopes',
    ]);

    // The token works, and its use shows in the list.
    const used = await t.app.inject({
      method: 'GET',
      url: `/shareapi/v1/projects/${w.projectId}/users`,
      headers: { authorization: `Bearer ${created.token}` },
    });
    expect(used.statusCode).toBe(200);
    const after = await t.app.inject({
      method: 'GET',
      url: tokensUrl(w.owner.session),
      headers: authHeaders(w.owner.session),
    });
    const mine = after.json<{ id: string; lastUsedAt: string | null }[]>().find((t2) => t2.id === created.id);
    expect(mine?.lastUsedAt).not.toBeNull();
    expect(logLines.join('\n')).not.toContain(created.token.slice(4));
    expect(logLines.join('\n')).toContain('personal access token created');
  });

  it('accepts tokens that never expire and refuses invalid input naming the field', async () => {
    const never = await create(w.owner.session, { name: 'forever', scopes: ['admin'], expiresInDays: null });
    expect(never.statusCode).toBe(201);
    expect(never.json<{ expiresAt: string | null }>().expiresAt).toBeNull();
    for (const [body, field] of [
      [{ name: '', scopes: ['reports'], expiresInDays: 7 }, 'name'],
      [{ name: 'x', scopes: [], expiresInDays: 7 }, 'scopes'],
      [{ name: 'x', scopes: ['everything'], expiresInDays: 7 }, 'scopes'],
      [{ name: 'x', scopes: ['reports'], expiresInDays: 3 }, 'expiresInDays'],
    ] as const) {
      const response = await create(w.owner.session, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json<{ message: string }>().message).toContain(field);
    }
  });

  it("answers 404 for another user's tokens", async () => {
    const url = tokensUrl(w.owner.session, w.read.session.userId);
    const list = await t.app.inject({ method: 'GET', url, headers: authHeaders(w.owner.session) });
    expect(list.statusCode).toBe(404);
    const post = await t.app.inject({
      method: 'POST',
      url,
      headers: authHeaders(w.owner.session),
      payload: { name: 'x', scopes: ['reports'], expiresInDays: 7 },
    });
    expect(post.statusCode).toBe(404);
  });

  it('revokes a token at once; revoking it again, or one of another user, is 404', async () => {
    const created = (
      await create(w.read.session, { name: 'laptop', scopes: ['projects:read'], expiresInDays: 7 })
    ).json<{ id: string; token: string }>();
    const mine = `${tokensUrl(w.read.session)}/${created.id}`;
    const byOther = await t.app.inject({
      method: 'DELETE',
      url: `${tokensUrl(w.owner.session)}/${created.id}`,
      headers: authHeaders(w.owner.session),
    });
    expect(byOther.statusCode).toBe(404);
    const revoked = await t.app.inject({ method: 'DELETE', url: mine, headers: authHeaders(w.read.session) });
    expect(revoked.statusCode).toBe(204);
    const again = await t.app.inject({ method: 'DELETE', url: mine, headers: authHeaders(w.read.session) });
    expect(again.statusCode).toBe(404);
    const use = await t.app.inject({
      method: 'GET',
      url: `/shareapi/v1/projects/${w.projectId}/users`,
      headers: { authorization: `Bearer ${created.token}` },
    });
    expect(use.statusCode).toBe(401);
  });

  it('is for browser sessions only: a token cannot list or mint tokens, a cookie needs CSRF', async () => {
    const created = (
      await create(w.write.session, {
        name: 'all',
        scopes: ['projects:read', 'projects:write', 'insights:read', 'reports', 'admin'],
        expiresInDays: 7,
      })
    ).json<{ token: string }>();
    const bearer = { authorization: `Bearer ${created.token}` };
    const list = await t.app.inject({ method: 'GET', url: tokensUrl(w.write.session), headers: bearer });
    expect(list.statusCode).toBe(403);
    const mint = await t.app.inject({
      method: 'POST',
      url: tokensUrl(w.write.session),
      headers: bearer,
      payload: { name: 'more', scopes: ['admin'], expiresInDays: null },
    });
    expect(mint.statusCode).toBe(403);
    const noCsrf = await t.app.inject({
      method: 'POST',
      url: tokensUrl(w.write.session),
      headers: authHeaders(w.write.session, false),
      payload: { name: 'x', scopes: ['reports'], expiresInDays: 7 },
    });
    expect(noCsrf.statusCode).toBe(403);
    const signedOut = await t.app.inject({ method: 'GET', url: tokensUrl(w.write.session) });
    expect(signedOut.statusCode).toBe(401);
  });

  it('refuses an unknown user id the same as another user', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/userapi/v1/users/${randomUUID()}/tokens`,
      headers: authHeaders(w.member.session),
    });
    expect(response.statusCode).toBe(404);
  });
});
