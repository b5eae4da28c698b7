import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DESIGN_PROJECT_DISABLED } from '@airlens/domain';
import { renderRoutes, testConfig } from '@/test/render';
import { FLOORS, PROJECT, projectRoutes, stubApi } from '../test/fake-api';
import type { DailyHealthChartProps } from './daily-health-chart';
import { ProjectDashboardPage } from './project-dashboard-page';
import { KPI_LOADING_WORD } from './project-kpi-panels';
import type { PredictedKpisSlot, ProjectSlots } from './project-slots';

// Whole screens render here; on the shared CI cores their first render can take longer than the 1 s default.
configure({ asyncUtilTimeout: 5000 });

vi.mock('./daily-health-chart', () => ({
  DailyHealthChart: ({ days }: DailyHealthChartProps) => (
    <ol aria-label="Daily health days">
      {days.map((day) => (
        <li key={day.date}>{`${day.date}: ${day.value}`}</li>
      ))}
    </ol>
  ),
}));

const SLOTS: ProjectSlots = {
  renderSurveyEvents: (slot) => <p>{`surveys of ${slot.projectId}, floor ${String(slot.floorPlanRowId)}`}</p>,
  renderDeviceCounts: (slot) => <p>{`devices of ${slot.projectId}`}</p>,
  renderProjectActions: (project) => <button type="button">{`Share ${project.name}`}</button>,
};

function renderPage(
  entry = '/projects/p1',
  config = testConfig({ featureFlags: { ...testConfig().featureFlags, designProject: true } }),
) {
  return renderRoutes(
    [{ path: '/projects/:projectId', element: <ProjectDashboardPage slots={SLOTS} /> }],
    entry,
    { config },
  );
}

afterEach(() => vi.unstubAllGlobals());

/** A design project's KPI set with every criterion at `value`. */
const designKpis = (value: number | null) => ({
  rssi: { value },
  secondaryRssi: { value },
  snr: { value },
  channelInterference: { value },
  networkHealth: { value },
  average: { value },
  issues: 0,
});

/** The API of a design project: no measured KPIs (a design has no survey data). */
function stubDesignProject() {
  stubApi([
    (request) =>
      request.path === '/insightapi/v1/projects/p1/kpis'
        ? {
            status: 200,
            body: [{ projectId: 'p1', projectRowId: 1, projectName: 'Berlin HQ', kpis: designKpis(null) }],
          }
        : undefined,
    projectRoutes({ ...PROJECT, projectType: 'SIMULATED' }),
  ]);
}

