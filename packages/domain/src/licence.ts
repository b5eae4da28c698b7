import { z } from 'zod';

/** Licence product names of docs/product-spec.md §3, in the spec's order. */
export const LICENCE_PRODUCTS = [
  'Connect',
  'Measure',
  'Pro',
  'Connect Field',
  'Partner Demo',
  'Private 5G',
  'Plan',
  'Measure Pro',
  'Software Suite',
] as const;

/** One licence product name. */
export type LicenceProduct = (typeof LICENCE_PRODUCTS)[number];

/** Licence statuses; every status but ACTIVE blocks access. */
export const LICENCE_STATUSES = ['ACTIVE', 'EXPIRED', 'SUSPENDED', 'INVALID'] as const;

/** One licence status. */
export type LicenceStatus = (typeof LICENCE_STATUSES)[number];

/** Schema of the licence-status answer (GET users/{userId}/licenseStatus). */
export const licenceStatusSchema = z.object({
  licenseStatus: z.enum(LICENCE_STATUSES),
  subscriptionExpirationDate: z.string().nullable(),
  product: z.enum(LICENCE_PRODUCTS),
});

/** The licence-status answer. */
export type LicenceStatusAnswer = z.infer<typeof licenceStatusSchema>;

/** Which listings and landing page a licence product unlocks (docs/product-spec.md §6 "Licence types"). */
interface LicenceTypes {
  /** The product lists datasets. */
  datasetListing: boolean;
  /** The product lists devices. */
  deviceListing: boolean;
  /** The product lands on the cloud landing page. */
  cloudLandingPage: boolean;
}

const DATASET_LISTING: readonly LicenceProduct[] = ['Connect', 'Connect Field', 'Software Suite', 'Plan'];
const DEVICE_LISTING: readonly LicenceProduct[] = ['Connect', 'Pro', 'Partner Demo'];
const CLOUD_LANDING_PAGE: readonly LicenceProduct[] = ['Connect', 'Connect Field', 'Plan', 'Software Suite'];

/** The licence types of a product exactly as docs/product-spec.md §6 lists them. */
export function licenceTypesOf(product: LicenceProduct): LicenceTypes {
  return {
    datasetListing: DATASET_LISTING.includes(product),
    deviceListing: DEVICE_LISTING.includes(product),
    cloudLandingPage: CLOUD_LANDING_PAGE.includes(product),
  };
}

/*
 * Which product grants which access flag. The spec does not say; this table is our decision.
 *
 * | Product        | insights | cloudPlanner | optimizer | aiProCloudPlanner |
 * |----------------|----------|--------------|-----------|-------------------|
 * | Connect        | yes      | yes          | no        | no                |
 * | Measure        | yes      | no           | no        | no                |
 * | Pro            | yes      | yes          | yes       | yes               |
 * | Connect Field  | yes      | no           | no        | no                |
 * | Partner Demo   | yes      | yes          | yes       | yes               |
 * | Private 5G     | no       | no           | no        | no                |
 * | Plan           | yes      | yes          | no        | no                |
 * | Measure Pro    | yes      | yes          | yes       | no                |
 * | Software Suite | yes      | yes          | yes       | yes               |
 *
 * Private 5G is a cellular product: it has no Wi-Fi insights, planner or optimizer. The AI pro planner is the
 * top tier and only comes with Pro, Software Suite and the all-inclusive Partner Demo.
 */
const GRANTS: Record<
  LicenceProduct,
  { insights: boolean; cloudPlanner: boolean; optimizer: boolean; aiProCloudPlanner: boolean }
