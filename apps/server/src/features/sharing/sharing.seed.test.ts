import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ENGINEER_EMAIL, DEMO_GUEST_EMAIL, DEMO_ORG_ID, seedAccounts } from '../../seed/accounts-seed';
import { createTestApp, type TestApp } from '../../test/test-app';
import { authHeaders } from '../auth/test-accounts';
import { ACCOUNTS_TEST_ENV, createTestProject, guestSessionOf, latestCodeFor } from './sharing-fixtures';
import { DEMO_SECURE_LINK_KEY, seedSharing } from './sharing.seed';

let t: TestApp;
let helsinki: string;

beforeAll(async () => {
  t = await createTestApp({ env: { ...ACCOUNTS_TEST_ENV } });
  const context = {
    config: t.config,
    database: t.database,
    blobs: t.blobs,
    logger: pino({ level: 'silent' }),
  };
  await seedAccounts(context);
  helsinki = await createTestProject(t, {
    orgId: DEMO_ORG_ID,
    name: 'Helsinki Harbour Offices',
    city: 'Helsinki',
    users: [{ username: DEMO_ENGINEER_EMAIL, role: 'OWNER' }],
  });
  await createTestProject(t, {
    orgId: DEMO_ORG_ID,
    name: 'Tokyo Tower',
    city: 'Tokyo',
    users: [{ username: DEMO_ENGINEER_EMAIL, role: 'OWNER' }],
  });
  await createTestProject(t, { orgId: DEMO_ORG_ID, name: 'Tokyo Annex', city: 'Tokyo', users: [] });
  await seedSharing(context);
});

afterAll(async () => {
  await t.close();
});

describe('sharing demo data', () => {
  it('groups the projects into one site per city', async () => {
    const { rows } = await t.database.query<{ site: string; projects: string }>(
      `SELECT s.name AS site, string_agg(p.name, ', ' ORDER BY p.name) AS projects
         FROM sites s JOIN projects p ON p.site_id = s.id WHERE s.org_id = $1 GROUP BY s.name ORDER BY s.name`,
      [DEMO_ORG_ID],
    );
    expect(rows).toEqual([
      { site: 'Helsinki site', projects: 'Helsinki Harbour Offices' },
      { site: 'Tokyo site', projects: 'Tokyo Annex, Tokyo Tower' },
    ]);
  });

  it('gives the demo guest a working secure link to the engineer’s first project', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: `/shareapi/secureProjectView/${DEMO_SECURE_LINK_KEY}/otp` }))
        .statusCode,
    ).toBe(202);
    const otp = await latestCodeFor(t, DEMO_GUEST_EMAIL);
    const session = await t.app.inject({
      method: 'POST',
      url: `/shareapi/secureProjectView/${DEMO_SECURE_LINK_KEY}/session`,
      payload: { otp },
    });
    expect(session.statusCode).toBe(200);
    expect(session.json<{ projectId: string }>().projectId).toBe(helsinki);
    const access = await t.app.inject({
      method: 'GET',
      url: `/shareapi/v1/projects/${helsinki}/access`,
      headers: authHeaders(guestSessionOf(session)),
    });
    expect(access.json()).toMatchObject({ role: 'READ_USER', isGuest: true });
  });

  it('leaves notifications for the engineer and the admin', async () => {
    const { rows } = await t.database.query<{ email: string; title: string }>(
      'SELECT u.email, n.title FROM notifications n JOIN users u ON u.id = n.user_id ORDER BY u.email',
    );
    expect(rows).toEqual([
      { email: 'admin@demo-networks.example', title: 'Welcome to Airlens' },
      { email: DEMO_ENGINEER_EMAIL, title: 'Upload finished' },
    ]);
  });
});
