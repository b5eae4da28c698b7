import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { analyticsEventSchema } from '@airlens/domain';
import type { ClientUser } from '@airlens/domain';
import {
  buildAnalyticsEvent,
  configureAnalytics,
  describePlatform,
  logEvent,
  sha1Hex,
  startAnalyticsSession,
} from './analytics';

const CHROME_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.127 Safari/537.36';
const BOT_UA = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

const USER: ClientUser = {
  userId: 'u-1',
  email: 'ana@airlens.example',
  name: 'Ana',
  role: 'USER',
  orgAdmin: true,
  enterprisePlusAccess: true,
  insightsAccessAllowed: true,
  cloudPlannerAccessAllowed: false,
  optimizerAccess: false,
  aiProCloudPlannerAccess: false,
  licenseSuspended: false,
  licenseInvalid: false,
  eulaVersionConsent: 'v4',
  licenseKey: 'KEY-123',
  licenseExpired: false,
  subscriptionExpired: false,
  licenseType: 'Connect',
};

const fetchMock = vi.fn<typeof fetch>();

function sentEvents(): unknown[] {
  return fetchMock.mock.calls.map((call) => JSON.parse(call[1]?.body as string) as unknown);
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(() => Promise.resolve(new Response(null, { status: 202 })));
  configureAnalytics({ internalDomains: ['airlens.example', 'airlens-labs.example'] });
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  configureAnalytics({ internalDomains: [] });
});

describe('analytics client', () => {
  it('hashes user id and licence key with SHA-1 and never sends them raw', async () => {
    const event = await buildAnalyticsEvent(
      'appStarted',
      { user: USER, pathname: '/', userAgent: CHROME_UA, now: new Date('2025-09-04T10:00:00Z') },
      's-1',
    );
    expect(event.client.hashedUserId).toBe(await sha1Hex('u-1'));
    expect(event.client.hashedLicenseKey).toBe(await sha1Hex('KEY-123'));
    expect(await sha1Hex('abc')).toBe('a9993e364706816aba3e25717850c26c9cd0d89d');
    expect(JSON.stringify(event)).not.toContain('KEY-123');
    expect(analyticsEventSchema.safeParse(event).success).toBe(true);
  });

  it('fills source, role, internal flag, platform and action', async () => {
    const now = new Date('2025-09-04T10:00:00Z');
    const event = await buildAnalyticsEvent(
      'error',
      { user: USER, pathname: '/insights', userAgent: CHROME_UA, now },
      's-2',
    );
    expect(event.source).toBe('INSIGHTS');
    expect(event.client.userRole).toBe('ORG_ADMIN_WITH_ENTERPRISE_PLUS');
    expect(event.session).toEqual({ id: 's-2', internalUser: true });
    expect(event.action).toEqual({
      type: 'error',
      timestamp: '2025-09-04T10:00:00.000Z',
      timezoneOffset: now.getTimezoneOffset(),
    });
    expect(describePlatform(CHROME_UA)).toEqual({
      os: 'Windows',
      osVersion: '10.0',
      browser: 'Chrome',
      browserVersion: '126.0.6478.127',
    });

    const cloud = await buildAnalyticsEvent(
      'x',
      {
        user: { ...USER, email: 'bo@example.com', orgAdmin: false },
        pathname: '/manage/projects',
        userAgent: CHROME_UA,
      },
      's',
    );
    expect(cloud.source).toBe('CLOUD');
    expect(cloud.session.internalUser).toBe(false);
    expect(cloud.client.userRole).toBe('NON_ADMIN_ORG_USER');

    const anonymous = await buildAnalyticsEvent(
      'x',
      { user: null, pathname: '/login', userAgent: CHROME_UA },
      's',
    );
    expect(anonymous.client).toMatchObject({
      hashedUserId: null,
      hashedLicenseKey: null,
      userRole: 'NON_REGISTERED',
    });
  });

  it('starts a session with appStarted when there is no session id, posting with the CSRF cookie', async () => {
    document.cookie = 'airlens_csrf=csrf-1; path=/';
    expect(await startAnalyticsSession({ user: USER, pathname: '/', userAgent: CHROME_UA })).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/eventapi/v1/analytics/events');
    expect(new Headers(init?.headers).get('csrfToken')).toBe('csrf-1');
    expect(sentEvents()[0]).toMatchObject({ action: { type: 'appStarted' } });
  });

  it('keeps the session while the CSRF cookie is unchanged and starts a new one when it changes', async () => {
    document.cookie = 'airlens_csrf=csrf-1; path=/';
    await startAnalyticsSession({ user: USER, pathname: '/', userAgent: CHROME_UA });
    expect(await startAnalyticsSession({ user: USER, pathname: '/', userAgent: CHROME_UA })).toBe(false);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    document.cookie = 'airlens_csrf=csrf-2; path=/';
    expect(await startAnalyticsSession({ user: USER, pathname: '/', userAgent: CHROME_UA })).toBe(true);
    const [first, second] = sentEvents() as { session: { id: string } }[];
    expect(second?.session.id).not.toBe(first?.session.id);
  });

  it('logs events in the current session id', async () => {
    await startAnalyticsSession({ user: USER, pathname: '/', userAgent: CHROME_UA });
    await logEvent('whatsNewWebinarButtonClicked', { user: USER, pathname: '/', userAgent: CHROME_UA });
    const [started, clicked] = sentEvents() as { session: { id: string }; action: { type: string } }[];
    expect(clicked?.action.type).toBe('whatsNewWebinarButtonClicked');
    expect(clicked?.session.id).toBe(started?.session.id);
  });

  it('is off for bots and crawlers', async () => {
    expect(await startAnalyticsSession({ user: USER, pathname: '/', userAgent: BOT_UA })).toBe(false);
    await logEvent('error', { user: USER, pathname: '/', userAgent: BOT_UA });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('ignores failures of the events call', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(new Response('{}', { status: 500 })));
    await expect(
      logEvent('error', { user: USER, pathname: '/', userAgent: CHROME_UA }),
    ).resolves.toBeUndefined();
    fetchMock.mockImplementation(() => Promise.reject(new TypeError('offline')));
    await expect(
      logEvent('error', { user: USER, pathname: '/', userAgent: CHROME_UA }),
    ).resolves.toBeUndefined();
  });
});
