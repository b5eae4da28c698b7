import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { analyticsEndpoints } from '@airlens/contract';
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
import { fakeApi, reply } from '@/test/fake-api';

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

function sentEvents(): unknown[] {
  return fakeApi.requests.map((request) => request.body);
}

beforeEach(() => {
  fakeApi.on(analyticsEndpoints.recordAnalyticsEvent, reply(202));
  configureAnalytics({ internalDomains: ['airlens.example', 'airlens-labs.example'] });
});

afterEach(() => {
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
    expect(fakeApi.requests).toHaveLength(1);
    const sent = fakeApi.requests[0];
    expect(sent?.path).toBe('/eventapi/v1/analytics/events');
    expect(sent?.headers.get('csrfToken')).toBe('csrf-1');
    expect(sentEvents()[0]).toMatchObject({ action: { type: 'appStarted' } });
  });

  it('keeps the session while the CSRF cookie is unchanged and starts a new one when it changes', async () => {
    document.cookie = 'airlens_csrf=csrf-1; path=/';
    await startAnalyticsSession({ user: USER, pathname: '/', userAgent: CHROME_UA });
    expect(await startAnalyticsSession({ user: USER, pathname: '/', userAgent: CHROME_UA })).toBe(false);
    expect(fakeApi.requests).toHaveLength(1);

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
    expect(fakeApi.requests).toHaveLength(0);
  });

  it('ignores failures of the events call', async () => {
    fakeApi.on(
      analyticsEndpoints.recordAnalyticsEvent,
      reply(500, { message: 'An unexpected error occurred.' }),
    );
    await expect(
      logEvent('error', { user: USER, pathname: '/', userAgent: CHROME_UA }),
    ).resolves.toBeUndefined();
    // No answer arrives: the fetch rejects as it does offline.
    fakeApi.on(analyticsEndpoints.recordAnalyticsEvent, () => HttpResponse.error());
    await expect(
      logEvent('error', { user: USER, pathname: '/', userAgent: CHROME_UA }),
    ).resolves.toBeUndefined();
  });
});
