import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  ACCOUNTS_TEST_ENV,
  asHeaders,
  createActor,
  createSharingWorld,
  createTestProject,
  createTestSite,
  setSharingRestriction,
  type Actor,
  type SharingWorld,
} from '../sharing/sharing-fixtures';

let t: TestApp;
let w: SharingWorld;
let unlicensed: Actor;

interface Site {
  id: string;
  name: string;
  projects: { id: string; name: string; status: string; projectType: string }[];
}

beforeAll(async () => {
  t = await createTestApp({ env: { ...ACCOUNTS_TEST_ENV, FEATURE_DESIGN_PROJECT: 'false' } });
  w = await createSharingWorld(t, 'si');
  unlicensed = await createActor(t, { email: 'nolicence-si@a.example', orgId: w.orgA, product: null });
  const harbour = await createTestSite(t, w.orgA, 'Harbour');
  const airport = await createTestSite(t, w.orgA, 'airport');
  await createTestSite(t, w.orgA, 'Empty site');
  const siteB = await createTestSite(t, w.orgB, 'B site');
  await t.database.query('UPDATE projects SET site_id = $2 WHERE id = $1', [w.projectId, harbour]);
  await createTestProject(t, {
    orgId: w.orgA,
    siteId: harbour,
    name: 'Crane deck',
    users: [{ username: 'someone@a.example', role: 'OWNER' }],
  });
  await createTestProject(t, {
    orgId: w.orgA,
    siteId: harbour,
    name: 'Old quay',
    status: 'DELETE_REQUESTED',
    users: [],
  });
  await createTestProject(t, {
    orgId: w.orgA,
    siteId: harbour,
    name: 'Skipped',
    status: 'SKIP_COMPUTATION',
    users: [],
  });
  await createTestProject(t, {
    orgId: w.orgA,
    siteId: airport,
    name: 'Terminal plan',
    projectType: 'SIMULATED',
    users: [],
  });
  await createTestProject(t, {
    orgId: w.orgA,
    siteId: airport,
    name: 'Apron',
    users: [{ username: w.member.account.email, role: 'OWNER' }],
  });
  await createTestProject(t, {
    orgId: w.orgB,
    siteId: siteB,
    name: 'B project',
    users: [{ username: w.userB.account.email, role: 'OWNER' }],
  });
});

afterAll(async () => {
  await t.close();
});

async function sites(actor: Actor): Promise<Site[]> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/site-management-api/v1/sites',
    headers: asHeaders(actor),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Site[]>();
}

function summary(list: Site[]): [string, string[]][] {
  return list.map((site) => [site.name, site.projects.map((project) => project.name)]);
}

describe('GET /site-management-api/v1/sites', () => {
  it("lists the organisation's sites by name with the projects the caller may read", async () => {
    // A reader listed on one project sees that one; an org admin sees every listed-status project.
    expect(summary(await sites(w.read))).toEqual([
      ['airport', []],
      ['Empty site', []],
      ['Harbour', ['Warehouse si']],
    ]);
    expect(summary(await sites(w.adminA))).toEqual([
      ['airport', ['Apron']],
      ['Empty site', []],
      ['Harbour', ['Crane deck', 'Warehouse si']],
    ]);
    expect(summary(await sites(w.userB))).toEqual([['B site', ['B project']]]);
  });

  it('follows the sharing restriction: under NO_SHARING a member sees only projects it owns', async () => {
    await setSharingRestriction(t, w.orgA, 'NO_SHARING');
    try {
      expect(summary(await sites(w.member))).toEqual([
        ['airport', ['Apron']],
        ['Empty site', []],
        ['Harbour', []],
      ]);
      expect(summary(await sites(w.owner))).toEqual([
        ['airport', []],
        ['Empty site', []],
        ['Harbour', ['Warehouse si']],
      ]);
      expect(summary(await sites(w.adminA))).toEqual([
        ['airport', ['Apron']],
        ['Empty site', []],
        ['Harbour', ['Crane deck', 'Warehouse si']],
      ]);
    } finally {
      await setSharingRestriction(t, w.orgA, 'NO_RESTRICTION');
    }
  });

  it('answers 401 without a session and 403 without insights access', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/site-management-api/v1/sites' })).statusCode).toBe(
      401,
    );
    const response = await t.app.inject({
      method: 'GET',
      url: '/site-management-api/v1/sites',
      headers: asHeaders(unlicensed),
    });
    expect(response.statusCode).toBe(403);
  });
});
