import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import type { PlanRect } from '../editor/box-selection';
import type { PlanCoord } from '../model/design-view';
import { EditorStage, type EditorStageProps } from './editor-stage';

// The plan is 1000 × 600 units; the stage is laid out at 500 × 300 px from (100, 50), so at fit 1 px = 2 units.
const STAGE_BOX = { left: 100, top: 50, width: 500, height: 300 };

function renderStage(overrides: Partial<EditorStageProps> = {}) {
  const onPlanPointerDown = vi.fn<EditorStageProps['onPlanPointerDown']>();
  const onPlanPointerUp = vi.fn<EditorStageProps['onPlanPointerUp']>();
  const onBoxSelect = vi.fn<(rect: PlanRect, isAdding: boolean) => void>();
  renderWithProviders(
    <EditorStage
      floorName="Ground"
      widthUnits={1000}
      heightUnits={600}
      imageUrl={null}
      heatmap={null}
      cursor="default"
      onPlanPointerDown={onPlanPointerDown}
      onPlanPointerMove={() => undefined}
      onPlanPointerUp={onPlanPointerUp}
      onPlanDoubleClick={() => undefined}
      onPlanKeyDown={null}
      keyboardHint=""
      onBoxSelect={onBoxSelect}
      {...overrides}
    >
      <circle data-testid="marker" cx={500} cy={300} r={10} />
    </EditorStage>,
  );
  const stage = screen.getByTestId('editor-stage');
  const { left, top, width, height } = STAGE_BOX;
  stage.getBoundingClientRect = () =>
    ({ left, top, width, height, x: left, y: top, right: left + width, bottom: top + height }) as DOMRect;
  return {
    stage,
    plan: screen.getByTestId('editor-plan'),
    layer: screen.getByTestId('editor-plan-layer'),
    onPlanPointerDown,
    onPlanPointerUp,
    onBoxSelect,
  };
}

const PRIMARY = { pointerId: 1, button: 0, isPrimary: true, pointerType: 'mouse' };

function pressedAt(mock: { mock: { calls: unknown[][] } }, index = 0): PlanCoord | undefined {
  return mock.mock.calls[index]?.[0] as PlanCoord | undefined;
}

