/**
 * Shared setup of the insights list tests: one app per test file with two organisations, callers with and
 * without project roles, and projects whose names, places, statuses and insights the lists sort and filter.
 */
import { generateProject } from '@airlens/esx';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { fieldsFilledBeforeAll } from '../../test/test-filled-before-all';
import {
  ACCOUNTS_TEST_ENV,
  authHeaders,
  createTestAccount,
  createTestOrg,
  signIn,
  type TestSession,
} from '../auth/test-accounts';
import { insertFixtureInsights, insertTestProject } from './test-support.repo';

export interface Page<T> {
  content: T[];
  totalPages: number;
  totalElements: number;
  page: number;
  size: number;
}
export interface Entry {
  project: { id: string; name: string; rssi: number | null; tags?: string[] };
  projectUsers: { username: string; role: string }[];
}
export interface SurveyRow {
  surveyName: string;
  date: string;
  createdBy: string;
  durationSeconds: number;
  distanceMeters: number;
  projectName: string;
  floorPlanName: string;
  floorPlanRowId: number;
  discoveredAps: number;
}

/** The app, the signed-in callers and the project ids; filled in by the file's beforeAll. */
export interface ListsFixture {
  t: TestApp;
  admin: TestSession;
  member: TestSession;
  outsider: TestSession;
  otherOrgAdmin: TestSession;
  ids: Record<'fixture' | 'zeta' | 'design' | 'beta' | 'skipped' | 'adminOnly' | 'otherOrg', string>;
  get: <T>(session: TestSession | null, url: string) => Promise<{ status: number; body: T }>;
  names: (session: TestSession, url: string) => Promise<string[]>;
}

type Callers = Pick<ListsFixture, 't' | 'admin' | 'member' | 'outsider' | 'otherOrgAdmin'>;

/** Registers the file's beforeAll/afterAll and answers the fixture they fill in. */
export function useListsFixture(): ListsFixture {
  let seeded: Callers | undefined;
  const callers = fieldsFilledBeforeAll('the insights lists fixture', () => seeded, [
    't',
    'admin',
    'member',
    'outsider',
    'otherOrgAdmin',
  ]);
  const fx: ListsFixture = Object.assign(callers, {
    ids: { fixture: '', zeta: '', design: '', beta: '', skipped: '', adminOnly: '', otherOrg: '' },
    async get<T>(session: TestSession | null, url: string): Promise<{ status: number; body: T }> {
      const response = await fx.t.app.inject({
        method: 'GET',
        url,
        headers: session === null ? {} : authHeaders(session, false),
      });
      return { status: response.statusCode, body: response.json<T>() };
    },
    async names(session: TestSession, url: string): Promise<string[]> {
      const { body } = await fx.get<Page<Entry>>(session, url);
      return body.content.map((entry) => entry.project.name);
    },
  });
  beforeAll(async () => {
    const t = await createTestApp({ env: ACCOUNTS_TEST_ENV });
    seeded = { t, ...(await seedLists(t, fx.ids)) };
  });
  afterAll(async () => {
    await seeded?.t.close();
  });
  return fx;
}

/** Creates the organisations, callers and projects; fills in the project ids and answers the signed-in callers. */
async function seedLists(t: TestApp, ids: ListsFixture['ids']): Promise<Omit<Callers, 't'>> {
  const orgId = await createTestOrg(t);
  const otherOrgId = await createTestOrg(t);
  const adminAccount = await createTestAccount(t, { orgId, orgAdmin: true });
  const memberAccount = await createTestAccount(t, { orgId, email: 'member@example.com' });
  const outsiderAccount = await createTestAccount(t, { orgId });
  const otherAccount = await createTestAccount(t, { orgId: otherOrgId, orgAdmin: true });
  const memberRole = (role: string) => [{ username: 'Member@Example.com', role }];
  ids.fixture = await insertTestProject(t.database, {
    orgId,
    name: 'Fixture HQ',
    country: 'Finland',
    city: 'Helsinki',
    latitude: 60.17,
    longitude: 24.94,
    users: [
      { username: 'member@example.com', role: 'READ_USER' },
      { username: 'zed@example.com', role: 'OWNER' },
      { username: 'amy@example.com', role: 'WRITE_USER' },
    ],
  });
  ids.zeta = await insertTestProject(t.database, {
    orgId,
    name: 'Zeta Lab',
    country: 'United Kingdom',
    city: 'London',
    latitude: 51.5,
    longitude: -0.12,
    status: 'IN_PROGRESS',
    users: memberRole('OWNER'),
  });
  ids.design = await insertTestProject(t.database, {
    orgId,
    name: 'Alpha Design',
    city: 'Tokyo',
    latitude: 35.68,
    longitude: 139.69,
    projectType: 'SIMULATED',
    users: memberRole('READ_USER'),
  });
  ids.beta = await insertTestProject(t.database, {
    orgId,
    name: 'Beta Site',
    users: memberRole('READ_USER'),
  });
  ids.skipped = await insertTestProject(t.database, {
    orgId,
    name: 'Skip Me',
    status: 'SKIP_COMPUTATION',
    users: memberRole('OWNER'),
  });
  ids.adminOnly = await insertTestProject(t.database, {
    orgId,
    name: 'Admin Only',
    city: 'Sydney',
    latitude: -33.87,
    longitude: 151.21,
  });
  ids.otherOrg = await insertTestProject(t.database, {
    orgId: otherOrgId,
    name: 'Other Org',
    users: memberRole('OWNER'),
  });
  await insertFixtureInsights(t.database, ids.fixture, orgId);
  await insertFixtureInsights(t.database, ids.zeta, orgId);
  await insertFixtureInsights(
    t.database,
    ids.beta,
    orgId,
    generateProject({ floors: 1, aps: 4, surveys: 2, days: 2, scansPerSurvey: 40, seed: 2 }),
  );
  await insertFixtureInsights(t.database, ids.otherOrg, otherOrgId);
  return {
    admin: await signIn(t.app, adminAccount),
    member: await signIn(t.app, memberAccount),
    outsider: await signIn(t.app, outsiderAccount),
    otherOrgAdmin: await signIn(t.app, otherAccount),
  };
}
