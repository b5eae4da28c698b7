import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession, setSessionUser } from '@/lib/session';
import { renderRoutes } from '@/test/render';
import { fakeUser } from '@/test/users';
import { InsightsDashboard } from './insights-dashboard';
import { emptyTables, page, projectEntry, stubApi } from './test-api';
import type { Answer, RecordedRequest } from './test-api';

configure({ asyncUtilTimeout: 5000 });

vi.mock('./survey-events-table', () => ({ SurveyEventsTable: () => <p>survey events</p> }));
vi.mock('./device-counts-table', () => ({ DeviceCountsTable: () => <p>network inventory</p> }));
vi.mock('./project-map', () => ({ ProjectMap: () => <div data-testid="map-stub" /> }));

const HIT = {
  id: 'p7',
  rowId: 7,
  name: 'Hamburg Depot',
  country: 'Germany',
  city: 'Hamburg',
  geolocation: null,
  projectType: 'MEASURED',
  status: 'COMPLETED',
  lastSurveyDate: '2024-01-10T10:00:00Z',
  tags: [],
};

/** Projects answer every project without a search and none with one; the search answers `search`. */
function stubDashboard(search: Answer) {
  return stubApi([
    (request: RecordedRequest) => {
      if (request.path === '/insightapi/v1/projects') {
        const entries = request.params.has('query') ? [] : [projectEntry({ id: 'p1', name: 'Berlin HQ' })];
        return { status: 200, body: page(entries) };
      }
      return request.path === '/insightapi/v1/search' ? search : undefined;
    },
    emptyTables,
  ]);
}

function renderDashboard(path: string) {
  return renderRoutes([{ path: '/insights', element: <InsightsDashboard /> }], path);
}

function projectsPanel(): HTMLElement {
  return screen.getByRole('region', { name: 'Projects' });
}

beforeEach(() => {
  setSessionUser(fakeUser());
});

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

describe('InsightsDashboard project search (spec §7, §8)', { timeout: 20_000 }, () => {
  it('asks for the projects with their tags and users', async () => {
    const { requests } = stubDashboard({ status: 200, body: { projects: [] } });
    renderDashboard('/insights?view=list');
    await screen.findByRole('link', { name: 'Berlin HQ' });
    const first = requests.find((request) => request.path === '/insightapi/v1/projects');
    expect(first?.params.get('includeTag')).toBe('true');
    expect(first?.params.get('includeProjectUser')).toBe('true');
    expect(requests.some((request) => request.path === '/insightapi/v1/search')).toBe(false);
  });

  it("calls /insightapi/v1/search with the search text and says 'Could not search projects' when it fails", async () => {
    const { requests } = stubDashboard({ status: 500, body: { message: 'boom' } });
    renderDashboard('/insights?view=list');
    await screen.findByRole('link', { name: 'Berlin HQ' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search projects' }), 'ham');
    expect(await within(projectsPanel()).findByText('Could not search projects')).toBeTruthy();
    const search = requests.find((request) => request.path === '/insightapi/v1/search');
    expect(search?.params.get('query')).toBe('ham');
  });

  it('says when projects match outside the chosen dates and shows them on request', async () => {
    const { requests } = stubDashboard({ status: 200, body: { projects: [HIT] } });
    renderDashboard('/insights?view=list&from=2025-01-01&to=2025-02-01');
    await screen.findByRole('link', { name: 'Berlin HQ' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search projects' }), 'ham');
    expect(
      await within(projectsPanel()).findByText('1 project matches “ham” outside the chosen dates.', {
        exact: false,
      }),
    ).toBeTruthy();
    await userEvent.click(within(projectsPanel()).getByRole('button', { name: 'All survey dates' }));
    await waitFor(() => {
      const last = requests.filter((request) => request.path === '/insightapi/v1/projects').at(-1);
      expect(last?.params.has('startDate')).toBe(false);
    });
  });

  it('keeps the sort order in the URL: a shared link opens in that order, a header click updates it', async () => {
    const { requests } = stubDashboard({ status: 200, body: { projects: [] } });
    const { router } = renderRoutes(
      [{ path: '/insights', element: <InsightsDashboard /> }],
      '/insights?view=list&sort=name,desc',
    );
    await screen.findByRole('link', { name: 'Berlin HQ' });
    const projectRequests = () => requests.filter((request) => request.path === '/insightapi/v1/projects');
    expect(projectRequests()[0]?.params.get('sort')).toBe('name,desc');
    await userEvent.click(within(projectsPanel()).getByRole('button', { name: /Project/ }));
    await waitFor(() => expect(projectRequests().at(-1)?.params.get('sort')).toBe('name,asc'));
    expect(new URLSearchParams(router.state.location.search).get('sort')).toBe('name,asc');
    expect(new URLSearchParams(router.state.location.search).get('view')).toBe('list');
  });

  it('keeps a chosen page size in the URL', async () => {
    const { requests } = stubDashboard({ status: 200, body: { projects: [] } });
    const { router } = renderRoutes(
      [{ path: '/insights', element: <InsightsDashboard /> }],
      '/insights?view=list&size=25',
    );
    await screen.findByRole('link', { name: 'Berlin HQ' });
    const projectRequests = () => requests.filter((request) => request.path === '/insightapi/v1/projects');
    expect(projectRequests()[0]?.params.get('size')).toBe('25');
    await userEvent.click(within(projectsPanel()).getByRole('combobox', { name: /Rows per page/ }));
    await userEvent.click(await screen.findByRole('option', { name: '10' }));
    await waitFor(() => expect(projectRequests().at(-1)?.params.get('size')).toBe('10'));
    expect(new URLSearchParams(router.state.location.search).get('size')).toBe('10');
  });

  it('offers to clear a search that matches no project at all', async () => {
    stubDashboard({ status: 200, body: { projects: [] } });
    renderDashboard('/insights?view=list');
    await screen.findByRole('link', { name: 'Berlin HQ' });
    const box = screen.getByRole('searchbox', { name: 'Search projects' });
    await userEvent.type(box, 'zzz');
    expect(
      await within(projectsPanel()).findByText('No project name, city or country contains “zzz”.'),
    ).toBeTruthy();
    await userEvent.click(within(projectsPanel()).getByRole('button', { name: 'Clear search' }));
    expect((box as HTMLInputElement).value).toBe('');
    expect(await screen.findByRole('link', { name: 'Berlin HQ' })).toBeTruthy();
  });
});
