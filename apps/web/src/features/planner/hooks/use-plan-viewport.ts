import { useCallback, useEffect, useRef, useState } from 'react';
import type { KeyboardEvent, PointerEvent, RefObject } from 'react';
import {
  FIT_VIEW,
  KEY_PAN_FRACTION,
  panBy,
  pinchView,
  stagePointOf,
  wheelZoomFactor,
  zoomAt,
  ZOOM_STEP,
  isSameView,
  type PlanView,
  type StagePoint,
} from '../editor/plan-viewport';

export interface PlanViewport {
  view: PlanView;
  /** The stage element: the plan layer is transformed inside it and every gesture is read on it. */
  stageRef: RefObject<HTMLDivElement | null>;
  isHandMode: boolean;
  setHandMode: (isOn: boolean) => void;
  /** A left-button drag would pan now (Hand mode, or Space held over the stage). */
  isPanReady: boolean;
  isPanning: boolean;
  zoomIn: () => void;
  zoomOut: () => void;
  fit: () => void;
  /** Where a client point falls in the stage, in stage fractions. */
  stagePointOf: (client: { clientX: number; clientY: number }) => StagePoint;
  /** The stage element's handlers (spread them on it). */
  stageHandlers: {
    onPointerDownCapture: (event: PointerEvent<HTMLElement>) => void;
    onPointerMoveCapture: (event: PointerEvent<HTMLElement>) => void;
    onPointerUpCapture: (event: PointerEvent<HTMLElement>) => void;
    onPointerCancelCapture: (event: PointerEvent<HTMLElement>) => void;
    onPointerLeave: () => void;
    onMouseDown: (event: { button: number; preventDefault: () => void }) => void;
    onFocus: (event: { target: EventTarget; currentTarget: EventTarget }) => void;
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
    onScroll: (event: { currentTarget: HTMLElement }) => void;
  };
}

type Gesture =
  | { kind: 'pan'; pointerId: number; lastX: number; lastY: number }
  | {
      kind: 'pinch';
      ids: readonly [number, number];
      start: PlanView;
      from: readonly [StagePoint, StagePoint];
    };

const CENTRE: StagePoint = { u: 0.5, v: 0.5 };
const ARROW_PANS: Readonly<Record<string, readonly [number, number]>> = {
  // ArrowRight shows more of the right: the plan moves left.
  ArrowLeft: [1, 0],
  ArrowRight: [-1, 0],
  ArrowUp: [0, 1],
  ArrowDown: [0, -1],
};
const MODIFIER_KEYS = new Set(['Shift', 'Control', 'Alt', 'Meta']);

function isTextField(target: EventTarget | null): boolean {
  return (
    target instanceof Element &&
    target.closest('input, textarea, select, [contenteditable="true"], [role="combobox"]') !== null
  );
}

function capture(element: Element, pointerId: number): void {
  try {
    element.setPointerCapture(pointerId);
  } catch {
    // A pointer the browser no longer knows (released already): the gesture still works while over the stage.
  }
}

/**
 * Zoom and pan of the editor's stage: the wheel (or a trackpad pinch) zooms around the pointer, two fingers pinch,
 * the middle button, Space+drag or Hand mode pan, and with the stage focused + and − zoom, 0 fits and the arrow
 * keys pan (when the stage itself was reached by keyboard; otherwise they stay the editor's nudge keys).
 * A gesture that pans or zooms never reaches the plan's own handlers (markers, drawing, box selection).
 */
