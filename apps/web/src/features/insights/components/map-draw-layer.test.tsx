import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@/test/render';
import { MapDrawLayer } from './map-draw-layer';

/** Drags over the layer from one container point to another (the layer sits at the container's origin). */
function drag(layer: HTMLElement, from: { x: number; y: number }, to: { x: number; y: number }): void {
  fireEvent.pointerDown(layer, { pointerId: 1, clientX: from.x, clientY: from.y });
  fireEvent.pointerMove(layer, { pointerId: 1, clientX: to.x, clientY: to.y });
  fireEvent.pointerUp(layer, { pointerId: 1, clientX: to.x, clientY: to.y });
}

function renderLayer() {
  const onDrawEnd = vi.fn();
  renderWithProviders(<MapDrawLayer onDrawEnd={onDrawEnd} />);
  const layer = screen.getByTestId('map-draw-layer');
  // jsdom has no pointer capture; the layer only needs the call to exist.
  layer.setPointerCapture = vi.fn();
  return { layer, onDrawEnd };
}

describe('MapDrawLayer', () => {
  it('reports the dragged box in container pixels and clears the drawn rectangle', () => {
    const { layer, onDrawEnd } = renderLayer();
    drag(layer, { x: 120, y: 40 }, { x: 30, y: 90 });
    expect(onDrawEnd).toHaveBeenCalledExactlyOnceWith({ x0: 120, y0: 40, x1: 30, y1: 90 });
    expect(layer.childElementCount).toBe(0);
  });

  it('shows the dashed rectangle while dragging', () => {
    const { layer } = renderLayer();
    fireEvent.pointerDown(layer, { pointerId: 1, clientX: 10, clientY: 20 });
    fireEvent.pointerMove(layer, { pointerId: 1, clientX: 60, clientY: 50 });
    const rectangle = layer.firstElementChild;
    if (rectangle === null) {
      throw new Error('no rectangle drawn while dragging');
    }
    expect(getComputedStyle(rectangle).width).toBe('50px');
    expect(getComputedStyle(rectangle).height).toBe('30px');
  });

  it('treats a drag under 4 pixels in either direction as a click, not an area', () => {
    const { layer, onDrawEnd } = renderLayer();
    drag(layer, { x: 100, y: 100 }, { x: 300, y: 103 });
    drag(layer, { x: 100, y: 100 }, { x: 103, y: 300 });
    expect(onDrawEnd.mock.calls).toEqual([[null], [null]]);
  });

  it('reports a 4-pixel box as an area', () => {
    const { layer, onDrawEnd } = renderLayer();
    drag(layer, { x: 100, y: 100 }, { x: 104, y: 104 });
    expect(onDrawEnd).toHaveBeenCalledExactlyOnceWith({ x0: 100, y0: 100, x1: 104, y1: 104 });
  });
});
