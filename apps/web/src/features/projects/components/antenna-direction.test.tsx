import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, within } from '@testing-library/react';
import { clearNotifications } from '@/lib/notifications';
import { renderRoutes } from '@/test/render';
import { antennaDirectionsOf } from '../api/get-antenna-directions';
import { projectRoutes, stubApi } from '../test/fake-api';
import type { Route } from '../test/fake-api';
import { wedgePath } from './access-point-markers';
import { ProjectFloorPlanPage } from './project-floor-plan-page';

configure({ asyncUtilTimeout: 5000 });

const ANTENNAS = {
  antennaTypes: [
    { id: 'patch', name: 'Patch 5GHz', directional: true, status: 'CREATED' },
    { id: 'omni', name: 'Omni 5GHz', directional: false, status: 'CREATED' },
  ],
  simulatedRadios: [
    { accessPointId: 'ap1', antennaTypeId: 'patch', antennaDirection: 90, enabled: true, status: 'CREATED' },
    { accessPointId: 'ap2', antennaTypeId: 'omni', antennaDirection: 45, enabled: true, status: 'CREATED' },
  ],
};

const floorRoutes: Route = (request) => {
  if (request.path === '/projectapi/v1/projects/p1/batch') {
    if (request.params.getAll('poTypes').includes('ANTENNA_TYPE')) {
      return { status: 200, body: ANTENNAS };
    }
    return {
      status: 200,
      body: {
        accessPoints: [
          {
            id: 'ap1',
            name: 'AP-Hall',
            mine: true,
            location: { floorPlanId: 'f1', coord: { x: 400, y: 300 } },
          },
          {
            id: 'ap2',
            name: 'AP-Desk',
            mine: true,
            location: { floorPlanId: 'f1', coord: { x: 100, y: 100 } },
          },
        ],
      },
    };
  }
  if (request.path === '/projectapi/v1/projects/p1/imageFiles/img1') {
    return { status: 200, body: { url: '/blobs/plan-1.png' } };
  }
  return undefined;
};

afterEach(() => {
  clearNotifications();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('antenna directions on the floor view (issue #18)', { timeout: 20_000 }, () => {
  it('reads directional radios per AP from the batch; omni, disabled and deleted ones draw nothing', () => {
    const directions = antennaDirectionsOf({
      antennaTypes: [...ANTENNAS.antennaTypes, { id: 'gone', directional: true, status: 'DELETED' }],
      simulatedRadios: [
        ...ANTENNAS.simulatedRadios,
        { accessPointId: 'ap1', antennaTypeId: 'patch', antennaDirection: 270, status: 'CREATED' },
        { accessPointId: 'ap3', antennaTypeId: 'patch', antennaDirection: 10, enabled: false },
        { accessPointId: 'ap4', antennaTypeId: 'gone', antennaDirection: 10 },
        { accessPointId: 'ap5', antennaTypeId: 'patch' },
        'not a radio',
      ],
    });
    expect([...directions]).toEqual([
      ['ap1', 90],
      ['ap5', 0],
    ]);
    expect(antennaDirectionsOf(null).size).toBe(0);
  });

  it('draws a wedge toward the antenna direction of a directional AP and names it', async () => {
    stubApi([projectRoutes(), floorRoutes]);
    renderRoutes(
      [{ path: '/projects/:projectId/:floorPlanRowId', element: <ProjectFloorPlanPage slots={{}} /> }],
      '/projects/p1/3',
    );
    const hall = await screen.findByRole('button', {
      name: 'Access point AP-Hall, directional antenna pointing 90°',
    });
    const wedge = within(hall).getByTestId('antenna-direction');
    // Pointing 90° clockwise from +x is straight down the plan: the wedge opens below the marker.
    const [, , , , x1, y1] = (wedge.getAttribute('d') ?? '').split(' ').map(Number);
    expect(y1).toBeGreaterThan(300);
    expect(x1).toBeGreaterThan(400);
    const desk = screen.getByRole('button', { name: 'Access point AP-Desk' });
    expect(within(desk).queryByTestId('antenna-direction')).toBeNull();
  });

  it('wedgePath spans ±30° around the direction at the given radius', () => {
    const [, , , , x1, y1, , , , , , , x2, y2] = wedgePath(0, 0, 10, 0).split(' ').map(Number);
    expect(x1).toBeCloseTo(10 * Math.cos(Math.PI / 6), 9);
    expect(y1).toBeCloseTo(-5, 9);
    expect(x2).toBeCloseTo(10 * Math.cos(Math.PI / 6), 9);
    expect(y2).toBeCloseTo(5, 9);
  });
});
