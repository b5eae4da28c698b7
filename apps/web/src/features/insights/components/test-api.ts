import type { ProjectEntry } from '@airlens/contract';
import { fakeApi, reply } from '@/test/fake-api';
import type { RecordedRequest as FakeApiRequest } from '@/test/fake-api';

/** A recorded API request of a component test. */
export interface RecordedRequest {
  path: string;
  params: URLSearchParams;
}

export type Answer = { status: number; body: unknown; delayMs?: number };
export type Route = (request: RecordedRequest) => Answer | undefined;

/**
 * Answers the app's requests by route through the contract-checked fake API (404 for a contract endpoint no
 * route answers) and gives the requests sent in this test (the fake API's own record, which it clears per test).
 */
export function stubApi(routes: Route[]): { requests: FakeApiRequest[] } {
  fakeApi.onAny((request) => {
    const answer = routes.reduce<Answer | undefined>((found, route) => found ?? route(request), undefined);
    if (answer === undefined) {
      return request.endpoint === undefined
        ? undefined
        : reply(404, { message: `no route for ${request.path}` });
    }
    const until =
      answer.delayMs === undefined
        ? undefined
        : new Promise((resolve) => setTimeout(resolve, answer.delayMs));
    return reply(answer.status, answer.body, { until });
  });
  // The fake API's own array: it grows with each request and is emptied after each test.
  return { requests: fakeApi.requests as FakeApiRequest[] };
}

export function page<T>(content: T[], totalElements = content.length, size = 5): unknown {
  return { content, totalElements, totalPages: Math.ceil(totalElements / size), page: 0, size };
}

export function projectEntry(
  overrides: Partial<ProjectEntry['project']> & { id: string; name: string },
  users: ProjectEntry['projectUsers'] = [],
): ProjectEntry {
  return {
    project: {
      rowId: 1,
      country: 'Germany',
      city: 'Berlin',
      geolocation: { latitude: 52.5, longitude: 13.4 },
      projectType: 'MEASURED',
      status: 'COMPLETED',
      lastSurveyDate: '2025-09-01T10:00:00Z',
      projectVersion: 1,
      frequencyBand: 'FIVE',
      rssi: 92,
      rssi2: 70,
      snr: 85,
      channelInterference: 81,
      networkHealth: 60,
      average: 77.6,
      issues: 2,
      ...overrides,
    },
    projectUsers: users,
  };
}

/** Routes answering the survey and device tables with nothing (tests of other parts). */
export const emptyTables: Route = (request) => {
  if (request.path === '/insightapi/v1/surveyEvents' || request.path === '/insightapi/v1/deviceCounts') {
    return { status: 200, body: page([], 0) };
  }
  if (request.path === '/insightapi/v1/surveyEvents/totals') {
    return { status: 200, body: { durationSeconds: 0, distanceMeters: 0, discoveredAps: 0 } };
  }
  if (request.path === '/insightapi/v1/deviceCounts/totals') {
    return { status: 200, body: { totalDeviceCount: 0 } };
  }
  if (request.path === '/insightapi/v1/surveyDateRange') {
    return { status: 200, body: { startDate: '2025-01-10', endDate: '2025-09-01' } };
  }
  return undefined;
};
