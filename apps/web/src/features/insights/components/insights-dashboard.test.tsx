import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setSessionUser, clearSession } from '@/lib/session';
import { renderRoutes } from '@/test/render';
import { fakeUser } from '@/test/users';
import { InsightsDashboard } from './insights-dashboard';
import type { ProjectMapProps } from './project-map';
import type { SurveyEventsTableProps } from './survey-events-table';
import { emptyTables, page, projectEntry, stubApi } from './test-api';
import type { RecordedRequest, Route } from './test-api';

// Whole screens render here; on the shared CI cores their first render can take longer than the 1 s default.
configure({ asyncUtilTimeout: 5000 });

// The survey and inventory tables have their own tests; here they only need to be there with the filters.
vi.mock('./survey-events-table', () => ({
  SurveyEventsTable: (props: SurveyEventsTableProps) => (
    <p>{`survey events ${props.startDate ?? 'all'} to ${props.endDate ?? 'all'}`}</p>
  ),
}));
vi.mock('./device-counts-table', () => ({ DeviceCountsTable: () => <p>network inventory</p> }));

vi.mock('./project-map', () => ({
  ProjectMap: (props: ProjectMapProps) => (
    <div data-testid="map-stub">
      {`${props.projects.length} markers, ${props.criterion}`}
      <button
        type="button"
        onClick={() =>
          props.onBoundsChange({
            minLatitude: 47.1,
            maxLatitude: 55.2,
            minLongitude: 5.5,
            maxLongitude: 15.3,
          })
        }
      >
        draw a box
      </button>
    </div>
  ),
}));

const ME = 'ana@example.com';

const ENTRIES = [
  projectEntry({ id: 'p1', name: 'Berlin HQ', rssi: 92 }, [{ username: ME, role: 'OWNER' }]),
  projectEntry({ id: 'p2', name: 'Hamburg Depot', city: 'Hamburg', rssi: 80, status: 'IN_PROGRESS' }, [
    { username: ME, role: 'OWNER' },
    { username: 'bo@example.com', role: 'READ_USER' },
    { username: 'cy@example.com', role: 'WRITE_USER' },
  ]),
  projectEntry({ id: 'p3', name: 'Munich Lab', city: 'Munich', rssi: null }, [
    { username: 'bo@example.com', role: 'OWNER' },
    { username: ME, role: 'READ_USER' },
    { username: 'cy@example.com', role: 'READ_USER' },
  ]),
];

function projectsRoute(total: number, answer?: (request: RecordedRequest) => unknown): Route {
  return (request) =>
    request.path === '/insightapi/v1/projects'
      ? {
          status: 200,
          body: answer?.(request) ?? page(ENTRIES, total, Number(request.params.get('size') ?? 5)),
        }
      : undefined;
}

function projectRequests(requests: RecordedRequest[]): RecordedRequest[] {
  return requests.filter(
    (request) => request.path === '/insightapi/v1/projects' && request.params.get('size') !== '1000',
  );
}

function renderDashboard(initialPath = '/insights') {
  return renderRoutes(
    [
      { path: '/insights', element: <InsightsDashboard /> },
      { path: '/projects/:id', element: <p>project page</p> },
    ],
    initialPath,
  );
}

beforeEach(() => {
  setSessionUser(fakeUser({ email: ME }));
});

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

function projectsPanel(): HTMLElement {
  return screen.getByRole('region', { name: 'Projects' });
}

