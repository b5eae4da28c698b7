import { isSubscriptionExpired, licenceTypesOf } from './licence';
import type { ClientUser } from './user';

/** The user fields the access rules read; a full ClientUser satisfies it. */
type AccessSubject = Pick<
  ClientUser,
  | 'insightsAccessAllowed'
  | 'cloudPlannerAccessAllowed'
  | 'optimizerAccess'
  | 'aiProCloudPlannerAccess'
  | 'licenseSuspended'
  | 'licenseInvalid'
  | 'licenseExpired'
  | 'subscriptionExpired'
> & { subscriptionExpirationDate?: string | null | undefined };

/** The user fields the upload rule reads. */
type UploadSubject = AccessSubject & Pick<ClientUser, 'licenseType'>;

/** The user fields the admin rules read. */
type AdminSubject = Pick<ClientUser, 'orgAdmin' | 'enterprisePlusAccess'>;

/**
 * Whether the licence blocks everything: expired, subscription expired, suspended or invalid; with `now`, a
 * kept subscriptionExpirationDate is re-checked so a long session notices the end of its subscription.
 */
export function isLicenceBlocked(user: AccessSubject, now?: Date): boolean {
  if (user.licenseExpired || user.subscriptionExpired || user.licenseSuspended || user.licenseInvalid) {
    return true;
  }
  if (now !== undefined && user.subscriptionExpirationDate !== undefined) {
    return isSubscriptionExpired(user.subscriptionExpirationDate, now);
  }
  return false;
}

/** Whether the user may use Insights: usable licence and subscription plus insightsAccessAllowed (docs/product-spec.md §6). */
export function hasInsightsAccess(user: AccessSubject, now?: Date): boolean {
  return !isLicenceBlocked(user, now) && user.insightsAccessAllowed;
}

/** Whether the user may open the cloud landing page: usable licence and at least one of the four access flags. */
export function hasCloudAccess(user: AccessSubject, now?: Date): boolean {
  if (isLicenceBlocked(user, now)) {
    return false;
  }
  return (
    user.insightsAccessAllowed ||
    user.cloudPlannerAccessAllowed ||
    user.optimizerAccess ||
    user.aiProCloudPlannerAccess
  );
}

/** Whether the user is access-restricted: no user, a blocked licence, or no insights access (docs/product-spec.md §6). */
export function isAccessRestricted(user: AccessSubject | null | undefined, now?: Date): boolean {
  if (user === null || user === undefined) {
    return true;
  }
  return !hasInsightsAccess(user, now);
}

/** Whether the user may open the organisation settings: an org admin with enterprise-plus access. */
export function isOrgSettingsAllowed(user: AdminSubject | null | undefined): boolean {
  return user !== null && user !== undefined && user.orgAdmin && user.enterprisePlusAccess;
}

/** Whether the user may open the admin-only manage pages (projects, licences). */
export function isManageAdminAllowed(user: Pick<ClientUser, 'orgAdmin'> | null | undefined): boolean {
  return user !== null && user !== undefined && user.orgAdmin;
}

/** Whether the user may open the AI pro online planner. */
export function hasOnlinePlannerAccess(user: AccessSubject, now?: Date): boolean {
  return !isLicenceBlocked(user, now) && user.aiProCloudPlannerAccess;
}

/** Whether the user may open the external optimizer. */
export function hasOptimizerAccess(user: AccessSubject, now?: Date): boolean {
  return !isLicenceBlocked(user, now) && user.optimizerAccess;
}

/**
 * Whether the app offers project upload: Insights access (uploads appear there) and a licence product of the
 * cloud landing page (docs/product-spec.md §6 licence types).
 */
export function canUploadProjects(user: UploadSubject, now?: Date): boolean {
  return (
    hasInsightsAccess(user, now) &&
    user.licenseType !== null &&
    licenceTypesOf(user.licenseType).cloudLandingPage
  );
}
