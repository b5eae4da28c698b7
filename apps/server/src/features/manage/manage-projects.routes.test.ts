import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createTestOrg } from '../auth/test-accounts';
import {
  ACCOUNTS_TEST_ENV,
  asHeaders,
  createActor,
  createTestProject,
  type Actor,
  sendAs,
} from '../sharing/sharing-fixtures';

let t: TestApp;
let orgA: string;
let orgB: string;
let admin: Actor;
let member: Actor;
let adminB: Actor;

interface Page {
  content: {
    name: string;
    owner: string | null;
    status: string;
    projectUsers: { username: string; role: string }[];
    city: string | null;
  }[];
  totalPages: number;
  totalElements: number;
  page: number;
  size: number;
}

beforeAll(async () => {
  t = await createTestApp({ env: { ...ACCOUNTS_TEST_ENV } });
  orgA = await createTestOrg(t);
  orgB = await createTestOrg(t);
  admin = await createActor(t, { email: 'admin-mp@a.example', orgId: orgA, orgAdmin: true });
  member = await createActor(t, { email: 'member-mp@a.example', orgId: orgA });
  adminB = await createActor(t, { email: 'admin-mp@b.example', orgId: orgB, orgAdmin: true });
  const base = new Date('2025-03-01T00:00:00Z').getTime();
  const projects = [
    { name: 'Warehouse North', city: 'Oslo', country: 'Norway', owner: 'zoe@a.example', status: 'COMPLETED' },
    {
      name: 'warehouse south',
      city: 'Bergen',
      country: 'Norway',
      owner: 'adam@a.example',
      status: 'DELETE_REQUESTED',
    },
    { name: 'Clinic', city: 'Espoo', country: 'Finland', owner: null, status: 'COMPLETED' },
    { name: 'Office 100%', city: 'Turku', country: 'Finland', owner: 'mia@a.example', status: 'IN_PROGRESS' },
    {
      name: 'Hidden computation',
      city: 'Oslo',
      country: 'Norway',
      owner: 'zoe@a.example',
      status: 'SKIP_COMPUTATION',
    },
  ];
  for (const [index, project] of projects.entries()) {
    await createTestProject(t, {
      orgId: orgA,
      name: project.name,
      city: project.city,
      country: project.country,
      status: project.status,
      createdAt: new Date(base + index * 86_400_000),
      users:
        project.owner === null
          ? [{ username: 'reader@a.example', role: 'READ_USER' }]
          : [
              { username: project.owner, role: 'OWNER' },
              { username: 'reader@a.example', role: 'READ_USER' },
              { username: 'Reader@a.example', role: 'WRITE_USER' },
            ],
    });
  }
  await createTestProject(t, {
    orgId: orgA,
    name: 'Planned tower',
    projectType: 'GREENFIELD_PLAN',
    users: [],
  });
  await createTestProject(t, {
    orgId: orgB,
    name: 'Warehouse of B',
    users: [{ username: adminB.account.email, role: 'OWNER' }],
  });
});

afterAll(async () => {
  await t.close();
});

function url(orgId: string, query = ''): string {
  return `/userapi/v1/organizations/${orgId}/projects${query}`;
}

async function page(query: string): Promise<Page> {
  const response = await sendAs(t, admin, 'GET', url(orgA, query));
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Page>();
}