describe('ProjectDashboardPage', { timeout: 20_000 }, () => {
  it('shows the project, its KPI panels, floor KPIs with links, daily health and the composed sections', async () => {
    const { requests } = stubApi([projectRoutes()]);
    renderPage('/projects/p1?band=TWO');
    expect(await screen.findByRole('heading', { level: 1, name: 'Berlin HQ' })).toBeTruthy();
    expect(screen.getByText('Measured project')).toBeTruthy();
    expect(screen.getByText('· Berlin, Germany')).toBeTruthy();

    const panels = await screen.findByRole('list', { name: 'Project KPIs' });
    await within(panels).findByText('92%');
    const items = within(panels).getAllByRole('listitem');
    expect(items).toHaveLength(6);
    expect(items[0]?.getAttribute('data-tone')).toBe('good');
    expect(items[4]?.textContent).toContain('Network Health');
    expect(items[4]?.getAttribute('data-tone')).toBe('bad');

    const floors = await screen.findByRole('table', { name: 'Floor KPIs' });
    const link = await within(floors).findByRole('link', { name: 'First floor' });
    expect(link.getAttribute('href')).toBe('/projects/p1/4?band=TWO');
    expect(await screen.findByText('2025-09-01: 88')).toBeTruthy();
    expect(screen.getByText('surveys of p1, floor null')).toBeTruthy();
    expect(screen.getByText('devices of p1')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Share Berlin HQ' })).toBeTruthy();

    const kpiRequest = requests.find((request) => request.path === '/insightapi/v1/projects/p1/kpis');
    expect(kpiRequest?.params.get('frequencyBand')).toBe('TWO');
    expect(screen.getByRole('button', { name: '2.4 GHz' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('reloads the KPIs for another band and sorts floors by a KPI', async () => {
    const { requests } = stubApi([projectRoutes()]);
    renderPage();
    const floors = await screen.findByRole('table', { name: 'Floor KPIs' });
    await within(floors).findByRole('link', { name: 'Ground floor' });
    await userEvent.click(screen.getByRole('button', { name: '2.4 GHz' }));
    await waitFor(() =>
      expect(
        requests.some(
          (request) =>
            request.path === '/insightapi/v1/projects/p1/floorPlanKpis' &&
            request.params.get('frequencyBand') === 'TWO',
        ),
      ).toBe(true),
    );
    await userEvent.click(within(floors).getByRole('button', { name: 'Network Health' }));
    const names = () =>
      within(floors)
        .getAllByRole('link')
        .map((row) => row.textContent);
    await waitFor(() => expect(names()).toEqual(['First floor', 'Ground floor']));
  });

  it('shows a design project’s predicted KPIs, labelled as predicted, instead of empty measured ones', async () => {
    stubDesignProject();
    const seen: PredictedKpisSlot[] = [];
    const slots: ProjectSlots = {
      ...SLOTS,
      renderPredictedKpis: (slot) => (
        seen.push(slot),
        slot.render({
          project: designKpis(93),
          floors: new Map([
            ['f1', designKpis(71)],
            ['f2', designKpis(64)],
          ]),
        })
      ),
    };
    renderRoutes(
      [{ path: '/projects/:projectId', element: <ProjectDashboardPage slots={slots} /> }],
      '/projects/p1?band=TWO',
      { config: testConfig({ featureFlags: { ...testConfig().featureFlags, designProject: true } }) },
    );
    const predicted = await screen.findByRole('list', { name: 'Predicted project KPIs' });
    expect(within(predicted).getAllByText('93%')).toHaveLength(6);
    expect(screen.getByRole('heading', { level: 2, name: 'Project KPIs (predicted)' })).toBeTruthy();
    expect(screen.getByText(/^Predicted from the planned access points at 2\.4 GHz/)).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Project KPIs' })).toBeNull();
    // Each floor's row holds its own predicted KPIs, not the empty measured ones.
    expect(screen.getByRole('heading', { level: 2, name: 'Floors (predicted)' })).toBeTruthy();
    const floors = screen.getByRole('table', { name: 'Predicted floor KPIs' });
    const rowOf = (name: string) =>
      within(floors)
        .getAllByRole('row')
        .find((row) => row.textContent?.startsWith(name));
    expect(within(rowOf('Ground floor') as HTMLElement).getAllByText('71%')).toHaveLength(5);
    expect(within(rowOf('First floor') as HTMLElement).getAllByText('64%')).toHaveLength(5);
    expect(screen.queryByRole('table', { name: 'Floor KPIs' })).toBeNull();
    expect(seen.at(-1)?.floorIds).toEqual(['f1', 'f2']);
    expect(seen.at(-1)?.radioBand).toBe('2.4');
    expect(seen.at(-1)?.projectVersion).toBe(PROJECT.projectVersion);
  });

  it('says the predicted KPIs are loading while their heatmaps are computed, not that there is no data', async () => {
    stubDesignProject();
    const slots: ProjectSlots = { ...SLOTS, renderPredictedKpis: (slot) => slot.render(null) };
    renderRoutes(
      [{ path: '/projects/:projectId', element: <ProjectDashboardPage slots={slots} /> }],
      '/projects/p1',
      { config: testConfig({ featureFlags: { ...testConfig().featureFlags, designProject: true } }) },
    );
    const predicted = await screen.findByRole('list', { name: 'Predicted project KPIs' });
    expect(predicted.getAttribute('aria-busy')).toBe('true');
    expect(within(predicted).getAllByText(KPI_LOADING_WORD)).toHaveLength(6);
    expect(within(predicted).queryByText('No data')).toBeNull();
  });

  it('keeps a measured project’s KPIs measured, without predicting', async () => {
    stubApi([projectRoutes()]);
    const seen: PredictedKpisSlot[] = [];
    const slots: ProjectSlots = { ...SLOTS, renderPredictedKpis: (slot) => (seen.push(slot), null) };
    renderRoutes(
      [{ path: '/projects/:projectId', element: <ProjectDashboardPage slots={slots} /> }],
      '/projects/p1',
    );
    await within(await screen.findByRole('list', { name: 'Project KPIs' })).findByText('92%');
    expect(seen).toEqual([]);
  });

  it("says 'This is design project.' when the server refuses a design project", async () => {
    stubApi([
      (request) =>
        request.path === '/insightapi/v1/projects/p1'
          ? { status: 404, body: { message: DESIGN_PROJECT_DISABLED } }
          : undefined,
    ]);
    renderPage();
    expect(await screen.findByText(DESIGN_PROJECT_DISABLED)).toBeTruthy();
  });

  it('hides a design project itself while the design-project flag is off', async () => {
    stubApi([projectRoutes({ ...PROJECT, projectType: 'SIMULATED' })]);
    renderPage('/projects/p1', testConfig());
    expect(await screen.findByText(DESIGN_PROJECT_DISABLED)).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Project KPIs' })).toBeNull();
  });

  it('shows not found for a project that is not there, and the spec text for other failures', async () => {
    stubApi([]);
    const missing = renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Project not found' })).toBeTruthy();
    missing.unmount();

    stubApi([
      (request) =>
        request.path === '/insightapi/v1/projects/p1'
          ? { status: 500, body: { message: 'boom' } }
          : undefined,
    ]);
    renderPage();
    expect(await screen.findByText('Could not load project data')).toBeTruthy();
  });

  it('marks a floor without a scale "Not scaled" in the floor list', async () => {
    stubApi([
      (request) =>
        request.path === '/insightapi/v1/projects/p1/floorPlans'
          ? {
              status: 200,
              body: FLOORS.map((floor) => (floor.id === 'f2' ? { ...floor, metersPerUnit: null } : floor)),
            }
          : undefined,
      projectRoutes(),
    ]);
    renderPage();
    const floors = await screen.findByRole('table', { name: 'Floor KPIs' });
    const firstFloor = (await within(floors).findByRole('link', { name: 'First floor' })).closest('tr');
    const groundFloor = within(floors).getByRole('link', { name: 'Ground floor' }).closest('tr');
    await waitFor(() => expect(firstFloor?.textContent).toContain('Not scaled'));
    expect(groundFloor?.textContent).not.toContain('Not scaled');
  });
});
