import { describe, it, expect } from 'vitest';
import {
  ANALYTICS_USER_ROLES,
  analyticsEventSchema,
  analyticsUserRole,
  isBotUserAgent,
  isInternalEmail,
} from './analytics';
import type { AnalyticsEvent } from './analytics';

describe('analyticsUserRole', () => {
  const base = { role: 'USER' as const, orgAdmin: false, enterprisePlusAccess: false };

  it('lists the five roles', () => {
    expect(ANALYTICS_USER_ROLES).toEqual([
      'ORG_ADMIN_WITH_ENTERPRISE_PLUS',
      'ORG_ADMIN_WITHOUT_ENTERPRISE_PLUS',
      'NON_ADMIN_ORG_USER',
      'NON_ORG_USER',
      'NON_REGISTERED',
    ]);
  });

  it('is NON_REGISTERED without a user', () => {
    expect(analyticsUserRole(null)).toBe('NON_REGISTERED');
    expect(analyticsUserRole(undefined)).toBe('NON_REGISTERED');
  });

  it('tells admins apart by enterprise-plus', () => {
    expect(analyticsUserRole({ ...base, orgAdmin: true, enterprisePlusAccess: true })).toBe(
      'ORG_ADMIN_WITH_ENTERPRISE_PLUS',
    );
    expect(analyticsUserRole({ ...base, orgAdmin: true })).toBe('ORG_ADMIN_WITHOUT_ENTERPRISE_PLUS');
  });

  it('is NON_ADMIN_ORG_USER for an organisation member', () => {
    expect(analyticsUserRole(base)).toBe('NON_ADMIN_ORG_USER');
    expect(analyticsUserRole({ ...base, orgId: 'org-1' })).toBe('NON_ADMIN_ORG_USER');
  });

  it('is NON_ORG_USER for a guest or a user without an organisation', () => {
    expect(analyticsUserRole({ ...base, role: 'GUEST' })).toBe('NON_ORG_USER');
    expect(analyticsUserRole({ ...base, orgId: null, orgAdmin: true })).toBe('NON_ORG_USER');
  });
});

describe('isBotUserAgent', () => {
  it.each([
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
    'DuckDuckBot/1.1; (+http://duckduckgo.com/duckduckbot.html)',
    'Mozilla/5.0 (compatible; YandexBot/3.0)',
    'Mozilla/5.0 (compatible; Yahoo! Slurp)',
    'facebookexternalhit/1.1',
    'Mozilla/5.0 (compatible; AhrefsBot/7.0)',
    'Sogou web spider/4.0',
    'Mozilla/5.0 (X11; Linux x86_64) Chrome-Lighthouse',
    'curl/8.4.0',
    'Wget/1.21',
    'python-requests/2.31.0',
    'Go-http-client/1.1',
    'SomeCrawler/1.0',
  ])('flags %s', (userAgent) => {
    expect(isBotUserAgent(userAgent)).toBe(true);
  });

  it.each([
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/128.0.0.0 Safari/537.36',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
    'Mozilla/5.0 (X11; Linux x86_64; rv:129.0) Gecko/20100101 Firefox/129.0',
    'Mozilla/5.0 (Linux; Android 9; CUBOT P30) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36',
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/128.0 Safari/537.36',
    '',
  ])('does not flag %j', (userAgent) => {
    expect(isBotUserAgent(userAgent)).toBe(false);
  });

  it('does not flag a missing user agent', () => {
    expect(isBotUserAgent(null)).toBe(false);
    expect(isBotUserAgent(undefined)).toBe(false);
  });
});

describe('isInternalEmail', () => {
  const domains = ['airlens.example', 'survey-co.example'];

  it.each(['ana@airlens.example', 'BOB@AIRLENS.EXAMPLE', 'c@survey-co.example', 'd@mail.airlens.example'])(
    'flags %s',
    (email) => {
      expect(isInternalEmail(email, domains)).toBe(true);
    },
  );

  it.each([
    'e@notairlens.example',
    'f@airlens.example.evil.com',
    'airlens.example@gmail.com',
    'airlens.example',
    '@airlens.example',
    'g@example',
  ])('does not flag %s', (email) => {
    expect(isInternalEmail(email, domains)).toBe(false);
  });

  it('flags nothing with no internal domains or a blank one', () => {
    expect(isInternalEmail('a@airlens.example', [])).toBe(false);
    expect(isInternalEmail('a@airlens.example', [' '])).toBe(false);
  });
});

describe('analyticsEventSchema', () => {
  const event: AnalyticsEvent = {
    source: 'INSIGHTS',
    client: {
      hashedUserId: 'a94a8fe5ccb19ba61c4c0873d391e987982fbbd3',
      hashedLicenseKey: null,
      userAgent: 'Mozilla/5.0',
      os: 'Linux',
      osVersion: '6.1',
      browser: 'Chrome',
      browserVersion: '128',
    },
    session: { id: 's-1', internalUser: false },
    action: { type: 'appStarted', timestamp: '2025-09-04T12:00:00.000Z', timezoneOffset: -120 },
  };

  it('accepts a well-formed event', () => {
    expect(analyticsEventSchema.parse(event)).toEqual(event);
  });

  it('accepts a timestamp with an offset', () => {
    const withOffset = { ...event, action: { ...event.action, timestamp: '2025-09-04T14:00:00+02:00' } };
    expect(analyticsEventSchema.safeParse(withOffset).success).toBe(true);
  });

  it('rejects an unhashed user id', () => {
    const raw = { ...event, client: { ...event.client, hashedUserId: 'user-42' } };
    expect(analyticsEventSchema.safeParse(raw).success).toBe(false);
  });

  it('rejects an unknown source', () => {
    expect(analyticsEventSchema.safeParse({ ...event, source: 'WEB' }).success).toBe(false);
  });

  it('rejects an empty action type', () => {
    expect(analyticsEventSchema.safeParse({ ...event, action: { ...event.action, type: '' } }).success).toBe(
      false,
    );
  });

  it('rejects an out-of-range timezone offset', () => {
    expect(
      analyticsEventSchema.safeParse({ ...event, action: { ...event.action, timezoneOffset: 900 } }).success,
    ).toBe(false);
  });

  it('rejects a non-ISO timestamp', () => {
    expect(
      analyticsEventSchema.safeParse({ ...event, action: { ...event.action, timestamp: 'yesterday' } })
        .success,
    ).toBe(false);
  });
});
