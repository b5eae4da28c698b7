import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { renderRoutes } from '@/test/render';
import { SurveyEventsTable } from './survey-events-table';
import { page, stubApi } from './test-api';

// Whole screens render here; on the shared CI cores their first render can take longer than the 1 s default.
configure({ asyncUtilTimeout: 5000 });

const EVENT = {
  surveyId: 's1',
  surveyName: '(Generated) Walk 1',
  date: '2025-09-01T10:00:00Z',
  createdBy: 'ana@example.com',
  durationSeconds: 5400,
  distanceMeters: 1250,
  projectName: 'Berlin HQ',
  projectId: 'p1',
  floorPlanId: 'f1',
  floorPlanRowId: 7,
  floorPlanName: 'Ground floor',
  discoveredAps: 42,
};

afterEach(() => vi.unstubAllGlobals());

describe('SurveyEventsTable', { timeout: 20_000 }, () => {
  it('loads 15 events per page with the filters, links project and floor, marks generated surveys and shows totals', async () => {
    const { requests } = stubApi([
      (request) =>
        request.path === '/insightapi/v1/surveyEvents'
          ? { status: 200, body: page([EVENT, { ...EVENT, surveyId: 's2', surveyName: 'Walk 2' }], 2, 15) }
          : request.path === '/insightapi/v1/surveyEvents/totals'
            ? { status: 200, body: { durationSeconds: 10_800, distanceMeters: 2500, discoveredAps: 84 } }
            : undefined,
    ]);
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <SurveyEventsTable
              startDate="2025-01-01"
              endDate="2025-09-30"
              projectHref={(id) => `/projects/${id}`}
              floorHref={(id, row) => `/projects/${id}/${row}`}
            />
          ),
        },
      ],
      '/',
    );
    const table = await screen.findByRole('table', { name: 'Survey events' });
    await within(table).findAllByRole('link', { name: 'Berlin HQ' });
    const events = requests.find((request) => request.path === '/insightapi/v1/surveyEvents');
    expect(events?.params.get('size')).toBe('15');
    expect(events?.params.get('startDate')).toBe('2025-01-01');
    expect(events?.params.get('endDate')).toBe('2025-09-30');
    expect(events?.params.get('sort')).toBe('date,desc');
    expect(within(table).getAllByRole('link', { name: 'Ground floor' })[0]?.getAttribute('href')).toBe(
      '/projects/p1/7',
    );
    expect(within(table).getAllByText('Generated')).toHaveLength(1);
    expect(within(table).getAllByText('1.5 h')).toHaveLength(2);
    const footer = within(table).getAllByRole('row').at(-1) as HTMLElement;
    await waitFor(() => expect(within(footer).getByText('3 h')).toBeTruthy());
    expect(within(footer).getByText('2.5 km')).toBeTruthy();
    expect(within(footer).getByText('84')).toBeTruthy();
    expect(within(footer).getByText('Total')).toBeTruthy();
  });

  it('raises the spec texts when surveys or their totals fail to load', async () => {
    stubApi([
      (request) =>
        request.path === '/insightapi/v1/surveyEvents/totals'
          ? { status: 500, body: { message: 'boom' } }
          : request.path === '/insightapi/v1/surveyEvents'
            ? { status: 503, body: { message: 'down' } }
            : undefined,
    ]);
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <SurveyEventsTable
              startDate={null}
              endDate={null}
              projectHref={(id) => id}
              floorHref={(id) => id}
            />
          ),
        },
      ],
      '/',
    );
    expect(await screen.findByText('Could not load surveys')).toBeTruthy();
  });
});
