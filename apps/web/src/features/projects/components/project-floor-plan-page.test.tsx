import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FLOOR_NOT_SCALED_MESSAGE, UNKNOWN_SSID_LABEL } from '@airlens/domain';
import { renderRoutes, testConfig } from '@/test/render';
import { FLOORS, PROJECT, projectRoutes, stubApi } from '../test/fake-api';
import type { Route } from '../test/fake-api';
import { ProjectFloorPlanPage } from './project-floor-plan-page';
import type { FloorHeatmapSlot, ProjectSlots } from './project-slots';

// Whole screens render here; on the shared CI cores their first render can take longer than the 1 s default.
configure({ asyncUtilTimeout: 5000 });

const BATCH = {
  accessPoints: [
    { id: 'ap1', name: 'AP-Lobby', mine: true, location: { floorPlanId: 'f1', coord: { x: 400, y: 300 } } },
    {
      id: 'ap2',
      name: 'AP-Hidden',
      mine: true,
      hidden: true,
      location: { floorPlanId: 'f1', coord: { x: 10, y: 10 } },
    },
    { id: 'ap3', name: 'AP-Upstairs', mine: true, location: { floorPlanId: 'f2', coord: { x: 10, y: 10 } } },
    { id: 'ap4', name: 'AP-Unplaced', mine: false },
  ],
  areas: [
    {
      id: 'a1',
      floorPlanId: 'f1',
      name: 'Reception',
      area: [
        { x: 100, y: 100 },
        { x: 500, y: 100 },
        { x: 500, y: 400 },
      ],
    },
    { id: 'a2', floorPlanId: 'f2', name: 'Upstairs lab', area: [{ x: 1, y: 1 }] },
  ],
  accessPointMeasurements: [{ id: 'm1', mac: '00:11', ssid: 'corp' }],
  measuredRadios: [{ id: 'r1', accessPointId: 'ap1', accessPointMeasurementIds: ['m1'] }],
};

const INSPECT = {
  samples: [
    {
      x: 1000,
      y: 500,
      distanceMeters: 1.24,
      radios: [
        {
          apId: 'ap1',
          apName: 'AP-Lobby',
          ssid: 'corp',
          bssid: null,
          channel: 36,
          band: 'FIVE',
          rssiDbm: -52,
          snrDb: 41,
          isServing: true,
        },
        {
          apId: 'n1',
          apName: null,
          bssid: 'aa:bb:cc:dd:ee:ff',
          ssid: '',
          channel: 40,
          band: 'FIVE',
          rssiDbm: -78,
          snrDb: 15,
          isServing: false,
        },
      ],
    },
  ],
};

const floorRoutes: Route = (request) => {
  if (request.path === '/projectapi/v1/projects/p1/batch') {
    return { status: 200, body: BATCH };
  }
  if (request.path === '/projectapi/v1/projects/p1/imageFiles/img1') {
    return { status: 200, body: { url: '/blobs/plan-1.png' } };
  }
  if (request.path === '/insightapi/v1/projects/p1/floorPlans/f1/kpis') {
    return {
      status: 200,
      body: [
        {
          areaId: null,
          areaRowId: null,
          areaName: 'Ground floor',
          kpis: {
            rssi: { value: 91 },
            secondaryRssi: { value: null },
            snr: { value: null },
            channelInterference: { value: null },
            networkHealth: { value: 50 },
            average: { value: null },
            issues: 1,
          },
        },
      ],
    };
  }
  if (request.path === '/insightapi/v1/projects/p1/floorPlans/f1/areaKpis') {
    return {
      status: 200,
      body: [
        {
          areaId: 'a1',
          areaRowId: 1,
          areaName: 'Lobby',
          kpis: {
            rssi: { value: 99 },
            secondaryRssi: { value: null },
            snr: { value: null },
            channelInterference: { value: null },
            networkHealth: { value: 81 },
            average: { value: null },
            issues: 0,
          },
        },
      ],
    };
  }
  return undefined;
};