describe('the editor stage', () => {
  it('zooms with its buttons (the plan layer scales and the level shows) and fits again', async () => {
    const user = userEvent.setup();
    const { layer } = renderStage();
    expect(layer.style.transform).toBe('translate(0%, 0%) scale(1)');
    expect(screen.getByRole('button', { name: 'Zoom out' }).hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    // Twice √2 around the centre: 2×, the plan layer shifted by half the stage.
    expect(layer.style.transform).toMatch(
      /^translate\(-50(\.0+\d*)?%, -50(\.0+\d*)?%\) scale\(2(\.0+\d*)?\)$/,
    );
    expect(screen.getByTestId('zoom-level').textContent).toBe('200 %');
    await user.click(screen.getByRole('button', { name: 'Zoom out' }));
    expect(screen.getByTestId('zoom-level').textContent).toBe('141 %');
    await user.click(screen.getByRole('button', { name: 'Fit plan to view' }));
    expect(layer.style.transform).toBe('translate(0%, 0%) scale(1)');
    expect(screen.getByTestId('zoom-level').textContent).toBe('100 %');
  });

  it('reports plan coordinates that stay right after zooming', async () => {
    const user = userEvent.setup();
    const { plan, onPlanPointerDown } = renderStage();
    fireEvent.pointerDown(plan, { ...PRIMARY, clientX: 100, clientY: 50 });
    expect(pressedAt(onPlanPointerDown)).toEqual({ x: 0, y: 0 });
    await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    // At 2× around the centre, the stage's top-left corner shows plan (250, 150) and its centre still (500, 300).
    fireEvent.pointerDown(plan, { ...PRIMARY, clientX: 100, clientY: 50 });
    const corner = pressedAt(onPlanPointerDown, 1);
    expect(corner?.x).toBeCloseTo(250, 6);
    expect(corner?.y).toBeCloseTo(150, 6);
    fireEvent.pointerDown(plan, { ...PRIMARY, clientX: 350, clientY: 200 });
    const centre = pressedAt(onPlanPointerDown, 2);
    expect(centre?.x).toBeCloseTo(500, 6);
    expect(centre?.y).toBeCloseTo(300, 6);
  });

  it('zooms with the wheel around the pointer: the plan point under it stays put', () => {
    const { stage, plan, onPlanPointerDown, layer } = renderStage();
    const at = { clientX: 150, clientY: 110 }; // plan (100, 120) at fit
    const wheel = new WheelEvent('wheel', { deltaY: -300, deltaMode: 0, bubbles: true, cancelable: true });
    // The test DOM's WheelEvent does not carry the mouse position a browser's does.
    Object.defineProperties(wheel, { clientX: { value: at.clientX }, clientY: { value: at.clientY } });
    act(() => {
      stage.dispatchEvent(wheel);
    });
    expect(wheel.defaultPrevented).toBe(true);
    expect(layer.style.transform).not.toBe('translate(0%, 0%) scale(1)');
    fireEvent.pointerDown(plan, { ...PRIMARY, ...at });
    expect(pressedAt(onPlanPointerDown)?.x).toBeCloseTo(100, 6);
    expect(pressedAt(onPlanPointerDown)?.y).toBeCloseTo(120, 6);
    // Away from the pointer the plan is magnified: 50 px to the right is less than 100 units now.
    fireEvent.pointerDown(plan, { ...PRIMARY, clientX: 200, clientY: 110 });
    expect(pressedAt(onPlanPointerDown, 1)?.x).toBeLessThan(190);
  });

  it('leaves a wheel turn down at fit to the page (nothing to zoom out)', () => {
    const { stage, layer } = renderStage();
    const wheel = new WheelEvent('wheel', { deltaY: 100, deltaMode: 0, bubbles: true, cancelable: true });
    Object.defineProperties(wheel, { clientX: { value: 300 }, clientY: { value: 200 } });
    act(() => {
      stage.dispatchEvent(wheel);
    });
    expect(wheel.defaultPrevented).toBe(false);
    expect(layer.style.transform).toBe('translate(0%, 0%) scale(1)');
  });

  it('pans with Space held over the stage, and Space does not reach the focused plan then', async () => {
    const user = userEvent.setup();
    const onPlanKeyDown = vi.fn();
    const { stage, plan, layer, onPlanPointerDown } = renderStage({ onPlanKeyDown });
    await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    plan.focus();
    fireEvent.pointerMove(stage, { ...PRIMARY, clientX: 300, clientY: 200 });
    fireEvent.keyDown(plan, { key: ' ' });
    expect(onPlanKeyDown).not.toHaveBeenCalled();
    expect(plan.style.cursor).toBe('grab');
    fireEvent.pointerDown(plan, { ...PRIMARY, clientX: 300, clientY: 200 });
    fireEvent.pointerMove(stage, { ...PRIMARY, clientX: 300, clientY: 170 });
    fireEvent.pointerUp(stage, { ...PRIMARY, clientX: 300, clientY: 170 });
    fireEvent.keyUp(plan, { key: ' ' });
    expect(layer.style.transform).toMatch(/^translate\(-50(\.0+\d*)?%, -60(\.0+\d*)?%\)/);
    expect(onPlanPointerDown).not.toHaveBeenCalled();
    // Once the keyboard is in use (an arrow key), Space is the plan's again.
    fireEvent.keyDown(plan, { key: 'ArrowLeft' });
    fireEvent.keyDown(plan, { key: ' ' });
    expect(onPlanKeyDown).toHaveBeenCalledTimes(2);
  });

  it('zooms with + and −, fits with 0 and pans with the arrow keys when the stage has the focus', async () => {
    const user = userEvent.setup();
    const { stage, layer } = renderStage();
    // After the view's toolbar (Pan mode, Zoom in and Fit; Zoom out is off at fit) the Tab key reaches the stage.
    await user.tab();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(stage);
    await user.keyboard('++');
    expect(screen.getByTestId('zoom-level').textContent).toBe('200 %');
    const zoomed = layer.style.transform;
    await user.keyboard('{ArrowRight}');
    // The view moves right: the plan layer moves left by a tenth of the stage.
    expect(layer.style.transform).toMatch(/^translate\(-60(\.0+\d*)?%, -50(\.0+\d*)?%\)/);
    expect(layer.style.transform).not.toBe(zoomed);
    await user.keyboard('-');
    expect(screen.getByTestId('zoom-level').textContent).toBe('141 %');
    await user.keyboard('0');
    expect(layer.style.transform).toBe('translate(0%, 0%) scale(1)');
  });

  it('pans instead of letting the stage scroll when focus reveals a marker out of view', async () => {
    const user = userEvent.setup();
    const { stage, layer } = renderStage();
    await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    // What the browser does when a focused marker lies right of and below the view: it scrolls the stage.
    stage.scrollLeft = 100;
    stage.scrollTop = 30;
    fireEvent.scroll(stage);
    expect([stage.scrollLeft, stage.scrollTop]).toEqual([0, 0]);
    expect(layer.style.transform).toMatch(/^translate\(-70(\.0+\d*)?%, -60(\.0+\d*)?%\)/);
  });

  it('pans with a middle-button drag without pressing on the plan', async () => {
    const user = userEvent.setup();
    const { stage, plan, layer, onPlanPointerDown, onBoxSelect } = renderStage();
    await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    const middle = { pointerId: 2, button: 1, isPrimary: true, pointerType: 'mouse' };
    fireEvent.pointerDown(plan, { ...middle, clientX: 300, clientY: 200 });
    fireEvent.pointerMove(stage, { ...middle, clientX: 350, clientY: 230 });
    fireEvent.pointerUp(stage, { ...middle, clientX: 350, clientY: 230 });
    // 50 px of 500 is 10 % of the stage, 30 px of 300 another 10 %.
    expect(layer.style.transform).toMatch(/^translate\(-40(\.0+\d*)?%, -40(\.0+\d*)?%\)/);
    expect(onPlanPointerDown).not.toHaveBeenCalled();
    expect(onBoxSelect).not.toHaveBeenCalled();
  });

  it('pans with a left drag in Pan mode, and the press never reaches the plan', async () => {
    const user = userEvent.setup();
    const { stage, plan, layer, onPlanPointerDown } = renderStage();
    await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    const hand = screen.getByRole('button', { name: 'Pan mode' });
    await user.click(hand);
    expect(hand.getAttribute('aria-pressed')).toBe('true');
    fireEvent.pointerDown(screen.getByTestId('marker'), { ...PRIMARY, clientX: 300, clientY: 200 });
    fireEvent.pointerMove(stage, { ...PRIMARY, clientX: 250, clientY: 200 });
    fireEvent.pointerUp(stage, { ...PRIMARY, clientX: 250, clientY: 200 });
    expect(layer.style.transform).toMatch(/^translate\(-60(\.0+\d*)?%, -50(\.0+\d*)?%\)/);
    expect(onPlanPointerDown).not.toHaveBeenCalled();
    expect(plan.style.cursor).toBe('grab');
  });

  it('draws a selection box on a drag and reports it in plan units, adding with Shift', () => {
    const { plan, onBoxSelect, onPlanPointerUp } = renderStage();
    fireEvent.pointerDown(plan, { ...PRIMARY, clientX: 150, clientY: 80 });
    fireEvent.pointerMove(plan, { ...PRIMARY, clientX: 250, clientY: 140 });
    const drawn = screen.getByTestId('selection-box');
    expect(['x', 'y', 'width', 'height'].map((name) => Number(drawn.getAttribute(name)))).toEqual([
      100, 60, 200, 120,
    ]);
    fireEvent.pointerUp(plan, { ...PRIMARY, clientX: 250, clientY: 140 });
    expect(onBoxSelect).toHaveBeenCalledTimes(1);
    expect(onBoxSelect).toHaveBeenLastCalledWith({ x0: 100, y0: 60, x1: 300, y1: 180 }, false);
    expect(onPlanPointerUp).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('selection-box')).toBeNull();
    // Dragged up-left with Shift: the same kind of box, adding.
    fireEvent.pointerDown(plan, { ...PRIMARY, clientX: 250, clientY: 140, shiftKey: true });
    fireEvent.pointerUp(plan, { ...PRIMARY, clientX: 150, clientY: 80, shiftKey: true });
    expect(onBoxSelect).toHaveBeenLastCalledWith({ x0: 100, y0: 60, x1: 300, y1: 180 }, true);
  });

  it('draws the box in plan units when zoomed in', async () => {
    const user = userEvent.setup();
    const { plan, onBoxSelect } = renderStage();
    await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    fireEvent.pointerDown(plan, { ...PRIMARY, clientX: 100, clientY: 50 });
    fireEvent.pointerUp(plan, { ...PRIMARY, clientX: 350, clientY: 200 });
    const [rect] = onBoxSelect.mock.calls[0] ?? [];
    expect([rect?.x0, rect?.y0, rect?.x1, rect?.y1].map((value) => Math.round(value ?? -1))).toEqual([
      250, 150, 500, 300,
    ]);
  });

  it('starts no box when the plan handled the press (a marker grabbed, a wall corner added)', () => {
    const { plan, onBoxSelect } = renderStage({ onPlanPointerDown: () => true });
    fireEvent.pointerDown(plan, { ...PRIMARY, clientX: 150, clientY: 80 });
    fireEvent.pointerMove(plan, { ...PRIMARY, clientX: 250, clientY: 140 });
    expect(screen.queryByTestId('selection-box')).toBeNull();
    fireEvent.pointerUp(plan, { ...PRIMARY, clientX: 250, clientY: 140 });
    expect(onBoxSelect).not.toHaveBeenCalled();
  });

  it('reports no box for a click (moved under 4 px) and draws none without onBoxSelect', () => {
    const { plan, onBoxSelect, onPlanPointerDown } = renderStage();
    fireEvent.pointerDown(plan, { ...PRIMARY, clientX: 150, clientY: 80 });
    fireEvent.pointerUp(plan, { ...PRIMARY, clientX: 152, clientY: 81 });
    expect(onPlanPointerDown).toHaveBeenCalledTimes(1);
    expect(onBoxSelect).not.toHaveBeenCalled();
  });

  it('draws no box when the editor does not ask for one', () => {
    const { plan } = renderStage({ onBoxSelect: undefined });
    fireEvent.pointerDown(plan, { ...PRIMARY, clientX: 150, clientY: 80 });
    fireEvent.pointerMove(plan, { ...PRIMARY, clientX: 250, clientY: 140 });
    expect(screen.queryByTestId('selection-box')).toBeNull();
  });
});
