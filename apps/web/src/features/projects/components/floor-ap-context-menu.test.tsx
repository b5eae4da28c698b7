import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearNotifications } from '@/lib/notifications';
import { renderRoutes } from '@/test/render';
import { projectRoutes, stubApi } from '../test/fake-api';
import type { Route } from '../test/fake-api';
import { ProjectFloorPlanPage } from './project-floor-plan-page';

configure({ asyncUtilTimeout: 5000 });

const floorRoutes: Route = (request) => {
  if (request.path === '/projectapi/v1/projects/p1/batch') {
    return {
      status: 200,
      body: {
        accessPoints: [
          {
            id: 'ap1',
            name: 'AP-Lobby',
            mine: true,
            location: { floorPlanId: 'f1', coord: { x: 400, y: 300 } },
          },
        ],
      },
    };
  }
  if (request.path === '/projectapi/v1/projects/p1/imageFiles/img1') {
    return { status: 200, body: { url: '/blobs/plan-1.png' } };
  }
  if (request.path === '/heatmapapi/v1/projects/p1/floor-plans/f1/inspect') {
    return { status: 200, body: { samples: [] } };
  }
  return undefined;
};

function renderFloor() {
  return renderRoutes(
    [{ path: '/projects/:projectId/:floorPlanRowId', element: <ProjectFloorPlanPage slots={{}} /> }],
    '/projects/p1/3',
  );
}

afterEach(() => {
  clearNotifications();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the floor view AP context menu (spec §2)', { timeout: 20_000 }, () => {
  it('inspects the signal at the AP from its right-click menu', async () => {
    const { requests } = stubApi([projectRoutes(), floorRoutes]);
    renderFloor();
    const marker = await screen.findByRole('button', { name: 'Access point AP-Lobby' });
    fireEvent.contextMenu(marker, { clientX: 200, clientY: 150 });
    const menu = screen.getByRole('menu', { name: 'Access point actions' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Inspect', 'Copy name']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Inspect' }));
    expect(await screen.findByRole('region', { name: 'Inspect' })).toBeTruthy();
    await vi.waitFor(() => {
      const inspect = requests.find((request) => request.path.endsWith('/inspect'));
      expect([inspect?.params.get('x'), inspect?.params.get('y')]).toEqual(['400', '300']);
    });
  });

  it('opens from the keyboard on the focused AP and copies its name', async () => {
    stubApi([projectRoutes(), floorRoutes]);
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    renderFloor();
    const marker = await screen.findByRole('button', { name: 'Access point AP-Lobby' });
    marker.focus();
    expect(document.activeElement).toBe(marker);
    await user.keyboard('{Shift>}{F10}{/Shift}');
    const menu = await screen.findByRole('menu', { name: 'Access point actions' });
    await user.click(within(menu).getByRole('menuitem', { name: 'Copy name' }));
    expect(writeText).toHaveBeenCalledWith('AP-Lobby');
    expect(await screen.findByText('Name copied')).toBeTruthy();
  });
});
