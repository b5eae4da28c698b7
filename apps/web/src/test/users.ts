import type { WhoAmI } from '@airlens/contract';
import type { ClientUser } from '@airlens/domain';

/** A signed-in user with a valid Connect licence and every access flag; tests override what they need. */
export function fakeUser(overrides: Partial<ClientUser> = {}): ClientUser {
  return {
    userId: 'user-1',
    email: 'ana@example.com',
    name: 'Ana Surveyor',
    role: 'USER',
    orgAdmin: false,
    enterprisePlusAccess: false,
    insightsAccessAllowed: true,
    cloudPlannerAccessAllowed: true,
    optimizerAccess: true,
    aiProCloudPlannerAccess: true,
    licenseSuspended: false,
    licenseInvalid: false,
    eulaVersionConsent: 'v4',
    licenseKey: 'KEY-1',
    licenseExpired: false,
    subscriptionExpired: false,
    licenseType: 'Connect',
    subscriptionExpirationDate: null,
    ...overrides,
  };
}

/**
 * The who-am-i answer the server gives for `fakeUser(overrides)` (the contract's shape: its organisation and
 * licence fields, not the ones the web app derives and stores).
 */
export function fakeWhoAmI(overrides: Partial<ClientUser> = {}): WhoAmI {
  const { subscriptionExpirationDate: _stored, ...user } = fakeUser(overrides);
  return { ...user, orgId: user.role === 'GUEST' ? null : 'org-1' };
}
