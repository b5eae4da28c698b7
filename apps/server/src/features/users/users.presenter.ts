import type { WhoAmI } from '@airlens/contract';
import type { AccessFlags } from '@airlens/domain';
import type { Account } from '../auth';

export type { WhoAmI };

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