describe('GET /userapi/v1/organizations/{orgId}/projects', () => {
  it('lists every project of the organisation (not SKIP_COMPUTATION, not other organisations) by name', async () => {
    const result = await page('?size=20');
    expect(result.content.map((project) => project.name)).toEqual([
      'Clinic',
      'Office 100%',
      'Planned tower',
      'Warehouse North',
      'warehouse south',
    ]);
    expect(result).toMatchObject({ totalElements: 5, totalPages: 1, page: 0, size: 20 });
    const north = result.content.find((project) => project.name === 'Warehouse North');
    expect(north?.owner).toBe('zoe@a.example');
    expect(north?.projectUsers).toEqual([
      { username: 'zoe@a.example', role: 'OWNER' },
      { username: 'Reader@a.example', role: 'WRITE_USER' },
    ]);
    expect(result.content.find((project) => project.name === 'warehouse south')?.status).toBe(
      'DELETE_REQUESTED',
    );
    expect(result.content.find((project) => project.name === 'Clinic')?.owner).toBeNull();
  });

  it('pages with the default size of 5 and the requested page', async () => {
    const first = await page('?size=2');
    expect(first).toMatchObject({ totalElements: 5, totalPages: 3, page: 0, size: 2 });
    const last = await page('?size=2&page=2');
    expect(last.content.map((project) => project.name)).toEqual(['warehouse south']);
    const beyond = await page('?size=2&page=7');
    expect(beyond).toMatchObject({ content: [], totalElements: 5, totalPages: 3 });
    expect((await page('')).size).toBe(5);
  });

  it('searches name, country, city and owner case-insensitively after trimming, with LIKE wildcards taken literally', async () => {
    expect((await page('?query=%20WAREHOUSE%20')).content.map((project) => project.name)).toEqual([
      'Warehouse North',
      'warehouse south',
    ]);
    expect((await page('?query=finland')).content.map((project) => project.name)).toEqual([
      'Clinic',
      'Office 100%',
    ]);
    expect((await page('?query=bergen')).content.map((project) => project.name)).toEqual(['warehouse south']);
    expect((await page('?query=MIA@')).content.map((project) => project.name)).toEqual(['Office 100%']);
    expect((await page('?query=100%25')).content.map((project) => project.name)).toEqual(['Office 100%']);
    expect((await page('?query=%25')).content.map((project) => project.name)).toEqual(['Office 100%']);
  });

  it('sorts by the requested column and direction, nulls last', async () => {
    expect((await page('?sort=name,desc')).content.map((project) => project.name)).toEqual([
      'warehouse south',
      'Warehouse North',
      'Planned tower',
      'Office 100%',
      'Clinic',
    ]);
    expect((await page('?sort=owner,asc')).content.map((project) => project.owner)).toEqual([
      'adam@a.example',
      'mia@a.example',
      'zoe@a.example',
      null,
      null,
    ]);
    expect((await page('?sort=city,asc&size=2')).content.map((project) => project.city)).toEqual([
      'Bergen',
      'Espoo',
    ]);
    for (const sort of ['password,asc', 'name,up', 'name,asc,extra', 'name;DROP TABLE projects']) {
      const response = await sendAs(t, admin, 'GET', url(orgA, `?sort=${encodeURIComponent(sort)}`));
      expect(response.statusCode, sort).toBe(400);
    }
  });

  it('answers 404 to members, to another organisation’s admin and for unknown organisations; 401 without a session', async () => {
    expect((await sendAs(t, member, 'GET', url(orgA))).statusCode).toBe(404);
    const foreign = await sendAs(t, adminB, 'GET', url(orgA));
    const unknown = await sendAs(t, adminB, 'GET', url(randomUUID()));
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).toBe(unknown.body);
    expect((await sendAs(t, null, 'GET', url(orgA))).statusCode).toBe(401);
    expect((await sendAs(t, admin, 'GET', url(orgA, '?size=1000'))).statusCode).toBe(400);
  });
});

describe('with the designProject flag off', () => {
  it('hides design projects from the admin list', async () => {
    const t2 = await createTestApp({ env: { ...ACCOUNTS_TEST_ENV, FEATURE_DESIGN_PROJECT: 'false' } });
    try {
      const org = await createTestOrg(t2);
      const admin2 = await createActor(t2, { email: 'admin-design@a.example', orgId: org, orgAdmin: true });
      await createTestProject(t2, { orgId: org, name: 'Measured', projectType: 'MEASURED' });
      await createTestProject(t2, { orgId: org, name: 'Simulated', projectType: 'SIMULATED' });
      await createTestProject(t2, { orgId: org, name: 'Hybrid', projectType: 'HYBRID' });
      const response = await t2.app.inject({
        method: 'GET',
        url: `/userapi/v1/organizations/${org}/projects`,
        headers: asHeaders(admin2),
      });
      expect(response.json<Page>().content.map((project) => project.name)).toEqual(['Hybrid', 'Measured']);
    } finally {
      await t2.close();
    }
  });
});
