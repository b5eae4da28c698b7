// Plan metres to three.js space: plan x stays x, plan y (down the plan) becomes z, floors stack along y, and the
// model is centred on the origin so the orbit turns around the building's middle.
import {
  Color,
  ExtrudeGeometry,
  Float32BufferAttribute,
  Matrix4,
  Quaternion,
  Shape,
  Vector2,
  Vector3,
} from 'three';
import type { BufferGeometry } from 'three';
import { mergeGeometries } from 'three/addons/utils/BufferGeometryUtils.js';
import type { SceneAttenuationArea, SceneWall } from '../model/building-scene';

/** Where the model's centre sits in plan metres (subtracted from every x and z). */
export interface SceneOrigin {
  x: number;
  z: number;
}

const UP = new Vector3(0, 1, 0);

/** One box's transform per wall: centred on the segment, turned along it, as long, high and thick as the wall. */
export function wallMatrices(walls: readonly SceneWall[], origin: SceneOrigin): Matrix4[] {
  return walls.map((wall) => {
    const dx = wall.x2 - wall.x1;
    const dz = wall.y2 - wall.y1;
    const length = Math.max(Math.hypot(dx, dz), 0.01);
    const rotation = new Quaternion().setFromAxisAngle(UP, -Math.atan2(dz, dx));
    const centre = new Vector3(
      (wall.x1 + wall.x2) / 2 - origin.x,
      (wall.bottom + wall.top) / 2,
      (wall.y1 + wall.y2) / 2 - origin.z,
    );
    const size = new Vector3(length, Math.max(wall.top - wall.bottom, 0.01), wall.thickness);
    return new Matrix4().compose(centre, rotation, size);
  });
}

/**
 * All attenuation areas of a floor as one geometry (one draw call): each outline extruded from its lower to its
 * upper edge, coloured by its type through vertex colours; null without areas.
 */
export function mergedAreaGeometry(
  areas: readonly SceneAttenuationArea[],
  origin: SceneOrigin,
): BufferGeometry | null {
  const parts = areas.map((area) => {
    // The shape is drawn in x/−y so that turning it flat (−90° about x) puts plan y on +z.
    const shape = new Shape(
      area.points.map((point) => new Vector2(point.x - origin.x, -(point.y - origin.z))),
    );
    const geometry = new ExtrudeGeometry(shape, {
      depth: Math.max(area.top - area.bottom, 0.01),
      bevelEnabled: false,
    });
    geometry.rotateX(-Math.PI / 2);
    geometry.translate(0, area.bottom, 0);
    const color = new Color(area.color);
    const count = geometry.getAttribute('position').count;
    const colors = new Float32Array(count * 3);
    for (let index = 0; index < count; index++) {
      colors.set([color.r, color.g, color.b], index * 3);
    }
    geometry.setAttribute('color', new Float32BufferAttribute(colors, 3));
    return geometry.index === null ? geometry : geometry.toNonIndexed();
  });
  if (parts.length === 0) {
    return null;
  }
  const merged = mergeGeometries(parts, false);
  for (const part of parts) {
    part.dispose();
  }
  return merged;
}
