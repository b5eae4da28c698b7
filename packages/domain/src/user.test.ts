import { describe, it, expect } from 'vitest';
import { clientUserSchema, toClientUser, userSchema } from './user';
import type { User } from './user';

const NOW = new Date('2025-09-04T12:00:00Z');

const whoAmI: User = {
  userId: 'u-1',
  email: 'a@example.com',
  name: 'A',
  role: 'USER',
  orgAdmin: true,
  enterprisePlusAccess: true,
  insightsAccessAllowed: true,
  cloudPlannerAccessAllowed: true,
  optimizerAccess: true,
  aiProCloudPlannerAccess: false,
  licenseSuspended: false,
  licenseInvalid: false,
  eulaVersionConsent: 'v4',
  licenseKey: 'K-1',
};

describe('userSchema', () => {
  it('parses a who-am-i answer and drops unknown fields', () => {
    expect(userSchema.parse({ ...whoAmI, passwordHash: 'x' })).toEqual(whoAmI);
  });

  it('accepts the derived fields when the server sends them', () => {
    const parsed = userSchema.parse({
      ...whoAmI,
      licenseExpired: false,
      subscriptionExpired: true,
      licenseType: 'Pro',
    });
    expect(parsed.subscriptionExpired).toBe(true);
    expect(parsed.licenseType).toBe('Pro');
  });

  it('accepts a null EULA consent and licence key', () => {
    expect(userSchema.safeParse({ ...whoAmI, eulaVersionConsent: null, licenseKey: null }).success).toBe(
      true,
    );
  });

  it('rejects an unknown role', () => {
    expect(userSchema.safeParse({ ...whoAmI, role: 'ADMIN' }).success).toBe(false);
  });

  it('rejects a missing access flag', () => {
    const { optimizerAccess: _omitted, ...rest } = whoAmI;
    expect(userSchema.safeParse(rest).success).toBe(false);
  });

  it('rejects an empty user id', () => {
    expect(userSchema.safeParse({ ...whoAmI, userId: '' }).success).toBe(false);
  });
});

describe('toClientUser', () => {
  it('derives licence fields from the licence status', () => {
    const user = toClientUser(
      whoAmI,
      { licenseStatus: 'EXPIRED', subscriptionExpirationDate: '2025-09-01', product: 'Plan' },
      NOW,
    );
    expect(user.licenseExpired).toBe(true);
    expect(user.subscriptionExpired).toBe(true);
    expect(user.licenseType).toBe('Plan');
    expect(user.subscriptionExpirationDate).toBe('2025-09-01');
    expect(user.insightsAccessAllowed).toBe(true);
  });

  it('marks suspension and invalidity from either source', () => {
    const suspended = toClientUser(
      whoAmI,
      { licenseStatus: 'SUSPENDED', subscriptionExpirationDate: null, product: 'Pro' },
      NOW,
    );
    expect(suspended.licenseSuspended).toBe(true);
    const invalid = toClientUser(
      { ...whoAmI, licenseInvalid: true },
      { licenseStatus: 'ACTIVE', subscriptionExpirationDate: null, product: 'Pro' },
      NOW,
    );
    expect(invalid.licenseInvalid).toBe(true);
    expect(invalid.licenseExpired).toBe(false);
  });

  it('gives a guest without a licence no licence flags', () => {
    const guest = toClientUser({ ...whoAmI, role: 'GUEST' }, null, NOW);
    expect(guest).toEqual({
      userId: 'u-1',
      email: 'a@example.com',
      name: 'A',
      role: 'GUEST',
      orgAdmin: true,
      eulaVersionConsent: 'v4',
      licenseKey: 'K-1',
      enterprisePlusAccess: false,
      insightsAccessAllowed: false,
      cloudPlannerAccessAllowed: false,
      optimizerAccess: false,
      aiProCloudPlannerAccess: false,
      licenseSuspended: false,
      licenseInvalid: false,
      licenseExpired: false,
      subscriptionExpired: false,
      licenseType: null,
      subscriptionExpirationDate: null,
    });
  });

  it('produces a value the stored-user schema accepts', () => {
    const user = toClientUser(
      whoAmI,
      { licenseStatus: 'ACTIVE', subscriptionExpirationDate: null, product: 'Pro' },
      NOW,
    );
    expect(clientUserSchema.parse(user)).toEqual(user);
  });
});

describe('clientUserSchema', () => {
  it('rejects a stored user without derived fields', () => {
    expect(clientUserSchema.safeParse(whoAmI).success).toBe(false);
  });
});
