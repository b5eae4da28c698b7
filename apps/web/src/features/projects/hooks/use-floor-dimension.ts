import { useSearchParams } from 'react-router';

/** The floor view's plan (2D) or the building model (3D). */
export type FloorDimension = '2d' | '3d';

/**
 * Whether the floor view shows the plan or the 3D model, in the URL (`?view=3d`) so a link or a reload opens the
 * same one; replaces the history entry like the other view settings.
 */
export function useFloorDimension(): [FloorDimension, (next: FloorDimension) => void] {
  const [params, setParams] = useSearchParams();
  const dimension: FloorDimension = params.get('view') === '3d' ? '3d' : '2d';

  function update(next: FloorDimension): void {
    setParams(
      (previous) => {
        const updated = new URLSearchParams(previous);
        if (next === '3d') {
          updated.set('view', '3d');
        } else {
          updated.delete('view');
        }
        return updated;
      },
      { replace: true },
    );
  }

  return [dimension, update];
}
