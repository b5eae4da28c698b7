import { z } from 'zod';
import { isSubscriptionExpired, LICENCE_PRODUCTS } from './licence';
import type { LicenceProduct, LicenceStatusAnswer } from './licence';

/** Account roles: a USER holds a licence, a GUEST views a secured shared project. */
const USER_ROLES = ['USER', 'GUEST'] as const;

/** One account role. */
export type UserRole = (typeof USER_ROLES)[number];

/** Schema of the who-am-i answer (docs/product-spec.md §3 User); derived licence fields are optional extras. */
export const userSchema = z.object({
  userId: z.string().min(1),
  email: z.string(),
  name: z.string(),
  role: z.enum(USER_ROLES),
  orgAdmin: z.boolean(),
  enterprisePlusAccess: z.boolean(),
  insightsAccessAllowed: z.boolean(),
  cloudPlannerAccessAllowed: z.boolean(),
  optimizerAccess: z.boolean(),
  aiProCloudPlannerAccess: z.boolean(),
  licenseSuspended: z.boolean(),
  licenseInvalid: z.boolean(),
  eulaVersionConsent: z.string().nullable(),
  licenseKey: z.string().nullable(),
  licenseExpired: z.boolean().optional(),
  subscriptionExpired: z.boolean().optional(),
  licenseType: z.enum(LICENCE_PRODUCTS).nullable().optional(),
});

/** The who-am-i answer. */
export type User = z.infer<typeof userSchema>;

/** The user as the web app keeps it: the who-am-i answer plus the fields derived from the licence status. */
export interface ClientUser extends Omit<User, 'licenseExpired' | 'subscriptionExpired' | 'licenseType'> {
  /** The licence status is EXPIRED. */
  licenseExpired: boolean;
  /** The subscription expiration date has passed. */
  subscriptionExpired: boolean;
  /** The licence product, or null when the user has no licence (e.g. a guest). */
  licenseType: LicenceProduct | null;
  /** End of the subscription, kept so a long session can re-check it; null or absent when unknown. */
  subscriptionExpirationDate?: string | null;
}

/** Schema of a stored client user (local storage), so a tampered or outdated record is rejected. */
export const clientUserSchema = userSchema.extend({
  licenseExpired: z.boolean(),
  subscriptionExpired: z.boolean(),
  licenseType: z.enum(LICENCE_PRODUCTS).nullable(),
  subscriptionExpirationDate: z.string().nullable().optional(),
});

/** The client user built from who-am-i and the licence status (null for a guest: no licence flags). */
export function toClientUser(user: User, licence: LicenceStatusAnswer | null, now: Date): ClientUser {
  const base = {
    userId: user.userId,
    email: user.email,
    name: user.name,
    role: user.role,
    orgAdmin: user.orgAdmin,
    eulaVersionConsent: user.eulaVersionConsent,
    licenseKey: user.licenseKey,
  };
  if (licence === null) {
    return {
      ...base,
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
    };
  }
  return {
    ...base,
    enterprisePlusAccess: user.enterprisePlusAccess,
    insightsAccessAllowed: user.insightsAccessAllowed,
    cloudPlannerAccessAllowed: user.cloudPlannerAccessAllowed,
    optimizerAccess: user.optimizerAccess,
    aiProCloudPlannerAccess: user.aiProCloudPlannerAccess,
    licenseSuspended: user.licenseSuspended || licence.licenseStatus === 'SUSPENDED',
    licenseInvalid: user.licenseInvalid || licence.licenseStatus === 'INVALID',
    licenseExpired: licence.licenseStatus === 'EXPIRED',
    subscriptionExpired: isSubscriptionExpired(licence.subscriptionExpirationDate, now),
    licenseType: licence.product,
    subscriptionExpirationDate: licence.subscriptionExpirationDate,
  };
}