describe('InsightsDashboard project table', { timeout: 20_000 }, () => {
  it('loads the first project page before the survey and inventory tables start their queries', async () => {
    stubApi([
      (request) =>
        request.path === '/insightapi/v1/projects'
          ? { status: 200, body: page(ENTRIES, 3), delayMs: 200 }
          : undefined,
      emptyTables,
    ]);
    renderDashboard();
    expect(screen.queryByText('survey events all to all')).toBeNull();
    expect(screen.queryByText('network inventory')).toBeNull();
    await screen.findByRole('link', { name: 'Berlin HQ' });
    expect(await screen.findByText('survey events all to all')).toBeTruthy();
    expect(screen.getByText('network inventory')).toBeTruthy();
  });

  it('still shows the survey and inventory tables when the project list fails', async () => {
    stubApi([
      (request) =>
        request.path === '/insightapi/v1/projects' ? { status: 500, body: { message: 'boom' } } : undefined,
      emptyTables,
    ]);
    renderDashboard();
    expect(await screen.findByText('survey events all to all')).toBeTruthy();
    expect(screen.getByText('network inventory')).toBeTruthy();
  });

  it('shows the projects with user summaries, status and KPI cells coloured good above 80 and bad at 80', async () => {
    const { requests } = stubApi([projectsRoute(3), emptyTables]);
    renderDashboard();

    await screen.findByRole('link', { name: 'Berlin HQ' });
    const table = screen.getByRole('table', { name: 'Projects' });
    const rows = within(table).getAllByRole('row');
    const berlin = rows.find((row) => within(row).queryByRole('link', { name: 'Berlin HQ' }) !== null);
    const hamburg = rows.find((row) => within(row).queryByRole('link', { name: 'Hamburg Depot' }) !== null);
    const munich = rows.find((row) => within(row).queryByRole('link', { name: 'Munich Lab' }) !== null);
    expect(berlin).toBeDefined();
    expect(within(berlin as HTMLElement).getByText('Only me')).toBeTruthy();
    expect(within(hamburg as HTMLElement).getByText('Me + 2 users')).toBeTruthy();
    expect(within(munich as HTMLElement).getByText('3 users')).toBeTruthy();
    expect(within(hamburg as HTMLElement).getByText('Processing')).toBeTruthy();
    expect(
      within(berlin as HTMLElement)
        .getByText('92%')
        .closest('[data-tone]')
        ?.getAttribute('data-tone'),
    ).toBe('good');
    expect(
      within(hamburg as HTMLElement)
        .getByText('80%')
        .closest('[data-tone]')
        ?.getAttribute('data-tone'),
    ).toBe('bad');
    expect(
      within(munich as HTMLElement)
        .getByText('–')
        .closest('[data-tone]')
        ?.getAttribute('data-tone'),
    ).toBe('none');
    expect(
      within(berlin as HTMLElement)
        .getByRole('link', { name: 'Berlin HQ' })
        .getAttribute('href'),
    ).toBe('/projects/p1');

    const first = projectRequests(requests)[0];
    expect(first?.params.get('frequencyBand')).toBe('FIVE');
    expect(first?.params.get('size')).toBe('5');
    expect(first?.params.get('page')).toBe('0');
    expect(first?.params.get('includeProjectUser')).toBe('true');
  });

  it('hides SKIP_COMPUTATION projects and lists COMPLETED ones first in the default order (spec §4)', async () => {
    const mixed = [
      projectEntry({ id: 'q1', name: 'Aachen Office', status: 'IN_PROGRESS' }),
      projectEntry({ id: 'q2', name: 'Bonn Store', status: 'SKIP_COMPUTATION' }),
      projectEntry({ id: 'q3', name: 'Celle Depot', status: 'COMPLETED' }),
      projectEntry({ id: 'q4', name: 'Dresden Lab', status: 'FAILED' }),
      projectEntry({ id: 'q5', name: 'Essen Hall', status: 'COMPLETED' }),
    ];
    stubApi([projectsRoute(5, () => page(mixed, 5)), emptyTables]);
    renderDashboard('/insights?view=list');

    await screen.findByRole('link', { name: 'Celle Depot' });
    const table = screen.getByRole('table', { name: 'Projects' });
    const names = within(table)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual(['Celle Depot', 'Essen Hall', 'Aachen Office', 'Dresden Lab']);
    expect(within(table).queryByRole('link', { name: 'Bonn Store' })).toBeNull();
  });

  it('defaults to the 5 GHz band and Primary Coverage, and sends the chosen band', async () => {
    const { requests } = stubApi([projectsRoute(3), emptyTables]);
    renderDashboard();
    const bands = await screen.findByRole('group', { name: 'Frequency band' });
    expect(within(bands).getByRole('button', { name: '5 GHz' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('combobox', { name: 'Criterion' }).textContent).toBe('Primary Coverage');
    expect(await screen.findByRole('columnheader', { name: /Primary Coverage/ })).toBeTruthy();

    await userEvent.click(within(bands).getByRole('button', { name: '2.4 GHz' }));
    await waitFor(() =>
      expect(projectRequests(requests).some((request) => request.params.get('frequencyBand') === 'TWO')).toBe(
        true,
      ),
    );

    await userEvent.click(screen.getByRole('combobox', { name: 'Criterion' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Signal to Noise Ratio' }));
    expect(await screen.findByRole('columnheader', { name: /Signal to Noise Ratio/ })).toBeTruthy();
  });

  it('opens in map-and-list mode for 200 projects and list-only mode for 201', async () => {
    stubApi([projectsRoute(200), emptyTables]);
    const first = renderDashboard();
    expect(await screen.findByTestId('map-stub')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Map and list' }).getAttribute('aria-pressed')).toBe('true');
    first.unmount();

    stubApi([projectsRoute(201), emptyTables]);
    renderDashboard();
    expect(
      await screen.findByText('More than 200 projects: the dashboard opened in list-only mode.'),
    ).toBeTruthy();
    expect(screen.queryByTestId('map-stub')).toBeNull();
    expect(screen.getByRole('button', { name: 'List only' }).getAttribute('aria-pressed')).toBe('true');

    await userEvent.click(screen.getByRole('button', { name: 'Map and list' }));
    expect(await screen.findByTestId('map-stub')).toBeTruthy();
  });

  it('debounces the search and returns to the first page when the search changes', async () => {
    const { requests } = stubApi([projectsRoute(12), emptyTables]);
    renderDashboard('/insights?view=list');
    await screen.findByRole('link', { name: 'Berlin HQ' });
    await userEvent.click(within(projectsPanel()).getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(projectRequests(requests).at(-1)?.params.get('page')).toBe('1'));

    const before = projectRequests(requests).length;
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search projects' }), 'ham');
    // Typing three letters does not send three requests: one after the pause.
    await waitFor(() => expect(projectRequests(requests).at(-1)?.params.get('query')).toBe('ham'), {
      timeout: 2000,
    });
    const searches = projectRequests(requests).slice(before);
    expect(searches.map((request) => request.params.get('query'))).toEqual(['ham']);
    expect(searches[0]?.params.get('page')).toBe('0');
  });

  it('sorts by a column, toggles the direction and returns to the first page; the page size is changeable', async () => {
    const { requests } = stubApi([projectsRoute(12), emptyTables]);
    renderDashboard('/insights?view=list');
    await screen.findByRole('link', { name: 'Berlin HQ' });
    await userEvent.click(within(projectsPanel()).getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(projectRequests(requests).at(-1)?.params.get('page')).toBe('1'));

    await userEvent.click(within(projectsPanel()).getByRole('button', { name: 'Project' }));
    await waitFor(() => expect(projectRequests(requests).at(-1)?.params.get('sort')).toBe('name,asc'));
    expect(projectRequests(requests).at(-1)?.params.get('page')).toBe('0');
    await userEvent.click(within(projectsPanel()).getByRole('button', { name: /Project/ }));
    await waitFor(() => expect(projectRequests(requests).at(-1)?.params.get('sort')).toBe('name,desc'));

    await userEvent.click(within(projectsPanel()).getByRole('combobox', { name: /Rows per page/ }));
    await userEvent.click(await screen.findByRole('option', { name: '10' }));
    await waitFor(() => expect(projectRequests(requests).at(-1)?.params.get('size')).toBe('10'));
    expect(projectRequests(requests).at(-1)?.params.get('page')).toBe('0');
  });

  it('drops a slow answer of an older search when a newer one arrived first', async () => {
    stubApi([
      (request) => {
        if (request.path !== '/insightapi/v1/projects') {
          return undefined;
        }
        const query = request.params.get('query');
        if (query === 'ber') {
          return { status: 200, body: page([ENTRIES[0]], 1), delayMs: 900 };
        }
        if (query === 'berlin hq') {
          return { status: 200, body: page([projectEntry({ id: 'p9', name: 'Berlin HQ annex' })], 1) };
        }
        return { status: 200, body: page(ENTRIES, 3) };
      },
      emptyTables,
    ]);
    renderDashboard('/insights?view=list');
    await screen.findByRole('link', { name: 'Munich Lab' });
    const search = screen.getByRole('searchbox', { name: 'Search projects' });
    await userEvent.type(search, 'ber');
    await new Promise((resolve) => setTimeout(resolve, 600));
    await userEvent.type(search, 'lin hq');
    expect(await screen.findByRole('link', { name: 'Berlin HQ annex' }, { timeout: 2000 })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 900));
    expect(screen.getByRole('link', { name: 'Berlin HQ annex' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Berlin HQ' })).toBeNull();
  });

  it('shows the load failure of spec §8, and an empty table for a not-found answer', async () => {
    stubApi([
      (request) =>
        request.path === '/insightapi/v1/projects' ? { status: 500, body: { message: 'boom' } } : undefined,
      emptyTables,
    ]);
    const failed = renderDashboard('/insights?view=list');
    expect(await screen.findByText('Could not load projects')).toBeTruthy();
    failed.unmount();

    stubApi([
      (request) =>
        request.path === '/insightapi/v1/projects' ? { status: 404, body: { message: 'gone' } } : undefined,
      emptyTables,
    ]);
    renderDashboard('/insights?view=list');
    const table = await screen.findByRole('table', { name: 'Projects' });
    expect(await within(table).findByText('No data available')).toBeTruthy();
  });

  it('previews a project in a dialog with its facts and KPI scores', async () => {
    stubApi([projectsRoute(3), emptyTables]);
    renderDashboard('/insights?view=list');
    await userEvent.click(await screen.findByRole('button', { name: 'Preview Hamburg Depot' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hamburg Depot' });
    expect(within(dialog).getByText('Hamburg, Germany')).toBeTruthy();
    expect(within(dialog).getByText('Me + 2 users')).toBeTruthy();
    expect(within(dialog).getByText('Measured project')).toBeTruthy();
    expect(within(dialog).getByText('Network Health')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Open project' }));
    expect(await screen.findByText('project page')).toBeTruthy();
  });

  it('shows the survey date range in the date fields and sends a chosen range', async () => {
    const { requests } = stubApi([projectsRoute(3), emptyTables]);
    renderDashboard('/insights?view=list');
    const from = await screen.findByLabelText<HTMLInputElement>('From');
    await waitFor(() => expect(from.value).toBe('2025-01-10'));
    expect(screen.getByLabelText<HTMLInputElement>('To').value).toBe('2025-09-01');
    // The default range is the whole survey range: no dates are sent.
    expect(projectRequests(requests)[0]?.params.has('startDate')).toBe(false);

    fireEvent.change(from, { target: { value: '2025-03-01' } });
    await waitFor(() => expect(projectRequests(requests).at(-1)?.params.get('startDate')).toBe('2025-03-01'));
    expect(projectRequests(requests).at(-1)?.params.get('endDate')).toBe('2025-09-01');
    expect(await screen.findByText('survey events 2025-03-01 to 2025-09-01')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'All survey dates' })).toBeTruthy();
  });

  it('loads every project for the map markers and filters the list by a drawn or followed map area', async () => {
    const { requests } = stubApi([
      projectsRoute(12, (request) => (request.params.has('minLatitude') ? page([ENTRIES[0]], 1) : undefined)),
      emptyTables,
    ]);
    renderDashboard();
    expect(await screen.findByText('3 markers, rssi')).toBeTruthy();
    const markerRequest = requests.find(
      (request) => request.path === '/insightapi/v1/projects' && request.params.get('size') === '1000',
    );
    expect(markerRequest?.params.has('minLatitude')).toBe(false);
    expect(markerRequest?.params.has('query')).toBe(false);

    await userEvent.click(within(projectsPanel()).getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(projectRequests(requests).at(-1)?.params.get('page')).toBe('1'));
    await userEvent.click(screen.getByRole('button', { name: 'draw a box' }));
    await waitFor(() => expect(projectRequests(requests).at(-1)?.params.get('minLatitude')).toBe('47.1'));
    const bounded = projectRequests(requests).at(-1);
    expect(bounded?.params.get('maxLatitude')).toBe('55.2');
    expect(bounded?.params.get('minLongitude')).toBe('5.5');
    expect(bounded?.params.get('maxLongitude')).toBe('15.3');
    expect(bounded?.params.get('page')).toBe('0');

    await waitFor(() =>
      expect(within(projectsPanel()).queryByRole('link', { name: 'Munich Lab' })).toBeNull(),
    );
    expect(within(projectsPanel()).getByText('1 project')).toBeTruthy();
    await userEvent.click(
      within(projectsPanel()).getByRole('button', { name: 'Show all, not only the map area' }),
    );
    expect(await within(projectsPanel()).findByRole('link', { name: 'Munich Lab' })).toBeTruthy();
  });
});
