import type { ClientUser } from './user';

/** A fully licensed, consenting, non-admin client user for tests; override any field. */
export function makeUser(overrides: Partial<ClientUser> = {}): ClientUser {
  return {
    userId: 'u-1',
    email: 'surveyor@example.com',
    name: 'Sam Surveyor',
    role: 'USER',
    orgAdmin: false,
    enterprisePlusAccess: false,
    insightsAccessAllowed: true,
    cloudPlannerAccessAllowed: false,
    optimizerAccess: false,
    aiProCloudPlannerAccess: false,
    licenseSuspended: false,
    licenseInvalid: false,
    eulaVersionConsent: 'v4',
    licenseKey: 'KEY-1',
    licenseExpired: false,
    subscriptionExpired: false,
    licenseType: 'Measure',
    ...overrides,
  };
}
