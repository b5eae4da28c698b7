import { analyticsEndpoints } from '@airlens/contract';
import {
  ANALYTICS_EVENT_TYPES,
  analyticsUserRole,
  isBotUserAgent,
  isInternalEmail,
  pageTitleFor,
  PRODUCT_TITLES,
} from '@airlens/domain';
import type { AnalyticsEvent, ClientUser } from '@airlens/domain';
import { callEndpoint } from './call-endpoint';
import { CSRF_COOKIE, readCookie } from './storage';

const SESSION_ID_KEY = 'analyticsSessionId';
const SESSION_CSRF_KEY = 'analyticsSessionCsrf';

export interface AnalyticsContext {
  user: ClientUser | null;
  pathname: string;
  userAgent?: string;
  now?: Date;
}

let internalDomains: readonly string[] = [];

/** Sets the company e-mail domains whose users are flagged internal (from /config.json). */
export function configureAnalytics(options: { internalDomains: readonly string[] }): void {
  internalDomains = options.internalDomains;
}

interface Platform {
  os: string;
  osVersion: string;
  browser: string;
  browserVersion: string;
}

const OS_PATTERNS: readonly [string, RegExp][] = [
  ['Windows', /Windows NT ([\d.]+)/],
  ['iOS', /(?:iPhone|iPad|iPod).*? OS ([\d_]+)/],
  ['macOS', /Mac OS X ([\d_.]+)/],
  ['Android', /Android ([\d.]+)/],
  ['ChromeOS', /CrOS \S+ ([\d.]+)/],
  ['Linux', /Linux()/],
];

const BROWSER_PATTERNS: readonly [string, RegExp][] = [
  ['Edge', /Edg\/([\d.]+)/],
  ['Opera', /OPR\/([\d.]+)/],
  ['Firefox', /Firefox\/([\d.]+)/],
  ['Chrome', /Chrome\/([\d.]+)/],
  ['Safari', /Version\/([\d.]+).*Safari/],
];

function firstMatch(patterns: readonly [string, RegExp][], userAgent: string): [string, string] {
  for (const [name, pattern] of patterns) {
    const match = pattern.exec(userAgent);
    if (match !== null) {
      return [name, (match[1] ?? '').replace(/_/g, '.')];
    }
  }
  return ['Unknown', ''];
}

/** OS and browser names and versions read from a user-agent string. */
export function describePlatform(userAgent: string): Platform {
  const [os, osVersion] = firstMatch(OS_PATTERNS, userAgent);
  const [browser, browserVersion] = firstMatch(BROWSER_PATTERNS, userAgent);
  return { os, osVersion, browser, browserVersion };
}

/** SHA-1 hex digest; ids in analytics are hashed (docs/product-spec.md §9). */
export async function sha1Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-1', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function currentUserAgent(context: AnalyticsContext): string {
  return context.userAgent ?? navigator.userAgent;
}

/** Analytics is off for bots and crawlers (docs/product-spec.md §4). */
export function isAnalyticsEnabled(userAgent: string = navigator.userAgent): boolean {
  return !isBotUserAgent(userAgent);
}

function readSessionValue(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeSessionValue(key: string, value: string): void {
  try {
    window.sessionStorage.setItem(key, value);
  } catch {
    // Without session storage every page load is a new analytics session.
  }
}

function newSessionId(): string {
  return crypto.randomUUID();
}

/** Builds one analytics event with hashed user id and licence key. */
export async function buildAnalyticsEvent(
  type: string,
  context: AnalyticsContext,
  sessionId: string,
): Promise<AnalyticsEvent> {
  const userAgent = currentUserAgent(context);
  const now = context.now ?? new Date();
  const { user } = context;
  return {
    source: pageTitleFor(context.pathname) === PRODUCT_TITLES.cloud ? 'CLOUD' : 'INSIGHTS',
    client: {
      hashedUserId: user === null ? null : await sha1Hex(user.userId),
      hashedLicenseKey: user?.licenseKey ? await sha1Hex(user.licenseKey) : null,
      userRole: analyticsUserRole(user),
      userAgent,
      ...describePlatform(userAgent),
    },
    session: { id: sessionId, internalUser: user !== null && isInternalEmail(user.email, internalDomains) },
    action: { type, timestamp: now.toISOString(), timezoneOffset: now.getTimezoneOffset() },
  };
}

async function sendEvent(event: AnalyticsEvent): Promise<void> {
  try {
    await callEndpoint(
      analyticsEndpoints.recordAnalyticsEvent,
      { body: event },
      { csrf: 'cookie', silent: true },
    );
  } catch {
    // Analytics failures are ignored (docs/product-spec.md §7).
  }
}

/** Logs one analytics event in the current session (no-op for bots). */
export async function logEvent(type: string, context: AnalyticsContext): Promise<void> {
  if (!isAnalyticsEnabled(currentUserAgent(context))) {
    return;
  }
  let sessionId = readSessionValue(SESSION_ID_KEY);
  if (sessionId === null) {
    sessionId = newSessionId();
    writeSessionValue(SESSION_ID_KEY, sessionId);
  }
  await sendEvent(await buildAnalyticsEvent(type, context, sessionId));
}

/**
 * Starts an analytics session, with an appStarted event, when there is no session id yet or the CSRF cookie
 * changed since the session started (a new sign-in). Returns whether a session started.
 */
export async function startAnalyticsSession(context: AnalyticsContext): Promise<boolean> {
  if (!isAnalyticsEnabled(currentUserAgent(context))) {
    return false;
  }
  const csrf = readCookie(CSRF_COOKIE) ?? '';
  const storedId = readSessionValue(SESSION_ID_KEY);
  const storedCsrf = readSessionValue(SESSION_CSRF_KEY) ?? '';
  if (storedId !== null && storedCsrf === csrf) {
    return false;
  }
  const sessionId = newSessionId();
  writeSessionValue(SESSION_ID_KEY, sessionId);
  writeSessionValue(SESSION_CSRF_KEY, csrf);
  await sendEvent(await buildAnalyticsEvent(ANALYTICS_EVENT_TYPES.appStarted, context, sessionId));
  return true;
}
