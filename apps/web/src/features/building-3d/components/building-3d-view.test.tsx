import { projectsEndpoints } from '@airlens/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, reply } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render';
import Building3dView from './building-3d-view';

const collections = {
  floorPlans: [
    { id: 'f0', name: 'Ground', width: 1000, height: 500, metersPerUnit: 0.05, imageId: 'img0' },
    { id: 'f1', name: 'First', width: 1000, height: 500, metersPerUnit: 0.05, imageId: 'img1' },
    { id: 'f2', name: 'Roof', width: 1000, height: 500, imageId: 'img2' },
  ],
  buildings: [{ id: 'b', name: 'HQ' }],
  buildingFloors: [
    { floorPlanId: 'f0', buildingId: 'b', floorNumber: 0, height: 4 },
    { floorPlanId: 'f1', buildingId: 'b', floorNumber: 1, height: 3 },
    { floorPlanId: 'f2', buildingId: 'b', floorNumber: 2, height: 3 },
  ],
  accessPoints: [
    { id: 'a1', name: 'AP-Lobby', location: { floorPlanId: 'f0', coord: { x: 100, y: 100 } } },
    { id: 'a2', name: 'AP-Office', location: { floorPlanId: 'f1', coord: { x: 200, y: 100 } } },
  ],
  areas: [],
};

function answerBuilding(): void {
  fakeApi.on(projectsEndpoints.getProjectBatch, (request) => {
    expect(request.params.getAll('poTypes').join(',')).toContain('BUILDING_FLOOR');
    return collections;
  });
  fakeApi.on(projectsEndpoints.getImageUrl, () => ({ url: '/image.png' }));
}

describe('Building3dView', () => {
  it('describes the building for screen readers: floors top first with their APs', async () => {
    answerBuilding();
    renderWithProviders(<Building3dView projectId="p1" floorId="f1" />);
    const model = await screen.findByRole('application', { name: /HQ in 3D: 2 floors/ });
    expect(model.getAttribute('tabindex')).toBe('0');
    await userEvent.click(screen.getByText('Text description'));
    const items = screen.getAllByRole('listitem').map((item) => item.textContent ?? '');
    expect(items[0]).toMatch(/^First: 4 m above the lowest floor, 3 m high, 50 m × 25 m; 1 access point/);
    expect(items.some((text) => text.startsWith('AP-Lobby at 5.0 m, 5.0 m, 3.0 m high'))).toBe(true);
  });

  it('names floors left out for want of a scale and offers a toggle per shown floor', async () => {
    answerBuilding();
    renderWithProviders(<Building3dView projectId="p1" floorId="f0" />);
    expect(await screen.findByText('Not shown until they have a scale: Roof.')).toBeTruthy();
    const floors = screen.getByRole('group', { name: 'Floors shown' });
    const first = within(floors).getByRole<HTMLInputElement>('checkbox', { name: 'First' });
    expect(first.checked).toBe(true);
    await userEvent.click(first);
    expect(first.checked).toBe(false);
    expect(within(floors).getByRole<HTMLInputElement>('checkbox', { name: 'Ground' }).checked).toBe(true);
    // No heatmap loader: no heatmap switch.
    expect(screen.queryByRole('checkbox', { name: 'Heatmap' })).toBeNull();
  });

  it('says what to do when no floor of the building has a scale', async () => {
    fakeApi.on(projectsEndpoints.getProjectBatch, () => ({
      ...collections,
      floorPlans: [collections.floorPlans[2]],
    }));
    renderWithProviders(<Building3dView projectId="p1" floorId="f2" />);
    expect(
      await screen.findByText(
        'No floor of this building has a scale yet: set one on the floor plan to see it in 3D.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('application')).toBeNull();
  });

  it('shows the load failure', async () => {
    fakeApi.on(projectsEndpoints.getProjectBatch, () => reply(500, { message: 'boom' }));
    renderWithProviders(<Building3dView projectId="p1" floorId="f0" />);
    expect((await screen.findByRole('alert')).textContent).toContain('Could not load project batch');
  });
});
