// The SDK against a real buildApp listening on a port: typed calls with a personal access token, errors as
// the server answers them, and OAuth 2 refresh on 401 with tokens from the device flow.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createTestOrg } from '../auth/test-accounts';
import { createOAuthWorld, postForm, type OAuthWorld } from '../oauth/oauth.test-helpers';
import { createActor, createTestProject, type Actor } from '../sharing/sharing-fixtures';
import { createPersonalAccessToken } from './tokens.service';
import { createAirlensClient, type TokenSet } from '@airlens/sdk';

let w: OAuthWorld;
let owner: Actor;
let projectId: string;

async function pat(scopes: string[]): Promise<string> {
  const created = await createPersonalAccessToken(
    { database: w.t.database, now: () => new Date() },
    owner.account.userId,
    {
      name: 'sdk test',
      scopes,
      expiresInDays: 7,
    },
  );
  if (created === 'tooMany') {
    throw new Error('too many tokens');
  }
  return created.token;
}

/** Access and refresh tokens through the device flow, approved by the owner's browser session. */
async function deviceTokens(scope: string): Promise<TokenSet> {
  const started = await postForm(w.base, '/activationapi/v1/device', { client_id: 'airlens-cli', scope });
  const { device_code: deviceCode, user_code: userCode } = started.body as {
    device_code: string;
    user_code: string;
  };
  const approval = await w.t.app.inject({
    method: 'POST',
    url: '/oauth2api/v1/device',
    headers: authHeaders(owner.session),
    payload: { userCode, approve: true },
  });
  expect(approval.statusCode).toBe(204);
  const tokens = await postForm(w.base, '/oauth2/token', {
    grant_type: 'urn:ietf:params:oauth:grant-type:device_code',
    device_code: deviceCode,
    client_id: 'airlens-cli',
  });
  expect(tokens.status).toBe(200);
  const body = tokens.body as { access_token: string; refresh_token?: string };
  expect(typeof body.refresh_token).toBe('string');
  return { accessToken: body.access_token, refreshToken: body.refresh_token ?? null };
}

/** A token store in memory that records what it was given. */
function memoryStore(initial: TokenSet) {
  let current: TokenSet | null = initial;
  const saved: TokenSet[] = [];
  return {
    saved,
    load: () => current,
    save: (tokens: TokenSet) => {
      current = tokens;
      saved.push(tokens);
    },
  };
}

beforeAll(async () => {
  w = await createOAuthWorld();
  const orgId = await createTestOrg(w.t, { name: 'SDK org' });
  owner = await createActor(w.t, { email: 'sdk-owner@a.example', orgId });
  projectId = await createTestProject(w.t, {
    orgId,
    name: 'SDK project',
    users: [{ username: owner.account.email, role: 'OWNER' }],
  });
}, 120_000);

afterAll(async () => {
  await w.t.close();
});

describe('createAirlensClient', { timeout: 60_000 }, () => {
  it('makes typed calls with a personal access token', async () => {
    const client = createAirlensClient({ baseUrl: w.base, accessToken: await pat(['projects:read']) });
    const me = await client.GET('/userapi/v1/users/who-am-i');
    expect(me.response.status).toBe(200);
    expect(me.data?.email).toBe(owner.account.email);
    const users = await client.GET('/shareapi/v1/projects/{id}/users', {
      params: { path: { id: projectId } },
    });
    expect(users.data?.map((user) => user.username)).toEqual([owner.account.email]);
  });

  it('answers the server errors: 403 naming the scope, 401 for a bad token', async () => {
    const client = createAirlensClient({ baseUrl: w.base, accessToken: await pat(['projects:read']) });
    const renamed = await client.PATCH('/projectapi/v1/projects/{id}', {
      params: { path: { id: projectId } },
      body: { name: 'Renamed' },
    });
    expect(renamed.response.status).toBe(403);
    expect(renamed.error?.message).toContain('projects:write');
    const anonymous = createAirlensClient({ baseUrl: w.base, accessToken: `alp_${'z'.repeat(43)}` });
    expect((await anonymous.GET('/userapi/v1/users/who-am-i')).response.status).toBe(401);
  });

  it('refreshes an OAuth 2 access token once on 401, saves the rotated tokens and retries', async () => {
    const issued = await deviceTokens('projects:read');
    const store = memoryStore({ accessToken: 'no-longer-valid', refreshToken: issued.refreshToken ?? null });
    const client = createAirlensClient({ baseUrl: w.base, tokenStore: store });
    // Two calls at once: one refresh serves both (a refresh token is good for one use).
    const [first, second] = await Promise.all([
      client.GET('/userapi/v1/users/who-am-i'),
      client.GET('/shareapi/v1/projects/{id}/users', { params: { path: { id: projectId } } }),
    ]);
    expect(first.response.status).toBe(200);
    expect(second.response.status).toBe(200);
    expect(store.saved).toHaveLength(1);
    expect(store.saved[0]?.refreshToken).not.toBe(issued.refreshToken);
    expect(await client.currentAccessToken()).toBe(store.saved[0]?.accessToken);
  });

  it('answers the 401 when the refresh token is refused', async () => {
    const store = memoryStore({ accessToken: 'no-longer-valid', refreshToken: 'not-a-refresh-token' });
    const client = createAirlensClient({ baseUrl: w.base, tokenStore: store });
    expect((await client.GET('/userapi/v1/users/who-am-i')).response.status).toBe(401);
    expect(store.saved).toEqual([]);
  });
});
