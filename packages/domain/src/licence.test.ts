import { describe, it, expect } from 'vitest';
import {
  LICENCE_PRODUCTS,
  LICENCE_STATUSES,
  deriveAccessFlags,
  isSubscriptionExpired,
  licenceStatusSchema,
  licenceTypesOf,
} from './licence';
import type { AccessFlagsInput, LicenceProduct } from './licence';

const NOW = new Date('2025-09-04T12:00:00Z');

function input(overrides: Partial<AccessFlagsInput> = {}): AccessFlagsInput {
  return {
    product: 'Pro',
    status: 'ACTIVE',
    subscriptionExpirationDate: null,
    enterprisePlus: false,
    ...overrides,
  };
}

describe('LICENCE_PRODUCTS and LICENCE_STATUSES', () => {
  it('lists the nine products of spec §3 in order', () => {
    expect(LICENCE_PRODUCTS).toEqual([
      'Connect',
      'Measure',
      'Pro',
      'Connect Field',
      'Partner Demo',
      'Private 5G',
      'Plan',
      'Measure Pro',
      'Software Suite',
    ]);
  });

  it('lists the four statuses', () => {
    expect(LICENCE_STATUSES).toEqual(['ACTIVE', 'EXPIRED', 'SUSPENDED', 'INVALID']);
  });
});

describe('licenceTypesOf', () => {
  it.each<[LicenceProduct, boolean, boolean, boolean]>([
    ['Connect', true, true, true],
    ['Measure', false, false, false],
    ['Pro', false, true, false],
    ['Connect Field', true, false, true],
    ['Partner Demo', false, true, false],
    ['Private 5G', false, false, false],
    ['Plan', true, false, true],
    ['Measure Pro', false, false, false],
    ['Software Suite', true, false, true],
  ])(
    '%s → dataset %s, device %s, cloud landing %s',
    (product, datasetListing, deviceListing, cloudLandingPage) => {
      expect(licenceTypesOf(product)).toEqual({ datasetListing, deviceListing, cloudLandingPage });
    },
  );
});

describe('isSubscriptionExpired', () => {
  it('never expires without a date', () => {
    expect(isSubscriptionExpired(null, NOW)).toBe(false);
  });

  it('compares a full timestamp exactly', () => {
    expect(isSubscriptionExpired('2025-09-04T12:00:01Z', NOW)).toBe(false);
    expect(isSubscriptionExpired('2025-09-04T12:00:00Z', NOW)).toBe(true);
    expect(isSubscriptionExpired('2025-09-04T11:59:59Z', NOW)).toBe(true);
  });

  it('keeps a date-only value valid through the end of that UTC day', () => {
    expect(isSubscriptionExpired('2025-09-04', NOW)).toBe(false);
    expect(isSubscriptionExpired('2025-09-04', new Date('2025-09-04T23:59:59.999Z'))).toBe(false);
    expect(isSubscriptionExpired('2025-09-04', new Date('2025-09-05T00:00:00Z'))).toBe(true);
    expect(isSubscriptionExpired('2025-09-03', NOW)).toBe(true);
  });

  it('treats an unreadable date as expired', () => {
    expect(isSubscriptionExpired('not a date', NOW)).toBe(true);
    expect(isSubscriptionExpired('', NOW)).toBe(true);
  });
});

