import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor } from '@testing-library/react';
import { configureApiClient } from '@/lib/api-client';
import { clearSession, setSessionUser } from '@/lib/session';
import { renderRoutes, testQueryClient } from '@/test/render';
import { fakeUser } from '@/test/users';
import { InsightsDashboard } from './components/insights-dashboard';
import { emptyTables, page, projectEntry, stubApi } from './components/test-api';
import type { RecordedRequest } from './components/test-api';
import { removeProjectTablePreview, showProjectTablePreview } from './components/project-table-preview';
import { FIRST_PAGE_ELEMENT_ID } from './inlined-first-page';
import {
  adoptDashboardFirstPage,
  dashboardFirstPageParams,
  discardDashboardFirstPage,
  startDashboardFirstPage,
} from './dashboard-first-page';

configure({ asyncUtilTimeout: 5000 });

// The survey and inventory tables have their own tests; here only the project table's first page matters.
vi.mock('./components/survey-events-table', () => ({ SurveyEventsTable: () => <p>survey events</p> }));
vi.mock('./components/device-counts-table', () => ({ DeviceCountsTable: () => <p>network inventory</p> }));
// Two projects open the dashboard beside its map, whose basemap download (a world outline the fake API does not
// answer) would otherwise land in whichever test is running when it starts: a CI run failed on it.
vi.mock('./components/project-map', () => ({ ProjectMap: () => <div data-testid="map-stub" /> }));

const ENTRIES = [
  projectEntry({ id: 'p1', name: 'Berlin HQ' }),
  projectEntry({ id: 'p2', name: 'Hamburg Depot' }),
];

/** The table's list calls (the map's markers, a list of size 1000, are another query). */
function listRequests(requests: RecordedRequest[]): RecordedRequest[] {
  return requests.filter(
    (request) => request.path === '/insightapi/v1/projects' && request.params.get('size') !== '1000',
  );
}

function renderDashboard(queryClient = testQueryClient()) {
  return renderRoutes([{ path: '/insights', element: <InsightsDashboard /> }], '/insights', { queryClient });
}

beforeEach(() => {
  setSessionUser(fakeUser());
});

afterEach(() => {
  discardDashboardFirstPage();
  clearSession();
  configureApiClient({ onUnauthorized: () => {} });
});

describe('dashboardFirstPageParams', () => {
  it('is the default first page on the plain dashboard address, and nothing elsewhere or with query values', () => {
    expect(dashboardFirstPageParams({ pathname: '/insights', search: '' })).toEqual({
      query: '',
      band: 'FIVE',
      startDate: null,
      endDate: null,
      bounds: null,
      page: 0,
      size: 5,
      sort: null,
    });
    expect(dashboardFirstPageParams({ pathname: '/insights', search: '?band=SIX' })).toBeNull();
    expect(dashboardFirstPageParams({ pathname: '/insights', search: '?sort=name,asc' })).toBeNull();
    expect(dashboardFirstPageParams({ pathname: '/projects/p1', search: '' })).toBeNull();
  });
});

