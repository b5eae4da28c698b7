import { describe, it, expect } from 'vitest';
import {
  canUploadProjects,
  hasCloudAccess,
  hasInsightsAccess,
  hasOnlinePlannerAccess,
  hasOptimizerAccess,
  isAccessRestricted,
  isLicenceBlocked,
  isManageAdminAllowed,
  isOrgSettingsAllowed,
} from './access';
import { makeUser } from './test-users';

const blocking = [
  ['licenseExpired', { licenseExpired: true }],
  ['subscriptionExpired', { subscriptionExpired: true }],
  ['licenseSuspended', { licenseSuspended: true }],
  ['licenseInvalid', { licenseInvalid: true }],
] as const;

describe('isLicenceBlocked', () => {
  it('is false for a usable licence', () => {
    expect(isLicenceBlocked(makeUser())).toBe(false);
  });

  it.each(blocking)('is true with %s', (_flag, overrides) => {
    expect(isLicenceBlocked(makeUser(overrides))).toBe(true);
  });

  it('re-checks the kept subscription date only when now is given', () => {
    const user = makeUser({ subscriptionExpirationDate: '2025-01-01' });
    expect(isLicenceBlocked(user)).toBe(false);
    expect(isLicenceBlocked(user, new Date('2025-01-01T23:00:00Z'))).toBe(false);
    expect(isLicenceBlocked(user, new Date('2025-01-02T00:00:00Z'))).toBe(true);
  });

  it('ignores now when no subscription date is kept', () => {
    expect(isLicenceBlocked(makeUser(), new Date('2100-01-01T00:00:00Z'))).toBe(false);
  });
});

describe('hasInsightsAccess', () => {
  it('requires insightsAccessAllowed', () => {
    expect(hasInsightsAccess(makeUser())).toBe(true);
    expect(hasInsightsAccess(makeUser({ insightsAccessAllowed: false }))).toBe(false);
  });

  it.each(blocking)('is false with %s', (_flag, overrides) => {
    expect(hasInsightsAccess(makeUser(overrides))).toBe(false);
  });
});

describe('hasCloudAccess', () => {
  it('is false without any of the four flags', () => {
    expect(hasCloudAccess(makeUser({ insightsAccessAllowed: false }))).toBe(false);
  });

  it.each([
    'insightsAccessAllowed',
    'cloudPlannerAccessAllowed',
    'optimizerAccess',
    'aiProCloudPlannerAccess',
  ] as const)('is true with only %s', (flag) => {
    expect(hasCloudAccess(makeUser({ insightsAccessAllowed: false, [flag]: true }))).toBe(true);
  });

  it.each(blocking)('is false with %s even with every flag', (_flag, overrides) => {
    const user = makeUser({
      cloudPlannerAccessAllowed: true,
      optimizerAccess: true,
      aiProCloudPlannerAccess: true,
      ...overrides,
    });
    expect(hasCloudAccess(user)).toBe(false);
  });
});

describe('isAccessRestricted', () => {
  it('is restricted without a user', () => {
    expect(isAccessRestricted(null)).toBe(true);
    expect(isAccessRestricted(undefined)).toBe(true);
  });

  it('is not restricted with a usable licence and insights access', () => {
    expect(isAccessRestricted(makeUser())).toBe(false);
  });

  it('is restricted without insights access', () => {
    expect(
      isAccessRestricted(makeUser({ insightsAccessAllowed: false, cloudPlannerAccessAllowed: true })),
    ).toBe(true);
  });

  it.each(blocking)('is restricted with %s', (_flag, overrides) => {
    expect(isAccessRestricted(makeUser(overrides))).toBe(true);
  });

  it('becomes restricted once the kept subscription date passes', () => {
    const user = makeUser({ subscriptionExpirationDate: '2025-06-30T00:00:00Z' });
    expect(isAccessRestricted(user, new Date('2025-06-29T00:00:00Z'))).toBe(false);
    expect(isAccessRestricted(user, new Date('2025-06-30T00:00:00Z'))).toBe(true);
  });
});

describe('isOrgSettingsAllowed and isManageAdminAllowed', () => {
  it.each([
    [true, true, true],
    [true, false, false],
    [false, true, false],
    [false, false, false],
  ])('orgAdmin %s with enterprise-plus %s → %s', (orgAdmin, enterprisePlusAccess, allowed) => {
    expect(isOrgSettingsAllowed(makeUser({ orgAdmin, enterprisePlusAccess }))).toBe(allowed);
  });

  it('denies settings without a user', () => {
    expect(isOrgSettingsAllowed(null)).toBe(false);
  });

  it('lets only admins into the admin manage pages', () => {
    expect(isManageAdminAllowed(makeUser({ orgAdmin: true }))).toBe(true);
    expect(isManageAdminAllowed(makeUser())).toBe(false);
    expect(isManageAdminAllowed(null)).toBe(false);
  });
});

describe('hasOnlinePlannerAccess and hasOptimizerAccess', () => {
  it('follow their flags', () => {
    expect(hasOnlinePlannerAccess(makeUser({ aiProCloudPlannerAccess: true }))).toBe(true);
    expect(hasOnlinePlannerAccess(makeUser())).toBe(false);
    expect(hasOptimizerAccess(makeUser({ optimizerAccess: true }))).toBe(true);
    expect(hasOptimizerAccess(makeUser())).toBe(false);
  });

  it('are false with a blocked licence', () => {
    const user = makeUser({ aiProCloudPlannerAccess: true, optimizerAccess: true, licenseInvalid: true });
    expect(hasOnlinePlannerAccess(user)).toBe(false);
    expect(hasOptimizerAccess(user)).toBe(false);
  });
});

describe('canUploadProjects', () => {
  it('needs insights access and a licence product of the cloud landing page', () => {
    expect(canUploadProjects(makeUser({ licenseType: 'Connect' }))).toBe(true);
    expect(canUploadProjects(makeUser({ licenseType: 'Software Suite' }))).toBe(true);
    expect(canUploadProjects(makeUser({ licenseType: 'Measure' }))).toBe(false);
    expect(canUploadProjects(makeUser({ licenseType: null }))).toBe(false);
    expect(canUploadProjects(makeUser({ licenseType: 'Connect', insightsAccessAllowed: false }))).toBe(false);
    expect(canUploadProjects(makeUser({ licenseType: 'Connect', licenseSuspended: true }))).toBe(false);
  });
});
