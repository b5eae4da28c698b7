import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GeoBounds } from '../api/list-projects';
import { ProjectMap, type ProjectMapProps } from './project-map';

// MapLibre needs WebGL, which jsdom lacks: the instance hook is replaced by a map whose view is fixed.
const VIEW = { south: 35, west: -20, north: 70, east: 40 };
vi.mock('./use-project-map-instance', () => ({
  useProjectMapInstance: () => ({
    mapRef: {
      current: {
        getBounds: () => ({
          getSouthWest: () => ({ lat: VIEW.south, lng: VIEW.west }),
          getNorthEast: () => ({ lat: VIEW.north, lng: VIEW.east }),
        }),
      },
    },
    isReady: true,
    mapError: null,
    canvasContainer: null,
    keyboard: { markers: [], inView: 0 },
  }),
}));

const VIEW_BOUNDS: GeoBounds = { minLatitude: 35, maxLatitude: 70, minLongitude: -20, maxLongitude: 40 };

function props(bounds: GeoBounds | null, onBoundsChange: (next: GeoBounds | null) => void): ProjectMapProps {
  return {
    projects: [],
    totalElements: 0,
    isLoading: false,
    error: null,
    criterion: 'rssi',
    bounds,
    onBoundsChange,
    onOpenProject: () => undefined,
    mapStyleUrl: null,
  };
}

describe('ProjectMap follow switch', () => {
  it('filters by the view when switched on and clears the filter when switched off', async () => {
    const onBoundsChange = vi.fn();
    const { rerender } = render(<ProjectMap {...props(null, onBoundsChange)} />);
    const follow = screen.getByRole<HTMLInputElement>('switch', { name: 'Filter list by map view' });
    await userEvent.click(follow);
    expect(onBoundsChange).toHaveBeenLastCalledWith(VIEW_BOUNDS);
    rerender(<ProjectMap {...props(VIEW_BOUNDS, onBoundsChange)} />);
    expect(follow.checked).toBe(true);
    await userEvent.click(follow);
    expect(onBoundsChange).toHaveBeenLastCalledWith(null);
    expect(follow.checked).toBe(false);
  });

  it('stops following when the list is shown whole from outside the map ("Show all")', async () => {
    const onBoundsChange = vi.fn();
    const { rerender } = render(<ProjectMap {...props(null, onBoundsChange)} />);
    const follow = screen.getByRole<HTMLInputElement>('switch', { name: 'Filter list by map view' });
    await userEvent.click(follow);
    rerender(<ProjectMap {...props(VIEW_BOUNDS, onBoundsChange)} />);
    expect(follow.checked).toBe(true);
    // The dashboard's "Show all, not only the map area" sets the bounds to null.
    rerender(<ProjectMap {...props(null, onBoundsChange)} />);
    expect(follow.checked).toBe(false);
  });

  it('keeps following while the view bounds change', async () => {
    const onBoundsChange = vi.fn();
    const { rerender } = render(<ProjectMap {...props(null, onBoundsChange)} />);
    const follow = screen.getByRole<HTMLInputElement>('switch', { name: 'Filter list by map view' });
    await userEvent.click(follow);
    rerender(<ProjectMap {...props(VIEW_BOUNDS, onBoundsChange)} />);
    rerender(<ProjectMap {...props({ ...VIEW_BOUNDS, maxLongitude: 30 }, onBoundsChange)} />);
    expect(follow.checked).toBe(true);
  });
});
