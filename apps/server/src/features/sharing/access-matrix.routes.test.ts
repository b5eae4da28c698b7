// C1 of reference/security-checks.md: every project-scoped route × every actor × every sharing restriction,
// generated from one table of expectations and called through the real API.
import { randomUUID } from 'node:crypto';
import type { ProjectRole, SharingRestriction } from '@airlens/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { authHeaders, type TestSession } from '../auth/test-accounts';
import { roleAllows, type ProjectPermission } from '../access';
import { ensureGuestUser, upsertSecureLink } from './secure-links.repo';
import {
  ACCOUNTS_TEST_ENV,
  createSharingWorld,
  setSharingRestriction,
  signInInvitedGuest,
  type SharingWorld,
} from './sharing-fixtures';

type ActorName =
  | 'owner'
  | 'writeShare'
  | 'write'
  | 'read'
  | 'member'
  | 'adminA'
  | 'guest'
  | 'userB'
  | 'adminB'
  | 'anonymous';

interface RouteCase {
  name: string;
  method: 'GET' | 'PUT' | 'POST' | 'DELETE';
  permission: ProjectPermission;
  allowGuest: boolean;
  /** The path for a project; may create what the call needs (a link to revoke). */
  path: (projectId: string) => Promise<string>;
  body?: () => unknown;
  success: number[];
  /** Statuses the route answers for an allowed role because of the organisation's restriction. */
  restricted?: (restriction: SharingRestriction) => number | null;
}

const ACTORS: ActorName[] = [
  'owner',
  'writeShare',
  'write',
  'read',
  'member',
  'adminA',
  'guest',
  'userB',
  'adminB',
  'anonymous',
];
const RESTRICTIONS: SharingRestriction[] = ['NO_RESTRICTION', 'ORGANIZATION_ONLY', 'NO_SHARING'];

let t: TestApp;
let w: SharingWorld;
let guest: TestSession;

beforeAll(async () => {
  t = await createTestApp({ env: { ...ACCOUNTS_TEST_ENV } });
  w = await createSharingWorld(t, 'm');
  guest = await signInInvitedGuest(t, w.owner, w.projectId, 'matrix.guest@customer.example');
});

afterAll(async () => {
  await t.close();
});

async function linkToRevoke(projectId: string): Promise<string> {
  const email = `revoke-${randomUUID().slice(0, 8)}@customer.example`;
  const guestUserId = await ensureGuestUser(t.database, {
    id: randomUUID(),
    email,
    name: 'r',
    now: new Date(),
  });
  const { link } = await upsertSecureLink(t.database, {
    keyId: randomUUID().replace(/-/g, ''),
    projectId,
    email,
    guestUserId,
    createdBy: w.owner.account.userId,
    now: new Date(),
  });
  return link.keyId;
}

const ROUTES: RouteCase[] = [
  {
    name: 'GET access',
    method: 'GET',
    permission: 'read',
    allowGuest: true,
    path: async (id) => `/shareapi/v1/projects/${id}/access`,
    success: [200],
  },
  {
    name: 'GET users',
    method: 'GET',
    permission: 'read',
    allowGuest: false,
    path: async (id) => `/shareapi/v1/projects/${id}/users`,
    success: [200],
  },
  {
    name: 'PUT users',
    method: 'PUT',
    permission: 'share',
    allowGuest: false,
    path: async (id) => `/shareapi/v1/projects/${id}/users`,
    body: () => [
      { username: w.owner.account.email, role: 'OWNER' },
      { username: w.writeShare.account.email, role: 'WRITE_SHARE_USER' },
      { username: w.write.account.email, role: 'WRITE_USER' },
      { username: w.read.account.email, role: 'READ_USER' },
    ],
    success: [200],
    restricted: (restriction) => (restriction === 'NO_SHARING' ? 403 : null),
  },
  {
    name: 'GET preference',
    method: 'GET',
    permission: 'read',
    allowGuest: false,
    path: async (id) => `/shareapi/v1/projects/${id}/users/preference`,
    success: [200],
  },
  {
    name: 'PUT preference',
    method: 'PUT',
    permission: 'read',
    allowGuest: false,
    path: async (id) => `/shareapi/v1/projects/${id}/users/preference`,
    body: () => ({ favorite: true }),
    success: [200],
  },
  {
    name: 'GET secure-links',
    method: 'GET',
    permission: 'share',
    allowGuest: false,
    path: async (id) => `/shareapi/v1/projects/${id}/secure-links`,
    success: [200],
  },
  {
    name: 'POST secure-links',
    method: 'POST',
    permission: 'share',
    allowGuest: false,
    path: async (id) => `/shareapi/v1/projects/${id}/secure-links`,
    body: () => ({ email: 'matrix.invitee@customer.example' }),
    success: [200, 201],
    restricted: (restriction) => (restriction === 'NO_RESTRICTION' ? null : 403),
  },
  {
    name: 'DELETE secure-link',
    method: 'DELETE',
    permission: 'share',
    allowGuest: false,
    path: async (id) =>
      `/shareapi/v1/projects/${id}/secure-links/${await linkToRevoke(id === w.projectId ? id : w.projectId)}`,
    success: [204],
  },
];