describe('deriveAccessFlags', () => {
  it('grants nothing without a licence', () => {
    expect(deriveAccessFlags(null, NOW)).toEqual({
      insightsAccessAllowed: false,
      cloudPlannerAccessAllowed: false,
      optimizerAccess: false,
      aiProCloudPlannerAccess: false,
      enterprisePlusAccess: false,
      licenseSuspended: false,
      licenseInvalid: false,
      licenseExpired: false,
      subscriptionExpired: false,
    });
  });

  it.each<[LicenceProduct, boolean, boolean, boolean, boolean]>([
    ['Connect', true, true, false, false],
    ['Measure', true, false, false, false],
    ['Pro', true, true, true, true],
    ['Connect Field', true, false, false, false],
    ['Partner Demo', true, true, true, true],
    ['Private 5G', false, false, false, false],
    ['Plan', true, true, false, false],
    ['Measure Pro', true, true, true, false],
    ['Software Suite', true, true, true, true],
  ])(
    'an active %s grants insights %s, planner %s, optimizer %s, AI pro %s',
    (product, ins, plan, opt, ai) => {
      const flags = deriveAccessFlags(input({ product }), NOW);
      expect([
        flags.insightsAccessAllowed,
        flags.cloudPlannerAccessAllowed,
        flags.optimizerAccess,
        flags.aiProCloudPlannerAccess,
      ]).toEqual([ins, plan, opt, ai]);
      expect([
        flags.licenseSuspended,
        flags.licenseInvalid,
        flags.licenseExpired,
        flags.subscriptionExpired,
      ]).toEqual([false, false, false, false]);
    },
  );

  it('grants enterprise-plus only with the organisation flag', () => {
    expect(deriveAccessFlags(input({ enterprisePlus: true }), NOW).enterprisePlusAccess).toBe(true);
    expect(deriveAccessFlags(input({ enterprisePlus: false }), NOW).enterprisePlusAccess).toBe(false);
  });

  it.each([
    ['EXPIRED', 'licenseExpired'],
    ['SUSPENDED', 'licenseSuspended'],
    ['INVALID', 'licenseInvalid'],
  ] as const)('a %s licence grants nothing and sets %s alone', (status, flag) => {
    expect(deriveAccessFlags(input({ status, enterprisePlus: true }), NOW)).toEqual({
      insightsAccessAllowed: false,
      cloudPlannerAccessAllowed: false,
      optimizerAccess: false,
      aiProCloudPlannerAccess: false,
      enterprisePlusAccess: false,
      licenseSuspended: flag === 'licenseSuspended',
      licenseInvalid: flag === 'licenseInvalid',
      licenseExpired: flag === 'licenseExpired',
      subscriptionExpired: false,
    });
  });

  it('grants nothing once the subscription has expired', () => {
    expect(
      deriveAccessFlags(input({ subscriptionExpirationDate: '2025-09-03', enterprisePlus: true }), NOW),
    ).toEqual({
      insightsAccessAllowed: false,
      cloudPlannerAccessAllowed: false,
      optimizerAccess: false,
      aiProCloudPlannerAccess: false,
      enterprisePlusAccess: false,
      licenseSuspended: false,
      licenseInvalid: false,
      licenseExpired: false,
      subscriptionExpired: true,
    });
  });

  it('keeps access until the subscription day ends', () => {
    const flags = deriveAccessFlags(input({ subscriptionExpirationDate: '2025-09-04' }), NOW);
    expect(flags.insightsAccessAllowed).toBe(true);
    expect(flags.subscriptionExpired).toBe(false);
  });

  it('reports both an expired status and an expired subscription', () => {
    const flags = deriveAccessFlags(
      input({ status: 'EXPIRED', subscriptionExpirationDate: '2020-01-01' }),
      NOW,
    );
    expect(flags.licenseExpired).toBe(true);
    expect(flags.subscriptionExpired).toBe(true);
  });
});

describe('licenceStatusSchema', () => {
  it('parses a licence-status answer', () => {
    expect(
      licenceStatusSchema.parse({
        licenseStatus: 'ACTIVE',
        subscriptionExpirationDate: null,
        product: 'Plan',
      }),
    ).toEqual({ licenseStatus: 'ACTIVE', subscriptionExpirationDate: null, product: 'Plan' });
  });

  it('rejects an unknown product', () => {
    expect(
      licenceStatusSchema.safeParse({
        licenseStatus: 'ACTIVE',
        subscriptionExpirationDate: null,
        product: 'Gold',
      }).success,
    ).toBe(false);
  });

  it('rejects an unknown status', () => {
    expect(
      licenceStatusSchema.safeParse({
        licenseStatus: 'active',
        subscriptionExpirationDate: null,
        product: 'Pro',
      }).success,
    ).toBe(false);
  });
});
