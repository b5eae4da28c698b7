import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS_TEST_ENV, authHeaders, loginRequest, signIn } from '../features/auth/test-accounts';
import { createTestApp, type TestApp } from '../test/test-app';
import { seedAccounts } from './accounts-seed';
import type { DemoAccount } from './demo-seed';

let t: TestApp;
let accounts: DemoAccount[];

beforeAll(async () => {
  t = await createTestApp({ env: { ...ACCOUNTS_TEST_ENV, LOGIN_RATE_LIMIT_PER_MINUTE: '1000' } });
  accounts = await seedAccounts({
    config: t.config,
    database: t.database,
    blobs: t.blobs,
    logger: pino({ level: 'silent' }),
  });
});
afterAll(async () => {
  await t.close();
});

async function whoAmI(email: string): Promise<Record<string, unknown>> {
  const account = accounts.find((candidate) => candidate.email === email);
  const session = await signIn(t.app, { email, password: account?.password ?? '' });
  return (
    await t.app.inject({ method: 'GET', url: '/userapi/v1/users/who-am-i', headers: authHeaders(session) })
  ).json();
}

describe('demo accounts', () => {
  it('seeds an admin of Demo Networks who has consented and can open every area', async () => {
    const admin = accounts.find(
      (account) => account.email.includes('admin') && account.email.endsWith('demo-networks.example'),
    );
    expect(admin?.password).toBe('demo-admin-2025');
    expect(await whoAmI(String(admin?.email))).toMatchObject({
      orgAdmin: true,
      enterprisePlusAccess: true,
      insightsAccessAllowed: true,
      cloudPlannerAccessAllowed: true,
      optimizerAccess: true,
      aiProCloudPlannerAccess: true,
      eulaVersionConsent: 'v4',
      licenseType: 'Software Suite',
    });
  });

  it('covers every licence state', async () => {
    expect(await whoAmI('planner@demo-networks.example')).toMatchObject({
      licenseType: 'Plan',
      insightsAccessAllowed: true,
    });
    expect(await whoAmI('expired@demo-networks.example')).toMatchObject({
      licenseExpired: true,
      insightsAccessAllowed: false,
    });
    expect(await whoAmI('lapsed@demo-networks.example')).toMatchObject({
      subscriptionExpired: true,
      licenseExpired: false,
    });
    expect(await whoAmI('suspended@demo-networks.example')).toMatchObject({ licenseSuspended: true });
    expect(await whoAmI('invalid@demo-networks.example')).toMatchObject({ licenseInvalid: true });
    expect(await whoAmI('noinsights@demo-networks.example')).toMatchObject({
      insightsAccessAllowed: false,
      licenseType: 'Private 5G',
    });
    expect(await whoAmI('neweula@demo-networks.example')).toMatchObject({ eulaVersionConsent: null });
    expect(await whoAmI('admin@harbour-wireless.example')).toMatchObject({
      orgAdmin: true,
      enterprisePlusAccess: false,
    });
  });

  it('seeds a guest that cannot sign in with a password', async () => {
    const guest = accounts.find((account) => account.shows.startsWith('GUEST'));
    expect(guest).toBeDefined();
    expect((await loginRequest(t.app, String(guest?.email), String(guest?.password))).statusCode).toBe(401);
  });
});
