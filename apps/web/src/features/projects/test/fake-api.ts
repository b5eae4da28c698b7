import { fakeApi, reply } from '@/test/fake-api';
import type { RecordedRequest as FakeApiRequest } from '@/test/fake-api';

/** A recorded API request of a component test. */
export interface RecordedRequest {
  method: string;
  path: string;
  params: URLSearchParams;
}

export type Answer = { status: number; body: unknown };
export type Route = (request: RecordedRequest) => Answer | undefined;

/**
 * Answers the app's requests by route through the contract-checked fake API (404 for a contract endpoint no
 * route answers) and gives the requests sent in this test (the fake API's own record, which it clears per test).
 */
export function stubApi(routes: Route[]): { requests: FakeApiRequest[] } {
  fakeApi.onAny((request) => {
    const answer = routes.reduce<Answer | undefined>((found, route) => found ?? route(request), undefined);
    if (answer !== undefined) {
      return reply(answer.status, answer.body);
    }
    return request.endpoint === undefined
      ? undefined
      : reply(404, { message: `no route for ${request.path}` });
  });
  // The fake API's own array: it grows with each request and is emptied after each test.
  return { requests: fakeApi.requests as FakeApiRequest[] };
}

const kpi = (value: number | null) => ({ value });

export function kpis(rssi: number | null, networkHealth: number | null, issues = 1) {
  return {
    rssi: kpi(rssi),
    secondaryRssi: kpi(70),
    snr: kpi(90),
    channelInterference: kpi(85),
    networkHealth: kpi(networkHealth),
    average: kpi(null),
    issues,
  };
}

export const PROJECT = {
  id: 'p1',
  rowId: 1,
  name: 'Berlin HQ',
  country: 'Germany',
  city: 'Berlin',
  geolocation: null,
  projectType: 'MEASURED',
  status: 'COMPLETED',
  lastSurveyDate: '2025-09-01T10:00:00Z',
  projectVersion: 3,
  frequencyBand: 'FIVE',
  rssi: 92,
  rssi2: 70,
  snr: 90,
  channelInterference: 85,
  networkHealth: 60,
  average: 79,
  issues: 2,
};

export const FLOORS = [
  {
    id: 'f1',
    rowId: 3,
    name: 'Ground floor',
    width: 2000,
    height: 1000,
    metersPerUnit: 0.05,
    imageId: 'img1',
    bitmapImageId: null,
  },
  {
    id: 'f2',
    rowId: 4,
    name: 'First floor',
    width: 1600,
    height: 1200,
    metersPerUnit: 0.05,
    imageId: 'img2',
    bitmapImageId: null,
  },
];

/** The project, its floors and empty answers for the rest of the project view's calls. */
export function projectRoutes(project: Record<string, unknown> = PROJECT): Route {
  return (request) => {
    const base = '/insightapi/v1/projects/p1';
    switch (request.path) {
      case base:
        return { status: 200, body: project };
      case `${base}/kpis`:
        return {
          status: 200,
          body: [{ projectId: 'p1', projectRowId: 1, projectName: 'Berlin HQ', kpis: kpis(92, 60) }],
        };
      case `${base}/floorPlanKpis`:
        return {
          status: 200,
          body: [
            { floorPlanId: 'f1', floorPlanRowId: 3, floorPlanName: 'Ground floor', kpis: kpis(95, 85, 0) },
            { floorPlanId: 'f2', floorPlanRowId: 4, floorPlanName: 'First floor', kpis: kpis(70, 40, 3) },
          ],
        };
      case `${base}/dailyKpis/networkHealth`:
        return {
          status: 200,
          body: [
            { date: '2025-08-30', value: 75 },
            { date: '2025-09-01', value: 88 },
          ],
        };
      case `${base}/floorPlans`:
        return { status: 200, body: FLOORS };
      case '/insightapi/v1/surveyDateRange':
        return { status: 200, body: { startDate: '2025-08-30', endDate: '2025-09-01' } };
      default:
        return undefined;
    }
  };
}