> = {
  Connect: { insights: true, cloudPlanner: true, optimizer: false, aiProCloudPlanner: false },
  Measure: { insights: true, cloudPlanner: false, optimizer: false, aiProCloudPlanner: false },
  Pro: { insights: true, cloudPlanner: true, optimizer: true, aiProCloudPlanner: true },
  'Connect Field': { insights: true, cloudPlanner: false, optimizer: false, aiProCloudPlanner: false },
  'Partner Demo': { insights: true, cloudPlanner: true, optimizer: true, aiProCloudPlanner: true },
  'Private 5G': { insights: false, cloudPlanner: false, optimizer: false, aiProCloudPlanner: false },
  Plan: { insights: true, cloudPlanner: true, optimizer: false, aiProCloudPlanner: false },
  'Measure Pro': { insights: true, cloudPlanner: true, optimizer: true, aiProCloudPlanner: false },
  'Software Suite': { insights: true, cloudPlanner: true, optimizer: true, aiProCloudPlanner: true },
};

/** What the server knows about a user's licence when deriving access flags. */
export interface AccessFlagsInput {
  /** The licence product. */
  product: LicenceProduct;
  /** The licence status. */
  status: LicenceStatus;
  /** End of the subscription as an ISO date or date-time, or null when it never ends. */
  subscriptionExpirationDate: string | null;
  /** Whether the user's organisation has enterprise-plus. */
  enterprisePlus: boolean;
}

/** The access flags a user carries (who-am-i and every guarded endpoint). */
export interface AccessFlags {
  /** May use the Insights area. */
  insightsAccessAllowed: boolean;
  /** May use the cloud planner. */
  cloudPlannerAccessAllowed: boolean;
  /** May open the external optimizer. */
  optimizerAccess: boolean;
  /** May use the AI pro online planner. */
  aiProCloudPlannerAccess: boolean;
  /** The organisation has enterprise-plus and the licence is usable. */
  enterprisePlusAccess: boolean;
  /** The licence status is SUSPENDED. */
  licenseSuspended: boolean;
  /** The licence status is INVALID. */
  licenseInvalid: boolean;
  /** The licence status is EXPIRED. */
  licenseExpired: boolean;
  /** The subscription expiration date has passed (or cannot be read). */
  subscriptionExpired: boolean;
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whether a subscription expiration date has passed at `now`; null never expires, a date-only value is
 * valid through the end of that UTC day, and an unreadable value counts as expired (fail closed).
 */
export function isSubscriptionExpired(subscriptionExpirationDate: string | null, now: Date): boolean {
  if (subscriptionExpirationDate === null) {
    return false;
  }
  const trimmed = subscriptionExpirationDate.trim();
  const parsed = Date.parse(trimmed);
  if (Number.isNaN(parsed)) {
    return true;
  }
  const endMs = DATE_ONLY.test(trimmed) ? parsed + DAY_MS : parsed;
  return now.getTime() >= endMs;
}

/** Access flags of a user with the given licence at `now`; every grant is false unless the licence is usable. */
export function deriveAccessFlags(input: AccessFlagsInput | null, now: Date): AccessFlags {
  if (input === null) {
    return {
      insightsAccessAllowed: false,
      cloudPlannerAccessAllowed: false,
      optimizerAccess: false,
      aiProCloudPlannerAccess: false,
      enterprisePlusAccess: false,
      licenseSuspended: false,
      licenseInvalid: false,
      licenseExpired: false,
      subscriptionExpired: false,
    };
  }
  const licenseSuspended = input.status === 'SUSPENDED';
  const licenseInvalid = input.status === 'INVALID';
  const licenseExpired = input.status === 'EXPIRED';
  const subscriptionExpired = isSubscriptionExpired(input.subscriptionExpirationDate, now);
  const usable = input.status === 'ACTIVE' && !subscriptionExpired;
  const grants = GRANTS[input.product];
  return {
    insightsAccessAllowed: usable && grants.insights,
    cloudPlannerAccessAllowed: usable && grants.cloudPlanner,
    optimizerAccess: usable && grants.optimizer,
    aiProCloudPlannerAccess: usable && grants.aiProCloudPlanner,
    enterprisePlusAccess: usable && input.enterprisePlus,
    licenseSuspended,
    licenseInvalid,
    licenseExpired,
    subscriptionExpired,
  };
}
