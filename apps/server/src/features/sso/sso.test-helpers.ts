// Shared set-up of the SSO API tests: organisations, admins, sessions and configuration calls.
import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  ACCOUNTS_TEST_ENV,
  authHeaders,
  cookiesOf,
  createTestAccount,
  createTestOrg,
  signIn,
  type TestSession,
} from '../auth/test-accounts';
import { insertLicence } from '../../seed/accounts-seed.repo';

export const ACME_DOMAIN = 'acme.example';

/** Organisation A (enterprise-plus) with its admin at acme.example, a member and one spare licence. */
export interface SsoWorld {
  t: TestApp;
  orgId: string;
  admin: TestSession;
  adminEmail: string;
  spareLicenseKey: string;
}

export async function createSsoWorld(
  options: { env?: Record<string, string>; now?: () => Date } = {},
): Promise<SsoWorld> {
  const t = await createTestApp({
    // Suites start many sign-ins from one address; the rate limit has its own test.
    env: { ...ACCOUNTS_TEST_ENV, LOGIN_RATE_LIMIT_PER_MINUTE: '1000', ...options.env },
    ...(options.now === undefined ? {} : { deps: { now: options.now } }),
  });
  const orgId = await createTestOrg(t, { enterprisePlus: true, name: 'Acme' });
  const adminAccount = await createTestAccount(t, {
    orgId,
    orgAdmin: true,
    email: `admin@${ACME_DOMAIN}`,
    product: 'Software Suite',
  });
  const spareLicenseKey = 'ACME-SPARE-0001';
  await insertLicence(t.database, {
    id: randomUUID(),
    licenseKey: spareLicenseKey,
    orgId,
    product: 'Connect',
    status: 'ACTIVE',
    subscriptionDate: '2025-01-01',
    subscriptionExpirationDate: '2099-12-31',
  });
  return {
    t,
    orgId,
    admin: await signIn(t.app, adminAccount),
    adminEmail: adminAccount.email,
    spareLicenseKey,
  };
}

/** PUT /userapi/v1/organizations/sso as a signed-in session. */
export function putSso(
  t: TestApp,
  session: TestSession,
  body: Record<string, unknown>,
  csrf: boolean | string = true,
) {
  return t.app.inject({
    method: 'PUT',
    url: '/userapi/v1/organizations/sso',
    headers: authHeaders(session, csrf),
    payload: body,
  });
}

/** GET /userapi/v1/organizations/sso/{orgId} as a signed-in session. */
export function getSso(t: TestApp, session: TestSession, orgId: string) {
  return t.app.inject({
    method: 'GET',
    url: `/userapi/v1/organizations/sso/${orgId}`,
    headers: authHeaders(session),
  });
}

/** The session cookies a sign-in response set, as a cookie header (empty when none were set). */
export function sessionCookieHeader(response: LightMyRequestResponse): string {
  const cookies = cookiesOf(response);
  if (cookies.airlens_session === undefined || cookies.airlens_session === '') {
    return '';
  }
  return `airlens_session=${cookies.airlens_session}; airlens_csrf=${cookies.airlens_csrf ?? ''}`;
}

/** who-am-i with a cookie header. */
export async function whoAmI(t: TestApp, cookie: string) {
  return t.app.inject({ method: 'GET', url: '/userapi/v1/users/who-am-i', headers: { cookie } });
}

/** The user row SSO created or used, by e-mail. */
export async function userRow(t: TestApp, email: string) {
  const { rows } = await t.database.query<{
    id: string;
    org_id: string | null;
    role: string;
    org_admin: boolean;
    eula_version_consent: string | null;
    password_hash: string | null;
    email_verified: boolean;
    license_key: string | null;
  }>(
    `SELECT u.id::text AS id, u.org_id::text AS org_id, u.role, u.org_admin, u.eula_version_consent, u.password_hash,
            u.email_verified_at IS NOT NULL AS email_verified, l.license_key
       FROM users u LEFT JOIN licences l ON l.id = u.licence_id WHERE u.email = $1`,
    [email],
  );
  return rows[0] ?? null;
}
