import { randomUUID } from 'node:crypto';
import type { SharingRestriction } from '@airlens/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthenticatedUser } from '../../http/session';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { TestSession } from '../auth/test-accounts';
import { createSqlParams } from '../../db/sql-params';
import {
  ACCOUNTS_TEST_ENV,
  createSharingWorld,
  createTestProject,
  setSharingRestriction,
  type SharingWorld,
} from '../sharing/sharing-fixtures';
import { principalOf } from './principal';
import { assertProjectPermission, getProjectRole, resolveMemberRole } from './project-access.service';
import { projectVisibleTo } from './project-visibility.repo';

let t: TestApp;
let w: SharingWorld;
let projectIds: string[];

async function userOfSession(session: TestSession): Promise<AuthenticatedUser> {
  const sessionId = /airlens_session=([^;]+)/.exec(session.cookie)?.[1] ?? '';
  const user = await t.app.sessions.resolveSession(sessionId);
  if (user === null) {
    throw new Error('no live session');
  }
  return user;
}

beforeAll(async () => {
  t = await createTestApp({ env: { ...ACCOUNTS_TEST_ENV } });
  w = await createSharingWorld(t, 'v');
  const unlisted = await createTestProject(t, {
    orgId: w.orgA,
    users: [{ username: 'someone@a.example', role: 'OWNER' }],
  });
  const memberOwned = await createTestProject(t, {
    orgId: w.orgA,
    users: [{ username: w.member.account.email.toUpperCase(), role: 'OWNER' }],
  });
  const orgB = await createTestProject(t, {
    orgId: w.orgB,
    users: [{ username: w.userB.account.email, role: 'OWNER' }],
  });
  const orgBListingA = await createTestProject(t, {
    orgId: w.orgB,
    users: [{ username: w.owner.account.email, role: 'OWNER' }],
  });
  projectIds = [w.projectId, unlisted, memberOwned, orgB, orgBListingA];
});

afterAll(async () => {
  await t.close();
});

describe('resolveMemberRole', () => {
  it('makes org admins owners, gives unlisted members no role, and NO_SHARING owner-only', () => {
    expect(resolveMemberRole({ isOrgAdmin: true, sharingRestriction: 'NO_SHARING', listedRole: null })).toBe(
      'OWNER',
    );
    expect(
      resolveMemberRole({ isOrgAdmin: false, sharingRestriction: 'NO_RESTRICTION', listedRole: null }),
    ).toBeNull();
    expect(
      resolveMemberRole({ isOrgAdmin: false, sharingRestriction: 'ORGANIZATION_ONLY', listedRole: null }),
    ).toBeNull();
    expect(
      resolveMemberRole({ isOrgAdmin: false, sharingRestriction: 'NO_SHARING', listedRole: null }),
    ).toBeNull();
    expect(
      resolveMemberRole({
        isOrgAdmin: false,
        sharingRestriction: 'NO_SHARING',
        listedRole: 'WRITE_SHARE_USER',
      }),
    ).toBeNull();
    expect(
      resolveMemberRole({ isOrgAdmin: false, sharingRestriction: 'NO_SHARING', listedRole: 'OWNER' }),
    ).toBe('OWNER');
    expect(
      resolveMemberRole({
        isOrgAdmin: false,
        sharingRestriction: 'NO_RESTRICTION',
        listedRole: 'WRITE_USER',
      }),
    ).toBe('WRITE_USER');
  });
});

describe('getProjectRole and assertProjectPermission', () => {
  it('answers null and 404 for ids that are not uuids or not there, and another organisation', async () => {
    const owner = await userOfSession(w.owner.session);
    expect(await getProjectRole(t.database, owner, 'not-a-uuid')).toBeNull();
    expect(await getProjectRole(t.database, owner, randomUUID())).toBeNull();
    const userB = await userOfSession(w.userB.session);
    expect(await getProjectRole(t.database, userB, w.projectId)).toBeNull();
    await expect(assertProjectPermission(t.database, userB, w.projectId, 'read')).rejects.toMatchObject({
      statusCode: 404,
    });
  });

  it('matches listings case-insensitively and answers 403 for a permission the role lacks', async () => {
    const writeShare = await userOfSession(w.writeShare.session);
    expect(await getProjectRole(t.database, writeShare, w.projectId)).toBe('WRITE_SHARE_USER');
    await expect(assertProjectPermission(t.database, writeShare, w.projectId, 'owner')).rejects.toMatchObject(
      { statusCode: 403 },
    );
    const write = await userOfSession(w.write.session);
    await expect(assertProjectPermission(t.database, write, w.projectId, 'share')).rejects.toMatchObject({
      statusCode: 403,
    });
    await expect(assertProjectPermission(t.database, write, w.projectId, 'write')).resolves.toMatchObject({
      role: 'WRITE_USER',
    });
  });

  it("answers 400 'This is design project.' for design projects when asked to hide them", async () => {
    const design = await createTestProject(t, {
      orgId: w.orgA,
      projectType: 'SIMULATED',
      users: [{ username: w.owner.account.email, role: 'OWNER' }],
    });
    const owner = await userOfSession(w.owner.session);
    await expect(
      assertProjectPermission(t.database, owner, design, 'read', { hideDesignProjects: true }),
    ).rejects.toMatchObject({
      statusCode: 400,
      message: 'This is design project.',
    });
    await expect(assertProjectPermission(t.database, owner, design, 'read')).resolves.toMatchObject({
      projectType: 'SIMULATED',
    });
  });
});

describe('projectVisibleTo', () => {
  it('keeps exactly the projects getProjectRole lets each caller read, under every restriction', async () => {
    const actors = [w.owner, w.writeShare, w.write, w.read, w.member, w.adminA, w.userB, w.adminB];
    const restrictions: SharingRestriction[] = ['NO_RESTRICTION', 'ORGANIZATION_ONLY', 'NO_SHARING'];
    for (const restriction of restrictions) {
      await setSharingRestriction(t, w.orgA, restriction);
      await setSharingRestriction(t, w.orgB, restriction);
      for (const actor of actors) {
        const user = await userOfSession(actor.session);
        const principal = principalOf(user);
        const params = createSqlParams();
        const ids = params.add(projectIds);
        const condition = principal === null ? 'FALSE' : projectVisibleTo(principal, params);
        const { rows } = await t.database.query<{ id: string }>(
          `SELECT p.id::text AS id FROM projects p WHERE p.id = ANY(${ids}::uuid[]) AND ${condition} ORDER BY p.id`,
          params.values,
        );
        const expected: string[] = [];
        for (const projectId of projectIds) {
          if ((await getProjectRole(t.database, user, projectId)) !== null) {
            expected.push(projectId);
          }
        }
        expect(
          rows.map((row) => row.id),
          `${restriction} ${actor.account.email}`,
        ).toEqual(expected.sort());
      }
    }
    await setSharingRestriction(t, w.orgA, 'NO_RESTRICTION');
    await setSharingRestriction(t, w.orgB, 'NO_RESTRICTION');
  });

  it('refuses an alias that is not a plain identifier', async () => {
    const principal = principalOf(await userOfSession(w.owner.session));
    expect(principal).not.toBeNull();
    if (principal !== null) {
      expect(() => projectVisibleTo(principal, createSqlParams(), 'p; DROP TABLE projects')).toThrow(
        'Invalid table alias',
      );
    }
  });
});
