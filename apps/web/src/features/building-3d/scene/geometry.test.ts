import { Vector3 } from 'three';
import { describe, expect, it } from 'vitest';
import type { SceneWall } from '../model/building-scene';
import { mergedAreaGeometry, wallMatrices } from './geometry';

const wall = (overrides: Partial<SceneWall>): SceneWall => ({
  x1: 0,
  y1: 0,
  x2: 10,
  y2: 0,
  bottom: 0,
  top: 3,
  thickness: 0.2,
  color: '#888888',
  typeName: 'Wall',
  ...overrides,
});

/** Where a corner of the unit box lands under a wall's transform. */
function corner(
  matrix: ReturnType<typeof wallMatrices>[number] | undefined,
  x: number,
  y: number,
  z: number,
) {
  if (matrix === undefined) {
    throw new Error('no transform');
  }
  const point = new Vector3(x, y, z).applyMatrix4(matrix);
  return [point.x, point.y, point.z].map((value) => Number(value.toFixed(6)) + 0);
}

describe('wall transforms', () => {
  it('stretch the unit box along a wall, from its lower to its upper edge, relative to the model centre', () => {
    const [matrix] = wallMatrices([wall({ bottom: 1, top: 2 })], { x: 5, z: 0 });
    expect(corner(matrix, -0.5, -0.5, 0)).toEqual([-5, 1, 0]);
    expect(corner(matrix, 0.5, 0.5, 0)).toEqual([5, 2, 0]);
  });

  it('turn a wall running down the plan onto +z (plan y), not mirrored', () => {
    const [matrix] = wallMatrices([wall({ x2: 0, y2: 4 })], { x: 0, z: 0 });
    expect(corner(matrix, -0.5, 0, 0)).toEqual([0, 1.5, 0]);
    expect(corner(matrix, 0.5, 0, 0)).toEqual([0, 1.5, 4]);
  });
});

describe('merged attenuation areas', () => {
  it('extrude each outline between its edges into one coloured geometry', () => {
    const geometry = mergedAreaGeometry(
      [
        {
          points: [
            { x: 0, y: 0 },
            { x: 2, y: 0 },
            { x: 2, y: 3 },
          ],
          bottom: 0.5,
          top: 2,
          color: '#ff0000',
          typeName: 'Rack',
        },
        {
          points: [
            { x: 5, y: 5 },
            { x: 6, y: 5 },
            { x: 6, y: 6 },
          ],
          bottom: 0,
          top: 1,
          color: '#00ff00',
          typeName: 'Rack',
        },
      ],
      { x: 0, z: 0 },
    );
    if (geometry === null) {
      throw new Error('no geometry');
    }
    geometry.computeBoundingBox();
    const box = geometry.boundingBox ?? { min: new Vector3(NaN), max: new Vector3(NaN) };
    const rounded = (values: number[]) => values.map((value) => Number(value.toFixed(6)) + 0);
    expect(rounded([box.min.x, box.min.y, box.min.z])).toEqual([0, 0, 0]);
    expect(rounded([box.max.x, box.max.y, box.max.z])).toEqual([6, 2, 6]);
    const colors = geometry.getAttribute('color');
    expect(colors.count).toBe(geometry.getAttribute('position').count);
    expect([colors.getX(0), colors.getY(0), colors.getZ(0)]).toEqual([1, 0, 0]);
  });

  it('is nothing without areas', () => {
    expect(mergedAreaGeometry([], { x: 0, z: 0 })).toBeNull();
  });
});
