import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { authHeaders } from '../auth/test-accounts';
import {
  ACCOUNTS_TEST_ENV,
  createActor,
  createSharingWorld,
  createTestGroup,
  createTestProject,
  setSharingRestriction,
  type SharingWorld,
  sendAs,
} from './sharing-fixtures';

let t: TestApp;
let w: SharingWorld;

beforeAll(async () => {
  t = await createTestApp({ env: { ...ACCOUNTS_TEST_ENV } });
  w = await createSharingWorld(t, 'r');
});

afterAll(async () => {
  await t.close();
});

function usersUrl(projectId = w.projectId): string {
  return `/shareapi/v1/projects/${projectId}/users`;
}

async function projectUsersInDb(projectId: string) {
  const { rows } = await t.database.query<{ username: string; role: string }>(
    'SELECT username, role FROM project_users WHERE project_id = $1 ORDER BY username',
    [projectId],
  );
  return rows;
}

describe('GET /shareapi/v1/projects/{id}/users', () => {
  it('lists the users de-duplicated by username, owners first, then alphabetical', async () => {
    const projectId = await createTestProject(t, {
      orgId: w.orgA,
      users: [
        { username: 'zed@a.example', role: 'READ_USER' },
        { username: 'Bob@a.example', role: 'WRITE_USER' },
        { username: 'bob@a.example', role: 'READ_USER' },
        { username: 'yan@a.example', role: 'OWNER' },
        { username: w.owner.account.email, role: 'OWNER' },
      ],
    });
    const response = await sendAs(t, w.owner, 'GET', usersUrl(projectId));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { username: w.owner.account.email, role: 'OWNER' },
      { username: 'yan@a.example', role: 'OWNER' },
      { username: 'Bob@a.example', role: 'WRITE_USER' },
      { username: 'zed@a.example', role: 'READ_USER' },
    ]);
  });

  it('lets every listed role and the org admin read the list, and hides it from an unlisted member', async () => {
    for (const actor of [w.owner, w.writeShare, w.write, w.read, w.adminA]) {
      const response = await sendAs(t, actor, 'GET', usersUrl());
      expect(response.statusCode, actor.account.email).toBe(200);
      expect(response.json<unknown[]>()).toHaveLength(4);
    }
    const unlisted = await sendAs(t, w.member, 'GET', usersUrl());
    expect(unlisted.statusCode).toBe(404);
  });

  it('answers another organisation exactly as for a project that does not exist', async () => {
    for (const actor of [w.userB, w.adminB]) {
      const real = await sendAs(t, actor, 'GET', usersUrl());
      const missing = await sendAs(t, actor, 'GET', usersUrl(randomUUID()));
      expect(real.statusCode).toBe(404);
      expect(real.body).toBe(missing.body);
    }
  });

  it('answers 401 without a session and 400 for an id that is not a uuid', async () => {
    expect((await sendAs(t, null, 'GET', usersUrl())).statusCode).toBe(401);
    const bad = await sendAs(t, w.owner, 'GET', usersUrl('42'));
    expect(bad.statusCode).toBe(400);
  });

  it('hides the project from unlisted members and non-owners under NO_SHARING, not from owners and admins', async () => {
    await setSharingRestriction(t, w.orgA, 'NO_SHARING');
    try {
      for (const actor of [w.member, w.read, w.write, w.writeShare]) {
        const response = await sendAs(t, actor, 'GET', usersUrl());
        expect(response.statusCode, actor.account.email).toBe(404);
      }
      for (const actor of [w.owner, w.adminA]) {
        const response = await sendAs(t, actor, 'GET', usersUrl());
        expect(response.statusCode, actor.account.email).toBe(200);
      }
    } finally {
      await setSharingRestriction(t, w.orgA, 'NO_RESTRICTION');
    }
  });
});

