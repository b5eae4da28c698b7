/**
 * Test set-up of the insights tests that write their own projects: one app per test file with the response
 * cache off (every answer computed by its queries), two empty organisations and an org admin of each.
 */
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { fieldsFilledBeforeAll } from '../../test/test-filled-before-all';
import {
  ACCOUNTS_TEST_ENV,
  createTestAccount,
  createTestOrg,
  signIn,
  type TestSession,
} from '../auth/test-accounts';

export interface AdminWorld {
  readonly t: TestApp;
  readonly orgId: string;
  readonly otherOrgId: string;
  readonly admin: TestSession;
  readonly otherAdmin: TestSession;
}

/** Registers the file's beforeAll and afterAll; the world's fields may be read inside tests and hooks. */
export function useAdminWorld(): AdminWorld {
  let world: AdminWorld | undefined;
  beforeAll(async () => {
    const t = await createTestApp({ env: { ...ACCOUNTS_TEST_ENV, INSIGHTS_RESPONSE_CACHE: 'off' } });
    const orgId = await createTestOrg(t);
    const otherOrgId = await createTestOrg(t);
    const admin = await signIn(t.app, await createTestAccount(t, { orgId, orgAdmin: true }));
    const otherAdmin = await signIn(t.app, await createTestAccount(t, { orgId: otherOrgId, orgAdmin: true }));
    world = { t, orgId, otherOrgId, admin, otherAdmin };
  });
  afterAll(async () => {
    await world?.t.close();
  });
  return fieldsFilledBeforeAll('the insights admin world', () => world, [
    't',
    'orgId',
    'otherOrgId',
    'admin',
    'otherAdmin',
  ]);
}
