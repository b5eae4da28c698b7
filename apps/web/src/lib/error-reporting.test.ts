import { describe, expect, it } from 'vitest';
import { testConfig } from '@/test/render';
import { errorReportingOptions } from './error-reporting';

describe('errorReportingOptions', () => {
  it('is off when no DSN is configured', () => {
    expect(errorReportingOptions(testConfig())).toBeNull();
    expect(errorReportingOptions(testConfig({ errorReporting: { dsn: '  ' } }))).toBeNull();
    expect(errorReportingOptions(testConfig({ errorReporting: { dsn: null } }))).toBeNull();
  });

  it('uses the spec rates (traces 0.1, replay 0, 0.5 on error) unless /config.json sets others', () => {
    expect(
      errorReportingOptions(
        testConfig({
          errorReporting: { dsn: 'https://k@sentry.example/1' },
          releaseVersion: 'september-4-2025',
        }),
      ),
    ).toEqual({
      dsn: 'https://k@sentry.example/1',
      release: 'september-4-2025',
      tracesSampleRate: 0.1,
      replaysSessionSampleRate: 0,
      replaysOnErrorSampleRate: 0.5,
    });
    expect(
      errorReportingOptions(
        testConfig({
          errorReporting: {
            dsn: 'd',
            tracesSampleRate: 0.2,
            replaysSessionSampleRate: 0.1,
            replaysOnErrorSampleRate: 1,
          },
        }),
      ),
    ).toMatchObject({ tracesSampleRate: 0.2, replaysSessionSampleRate: 0.1, replaysOnErrorSampleRate: 1 });
  });
});
