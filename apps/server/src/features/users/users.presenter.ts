import { userSchema, type AccessFlags } from '@airlens/domain';
import { z } from 'zod';
import type { Account } from './account-row';

/** The who-am-i answer: spec §3 User plus orgId, name and the licence-derived fields. */
export const whoAmISchema = userSchema
  .extend({
    orgId: z.string().nullable(),
    licenseExpired: z.boolean(),
    subscriptionExpired: z.boolean(),
    licenseType: userSchema.shape.licenseType.unwrap(),
  })
  .meta({ id: 'User' });

export type WhoAmI = z.infer<typeof whoAmISchema>;

/** Presents an account with the access flags the domain rule derived for it. */
export function presentUser(account: Account, access: AccessFlags): WhoAmI {
  const isGuest = account.role === 'GUEST';
  return {
    userId: account.userId,
    email: account.email,
    name: account.name,
    role: account.role,
    orgId: isGuest ? null : account.orgId,
    orgAdmin: !isGuest && account.orgAdmin,
    enterprisePlusAccess: access.enterprisePlusAccess,
    insightsAccessAllowed: access.insightsAccessAllowed,
    cloudPlannerAccessAllowed: access.cloudPlannerAccessAllowed,
    optimizerAccess: access.optimizerAccess,
    aiProCloudPlannerAccess: access.aiProCloudPlannerAccess,
    licenseSuspended: access.licenseSuspended,
    licenseInvalid: access.licenseInvalid,
    eulaVersionConsent: account.eulaVersionConsent,
    licenseKey: isGuest ? null : (account.licence?.licenseKey ?? null),
    licenseExpired: access.licenseExpired,
    subscriptionExpired: access.subscriptionExpired,
    licenseType: isGuest ? null : (account.licence?.product ?? null),
  };
}

/** The result wrapper of spec §3. */
export function resultWrapperSchema<T extends z.ZodType>(data: T) {
  return z.object({ success: z.boolean(), message: z.string(), data });
}
