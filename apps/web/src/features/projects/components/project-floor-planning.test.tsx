import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes, testConfig } from '@/test/render';
import { PROJECT, kpis, projectRoutes, stubApi } from '../test/fake-api';
import type { Route } from '../test/fake-api';
import { NO_REQUIREMENTS, planningRoutes } from '../test/planning-fixtures';
import { ProjectFloorPlanPage } from './project-floor-plan-page';
import type { FloorHeatmapSlot, PredictedKpisSlot, ProjectSlots } from './project-slots';

// Whole screens render here; on the shared CI cores their first render can take longer than the 1 s default.
configure({ asyncUtilTimeout: 10_000 });

const imageRoute: Route = (request) =>
  request.path === '/projectapi/v1/projects/p1/imageFiles/img1'
    ? { status: 200, body: { url: '/blobs/plan-1.png' } }
    : undefined;

const SLOTS: ProjectSlots = {
  renderHeatmap: () => <div data-testid="heatmap-slot" />,
  renderHeatmapLegend: () => <p>legend here</p>,
};

function renderFloor(entry = '/projects/p1/3') {
  return renderRoutes(
    [{ path: '/projects/:projectId/:floorPlanRowId', element: <ProjectFloorPlanPage slots={SLOTS} /> }],
    entry,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('Floor view planning (issue #18)', { timeout: 40_000 }, () => {
  it('shows the floor’s and each of its areas’ pass rates per criterion, with the requirement of each area', async () => {
    stubApi([planningRoutes(), projectRoutes(), imageRoute]);
    renderFloor();
    const table = await screen.findByRole('table', { name: 'Pass rates per area' });
    const rows = within(table).getAllByRole('row').slice(1);
    // The floor, then its two areas; the upstairs area belongs to another floor.
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      'Ground floor (whole floor)',
      'ReceptionRequirement: Voice',
      'StorageRequirement: Data',
    ]);
    const storage = rows[2] as HTMLElement;
    expect(within(storage).getByText('35% Fail').getAttribute('data-tone')).toBe('bad');
    expect(within(storage).getByText('Signal strength \u221272 dBm')).toBeTruthy();
    expect(within(storage).getByText('Signal to noise ratio +25 dB')).toBeTruthy();
    expect(within(storage).getByText('50% Fail')).toBeTruthy();
    expect(
      within(rows[1] as HTMLElement)
        .getByText('97% Pass')
        .getAttribute('data-tone'),
    ).toBe('good');
  });

  it('applies the "View as" profile from the URL to the pass rates and names it', async () => {
    const { requests } = stubApi([planningRoutes(), projectRoutes(), imageRoute]);
    renderFloor('/projects/p1/3?deviceProfile=builtin-smartphone&band=TWO');
    const table = await screen.findByRole('table', { name: 'Pass rates per area' });
    expect(await within(table).findByText('61% Fail')).toBeTruthy();
    const call = requests.find(
      (request) => request.path === '/insightapi/v1/projects/p1/requirementPassRates',
    );
    expect(call?.params.get('deviceProfileId')).toBe('builtin-smartphone');
    expect(call?.params.get('frequencyBand')).toBe('TWO');
    expect(screen.getByRole('combobox', { name: 'View as' }).textContent).toBe(
      'Smartphone (\u221210 dB at 2.4 GHz)',
    );
    expect(screen.getByText(/At 2.4 GHz, viewed as Smartphone \(\u221210 dB at 2.4 GHz\)/)).toBeTruthy();

    await userEvent.click(screen.getByRole('combobox', { name: 'View as' }));
    await userEvent.click(await screen.findByRole('option', { name: /No device offset/ }));
    await waitFor(() =>
      expect(
        requests
          .filter((request) => request.path === '/insightapi/v1/projects/p1/requirementPassRates')
          .at(-1)
          ?.params.has('deviceProfileId'),
      ).toBe(false),
    );
  });

  it('says when the project has no requirements', async () => {
    stubApi([
      planningRoutes({ passRates: () => ({ status: 200, body: NO_REQUIREMENTS }) }),
      projectRoutes(),
      imageRoute,
    ]);
    renderFloor();
    expect(
      await screen.findByText(
        'No requirements to evaluate: this project has no requirement criteria at 5 GHz.',
      ),
    ).toBeTruthy();
  });

  it('draws the floor’s attenuation areas in their type colour with a legend, and hides them with the switch', async () => {
    const { requests } = stubApi([planningRoutes(), projectRoutes(), imageRoute]);
    renderFloor();
    const layer = await screen.findByRole('img', {
      name: 'Attenuation areas: 3 (Warehouse Rack, Machinery)',
    });
    const polygons = [...layer.querySelectorAll('polygon')];
    expect(
      polygons.map((polygon) => [polygon.getAttribute('data-type-name'), polygon.getAttribute('fill')]),
    ).toEqual([
      ['Warehouse Rack', '#A34A28'],
      ['Warehouse Rack', '#A34A28'],
      // A colour that is not a plain hex colour is never written into the drawing.
      ['Machinery', '#6d6d6d'],
    ]);
    const legend = screen.getByRole('figure', { name: 'Attenuation areas' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Warehouse Rack · 5 dB/m at 5 GHz · 2 areas', 'Machinery · 8 dB/m at 5 GHz']);
    const call = requests.find(
      (request) =>
        request.path === '/projectapi/v1/projects/p1/batch' &&
        request.params.getAll('poTypes').includes('ATTENUATION_AREA'),
    );
    expect(call?.params.getAll('poTypes')).toEqual(['ATTENUATION_AREA', 'ATTENUATION_AREA_TYPE']);

    await userEvent.click(screen.getByRole('switch', { name: 'Attenuation areas' }));
    expect(screen.queryByTestId('attenuation-areas')).toBeNull();
    expect(screen.queryByRole('figure', { name: 'Attenuation areas' })).toBeNull();
    await userEvent.click(screen.getByRole('switch', { name: 'Attenuation areas' }));
    expect(screen.getByTestId('attenuation-areas')).toBeTruthy();
  });
});

describe('Floor view planning heatmaps (issue #18)', { timeout: 40_000 }, () => {
  function renderWithSlot(entry: string) {
    const seen: FloorHeatmapSlot[] = [];
    const slots: ProjectSlots = {
      renderHeatmap: (slot) => {
        seen.push(slot);
        return <div data-testid="heatmap-slot" />;
      },
      renderHeatmapLegend: () => <p>legend here</p>,
    };
    const result = renderRoutes(
      [{ path: '/projects/:projectId/:floorPlanRowId', element: <ProjectFloorPlanPage slots={slots} /> }],
      entry,
    );
    return { ...result, seen };
  }

  it('asks for a multi-floor prediction and the new types, keeping both in the URL', async () => {
    stubApi([planningRoutes(), projectRoutes(), imageRoute]);
    const { seen, router } = renderWithSlot('/projects/p1/3');
    await screen.findByTestId('heatmap-slot');
    expect(seen.at(-1)?.request.signalPrediction).toBe('off');
    const prediction = screen.getByRole('group', { name: 'Signal prediction' });
    await userEvent.click(within(prediction).getByRole('button', { name: 'Multi-floor' }));
    await waitFor(() => expect(seen.at(-1)?.request.signalPrediction).toBe('multi-floor'));
    expect(new URLSearchParams(router.state.location.search).get('prediction')).toBe('multi-floor');

    await userEvent.click(screen.getByRole('combobox', { name: 'Heatmap' }));
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(
      expect.arrayContaining([
        'Requirement (pass / fail)',
        'Capacity (airtime)',
        'Access Point Count',
        'Difference (before / after)',
      ]),
    );
    await userEvent.click(within(listbox).getByRole('option', { name: 'Capacity (airtime)' }));
    await waitFor(() => expect(seen.at(-1)?.request.type).toBe('capacity'));
    expect(seen.at(-1)?.request.compareTo).toBeUndefined();
    expect(screen.queryByRole('group', { name: 'Compare with' })).toBeNull();
  });

  it('compares a difference heatmap with the prediction by default, or with an earlier date range once chosen', async () => {
    stubApi([planningRoutes(), projectRoutes(), imageRoute]);
    const { seen, router } = renderWithSlot('/projects/p1/3?heatmap=difference');
    await screen.findByTestId('heatmap-slot');
    expect(seen.at(-1)?.request).toMatchObject({ type: 'difference', compareTo: 'prediction' });

    const compare = screen.getByRole('group', { name: 'Compare with' });
    await userEvent.click(within(compare).getByRole('button', { name: 'Earlier dates' }));
    // Until both dates are chosen there is nothing to ask for: no heatmap, and the page says why.
    expect(await screen.findByText('Choose both dates of the range to compare with.')).toBeTruthy();
    expect(screen.queryByTestId('heatmap-slot')).toBeNull();
    fireEvent.change(screen.getByLabelText('Compare from'), { target: { value: '2025-08-01' } });
    fireEvent.change(screen.getByLabelText('Compare to'), { target: { value: '2025-08-15' } });
    await screen.findByTestId('heatmap-slot');
    expect(seen.at(-1)?.request.compareTo).toEqual({ startDate: '2025-08-01', endDate: '2025-08-15' });
    // The server compares every later survey with the range: the page says so.
    expect(screen.getByText(/surveys started in these dates are the baseline/)).toBeTruthy();
    const search = new URLSearchParams(router.state.location.search);
    expect([search.get('compare'), search.get('compareFrom'), search.get('compareTo')]).toEqual([
      'dates',
      '2025-08-01',
      '2025-08-15',
    ]);
  });

  it('sends the "View as" profile with the heatmap and names it for the legend', async () => {
    stubApi([planningRoutes(), projectRoutes(), imageRoute]);
    const { seen } = renderWithSlot('/projects/p1/3?deviceProfile=dp-scanner');
    await screen.findByRole('table', { name: 'Pass rates per area' });
    await waitFor(() => expect(seen.at(-1)?.request.deviceProfileId).toBe('dp-scanner'));
    expect(seen.at(-1)?.viewedAs).toBe('Barcode scanner (\u22126 dB at 5 GHz)');
  });
});

describe('A design floor’s KPIs', { timeout: 40_000 }, () => {
  it('are predicted from the planned APs of this floor, and labelled so', async () => {
    const noScores = {
      ...kpis(null, null, 0),
      secondaryRssi: { value: null },
      snr: { value: null },
      channelInterference: { value: null },
    };
    stubApi([
      (request) =>
        request.path === '/insightapi/v1/projects/p1/floorPlans/f1/kpis'
          ? {
              status: 200,
              body: [{ areaId: null, areaRowId: null, areaName: 'Ground floor', kpis: noScores }],
            }
          : undefined,
      projectRoutes({ ...PROJECT, projectType: 'SIMULATED' }),
      imageRoute,
      planningRoutes(),
    ]);
    const seen: PredictedKpisSlot[] = [];
    const predicted = { ...kpis(77, 66, 1), channelInterference: { value: 100 } };
    const slots: ProjectSlots = {
      ...SLOTS,
      renderPredictedKpis: (slot) => (
        seen.push(slot),
        slot.render({ project: predicted, floors: new Map([['f1', predicted]]) })
      ),
    };
    renderRoutes(
      [{ path: '/projects/:projectId/:floorPlanRowId', element: <ProjectFloorPlanPage slots={slots} /> }],
      '/projects/p1/3?band=TWO',
      { config: testConfig({ featureFlags: { ...testConfig().featureFlags, designProject: true } }) },
    );
    const panels = await screen.findByRole('list', { name: 'Predicted floor KPIs' });
    expect(within(panels).getByText('77%')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Floor KPIs (predicted)' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Floor KPIs' })).toBeNull();
    expect(seen.at(-1)?.floorIds).toEqual(['f1']);
    expect(seen.at(-1)?.radioBand).toBe('2.4');
    expect(seen.at(-1)?.projectVersion).toBe(PROJECT.projectVersion);
  });
});