/** The first floor without a scale, and the caller's access to the project. */
function unscaledFloorRoutes(canWrite: boolean): Route {
  return (request) => {
    if (request.path === '/insightapi/v1/projects/p1/floorPlans') {
      return {
        status: 200,
        body: FLOORS.map((floor) => (floor.id === 'f1' ? { ...floor, metersPerUnit: null } : floor)),
      };
    }
    if (request.path === '/shareapi/v1/projects/p1/access') {
      const role = canWrite ? 'WRITE_USER' : 'READ_USER';
      return {
        status: 200,
        body: { projectId: 'p1', role, isGuest: false, canWrite, canShare: false, isOwner: false },
      };
    }
    return undefined;
  };
}

function renderFloor(slots: ProjectSlots, entry = '/projects/p1/3') {
  return renderRoutes(
    [{ path: '/projects/:projectId/:floorPlanRowId', element: <ProjectFloorPlanPage slots={slots} /> }],
    entry,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('ProjectFloorPlanPage', { timeout: 20_000 }, () => {
  it('draws the plan image with the heatmap slot and the names of the placed, visible APs of this floor', async () => {
    const { requests } = stubApi([projectRoutes(), floorRoutes]);
    const seen: FloorHeatmapSlot[] = [];
    renderFloor({
      renderHeatmap: (slot) => {
        seen.push(slot);
        return <div data-testid="heatmap-slot" />;
      },
      renderHeatmapLegend: () => <p>legend here</p>,
      renderSurveyEvents: (slot) => <p>{`surveys of floor ${String(slot.floorPlanRowId)}`}</p>,
    });
    const image = await screen.findByRole('img', { name: 'Ground floor floor plan' });
    expect(image.getAttribute('src')).toBe('/blobs/plan-1.png');
    expect(screen.getByTestId('heatmap-slot')).toBeTruthy();
    expect(screen.getByText('legend here')).toBeTruthy();
    expect(screen.getByText('surveys of floor 3')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('AP-Lobby')).toBeTruthy());
    expect(screen.queryByText('AP-Hidden')).toBeNull();
    expect(screen.queryByText('AP-Upstairs')).toBeNull();
    expect(screen.getByText('1 access points on this floor · 100 m × 50 m')).toBeTruthy();
    const last = seen.at(-1);
    expect(last?.request).toEqual({
      type: 'primary-coverage',
      accuracy: 'very',
      requirementGreyOut: true,
      mode: 'smooth',
      radioBand: '5',
      legend: true,
      onlyMyAps: true,
      signalPrediction: 'off',
      radioIds: null,
    });
    expect(last?.projectVersion).toBe(3);
    expect(
      requests
        .find((request) => request.path === '/projectapi/v1/projects/p1/batch')
        ?.params.getAll('poTypes'),
    ).toEqual([
      'ACCESS_POINT_MEASUREMENT',
      'ACCESS_POINT',
      'AREA',
      'BUILDING',
      'FLOOR_PLAN',
      'MEASURED_RADIO',
      'PROJECT_CONFIGURATION',
      'SCAN_DEVICE_INFORMATION',
      'SURVEY',
      'WIFI_ADAPTER_INFORMATION',
      'SIMULATED_RADIO',
      'TAG_KEY',
    ]);
    expect(await screen.findByRole('table', { name: 'Area KPIs' })).toBeTruthy();
    expect(await screen.findByText('Lobby')).toBeTruthy();
  });

  it('chooses the band on the floor page itself, keeps it in the URL and says which band it shows', async () => {
    stubApi([projectRoutes(), floorRoutes]);
    const seen: FloorHeatmapSlot[] = [];
    renderFloor({ renderHeatmap: (slot) => (seen.push(slot), null) }, '/projects/p1/3?band=FIVE');
    await screen.findByRole('img', { name: 'Ground floor floor plan' });
    expect(screen.getByText('Ground floor · 5 GHz')).toBeTruthy();
    expect(screen.getByRole('button', { name: '5 GHz' }).getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: '2.4 GHz' }));
    await waitFor(() => expect(seen.at(-1)?.request.radioBand).toBe('2.4'));
    expect(seen.at(-1)?.band).toBe('TWO');
    expect(screen.getByText('Ground floor · 2.4 GHz')).toBeTruthy();
    expect(screen.getByRole('button', { name: '2.4 GHz' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('changes the heatmap type, detail and opacity, and hides AP names', async () => {
    stubApi([projectRoutes(), floorRoutes]);
    const seen: FloorHeatmapSlot[] = [];
    renderFloor({ renderHeatmap: (slot) => (seen.push(slot), null) });
    await screen.findByRole('img', { name: 'Ground floor floor plan' });
    await userEvent.click(screen.getByRole('combobox', { name: 'Heatmap' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Signal to Noise Ratio' }));
    await waitFor(() => expect(seen.at(-1)?.request.type).toBe('snr'));
    await userEvent.click(screen.getByRole('button', { name: 'Detailed' }));
    await waitFor(() => expect(seen.at(-1)?.request.mode).toBe('detailed'));
    fireEvent.keyDown(screen.getByRole('slider', { name: 'Opacity' }), { key: 'End' });
    await waitFor(() => expect(seen.at(-1)?.opacity).toBe(1));
    await waitFor(() => expect(screen.getByText('AP-Lobby')).toBeTruthy());
    await userEvent.click(screen.getByRole('switch', { name: 'AP names' }));
    expect(screen.queryByText('AP-Lobby')).toBeNull();
  });

  it('outlines the floor’s coverage areas with their names, hands the names to the legend and hides them on request', async () => {
    stubApi([projectRoutes(), floorRoutes]);
    const seen: FloorHeatmapSlot[] = [];
    renderFloor({ renderHeatmap: (slot) => (seen.push(slot), null) });
    const outlines = await screen.findByRole('img', { name: 'Coverage areas: Reception' });
    expect(outlines.querySelector('polygon')?.getAttribute('points')).toBe('100,100 500,100 500,400');
    expect(within(outlines).getByText('Reception')).toBeTruthy();
    await waitFor(() => expect(seen.at(-1)?.areaNames).toEqual({ a1: 'Reception' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Areas' }));
    expect(screen.queryByRole('img', { name: /^Coverage areas/ })).toBeNull();
    await userEvent.click(screen.getByRole('switch', { name: 'Areas' }));
    expect(screen.getByRole('img', { name: 'Coverage areas: Reception' })).toBeTruthy();
  });

  it('filters the heatmap by SSID and access point, keeps the choice in the URL and names it over the plan', async () => {
    stubApi([projectRoutes(), floorRoutes]);
    const seen: FloorHeatmapSlot[] = [];
    const { router } = renderRoutes(
      [
        {
          path: '/projects/:projectId/:floorPlanRowId',
          element: <ProjectFloorPlanPage slots={{ renderHeatmap: (slot) => (seen.push(slot), null) }} />,
        },
      ],
      '/projects/p1/3',
      { config: testConfig({ featureFlags: { ...testConfig().featureFlags, ssidDropdown: true } }) },
    );
    await screen.findByText('AP-Lobby');
    expect(seen.at(-1)?.request.radioIds).toBeNull();
    await userEvent.click(screen.getByRole('combobox', { name: 'SSID' }));
    await userEvent.click(await screen.findByRole('option', { name: 'corp' }));
    await waitFor(() => expect(seen.at(-1)?.request.radioIds).toEqual(['ap1|TWO', 'ap1|FIVE', 'ap1|SIX']));
    expect(router.state.location.search).toContain('ssid=corp');
    expect(screen.getByText('Ground floor · 5 GHz · SSID corp · 1 of 1 APs')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Show all radios' }));
    await waitFor(() => expect(seen.at(-1)?.request.radioIds).toBeNull());
    expect(router.state.location.search).not.toContain('ssid');
  });

  it('offers the access point filter without the SSID one while the SSID dropdown flag is off', async () => {
    stubApi([projectRoutes(), floorRoutes]);
    const seen: FloorHeatmapSlot[] = [];
    renderFloor({ renderHeatmap: (slot) => (seen.push(slot), null) }, '/projects/p1/3?ssid=corp');
    await screen.findByText('AP-Lobby');
    expect(screen.queryByRole('combobox', { name: 'SSID' })).toBeNull();
    expect(seen.at(-1)?.request.radioIds).toBeNull();
    await userEvent.click(screen.getByRole('combobox', { name: 'Access points' }));
    await userEvent.click(await screen.findByRole('option', { name: 'AP-Lobby' }));
    await waitFor(() => expect(seen.at(-1)?.request.radioIds).toEqual(['ap1|TWO', 'ap1|FIVE', 'ap1|SIX']));
  });

  it('inspects the point under the keyboard crosshair and lists what was heard there', async () => {
    const { requests } = stubApi([
      projectRoutes(),
      floorRoutes,
      (request) =>
        request.path === '/heatmapapi/v1/projects/p1/floor-plans/f1/inspect'
          ? { status: 200, body: INSPECT }
          : undefined,
    ]);
    renderFloor({});
    await screen.findByRole('img', { name: 'Ground floor floor plan' });
    await userEvent.click(screen.getByRole('button', { name: 'Inspect' }));
    const stage = screen.getByRole('group', {
      name: /Ground floor floor plan: arrow keys move the crosshair/,
    });
    stage.focus();
    fireEvent.keyDown(stage, { key: 'Enter' });
    const panel = await screen.findByRole('region', { name: 'Inspect' });
    const table = await within(panel).findByRole('table', { name: 'Nearest sample 1 · 1.2 m away' });
    expect(within(panel).getByText('Point 50.0 m, 25.0 m')).toBeTruthy();
    const rows = within(table).getAllByRole('row');
    expect(rows[1]?.textContent).toContain('AP-Lobby');
    expect(rows[1]?.textContent).toContain('Serving');
    expect(rows[1]?.textContent).toContain('-52 dBm');
    expect(rows[1]?.textContent).toContain('41 dB');
    expect(rows[2]?.textContent).toContain(UNKNOWN_SSID_LABEL);
    expect(rows[2]?.textContent).toContain('aa:bb:cc:dd:ee:ff');
    const inspect = requests.find((request) => request.path.endsWith('/inspect'));
    expect(inspect?.params.get('x')).toBe('1000');
    expect(inspect?.params.get('y')).toBe('500');
    expect(inspect?.params.get('frequencyBand')).toBe('FIVE');
  });

  it('shows the empty state when nothing was measured near the point', async () => {
    stubApi([projectRoutes(), floorRoutes]);
    renderFloor({});
    await screen.findByRole('img', { name: 'Ground floor floor plan' });
    await userEvent.click(screen.getByRole('button', { name: 'Inspect' }));
    const stage = screen.getByRole('group', { name: /arrow keys move the crosshair/ });
    stage.focus();
    fireEvent.keyDown(stage, { key: 'ArrowRight' });
    fireEvent.keyDown(stage, { key: 'Enter' });
    expect(await screen.findByText('No survey samples near this point.')).toBeTruthy();
    expect(screen.getByText('Point 52.0 m, 25.0 m')).toBeTruthy();
  });

  it('switches floors with the floor selector', async () => {
    stubApi([projectRoutes(), floorRoutes]);
    const { router } = renderFloor({}, '/projects/p1/3?band=TWO');
    await screen.findByRole('img', { name: 'Ground floor floor plan' });
    await userEvent.click(screen.getByRole('combobox', { name: 'Floor' }));
    await userEvent.click(await screen.findByRole('option', { name: 'First floor' }));
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        '/projects/p1/4?band=TWO',
      ),
    );
  });

  it('loads neither batch nor heatmap for a project being deleted', async () => {
    const { requests } = stubApi([projectRoutes({ ...PROJECT, status: 'DELETE_REQUESTED' }), floorRoutes]);
    const heatmap = vi.fn(() => null);
    renderFloor({ renderHeatmap: heatmap });
    expect(
      await screen.findByText(
        'This project is being deleted: its floor plan data and heatmaps are not loaded.',
      ),
    ).toBeTruthy();
    expect(heatmap).not.toHaveBeenCalled();
    expect(requests.some((request) => request.path.endsWith('/batch'))).toBe(false);
  });

  it("leaves an unscaled design floor's scale to the editor in edit mode (one notice, the editor's)", async () => {
    stubApi([
      unscaledFloorRoutes(true),
      projectRoutes({ ...PROJECT, projectType: 'SIMULATED' }),
      floorRoutes,
    ]);
    const editor = vi.fn((slot: { floor: { metersPerUnit: number | null } }) => (
      <p>editor for a floor scaled {String(slot.floor.metersPerUnit)}</p>
    ));
    const config = testConfig();
    renderRoutes(
      [
        {
          path: '/projects/:projectId/:floorPlanRowId',
          element: <ProjectFloorPlanPage slots={{ renderFloorEditor: editor }} />,
        },
      ],
      '/projects/p1/3?mode=edit',
      { config: { ...config, featureFlags: { ...config.featureFlags, designProject: true } } },
    );
    expect(await screen.findByText('editor for a floor scaled null')).toBeTruthy();
    expect(screen.queryByText(FLOOR_NOT_SCALED_MESSAGE)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Set scale' })).toBeNull();
  });

  it('says so when the floor is not in the project', async () => {
    stubApi([projectRoutes(), floorRoutes]);
    renderFloor({}, '/projects/p1/99');
    expect(await screen.findByText('This floor plan is not in the project.')).toBeTruthy();
  });

  it.each([
    ['a writer', true],
    ['a read-only member', false],
  ])('shows an unscaled floor to %s: plan and APs, marked, no KPIs or heatmap', async (_who, canWrite) => {
    const { requests } = stubApi([unscaledFloorRoutes(canWrite), projectRoutes(), floorRoutes]);
    const heatmap = vi.fn(() => <div data-testid="heatmap-slot" />);
    renderFloor({ renderHeatmap: heatmap, renderHeatmapLegend: () => <p>legend here</p> });
    expect(await screen.findByRole('img', { name: 'Ground floor floor plan' })).toBeTruthy();
    await waitFor(() => expect(screen.getByText('AP-Lobby')).toBeTruthy());
    expect(screen.getByText('1 access points on this floor')).toBeTruthy();
    const notice = screen.getByRole('alert');
    expect(notice.textContent).toContain('Not scaled');
    expect(notice.textContent).toContain(FLOOR_NOT_SCALED_MESSAGE);
    expect(screen.getByText('No KPIs: this floor plan is not scaled.')).toBeTruthy();
    expect(screen.getByText('No area KPIs: this floor plan is not scaled.')).toBeTruthy();
    expect(heatmap).not.toHaveBeenCalled();
    expect(screen.queryByText('legend here')).toBeNull();
    const kpiCalls = requests.filter((request) => /\/floorPlans\/f1\/(kpis|areaKpis)$/.test(request.path));
    expect(kpiCalls).toEqual([]);
    if (canWrite) {
      await userEvent.click(await within(notice).findByRole('button', { name: 'Set scale' }));
      expect(await screen.findByRole('dialog', { name: 'Set the scale of Ground floor' })).toBeTruthy();
      expect(screen.getByRole('textbox', { name: 'Real distance (m)' })).toBeTruthy();
      return;
    }
    const askText = 'Ask someone who can edit the project to set it.';
    await waitFor(() => expect(notice.textContent).toContain(askText));
    expect(within(notice).queryByRole('button', { name: 'Set scale' })).toBeNull();
  });
});
