// C2 of reference/security-checks.md over the whole router: every project-scoped route of every feature is
// called by outsiders (another organisation's user and admin, a guest of another project) with the real
// project id and with a missing one; the answers must be refusals and identical. A GUEST session must get
// nothing outside its project that an anonymous caller does not get (except its own identity).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { authHeaders, type TestSession } from '../auth/test-accounts';
import {
  ACCOUNTS_TEST_ENV,
  createSharingWorld,
  createTestProject,
  signInInvitedGuest,
  type SharingWorld,
} from './sharing-fixtures';

interface RouteEntry {
  method: string;
  path: string;
}

/** Reads Fastify's printRoutes tree (`├── segment (GET, HEAD)`; children extend their parent's path). */
function parseRouteTree(tree: string): RouteEntry[] {
  const routes: RouteEntry[] = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^((?:│ {3}| {4})*)(?:├── |└── )(.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (match === null) {
      continue;
    }
    const depth = (match[1] ?? '').length / 4;
    const path = (stack[depth - 1] ?? '') + (match[2] ?? '');
    stack[depth] = path;
    stack.length = depth + 1;
    for (const method of (match[3] ?? '').split(',').map((text) => text.trim())) {
      if (method !== '' && method !== 'HEAD') {
        routes.push({ method, path });
      }
    }
  }
  return routes;
}

const PROJECT_PREFIXES = [
  '/projectapi/v1/projects/:id',
  '/insightapi/v1/projects/:id',
  '/heatmapapi/v1/projects/:id',
  '/shareapi/v1/projects/:id',
  '/esxfileapi/v1/projects/:id',
];

function fill(path: string, projectId: string): string {
  return path
    .replace(':id', projectId)
    .replace(':floorId', '1')
    .replace(':imageId', 'image-1')
    .replace(':keyId', 'AAAAAAAAAAAAAAAAAAAAAA');
}

let t: TestApp;
let w: SharingWorld;
let guest: TestSession;
let guestProjectId: string;
const UUID_PATTERN = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;
let routes: RouteEntry[];

beforeAll(async () => {
  t = await createTestApp({ env: { ...ACCOUNTS_TEST_ENV } });
  w = await createSharingWorld(t, 'sw');
  guestProjectId = await createTestProject(t, {
    orgId: w.orgA,
    name: 'Guest project',
    users: [{ username: w.owner.account.email, role: 'OWNER' }],
  });
  guest = await signInInvitedGuest(t, w.owner, guestProjectId, 'sweep.guest@customer.example');
  routes = parseRouteTree(t.app.printRoutes({ commonPrefix: false }));
});

afterAll(async () => {
  await t.close();
});

function call(route: RouteEntry, url: string, headers: Record<string, string>) {
  const hasBody = route.method === 'POST' || route.method === 'PUT' || route.method === 'PATCH';
  return t.app.inject({
    method: route.method as 'GET',
    url,
    headers,
    ...(hasBody ? { payload: {} } : {}),
  });
}

describe('route sweep', () => {
  it('reads the router: the project routes of every feature are there', () => {
    const paths = routes.map((route) => `${route.method} ${route.path}`);
    expect(paths).toContain('GET /shareapi/v1/projects/:id/users');
    expect(paths).toContain('DELETE /shareapi/v1/projects/:id/secure-links/:keyId');
    expect(paths).toContain('GET /notifyapi/v1/notification');
    expect(
      routes.filter((route) => PROJECT_PREFIXES.some((prefix) => route.path.startsWith(prefix))).length,
    ).toBeGreaterThanOrEqual(12);
  });

  it('answers outsiders on every project route exactly as for a project that does not exist, and changes nothing', async () => {
    const projectRoutes = routes.filter((route) =>
      PROJECT_PREFIXES.some((prefix) => route.path.startsWith(prefix)),
    );
    const outsiders: [string, Record<string, string>][] = [
      ['org B user', authHeaders(w.userB.session)],
      ['org B admin', authHeaders(w.adminB.session)],
      ['guest of another project', authHeaders(guest)],
    ];
    const mismatches: string[] = [];
    for (const route of projectRoutes) {
      for (const [name, headers] of outsiders) {
        const real = await call(route, fill(route.path, w.projectId), headers);
        const missing = await call(route, fill(route.path, randomUUID()), headers);
        if (real.statusCode < 400) {
          mismatches.push(
            `${route.method} ${route.path} ${name}: ${real.statusCode} ${real.body.slice(0, 120)}`,
          );
        }
        if (real.statusCode !== missing.statusCode || real.body !== missing.body) {
          mismatches.push(
            `${route.method} ${route.path} ${name}: real ${real.statusCode} ≠ missing ${missing.statusCode}`,
          );
        }
      }
    }
    expect(mismatches).toEqual([]);
    const { rows } = await t.database.query<{ name: string; status: string }>(
      'SELECT name, status FROM projects WHERE id = $1',
      [w.projectId],
    );
    expect(rows).toEqual([{ name: 'Warehouse sw', status: 'COMPLETED' }]);
    const users = await t.database.query('SELECT 1 FROM project_users WHERE project_id = $1', [w.projectId]);
    expect(users.rows).toHaveLength(4);
  });

  it('gives a guest nothing outside its project that an anonymous caller does not get, except its own identity', async () => {
    const allowed = new Set(['GET /userapi/v1/users/who-am-i']);
    const { rows: allProjects } = await t.database.query<{ id: string }>('SELECT id FROM projects');
    const projectIdsOutsideTheGuest = new Set(
      allProjects.map((row) => row.id).filter((id) => id !== guestProjectId),
    );
    expect(projectIdsOutsideTheGuest.has(w.projectId)).toBe(true);
    const others = routes.filter(
      (route) => !PROJECT_PREFIXES.some((prefix) => route.path.startsWith(prefix)),
    );
    const leaks: string[] = [];
    for (const route of others) {
      if (allowed.has(`${route.method} ${route.path}`)) {
        continue;
      }
      const url = route.path
        .replace(':userId', guest.userId)
        .replace(':orgId', w.orgA)
        .replace(':licenseKey', 'X')
        .replace(':id', randomUUID())
        .replace(':keyId', 'AAAAAAAAAAAAAAAAAAAAAA')
        .replace(':fileUploadId', randomUUID());
      const anonymous = await call(route, url, {});
      if (anonymous.statusCode < 400) {
        continue;
      }
      const asGuest = await call(route, url, authHeaders(guest));
      // Insights lists answer a guest with its own project only (its secure view's dashboard): allowed as
      // long as nothing of another project shows, which the project ids in the body tell.
      const mentionedProjects = new Set(asGuest.body.match(UUID_PATTERN) ?? []);
      mentionedProjects.delete(guestProjectId);
      mentionedProjects.delete(guest.userId);
      const isScopedInsightsList =
        route.path.startsWith('/insightapi/') &&
        ![...mentionedProjects].some((id) => projectIdsOutsideTheGuest.has(id)) &&
        !asGuest.body.includes('Warehouse sw');
      if (asGuest.statusCode < 400 && !isScopedInsightsList) {
        leaks.push(
          `${route.method} ${route.path}: guest ${asGuest.statusCode}, anonymous ${anonymous.statusCode}`,
        );
      }
    }
    expect(leaks).toEqual([]);
  });
});
