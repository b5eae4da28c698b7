// Test helpers for the account features (imported by *.test.ts files only).
import { randomUUID } from 'node:crypto';
import type { LicenceProduct, LicenceStatus } from '@airlens/domain';
import { EULA_VERSION } from '@airlens/domain';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { insertLicence, insertOrganization } from '../../seed/accounts-seed.repo';
import { drainJobs } from '../../jobs/job-drain';
import type { TestApp } from '../../test/test-app';
import { insertUser } from '../users/users.repo';
import { hashPassword } from './credentials';

/** Cheap argon2 costs for tests (production keeps the OWASP defaults). */
export const ACCOUNTS_TEST_ENV = { ARGON2_MEMORY_KIB: '1024', ARGON2_TIME_COST: '1' } as const;

export async function createTestOrg(
  t: TestApp,
  options: { enterprisePlus?: boolean; passwordPolicy?: boolean; name?: string } = {},
): Promise<string> {
  const id = randomUUID();
  await insertOrganization(t.database, {
    id,
    name: options.name ?? `Org ${id.slice(0, 6)}`,
    enterprisePlus: options.enterprisePlus ?? true,
    passwordPolicy: options.passwordPolicy ?? false,
  });
  return id;
}

export interface TestAccount {
  userId: string;
  email: string;
  password: string;
  orgId: string | null;
  licenseKey: string | null;
}

export async function createTestAccount(
  t: TestApp,
  options: {
    orgId?: string | null;
    email?: string;
    password?: string;
    orgAdmin?: boolean;
    product?: LicenceProduct | null;
    status?: LicenceStatus;
    subscriptionExpirationDate?: string | null;
    eula?: boolean;
    role?: 'USER' | 'GUEST';
    verified?: boolean;
    disabled?: boolean;
  } = {},
): Promise<TestAccount> {
  const userId = randomUUID();
  const email = options.email ?? `user-${userId.slice(0, 8)}@example.com`;
  const password = options.password ?? 'correct horse battery';
  const orgId = options.orgId === undefined ? null : options.orgId;
  let licenceId: string | null = null;
  let licenseKey: string | null = null;
  if (options.product !== null) {
    licenceId = randomUUID();
    licenseKey = `TEST-${licenceId.slice(0, 8).toUpperCase()}`;
    await insertLicence(t.database, {
      id: licenceId,
      licenseKey,
      orgId,
      product: options.product ?? 'Connect',
      status: options.status ?? 'ACTIVE',
      subscriptionDate: '2025-01-01',
      subscriptionExpirationDate:
        options.subscriptionExpirationDate === undefined ? '2099-12-31' : options.subscriptionExpirationDate,
    });
  }
  const now = new Date();
  await insertUser(t.database, {
    id: userId,
    email,
    name: 'Test User',
    role: options.role ?? 'USER',
    orgId,
    orgAdmin: options.orgAdmin ?? false,
    licenceId,
    eulaVersionConsent: options.eula === false ? null : EULA_VERSION,
    passwordHash: await hashPassword(password, t.config.argon2),
    emailVerifiedAt: options.verified === false ? null : now,
    disabledAt: options.disabled === true ? now : null,
    now,
  });
  return { userId, email, password, orgId, licenseKey };
}

/** A signed-in browser: its cookie header and CSRF token. */
export interface TestSession {
  cookie: string;
  csrfToken: string;
  userId: string;
}

export function cookiesOf(response: LightMyRequestResponse): Record<string, string> {
  return Object.fromEntries(response.cookies.map((cookie) => [cookie.name, cookie.value]));
}

export function loginRequest(
  app: FastifyInstance,
  username: string,
  password: string,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/authapi/v1/authentications',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams({
      username,
      password,
      grant_type: 'password',
      client_id: 'airlens-web',
      client_secret: '',
    }).toString(),
  });
}

export async function signIn(
  app: FastifyInstance,
  account: { email: string; password: string },
): Promise<TestSession> {
  const response = await loginRequest(app, account.email, account.password);
  if (response.statusCode !== 200) {
    throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  }
  const cookies = cookiesOf(response);
  return {
    cookie: `airlens_session=${cookies.airlens_session ?? ''}; airlens_csrf=${cookies.airlens_csrf ?? ''}`,
    csrfToken: String(response.headers.csrftoken),
    userId: response.json<{ userId: string }>().userId,
  };
}

/** Headers of a signed-in call; `csrf: false` leaves the CSRF header out, a string sends that value. */
export function authHeaders(session: TestSession, csrf: boolean | string = true): Record<string, string> {
  const headers: Record<string, string> = { cookie: session.cookie };
  if (csrf === true) {
    headers.csrftoken = session.csrfToken;
  } else if (typeof csrf === 'string') {
    headers.csrftoken = csrf;
  }
  return headers;
}

/** Mail kept in the outbox for an address, newest first, once the app's after-answer work has run (drainJobs). */
export async function waitForOutboxMail(
  t: TestApp,
  to: string,
  count = 1,
): Promise<{ subject: string; text: string }[]> {
  await drainJobs(t.app);
  const { rows } = await t.database.query<{ subject: string; text_body: string }>(
    'SELECT subject, text_body FROM outbox WHERE to_address = $1 ORDER BY id DESC',
    [to],
  );
  if (rows.length < count) {
    throw new Error(`${rows.length} mail(s) for ${to}, expected at least ${count}`);
  }
  return rows.map((row) => ({ subject: row.subject, text: row.text_body }));
}

/** A clock tests can move. */
export function createTestClock(start = new Date('2025-06-01T09:00:00Z')) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advanceMinutes(minutes: number) {
      current += minutes * 60_000;
    },
  };
}