describe('the dashboard first page started at page load (issue #21)', { timeout: 20_000 }, () => {
  it('is the very request the dashboard makes: the dashboard shows its answer and does not ask again', async () => {
    const { requests } = stubApi([
      (request) =>
        request.path === '/insightapi/v1/projects'
          ? { status: 200, body: page(ENTRIES, 2), delayMs: 100 }
          : undefined,
      emptyTables,
    ]);
    void startDashboardFirstPage({ pathname: '/insights', search: '' });
    await waitFor(() => expect(listRequests(requests)).toHaveLength(1));
    const queryClient = testQueryClient();
    adoptDashboardFirstPage(queryClient);
    renderDashboard(queryClient);

    await screen.findByRole('link', { name: 'Berlin HQ' });
    // The survey events wait for the first page to settle, so by now any second list call has been made.
    await screen.findByText('survey events');
    expect(listRequests(requests)).toHaveLength(1);
    expect(listRequests(requests)[0]?.params.get('page')).toBe('0');
  });

  it('when the early call failed, the dashboard makes its own call and shows that answer', async () => {
    let calls = 0;
    const { requests } = stubApi([
      (request) => {
        if (request.path !== '/insightapi/v1/projects') {
          return undefined;
        }
        calls += 1;
        return calls === 1
          ? { status: 500, body: { message: 'boom' } }
          : { status: 200, body: page(ENTRIES, 2) };
      },
      emptyTables,
    ]);
    void startDashboardFirstPage({ pathname: '/insights', search: '' });
    await waitFor(() => expect(listRequests(requests)).toHaveLength(1));
    const queryClient = testQueryClient();
    adoptDashboardFirstPage(queryClient);
    renderDashboard(queryClient);

    expect(await screen.findByRole('link', { name: 'Hamburg Depot' })).toBeTruthy();
    expect(listRequests(requests)).toHaveLength(2);
  });

  it('leaves a 401 to the start-up: the early call does not run the app’s session-expiry handling', async () => {
    const onUnauthorized = vi.fn();
    configureApiClient({ onUnauthorized });
    const { requests } = stubApi([
      (request) =>
        request.path === '/insightapi/v1/projects'
          ? { status: 401, body: { message: 'Not signed in' } }
          : undefined,
    ]);
    await startDashboardFirstPage({ pathname: '/insights', search: '' });
    expect(listRequests(requests)).toHaveLength(1);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('once dropped, leaves nothing behind: the dashboard asks for its first page itself', async () => {
    const { requests } = stubApi([
      (request) =>
        request.path === '/insightapi/v1/projects' ? { status: 200, body: page(ENTRIES, 2) } : undefined,
      emptyTables,
    ]);
    void startDashboardFirstPage({ pathname: '/insights', search: '' });
    discardDashboardFirstPage();
    const queryClient = testQueryClient();
    adoptDashboardFirstPage(queryClient);
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
    renderDashboard(queryClient);
    await screen.findByRole('link', { name: 'Berlin HQ' });
    expect(listRequests(requests)).toHaveLength(2);
  });
});

/** The page as the server writes it into a page load of /insights (apps/server/src/http/spa-first-page.ts). */
function inlineFirstPage(answer: unknown): void {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = FIRST_PAGE_ELEMENT_ID;
  element.dataset.username = 'me@example.com';
  element.textContent = JSON.stringify(answer);
  document.body.append(element);
  window.history.replaceState(null, '', '/insights');
}

describe('the dashboard first page inlined into the page load (issue #21)', { timeout: 20_000 }, () => {
  afterEach(() => {
    document.getElementById(FIRST_PAGE_ELEMENT_ID)?.remove();
    removeProjectTablePreview();
    window.history.replaceState(null, '', '/');
  });

  it('is the answer the dashboard shows, without a list call, and its preview gives way to the table', async () => {
    const { requests } = stubApi([
      (request) =>
        request.path === '/insightapi/v1/projects' ? { status: 200, body: page(ENTRIES, 2) } : undefined,
      emptyTables,
    ]);
    const answer = page(ENTRIES, 10_000);
    inlineFirstPage(answer);
    expect(showProjectTablePreview(answer, 'me@example.com')).toBe(true);
    expect(screen.getAllByRole('table', { name: 'Projects' })).toHaveLength(1);
    await startDashboardFirstPage({ pathname: '/insights', search: '' });
    const queryClient = testQueryClient();
    adoptDashboardFirstPage(queryClient);
    renderDashboard(queryClient);

    await screen.findByText('10,000 projects');
    await screen.findByText('survey events');
    // The dashboard's own table (with its controls), and only it.
    expect(screen.getAllByRole('table', { name: 'Projects' })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Preview Berlin HQ' })).toBeTruthy();
    expect(document.getElementById('dashboard-first-page-preview')).toBeNull();
    expect(listRequests(requests)).toHaveLength(0);
  });

  it('when the inlined answer is not a page of projects, the dashboard asks for its first page itself', async () => {
    const { requests } = stubApi([
      (request) =>
        request.path === '/insightapi/v1/projects' ? { status: 200, body: page(ENTRIES, 2) } : undefined,
      emptyTables,
    ]);
    inlineFirstPage({ content: 'not rows' });
    await startDashboardFirstPage({ pathname: '/insights', search: '' });
    const queryClient = testQueryClient();
    adoptDashboardFirstPage(queryClient);
    renderDashboard(queryClient);

    await screen.findByRole('link', { name: 'Hamburg Depot' });
    expect(listRequests(requests)).toHaveLength(1);
  });
});
