import type { MetresArray, MetresLike } from '@airlens/domain';
import type { CellGrid } from '../grid';
import type { Band } from '../types';
import { pointInPolygon, polygonBounds } from './geometry';

/** What the slab loss needs of a floor: its slab (below its walking surface), loss per band and holes. */
export interface SlabFloor {
  floorPlanId: string;
  thicknessMeters: MetresLike;
  slabLossDb: Readonly<Record<Band, number>>;
  holes: readonly MetresArray[];
}

/** A slab a path crosses, with the height of its middle. */
export interface CrossedSlab<F extends SlabFloor = SlabFloor> {
  floor: F;
  z: number;
}

/** The slabs a vertical span crosses, each with the height of its middle. */
export function slabsBetween<F extends SlabFloor>(
  floors: readonly F[],
  elevations: ReadonlyMap<string, number>,
  fromZ: number,
  toZ: number,
): CrossedSlab<F>[] {
  const low = Math.min(fromZ, toZ);
  const high = Math.max(fromZ, toZ);
  const slabs: CrossedSlab<F>[] = [];
  for (const floor of floors) {
    const top = elevations.get(floor.floorPlanId) ?? 0;
    const z = top - floor.thicknessMeters / 2;
    if (top - floor.thicknessMeters >= low - 1e-9 && top <= high + 1e-9) {
      slabs.push({ floor, z });
    }
  }
  return slabs;
}

/** Floor loss of the straight path between two 3-D points: each slab crossed, unless pierced inside a hole. */
export function slabLossDb(
  slabs: readonly CrossedSlab[],
  band: Band,
  ax: number,
  ay: number,
  az: number,
  x: number,
  y: number,
  z: number,
): number {
  let total = 0;
  for (const slab of slabs) {
    const t = z === az ? 0 : (slab.z - az) / (z - az);
    const px = ax + t * (x - ax);
    const py = ay + t * (y - ay);
    if (!slab.floor.holes.some((hole) => pointInPolygon(hole, px, py))) {
      total += slab.floor.slabLossDb[band];
    }
  }
  return total;
}

/**
 * Cells whose path from the AP at (ax, ay, apZ) to the client plane at clientZ pierces the slab inside one of its
 * holes (1) or not (0). The pierce point is the cell centre pulled toward the AP by a fixed fraction, so a
 * bounding-box test rejects most cells.
 */
function holeMask(
  grid: CellGrid,
  slab: CrossedSlab,
  ax: number,
  ay: number,
  apZ: number,
  clientZ: number,
): Uint8Array {
  const { cols, rows, cellMeters } = grid;
  const mask = new Uint8Array(cols * rows);
  const t = clientZ === apZ ? 0 : (slab.z - apZ) / (clientZ - apZ);
  for (const hole of slab.floor.holes) {
    const [minX, minY, maxX, maxY] = polygonBounds(hole);
    for (let row = 0, c = 0; row < rows; row++) {
      const py = ay + t * ((row + 0.5) * cellMeters - ay);
      if (py < minY || py > maxY) {
        c += cols;
        continue;
      }
      for (let col = 0; col < cols; col++, c++) {
        const px = ax + t * ((col + 0.5) * cellMeters - ax);
        if (px >= minX && px <= maxX && mask[c] === 0 && pointInPolygon(hole, px, py)) {
          mask[c] = 1;
        }
      }
    }
  }
  return mask;
}

/**
 * Slab loss of every cell from an AP on another floor, per band: a plain number when no crossed slab has holes
 * (every cell then loses the same, so the caller subtracts a constant instead of reading a plane of it), else
 * `buffers[band]` filled per cell. The hole geometry is computed once and shared by the bands.
 */
export function slabLossGrids(
  grid: CellGrid,
  slabs: readonly CrossedSlab[],
  bands: readonly Band[],
  ax: number,
  ay: number,
  apZ: number,
  clientZ: number,
  buffers: Readonly<Record<Band, Float32Array>>,
): (number | Float32Array)[] {
  const holed = slabs.filter((slab) => slab.floor.holes.length > 0);
  const masks = holed.map((slab) => holeMask(grid, slab, ax, ay, apZ, clientZ));
  return bands.map((band) => {
    let always = 0;
    for (const slab of slabs) {
      if (slab.floor.holes.length === 0) {
        always += slab.floor.slabLossDb[band];
      }
    }
    if (holed.length === 0) {
      return always;
    }
    const out = buffers[band].fill(always);
    holed.forEach((slab, s) => {
      const loss = slab.floor.slabLossDb[band];
      const mask = masks[s];
      for (let c = 0; c < out.length; c++) {
        if (mask?.[c] === 0) {
          out[c] = (out[c] ?? 0) + loss;
        }
      }
    });
    return out;
  });
}
