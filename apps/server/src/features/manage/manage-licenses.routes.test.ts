import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertLicence } from '../../seed/accounts-seed.repo';
import { createTestApp, type TestApp } from '../../test/test-app';
import { authHeaders, createTestOrg } from '../auth/test-accounts';
import { ACCOUNTS_TEST_ENV, createActor, type Actor, sendAs } from '../sharing/sharing-fixtures';

let t: TestApp;
let orgA: string;
let orgB: string;
let admin: Actor;
let member: Actor;
let other: Actor;
let adminB: Actor;

interface Licence {
  licenseKey: string;
  status: string;
  product: string;
  subscriptionDate: string;
  subscriptionExpirationDate: string | null;
  assignedTo: string | null;
}

async function licence(
  key: string,
  orgId: string | null,
  extra: { product?: string; status?: string; date?: string } = {},
) {
  await insertLicence(t.database, {
    id: randomUUID(),
    licenseKey: key,
    orgId,
    product: extra.product ?? 'Connect',
    status: extra.status ?? 'ACTIVE',
    subscriptionDate: extra.date ?? '2025-01-01',
    subscriptionExpirationDate: '2099-12-31',
  });
}

beforeAll(async () => {
  t = await createTestApp({ env: { ...ACCOUNTS_TEST_ENV } });
  orgA = await createTestOrg(t);
  orgB = await createTestOrg(t);
  admin = await createActor(t, { email: 'admin-ml@a.example', orgId: orgA, orgAdmin: true, product: null });
  member = await createActor(t, { email: 'member-ml@a.example', orgId: orgA, product: null });
  other = await createActor(t, { email: 'other-ml@a.example', orgId: orgA, product: null });
  adminB = await createActor(t, { email: 'admin-ml@b.example', orgId: orgB, orgAdmin: true, product: null });
  await licence('AAA-001', orgA, { product: 'Pro', date: '2025-02-01' });
  await licence('AAA-002', orgA, { product: 'Plan', status: 'EXPIRED', date: '2024-06-01' });
  await licence('AAA-003', orgA, { product: 'Connect', date: '2025-03-01' });
  await licence('BBB-001', orgB);
  await licence('FREE-001', null);
  await licence('FREE-002', null);
});

afterAll(async () => {
  await t.close();
});

const listUrl = (orgId: string, query = '') => `/userapi/v1/organizations/${orgId}/licenses${query}`;
const assigneeUrl = (orgId: string, key: string) =>
  `/userapi/v1/organizations/${orgId}/licenses/${key}/assignee`;