/** The role the access rule gives each actor on the world's project under a restriction. */
function expectedRole(actor: ActorName, restriction: SharingRestriction): ProjectRole | 'GUEST' | null {
  const listed: Partial<Record<ActorName, ProjectRole>> = {
    owner: 'OWNER',
    writeShare: 'WRITE_SHARE_USER',
    write: 'WRITE_USER',
    read: 'READ_USER',
  };
  switch (actor) {
    case 'adminA':
      return 'OWNER';
    case 'guest':
      return restriction === 'NO_RESTRICTION' ? 'GUEST' : null;
    case 'userB':
    case 'adminB':
    case 'anonymous':
      return null;
    case 'member':
      // Not listed on the project: no role under any restriction.
      return null;
    default: {
      const role = listed[actor] ?? null;
      return restriction === 'NO_SHARING' && role !== 'OWNER' ? null : role;
    }
  }
}

function expectedStatuses(route: RouteCase, actor: ActorName, restriction: SharingRestriction): number[] {
  if (actor === 'anonymous') {
    return [401];
  }
  if (actor === 'guest' && !route.allowGuest) {
    return [403];
  }
  const role = expectedRole(actor, restriction);
  if (role === null) {
    return [404];
  }
  if (role === 'GUEST') {
    return route.permission === 'read' ? route.success : [403];
  }
  if (!roleAllows(role, route.permission)) {
    return [403];
  }
  const restricted = route.restricted?.(restriction) ?? null;
  return restricted === null ? route.success : [restricted];
}

function headersOf(actor: ActorName): Record<string, string> {
  if (actor === 'anonymous') {
    return {};
  }
  if (actor === 'guest') {
    return authHeaders(guest);
  }
  return authHeaders(w[actor].session);
}

describe('project route × actor × sharing restriction (C1)', () => {
  it('answers every cell as the role table says, and outsiders exactly as for a missing project', async () => {
    const mismatches: string[] = [];
    let cells = 0;
    for (const restriction of RESTRICTIONS) {
      await setSharingRestriction(t, w.orgA, restriction);
      for (const route of ROUTES) {
        for (const actor of ACTORS) {
          const expected = expectedStatuses(route, actor, restriction);
          const response = await t.app.inject({
            method: route.method,
            url: await route.path(w.projectId),
            headers: headersOf(actor),
            ...(route.body === undefined ? {} : { payload: route.body() as object }),
          });
          cells += 1;
          if (!expected.includes(response.statusCode)) {
            mismatches.push(
              `${restriction} ${route.name} ${actor}: ${response.statusCode} (expected ${expected.join('|')}) ${response.body}`,
            );
          }
          if (response.statusCode === 404) {
            const missing = await t.app.inject({
              method: route.method,
              url: (await route.path(w.projectId)).replace(w.projectId, randomUUID()),
              headers: headersOf(actor),
              ...(route.body === undefined ? {} : { payload: route.body() as object }),
            });
            if (missing.statusCode !== 404 || missing.body !== response.body) {
              mismatches.push(
                `${restriction} ${route.name} ${actor}: 404 body differs from a missing project's`,
              );
            }
          }
        }
      }
    }
    await setSharingRestriction(t, w.orgA, 'NO_RESTRICTION');
    expect(mismatches).toEqual([]);
    expect(cells).toBe(ROUTES.length * ACTORS.length * RESTRICTIONS.length);
  });
});
