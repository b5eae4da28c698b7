import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FloorStage } from './floor-stage';

const BOX = { left: 0, top: 0, x: 0, y: 0, width: 400, height: 200, right: 400, bottom: 200 };

function renderStage(onInspect = vi.fn(), isInspecting = false) {
  render(
    <FloorStage
      floorName="Ground"
      size={{ widthUnits: 2000, heightUnits: 1000 }}
      imageUrl="/plan.png"
      imageError={null}
      layers={(pixelsPerUnit) => <span data-testid="ppu">{pixelsPerUnit}</span>}
      isInspecting={isInspecting}
      inspectedPoint={null}
      samplePoints={[]}
      onInspect={onInspect}
    />,
  );
  return {
    viewport: screen.getByRole('group', { name: /Ground floor plan/ }),
    plan: screen.getByTestId('floor-plan-layer'),
  };
}

function wheel(target: HTMLElement, deltaY: number, clientX: number, clientY: number): void {
  const event = new WheelEvent('wheel', { deltaY, bubbles: true, cancelable: true });
  // The test DOM's WheelEvent drops the mouse coordinates of its init, so set them on the event.
  Object.defineProperties(event, { clientX: { value: clientX }, clientY: { value: clientY } });
  act(() => {
    target.dispatchEvent(event);
  });
  expect(event.defaultPrevented).toBe(true);
}

describe('FloorStage zoom and pan', () => {
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
      ...BOX,
      toJSON: () => BOX,
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('zooms around the cursor with the wheel, and out again to the whole plan', () => {
    const { viewport, plan } = renderStage();
    wheel(viewport, -100, 100, 50);
    expect(plan.style.transform).toBe('translate(-25px, -12.5px) scale(1.25)');
    expect(screen.getByText('Zoom 125 %')).toBeTruthy();
    // Screen px per plan unit follow the zoom so AP names keep their size.
    expect(screen.getByTestId('ppu').textContent).toBe(String((400 * 1.25) / 2000));
    wheel(viewport, 300, 100, 50);
    expect(plan.style.transform).toBe('translate(0px, 0px) scale(1)');
    expect(screen.getByText('Zoom 100 %')).toBeTruthy();
  });

  it('zooms with + and −, pans with the arrow keys within the plan, and resets with 0', () => {
    const { viewport, plan } = renderStage();
    viewport.focus();
    fireEvent.keyDown(viewport, { key: '+' });
    fireEvent.keyDown(viewport, { key: '+' });
    // 1.25² = 1.5625 around the centre (200, 100).
    expect(plan.style.transform).toBe('translate(-112.5px, -56.25px) scale(1.5625)');
    fireEvent.keyDown(viewport, { key: 'ArrowRight' });
    expect(plan.style.transform).toBe('translate(-160.5px, -56.25px) scale(1.5625)');
    fireEvent.keyDown(viewport, { key: 'ArrowUp' });
    fireEvent.keyDown(viewport, { key: 'ArrowUp' });
    // Clamped: the plan's top edge stays at the viewport's top.
    expect(plan.style.transform).toBe('translate(-160.5px, 0px) scale(1.5625)');
    fireEvent.keyDown(viewport, { key: '-' });
    expect(screen.getByText('Zoom 125 %')).toBeTruthy();
    fireEvent.keyDown(viewport, { key: '0' });
    expect(plan.style.transform).toBe('translate(0px, 0px) scale(1)');
  });

  it('zooms with the buttons and pans by dragging without inspecting', async () => {
    const onInspect = vi.fn();
    const { viewport, plan } = renderStage(onInspect, true);
    expect(screen.getByRole('button', { name: 'Zoom out' })).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    // Buttons zoom around the centre (200, 100).
    expect(plan.style.transform).toBe('translate(-50px, -25px) scale(1.25)');
    fireEvent.pointerDown(viewport, { pointerId: 1, clientX: 100, clientY: 100, button: 0 });
    fireEvent.pointerMove(viewport, { pointerId: 1, clientX: 110, clientY: 105 });
    fireEvent.pointerUp(viewport, { pointerId: 1, clientX: 110, clientY: 105 });
    fireEvent.click(viewport, { clientX: 110, clientY: 105 });
    expect(plan.style.transform).toBe('translate(-40px, -20px) scale(1.25)');
    expect(onInspect).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Reset view' }));
    expect(plan.style.transform).toBe('translate(0px, 0px) scale(1)');
  });
});
