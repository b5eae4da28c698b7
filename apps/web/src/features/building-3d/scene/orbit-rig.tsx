import { useEffect, useImperativeHandle, type Ref, type RefObject } from 'react';
import { useThree } from '@react-three/fiber';
import { OrbitControls } from 'three/addons/controls/OrbitControls.js';

/** What the view's buttons and keys do to the camera. */
export interface OrbitHandle {
  zoomIn: () => void;
  zoomOut: () => void;
  reset: () => void;
}

export interface OrbitRigProps {
  /** The point the camera turns around (the building's middle). */
  target: readonly [number, number, number];
  /** The focusable element whose arrow keys pan (and with Shift rotate) the view. */
  keyTarget: RefObject<HTMLElement | null>;
  handle: Ref<OrbitHandle>;
}

/** One key press turns the view by about 6° (three.js' default turns it by well under one degree). */
const KEY_ROTATE_SPEED = 8;
const ZOOM_STEP = 0.8;

/**
 * three.js' OrbitControls on the canvas: drag to orbit, right-drag or arrow keys to pan, Shift+arrows to orbit,
 * wheel to zoom. The canvas renders on demand, so every change asks for a frame.
 */
export function OrbitRig({ target, keyTarget, handle }: OrbitRigProps) {
  const camera = useThree((state) => state.camera);
  const domElement = useThree((state) => state.gl.domElement);
  const invalidate = useThree((state) => state.invalidate);
  const controls = useThree((state) => state.controls) as OrbitControls | null;
  const set = useThree((state) => state.set);
  const [x, y, z] = target;

  useEffect(() => {
    const next = new OrbitControls(camera, domElement);
    next.target.set(x, y, z);
    next.keyRotateSpeed = KEY_ROTATE_SPEED;
    next.screenSpacePanning = true;
    next.update();
    next.saveState();
    const keys = keyTarget.current;
    if (keys !== null) {
      next.listenToKeyEvents(keys);
    }
    const onChange = () => invalidate();
    next.addEventListener('change', onChange);
    set({ controls: next });
    invalidate();
    return () => {
      next.removeEventListener('change', onChange);
      next.stopListenToKeyEvents();
      next.dispose();
      set({ controls: null });
    };
  }, [camera, domElement, invalidate, keyTarget, set, x, y, z]);

  useImperativeHandle(
    handle,
    () => ({
      zoomIn: () => {
        controls?.dollyIn(ZOOM_STEP);
        controls?.update();
      },
      zoomOut: () => {
        controls?.dollyOut(ZOOM_STEP);
        controls?.update();
      },
      reset: () => controls?.reset(),
    }),
    [controls],
  );
  return null;
}
