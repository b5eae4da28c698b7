import { useEffect, useRef, useState } from 'react';
import type { KeyboardEvent, PointerEvent, RefObject } from 'react';
import {
  IDENTITY_VIEW,
  ZOOM_STEP,
  panBy,
  screenPoint,
  wheelZoomFactor,
  zoomAt,
  zoomAtCentre,
} from '@airlens/heatmap';
import type { ViewSize, ViewTransform } from '@airlens/heatmap';

/** Screen pixels one arrow key press pans the plan. */
const PAN_STEP_PIXELS = 48;
/** A pointer that moved more than this between down and up dragged; its click does not inspect. */
const DRAG_THRESHOLD_PIXELS = 4;

export interface FloorView {
  view: ViewTransform;
  /** The viewport's measured width in CSS pixels (0 before layout). */
  viewportWidth: number;
  zoomIn: () => void;
  zoomOut: () => void;
  reset: () => void;
  /** Handles +, −, 0 and (when `isPanKeys`) the arrow keys; true when it used the key. */
  handleKey: (event: KeyboardEvent<HTMLElement>, isPanKeys: boolean) => boolean;
  pointerHandlers: {
    onPointerDown: (event: PointerEvent<HTMLElement>) => void;
    onPointerMove: (event: PointerEvent<HTMLElement>) => void;
    onPointerUp: (event: PointerEvent<HTMLElement>) => void;
    onPointerCancel: (event: PointerEvent<HTMLElement>) => void;
  };
  /** True right after a drag or pinch, so the click that ends it is not an inspect click. */
  wasDragged: () => boolean;
}

function sizeOf(element: HTMLElement | null): ViewSize {
  const box = element?.getBoundingClientRect();
  return { width: box?.width ?? 0, height: box?.height ?? 0 };
}

/**
 * Zoom and pan state of the floor viewport: wheel zooms around the cursor (a non-passive listener so the page
 * does not scroll), one pointer drags, two pointers pinch, keys and buttons zoom around the centre.
 */
export function useFloorView(viewportRef: RefObject<HTMLElement | null>): FloorView {
  const [view, setView] = useState<ViewTransform>(IDENTITY_VIEW);
  const [viewportWidth, setViewportWidth] = useState(0);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const travel = useRef(0);
  const dragged = useRef(false);

  useEffect(() => {
    const element = viewportRef.current;
    if (element === null) {
      return undefined;
    }
    function handleWheel(event: WheelEvent): void {
      if (element === null || event.deltaY === 0) {
        return;
      }
      event.preventDefault();
      const box = element.getBoundingClientRect();
      const focus = screenPoint(event.clientX - box.left, event.clientY - box.top);
      const pixels = event.deltaMode === 1 ? event.deltaY * 16 : event.deltaY;
      setView((current) => zoomAt(current, focus, wheelZoomFactor(pixels), box));
    }
    element.addEventListener('wheel', handleWheel, { passive: false });
    setViewportWidth(element.getBoundingClientRect().width);
    const observer =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(() => {
            setViewportWidth(element.getBoundingClientRect().width);
            // The plan keeps its proportions, so a resize keeps the zoom but resets the pan into range.
            setView((current) => panBy(current, 0, 0, sizeOf(element)));
          });
    observer?.observe(element);
    return () => {
      element.removeEventListener('wheel', handleWheel);
      observer?.disconnect();
    };
  }, [viewportRef]);

  function zoomBy(factor: number): void {
    const size = sizeOf(viewportRef.current);
    setView((current) => zoomAtCentre(current, factor, size));
  }

  function handleKey(event: KeyboardEvent<HTMLElement>, isPanKeys: boolean): boolean {
    const size = sizeOf(viewportRef.current);
    const pans: Record<string, [number, number]> = {
      ArrowLeft: [PAN_STEP_PIXELS, 0],
      ArrowRight: [-PAN_STEP_PIXELS, 0],
      ArrowUp: [0, PAN_STEP_PIXELS],
      ArrowDown: [0, -PAN_STEP_PIXELS],
    };
    const pan = isPanKeys ? pans[event.key] : undefined;
    if (pan !== undefined) {
      setView((current) => panBy(current, pan[0], pan[1], size));
    } else if (event.key === '+' || event.key === '=') {
      setView((current) => zoomAtCentre(current, ZOOM_STEP, size));
    } else if (event.key === '-' || event.key === '_') {
      setView((current) => zoomAtCentre(current, 1 / ZOOM_STEP, size));
    } else if (event.key === '0') {
      setView(IDENTITY_VIEW);
    } else {
      return false;
    }
    event.preventDefault();
    return true;
  }

  function handlePointerDown(event: PointerEvent<HTMLElement>): void {
    if (event.pointerType === 'mouse' && event.button !== 0) {
      return;
    }
    event.currentTarget.setPointerCapture?.(event.pointerId);
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pointers.current.size === 1) {
      travel.current = 0;
      dragged.current = false;
    }
  }

  function handlePointerMove(event: PointerEvent<HTMLElement>): void {
    const previous = pointers.current.get(event.pointerId);
    if (previous === undefined) {
      return;
    }
    const next = { x: event.clientX, y: event.clientY };
    const box = event.currentTarget.getBoundingClientRect();
    const others = [...pointers.current.entries()].filter(([id]) => id !== event.pointerId);
    const other = others[0]?.[1];
    pointers.current.set(event.pointerId, next);
    travel.current += Math.hypot(next.x - previous.x, next.y - previous.y);
    if (travel.current > DRAG_THRESHOLD_PIXELS) {
      dragged.current = true;
    }
    if (other === undefined) {
      setView((current) => panBy(current, next.x - previous.x, next.y - previous.y, box));
      return;
    }
    // Pinch: zoom by the change of the two pointers' distance around their midpoint, and follow the midpoint.
    const before = Math.hypot(previous.x - other.x, previous.y - other.y);
    const after = Math.hypot(next.x - other.x, next.y - other.y);
    if (before <= 0) {
      return;
    }
    const mid = screenPoint((next.x + other.x) / 2 - box.left, (next.y + other.y) / 2 - box.top);
    setView((current) =>
      panBy(
        zoomAt(current, mid, after / before, box),
        (next.x - previous.x) / 2,
        (next.y - previous.y) / 2,
        box,
      ),
    );
  }

  function handlePointerEnd(event: PointerEvent<HTMLElement>): void {
    pointers.current.delete(event.pointerId);
  }

  return {
    view,
    viewportWidth,
    zoomIn: () => zoomBy(ZOOM_STEP),
    zoomOut: () => zoomBy(1 / ZOOM_STEP),
    reset: () => setView(IDENTITY_VIEW),
    handleKey,
    pointerHandlers: {
      onPointerDown: handlePointerDown,
      onPointerMove: handlePointerMove,
      onPointerUp: handlePointerEnd,
      onPointerCancel: handlePointerEnd,
    },
    wasDragged: () => dragged.current,
  };
}