async function list(query = ''): Promise<{ content: Licence[]; totalElements: number; totalPages: number }> {
  const response = await sendAs(t, admin, 'GET', listUrl(orgA, query));
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function licenceOf(userId: string): Promise<string | null> {
  const { rows } = await t.database.query<{ license_key: string | null }>(
    'SELECT l.license_key FROM users u LEFT JOIN licences l ON l.id = u.licence_id WHERE u.id = $1',
    [userId],
  );
  return rows[0]?.license_key ?? null;
}

describe('GET /userapi/v1/organizations/{orgId}/licenses', () => {
  it("lists the organisation's licences only, with key, status, subscription date, product and holder", async () => {
    const result = await list();
    expect(result.totalElements).toBe(3);
    expect(result.content[0]).toEqual({
      licenseKey: 'AAA-001',
      status: 'ACTIVE',
      product: 'Pro',
      subscriptionDate: '2025-02-01',
      subscriptionExpirationDate: '2099-12-31',
      assignedTo: null,
    });
    expect(result.content.map((row) => row.licenseKey)).toEqual(['AAA-001', 'AAA-002', 'AAA-003']);
  });

  it('searches and sorts', async () => {
    expect((await list('?query=expired')).content.map((row) => row.licenseKey)).toEqual(['AAA-002']);
    expect((await list('?query=%20plan')).content.map((row) => row.licenseKey)).toEqual(['AAA-002']);
    expect((await list('?sort=subscriptionDate,desc')).content.map((row) => row.licenseKey)).toEqual([
      'AAA-003',
      'AAA-001',
      'AAA-002',
    ]);
    expect((await list('?size=1&page=1')).content.map((row) => row.licenseKey)).toEqual(['AAA-002']);
    const bad = await sendAs(t, admin, 'GET', listUrl(orgA, '?sort=seats,asc'));
    expect(bad.statusCode).toBe(400);
  });

  it('answers 404 to members and other organisations, 401 without a session', async () => {
    expect((await sendAs(t, member, 'GET', listUrl(orgA))).statusCode).toBe(404);
    expect((await sendAs(t, adminB, 'GET', listUrl(orgA))).statusCode).toBe(404);
    expect((await sendAs(t, null, 'GET', listUrl(orgA))).statusCode).toBe(401);
  });
});

describe('licence assignment', () => {
  it('assigns to a member, moves it from the previous holder and frees the member’s former licence', async () => {
    const first = await sendAs(t, admin, 'PUT', assigneeUrl(orgA, 'AAA-001'), {
      email: 'MEMBER-ml@a.example',
    });
    expect(first.statusCode).toBe(200);
    expect(first.json<Licence>().assignedTo).toBe('member-ml@a.example');
    expect(await licenceOf(member.account.userId)).toBe('AAA-001');

    const me = await sendAs(t, member, 'GET', '/userapi/v1/users/who-am-i');
    expect(me.json<{ licenseKey: string | null; licenseType: string | null }>()).toMatchObject({
      licenseKey: 'AAA-001',
      licenseType: 'Pro',
    });

    const moved = await sendAs(t, admin, 'PUT', assigneeUrl(orgA, 'AAA-001'), { email: other.account.email });
    expect(moved.statusCode).toBe(200);
    expect(await licenceOf(member.account.userId)).toBeNull();
    expect(await licenceOf(other.account.userId)).toBe('AAA-001');

    const replaced = await sendAs(t, admin, 'PUT', assigneeUrl(orgA, 'AAA-003'), {
      email: other.account.email,
    });
    expect(replaced.statusCode).toBe(200);
    expect(await licenceOf(other.account.userId)).toBe('AAA-003');
    expect((await list()).content.find((row) => row.licenseKey === 'AAA-001')?.assignedTo).toBeNull();

    const same = await sendAs(t, admin, 'PUT', assigneeUrl(orgA, 'AAA-003'), { email: other.account.email });
    expect(same.statusCode).toBe(200);
  });

  it('refuses non-members (400), keys of other organisations and unknown keys (404), members and missing CSRF', async () => {
    const outsider = await sendAs(t, admin, 'PUT', assigneeUrl(orgA, 'AAA-002'), {
      email: adminB.account.email,
    });
    expect(outsider.statusCode).toBe(400);
    expect(outsider.json()).toMatchObject({ message: 'email: not a member of your organization' });
    for (const key of ['BBB-001', 'FREE-001', 'NOPE']) {
      const response = await sendAs(t, admin, 'PUT', assigneeUrl(orgA, key), { email: member.account.email });
      expect(response.statusCode, key).toBe(404);
    }
    const byMember = await sendAs(t, member, 'PUT', assigneeUrl(orgA, 'AAA-002'), {
      email: member.account.email,
    });
    expect(byMember.statusCode).toBe(404);
    const byOtherAdmin = await sendAs(t, adminB, 'PUT', assigneeUrl(orgA, 'AAA-002'), {
      email: member.account.email,
    });
    expect(byOtherAdmin.statusCode).toBe(404);
    const noCsrf = await t.app.inject({
      method: 'PUT',
      url: assigneeUrl(orgA, 'AAA-002'),
      headers: authHeaders(admin.session, false),
      payload: { email: member.account.email },
    });
    expect(noCsrf.statusCode).toBe(403);
    expect(await licenceOf(member.account.userId)).toBeNull();
    expect(await licenceOf(adminB.account.userId)).toBeNull();
  });

  it('moves a licence all or nothing: when giving it fails, the previous holder keeps it', async () => {
    await sendAs(t, admin, 'PUT', assigneeUrl(orgA, 'AAA-001'), { email: member.account.email });
    expect(await licenceOf(member.account.userId)).toBe('AAA-001');
    // Taking the licence away succeeds; giving it to the new holder is refused by the database.
    await t.database.exec(`
      CREATE FUNCTION refuse_licence_gift() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'licence changes are refused right now'; END $$;
      CREATE TRIGGER refuse_licence_gift BEFORE UPDATE OF licence_id ON users
        FOR EACH ROW WHEN (NEW.licence_id IS NOT NULL) EXECUTE FUNCTION refuse_licence_gift();`);
    try {
      const moved = await sendAs(t, admin, 'PUT', assigneeUrl(orgA, 'AAA-001'), {
        email: other.account.email,
      });
      expect(moved.statusCode).toBe(500);
    } finally {
      await t.database.exec(
        'DROP TRIGGER refuse_licence_gift ON users; DROP FUNCTION refuse_licence_gift();',
      );
    }
    expect(await licenceOf(member.account.userId)).toBe('AAA-001');
    expect(await licenceOf(other.account.userId)).not.toBe('AAA-001');
  });

  it('unassigns', async () => {
    await sendAs(t, admin, 'PUT', assigneeUrl(orgA, 'AAA-002'), { email: member.account.email });
    const response = await sendAs(t, admin, 'DELETE', assigneeUrl(orgA, 'AAA-002'));
    expect(response.statusCode).toBe(200);
    expect(response.json<Licence>().assignedTo).toBeNull();
    expect(await licenceOf(member.account.userId)).toBeNull();
    expect((await sendAs(t, admin, 'DELETE', assigneeUrl(orgA, 'BBB-001'))).statusCode).toBe(404);
  });
});

describe('POST /userapi/v1/organizations/{orgId}/licenses (activate a key)', () => {
  it('adds an unowned key to the organisation once; keys of others or in use are refused alike', async () => {
    const response = await sendAs(t, admin, 'POST', listUrl(orgA), { licenseKey: ' FREE-001 ' });
    expect(response.statusCode).toBe(201);
    expect(response.json<Licence>()).toMatchObject({ licenseKey: 'FREE-001', assignedTo: null });
    expect((await list()).totalElements).toBe(4);
    for (const licenseKey of ['FREE-001', 'free-001', 'BBB-001', 'NOPE-404']) {
      const refused = await sendAs(t, admin, 'POST', listUrl(orgA), { licenseKey });
      expect(refused.statusCode, licenseKey).toBe(400);
      expect(refused.json()).toMatchObject({
        message: 'licenseKey: This licence key is unknown or already in use.',
      });
    }
    const byMember = await sendAs(t, member, 'POST', listUrl(orgA), { licenseKey: 'X' });
    expect(byMember.statusCode).toBe(404);
  });

  it('finds a key typed in another case, and answers it as issued', async () => {
    const response = await sendAs(t, admin, 'POST', listUrl(orgA), { licenseKey: 'free-002' });
    expect(response.statusCode).toBe(201);
    expect(response.json<Licence>()).toMatchObject({ licenseKey: 'FREE-002', assignedTo: null });
  });
});