describe('PUT /shareapi/v1/projects/{id}/users', () => {
  async function freshProject() {
    return createTestProject(t, {
      orgId: w.orgA,
      users: [
        { username: w.owner.account.email, role: 'OWNER' },
        { username: w.writeShare.account.email, role: 'WRITE_SHARE_USER' },
      ],
    });
  }

  it('replaces the list for the owner and answers the de-duplicated result', async () => {
    const projectId = await freshProject();
    // The reader arrives twice, through a group and by name: one listing, the stronger role.
    const groupId = await createTestGroup(t, w.orgA, 'Readers r', [w.read.account.userId]);
    const response = await sendAs(t, w.owner, 'PUT', usersUrl(projectId), [
      { groupId, role: 'READ_USER' },
      { username: w.owner.account.email, role: 'OWNER' },
      { username: w.read.account.email, role: 'WRITE_USER' },
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { username: w.owner.account.email, role: 'OWNER' },
      { username: w.read.account.email, role: 'WRITE_USER' },
    ]);
    expect(await projectUsersInDb(projectId)).toEqual([
      { username: w.owner.account.email, role: 'OWNER' },
      { username: w.read.account.email, role: 'WRITE_USER' },
    ]);
  });

  it('refuses the same username twice in one request (400 naming the field) and changes nothing', async () => {
    const projectId = await freshProject();
    const before = await projectUsersInDb(projectId);
    const response = await sendAs(t, w.owner, 'PUT', usersUrl(projectId), [
      { username: w.owner.account.email, role: 'OWNER' },
      { username: w.read.account.email, role: 'READ_USER' },
      { username: w.read.account.email.toUpperCase(), role: 'WRITE_USER' },
    ]);
    expect(response.statusCode).toBe(400);
    const message = `2.username: ${w.read.account.email} is listed more than once`;
    expect(response.json()).toEqual({ message, errorMessageList: [{ localizedDescription: message }] });
    expect(await projectUsersInDb(projectId)).toEqual(before);
  });

  it('names the entry and the allowed roles when a role is not one of them (400)', async () => {
    const projectId = await freshProject();
    const response = await sendAs(t, w.owner, 'PUT', usersUrl(projectId), [
      { username: w.owner.account.email, role: 'OWNER' },
      { username: w.read.account.email, role: 'ADMIN' },
    ]);
    expect(response.statusCode).toBe(400);
    const detail = 'users[1].role: must be one of OWNER, WRITE_SHARE_USER, WRITE_USER, READ_USER';
    expect(response.json()).toEqual({
      message: `Invalid request: ${detail}`,
      errorMessageList: [{ localizedDescription: detail }],
    });
  });

  it('lets a WRITE_SHARE_USER share but not add, change or remove owners', async () => {
    const projectId = await freshProject();
    const base = [
      { username: w.owner.account.email, role: 'OWNER' },
      { username: w.writeShare.account.email, role: 'WRITE_SHARE_USER' },
    ];
    const ok = await sendAs(t, w.writeShare, 'PUT', usersUrl(projectId), [
      ...base,
      { username: w.member.account.email, role: 'WRITE_SHARE_USER' },
    ]);
    expect(ok.statusCode).toBe(200);
    for (const payload of [
      [...base, { username: w.member.account.email, role: 'OWNER' }],
      [{ username: w.writeShare.account.email, role: 'WRITE_SHARE_USER' }],
      [{ username: w.owner.account.email, role: 'READ_USER' }, base[1]],
      [{ username: w.owner.account.email, role: 'WRITE_SHARE_USER' }],
    ]) {
      const denied = await sendAs(t, w.writeShare, 'PUT', usersUrl(projectId), payload);
      expect(denied.statusCode).toBe(403);
      expect(denied.json()).toEqual({ message: 'Only an owner can add, change or remove owners.' });
    }
    expect(await projectUsersInDb(projectId)).toHaveLength(3);
  });

  it('refuses write and read users (403), outsiders (404), no session (401) and a missing CSRF token (403)', async () => {
    const projectId = await freshProject();
    const payload = [{ username: w.owner.account.email, role: 'OWNER' }];
    const writer = await sendAs(t, w.write, 'PUT', usersUrl(), payload);
    expect(writer.statusCode).toBe(403);
    const reader = await sendAs(t, w.read, 'PUT', usersUrl(), payload);
    expect(reader.statusCode).toBe(403);
    const member = await sendAs(t, w.member, 'PUT', usersUrl(), payload);
    // Not listed: the project does not exist for them.
    expect(member.statusCode).toBe(404);
    const otherAdmin = await sendAs(t, w.adminB, 'PUT', usersUrl(projectId), payload);
    expect(otherAdmin.statusCode).toBe(404);
    const anonymous = await sendAs(t, null, 'PUT', usersUrl(projectId), payload);
    expect(anonymous.statusCode).toBe(401);
    const noCsrf = await t.app.inject({
      method: 'PUT',
      url: usersUrl(projectId),
      headers: authHeaders(w.owner.session, false),
      payload,
    });
    expect(noCsrf.statusCode).toBe(403);
    expect(noCsrf.json()).toEqual({ message: 'Invalid CSRF token' });
    expect(await projectUsersInDb(projectId)).toHaveLength(2);
  });

  it('lets the org admin replace owners and keeps at least one owner', async () => {
    const projectId = await freshProject();
    const noOwner = await sendAs(t, w.adminA, 'PUT', usersUrl(projectId), [
      { username: w.read.account.email, role: 'READ_USER' },
    ]);
    expect(noOwner.statusCode).toBe(400);
    expect(noOwner.json<{ message: string }>().message).toBe('role: a project needs at least one owner');
    const swap = await sendAs(t, w.adminA, 'PUT', usersUrl(projectId), [
      { username: w.member.account.email, role: 'OWNER' },
    ]);
    expect(swap.statusCode).toBe(200);
    expect(swap.json()).toEqual([{ username: w.member.account.email, role: 'OWNER' }]);
  });

  it('accepts only members of the organisation for new listings (org B e-mails and unknown addresses are 400)', async () => {
    const projectId = await freshProject();
    for (const username of [w.userB.account.email, 'nobody@nowhere.example']) {
      const response = await sendAs(t, w.owner, 'PUT', usersUrl(projectId), [
        { username: w.owner.account.email, role: 'OWNER' },
        { username, role: 'READ_USER' },
      ]);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toBe(
        `username: not a member of your organization: ${username}`,
      );
    }
  });

  it('keeps a listing of someone who left the organisation when it is sent back unchanged', async () => {
    const projectId = await createTestProject(t, {
      orgId: w.orgA,
      users: [
        { username: w.owner.account.email, role: 'OWNER' },
        { username: 'former@a.example', role: 'READ_USER' },
      ],
    });
    const response = await sendAs(t, w.owner, 'PUT', usersUrl(projectId), [
      { username: w.owner.account.email, role: 'OWNER' },
      { username: 'former@a.example', role: 'READ_USER' },
      { username: w.write.account.email, role: 'WRITE_USER' },
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json<unknown[]>()).toHaveLength(3);
  });

  it('expands { groupId, role } entries to the active members of a group of the organisation', async () => {
    const projectId = await freshProject();
    const disabled = await createActor(t, { email: 'gone-r@a.example', orgId: w.orgA }).then(
      async (actor) => {
        await t.database.query('UPDATE users SET disabled_at = now() WHERE id = $1', [actor.account.userId]);
        return actor;
      },
    );
    const groupId = await createTestGroup(t, w.orgA, 'Surveyors r', [
      w.read.account.userId,
      w.write.account.userId,
      disabled.account.userId,
    ]);
    const response = await sendAs(t, w.owner, 'PUT', usersUrl(projectId), [
      { username: w.owner.account.email, role: 'OWNER' },
      { groupId, role: 'READ_USER' },
      { username: w.write.account.email, role: 'WRITE_USER' },
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { username: w.owner.account.email, role: 'OWNER' },
      { username: w.read.account.email, role: 'READ_USER' },
      { username: w.write.account.email, role: 'WRITE_USER' },
    ]);
    const foreignGroup = await createTestGroup(t, w.orgB, 'B group r', [w.userB.account.userId]);
    const foreign = await sendAs(t, w.owner, 'PUT', usersUrl(projectId), [
      { username: w.owner.account.email, role: 'OWNER' },
      { groupId: foreignGroup, role: 'READ_USER' },
    ]);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json<{ message: string }>().message).toBe(`groupId: unknown user group ${foreignGroup}`);
  });

  it('validates the body: e-mail format, role values and unknown fields', async () => {
    const projectId = await freshProject();
    for (const payload of [
      [{ username: 'not-an-email', role: 'OWNER' }],
      [{ username: w.owner.account.email, role: 'ADMIN' }],
      [{ username: w.owner.account.email, role: 'OWNER', orgId: w.orgB }],
      { username: w.owner.account.email, role: 'OWNER' },
    ]) {
      const response = await sendAs(t, w.owner, 'PUT', usersUrl(projectId), payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it('under NO_SHARING allows owner listings only', async () => {
    const projectId = await freshProject();
    await setSharingRestriction(t, w.orgA, 'NO_SHARING');
    try {
      const shared = await sendAs(t, w.owner, 'PUT', usersUrl(projectId), [
        { username: w.owner.account.email, role: 'OWNER' },
        { username: w.read.account.email, role: 'READ_USER' },
      ]);
      expect(shared.statusCode).toBe(403);
      expect(shared.json()).toEqual({ message: 'Sharing is disabled for this organization.' });
      const owners = await sendAs(t, w.owner, 'PUT', usersUrl(projectId), [
        { username: w.owner.account.email, role: 'OWNER' },
        { username: w.member.account.email, role: 'OWNER' },
      ]);
      expect(owners.statusCode).toBe(200);
    } finally {
      await setSharingRestriction(t, w.orgA, 'NO_RESTRICTION');
    }
  });

  it('answers 409 for a project whose deletion was requested', async () => {
    const projectId = await createTestProject(t, {
      orgId: w.orgA,
      status: 'DELETE_REQUESTED',
      users: [{ username: w.owner.account.email, role: 'OWNER' }],
    });
    const response = await sendAs(t, w.owner, 'PUT', usersUrl(projectId), [
      { username: w.owner.account.email, role: 'OWNER' },
    ]);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'The project is being deleted.' });
  });
});

describe('GET /shareapi/v1/projects/{id}/access', () => {
  it("answers each caller's effective role and what it allows", async () => {
    const expected = [
      [w.owner, 'OWNER', true, true, true],
      [w.writeShare, 'WRITE_SHARE_USER', true, true, false],
      [w.write, 'WRITE_USER', true, false, false],
      [w.read, 'READ_USER', false, false, false],
      [w.adminA, 'OWNER', true, true, true],
    ] as const;
    for (const [actor, role, canWrite, canShare, isOwner] of expected) {
      const response = await sendAs(t, actor, 'GET', `/shareapi/v1/projects/${w.projectId}/access`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        projectId: w.projectId,
        role,
        isGuest: false,
        canWrite,
        canShare,
        isOwner,
      });
    }
    // An organisation member who is not listed sees nothing of the project, as on every other route.
    const unlisted = await sendAs(t, w.member, 'GET', `/shareapi/v1/projects/${w.projectId}/access`);
    expect(unlisted.statusCode).toBe(404);
  });
});

describe('/shareapi/v1/projects/{id}/users/preference', () => {
  const url = () => `/shareapi/v1/projects/${w.projectId}/users/preference`;

  it('answers the defaults, then keeps each field the caller changes, per caller', async () => {
    const before = await sendAs(t, w.read, 'GET', url());
    expect(before.json()).toEqual({ favorite: false, notifications: true });
    const first = await sendAs(t, w.read, 'PUT', url(), { favorite: true });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ favorite: true, notifications: true });
    const second = await sendAs(t, w.read, 'PUT', url(), { notifications: false });
    expect(second.json()).toEqual({ favorite: true, notifications: false });
    const other = await sendAs(t, w.write, 'GET', url());
    expect(other.json()).toEqual({ favorite: false, notifications: true });
  });

  it('refuses unknown fields (400), outsiders (404) and no session (401)', async () => {
    const bad = await sendAs(t, w.read, 'PUT', url(), { role: 'OWNER' });
    expect(bad.statusCode).toBe(400);
    const outsider = await sendAs(t, w.userB, 'PUT', url(), { favorite: true });
    expect(outsider.statusCode).toBe(404);
    const anonymous = await sendAs(t, null, 'PUT', url(), { favorite: true });
    expect(anonymous.statusCode).toBe(401);
  });
});