export function usePlanViewport(options: { onPinchStart?: () => void } = {}): PlanViewport {
  const [view, setView] = useState<PlanView>(FIT_VIEW);
  const viewRef = useRef<PlanView>(FIT_VIEW);
  const stageRef = useRef<HTMLDivElement | null>(null);
  const [isHandMode, setHandMode] = useState(false);
  const [isSpaceHeld, setSpaceHeld] = useState(false);
  const [isPanning, setPanning] = useState(false);
  const gestureRef = useRef<Gesture | null>(null);
  const touchesRef = useRef(new Map<number, { clientX: number; clientY: number }>());
  // Space pans only while the mouse is over the stage and the keyboard is not in use (then Space is the plan's).
  const isHoveringRef = useRef(false);
  const isSpaceHeldRef = useRef(false);
  const isPointerPressRef = useRef(false);
  const isPointerFocusRef = useRef(false);
  const onPinchStart = options.onPinchStart;

  const commit = useCallback((next: PlanView) => {
    viewRef.current = next;
    setView(next);
  }, []);

  const pointOf = useCallback((client: { clientX: number; clientY: number }): StagePoint => {
    const stage = stageRef.current;
    return stage === null ? CENTRE : stagePointOf(stage.getBoundingClientRect(), client);
  }, []);

  useEffect(() => {
    const stage = stageRef.current;
    if (stage === null) {
      return undefined;
    }
    function handleWheel(event: WheelEvent): void {
      const next = zoomAt(viewRef.current, wheelZoomFactor(event.deltaY, event.deltaMode), pointOf(event));
      // Scrolling down at fit has nothing to zoom out: the page scrolls instead. Ctrl+wheel (a trackpad pinch)
      // would zoom the whole page, so the stage always takes it.
      if (isSameView(next, viewRef.current) && !event.ctrlKey) {
        return;
      }
      event.preventDefault();
      commit(next);
    }
    stage.addEventListener('wheel', handleWheel, { passive: false });
    return () => stage.removeEventListener('wheel', handleWheel);
  }, [commit, pointOf]);

  useEffect(() => {
    function setSpace(isHeld: boolean): void {
      isSpaceHeldRef.current = isHeld;
      setSpaceHeld(isHeld);
    }
    function handleKeyDown(event: globalThis.KeyboardEvent): void {
      if (event.key !== ' ') {
        if (!MODIFIER_KEYS.has(event.key)) {
          isHoveringRef.current = false;
        }
        return;
      }
      const isPlainSpace = !event.ctrlKey && !event.altKey && !event.metaKey;
      if ((isHoveringRef.current || isSpaceHeldRef.current) && isPlainSpace && !isTextField(event.target)) {
        // Taken before the page's handlers: Space here is the pan key, not a click or a placement.
        event.preventDefault();
        event.stopPropagation();
        setSpace(true);
      }
    }
    function handleKeyUp(event: globalThis.KeyboardEvent): void {
      if (event.key === ' ' && isSpaceHeldRef.current) {
        event.preventDefault();
        event.stopPropagation();
        setSpace(false);
      }
    }
    function handleBlur(): void {
      setSpace(false);
    }
    window.addEventListener('keydown', handleKeyDown, true);
    window.addEventListener('keyup', handleKeyUp, true);
    window.addEventListener('blur', handleBlur);
    return () => {
      window.removeEventListener('keydown', handleKeyDown, true);
      window.removeEventListener('keyup', handleKeyUp, true);
      window.removeEventListener('blur', handleBlur);
    };
  }, []);

  function startPinch(event: PointerEvent<HTMLElement>): void {
    const [first, second] = [...touchesRef.current.entries()];
    if (first === undefined || second === undefined) {
      return;
    }
    gestureRef.current = {
      kind: 'pinch',
      ids: [first[0], second[0]],
      start: viewRef.current,
      from: [pointOf(first[1]), pointOf(second[1])],
    };
    setPanning(true);
    capture(event.currentTarget, event.pointerId);
    onPinchStart?.();
  }

  function handlePointerDown(event: PointerEvent<HTMLElement>): void {
    isPointerPressRef.current = true;
    if (event.pointerType === 'touch') {
      touchesRef.current.set(event.pointerId, { clientX: event.clientX, clientY: event.clientY });
      if (touchesRef.current.size === 2) {
        event.stopPropagation();
        startPinch(event);
        return;
      }
    }
    const isPan = event.button === 1 || (event.button === 0 && (isHandMode || isSpaceHeldRef.current));
    if (!isPan || gestureRef.current !== null) {
      return;
    }
    event.stopPropagation();
    event.preventDefault();
    gestureRef.current = {
      kind: 'pan',
      pointerId: event.pointerId,
      lastX: event.clientX,
      lastY: event.clientY,
    };
    setPanning(true);
    capture(event.currentTarget, event.pointerId);
  }

  function handlePointerMove(event: PointerEvent<HTMLElement>): void {
    if (event.pointerType !== 'touch') {
      isHoveringRef.current = true;
    } else if (touchesRef.current.has(event.pointerId)) {
      touchesRef.current.set(event.pointerId, { clientX: event.clientX, clientY: event.clientY });
    }
    const gesture = gestureRef.current;
    if (gesture === null) {
      return;
    }
    if (gesture.kind === 'pinch') {
      const [a, b] = gesture.ids.map((id) => touchesRef.current.get(id));
      if (a !== undefined && b !== undefined) {
        commit(pinchView(gesture.start, gesture.from, [pointOf(a), pointOf(b)]));
      }
      event.stopPropagation();
      return;
    }
    if (gesture.pointerId !== event.pointerId) {
      return;
    }
    const box = event.currentTarget.getBoundingClientRect();
    commit(
      panBy(
        viewRef.current,
        (event.clientX - gesture.lastX) / Math.max(1, box.width),
        (event.clientY - gesture.lastY) / Math.max(1, box.height),
      ),
    );
    gestureRef.current = { ...gesture, lastX: event.clientX, lastY: event.clientY };
    event.stopPropagation();
  }

  function handlePointerEnd(event: PointerEvent<HTMLElement>): void {
    isPointerPressRef.current = false;
    touchesRef.current.delete(event.pointerId);
    const gesture = gestureRef.current;
    if (gesture?.kind === 'pinch' && gesture.ids.includes(event.pointerId)) {
      // The other finger's release still reaches the plan, which ends whatever that finger started there.
      gestureRef.current = null;
      setPanning(false);
    }
    if (gesture?.kind === 'pan' && gesture.pointerId === event.pointerId) {
      gestureRef.current = null;
      setPanning(false);
      event.stopPropagation();
    }
  }

  function handleKeyDown(event: KeyboardEvent<HTMLElement>): void {
    if (event.ctrlKey || event.metaKey || event.altKey || isTextField(event.target)) {
      return;
    }
    const current = viewRef.current;
    const arrow = ARROW_PANS[event.key];
    const isStageItself = event.target === event.currentTarget && !isPointerFocusRef.current;
    const next =
      event.key === '+' || event.key === '='
        ? zoomAt(current, ZOOM_STEP, CENTRE)
        : event.key === '-' || event.key === '_'
          ? zoomAt(current, 1 / ZOOM_STEP, CENTRE)
          : event.key === '0'
            ? FIT_VIEW
            : arrow !== undefined && isStageItself
              ? panBy(current, arrow[0] * KEY_PAN_FRACTION, arrow[1] * KEY_PAN_FRACTION)
              : null;
    if (next === null) {
      return;
    }
    event.preventDefault();
    event.stopPropagation();
    commit(next);
  }

  return {
    view,
    stageRef,
    isHandMode,
    setHandMode,
    isPanReady: isHandMode || isSpaceHeld,
    isPanning,
    zoomIn: () => commit(zoomAt(viewRef.current, ZOOM_STEP, CENTRE)),
    zoomOut: () => commit(zoomAt(viewRef.current, 1 / ZOOM_STEP, CENTRE)),
    fit: () => commit(FIT_VIEW),
    stagePointOf: pointOf,
    stageHandlers: {
      onPointerDownCapture: handlePointerDown,
      onPointerMoveCapture: handlePointerMove,
      onPointerUpCapture: handlePointerEnd,
      onPointerCancelCapture: handlePointerEnd,
      onPointerLeave: () => {
        isHoveringRef.current = false;
      },
      onMouseDown: (event) => {
        // The middle button pans here instead of starting the browser's autoscroll.
        if (event.button === 1) {
          event.preventDefault();
        }
      },
      onFocus: (event) => {
        if (event.target === event.currentTarget) {
          isPointerFocusRef.current = isPointerPressRef.current;
        }
      },
      onKeyDown: handleKeyDown,
      onScroll: ({ currentTarget: stage }) => {
        // Focusing a marker out of view scrolls the (overflow: hidden) stage to reveal it; the view pans there
        // instead, so the plan layer stays at the stage's origin where the pointer maths expects it.
        const box = stage.getBoundingClientRect();
        const du = -stage.scrollLeft / Math.max(1, box.width);
        const dv = -stage.scrollTop / Math.max(1, box.height);
        if (du === 0 && dv === 0) {
          return;
        }
        stage.scrollLeft = 0;
        stage.scrollTop = 0;
        commit(panBy(viewRef.current, du, dv));
      },
    },
  };
}
