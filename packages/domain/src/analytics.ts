import { z } from 'zod';
import type { ClientUser } from './user';

/** Analytics user roles of docs/product-spec.md §4. */
export const ANALYTICS_USER_ROLES = [
  'ORG_ADMIN_WITH_ENTERPRISE_PLUS',
  'ORG_ADMIN_WITHOUT_ENTERPRISE_PLUS',
  'NON_ADMIN_ORG_USER',
  'NON_ORG_USER',
  'NON_REGISTERED',
] as const;

/** One analytics user role. */
type AnalyticsUserRole = (typeof ANALYTICS_USER_ROLES)[number];

/** The user fields the analytics role reads; `orgId` null means the user belongs to no organisation. */
type AnalyticsSubject = Pick<ClientUser, 'role' | 'orgAdmin' | 'enterprisePlusAccess'> & {
  orgId?: string | null;
};

/** The analytics role of a user: no user is NON_REGISTERED; guests and users without an org are NON_ORG_USER. */
export function analyticsUserRole(user: AnalyticsSubject | null | undefined): AnalyticsUserRole {
  if (user === null || user === undefined) {
    return 'NON_REGISTERED';
  }
  if (user.role === 'GUEST' || user.orgId === null) {
    return 'NON_ORG_USER';
  }
  if (user.orgAdmin) {
    return user.enterprisePlusAccess ? 'ORG_ADMIN_WITH_ENTERPRISE_PLUS' : 'ORG_ADMIN_WITHOUT_ENTERPRISE_PLUS';
  }
  return 'NON_ADMIN_ORG_USER';
}

// '...bot' must be a whole word; the phone brand "CUBOT" is removed first so it is not mistaken for a bot.
const BOT_PATTERN =
  /(?:^|[^a-z])[a-z]*bot(?:[^a-z]|$)|crawler|crawling|spider|slurp|lighthouse|facebookexternalhit|embedly|python-requests|(?:^|[^a-z])(?:curl|wget)\/|go-http-client|node-fetch|axios\//i;
const CUBOT = /(?:^|[^a-z])cubot(?=[^a-z]|$)/gi;

/** Whether a user agent belongs to a bot, crawler or scripted client, for which analytics is disabled. */
export function isBotUserAgent(userAgent: string | null | undefined): boolean {
  if (userAgent === null || userAgent === undefined || userAgent.trim() === '') {
    return false;
  }
  return BOT_PATTERN.test(userAgent.replace(CUBOT, ' '));
}

/** Whether an e-mail address belongs to one of the internal company domains (or a subdomain of one). */
export function isInternalEmail(email: string, internalDomains: readonly string[]): boolean {
  const at = email.lastIndexOf('@');
  if (at < 1) {
    return false;
  }
  const domain = email
    .slice(at + 1)
    .trim()
    .toLowerCase();
  return internalDomains.some((raw) => {
    const internal = raw.trim().toLowerCase();
    return internal !== '' && (domain === internal || domain.endsWith(`.${internal}`));
  });
}

/** Analytics event sources. */
const ANALYTICS_SOURCES = ['CLOUD', 'INSIGHTS'] as const;

/** Analytics action types the app logs. */
export const ANALYTICS_EVENT_TYPES = {
  appStarted: 'appStarted',
  whatsNewWebinarButtonClicked: 'whatsNewWebinarButtonClicked',
  whatsNewCoursesButtonClicked: 'whatsNewCoursesButtonClicked',
  error: 'error',
} as const;

const sha1Hex = z.string().regex(/^[0-9a-f]{40}$/, 'Expected a SHA-1 hex digest');
const shortText = z.string().max(200);

/** Schema of an analytics event (docs/product-spec.md §3); ids are SHA-1 hex digests, never raw values. */
export const analyticsEventSchema = z.object({
  source: z.enum(ANALYTICS_SOURCES),
  client: z.object({
    hashedUserId: sha1Hex.nullable(),
    hashedLicenseKey: sha1Hex.nullable(),
    userAgent: z.string().max(1000),
    os: shortText,
    osVersion: shortText,
    browser: shortText,
    browserVersion: shortText,
    userRole: z.enum(ANALYTICS_USER_ROLES).optional(),
  }),
  session: z.object({
    id: z.string().min(1).max(100),
    internalUser: z.boolean(),
  }),
  action: z.object({
    type: z.string().min(1).max(100),
    timestamp: z.iso.datetime({ offset: true }),
    timezoneOffset: z.number().int().min(-840).max(840),
  }),
});

/** An analytics event. */
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;
