import type { EsxBand } from '../channels.ts';
import type { MeterPoint } from './layout.ts';

/** A wall for propagation: endpoints in metres and loss per band (index 0 = 2.4, 1 = 5, 2 = 6 GHz). */
export interface PropagationWall {
  ax: number;
  ay: number;
  bx: number;
  by: number;
  loss: [number, number, number];
}

/** Index of a band in loss triples. */
export function bandSlot(band: EsxBand): 0 | 1 | 2 {
  return band === 'TWO' ? 0 : band === 'FIVE' ? 1 : 2;
}

function segmentsCross(
  ax: number,
  ay: number,
  bx: number,
  by: number,
  cx: number,
  cy: number,
  dx: number,
  dy: number,
): boolean {
  const rX = bx - ax;
  const rY = by - ay;
  const sX = dx - cx;
  const sY = dy - cy;
  const denominator = rX * sY - rY * sX;
  if (denominator === 0) {
    return false;
  }
  const qX = cx - ax;
  const qY = cy - ay;
  const t = (qX * sY - qY * sX) / denominator;
  const u = (qX * rY - qY * rX) / denominator;
  return t >= 0 && t <= 1 && u >= 0 && u <= 1;
}

/**
 * Uniform-grid index of a floor's walls: a ray visits only the cells it passes (Amanatides–Woo) and
 * tests each wall once, so wall loss between two points costs O(cells crossed), not O(walls).
 */
export class WallIndex {
  private readonly walls: PropagationWall[];
  private readonly cellSize: number;
  private readonly columns: number;
  private readonly rows: number;
  private readonly cells: number[][];
  private readonly stamp: Uint32Array;
  private ray = 0;

  constructor(walls: PropagationWall[], widthMeters: number, heightMeters: number, cellSize = 2) {
    this.walls = walls;
    this.cellSize = cellSize;
    this.columns = Math.max(1, Math.ceil(widthMeters / cellSize) + 1);
    this.rows = Math.max(1, Math.ceil(heightMeters / cellSize) + 1);
    this.cells = Array.from({ length: this.columns * this.rows }, () => []);
    this.stamp = new Uint32Array(walls.length);
    walls.forEach((wall, index) => {
      const c0 = this.column(Math.min(wall.ax, wall.bx));
      const c1 = this.column(Math.max(wall.ax, wall.bx));
      const r0 = this.row(Math.min(wall.ay, wall.by));
      const r1 = this.row(Math.max(wall.ay, wall.by));
      for (let r = r0; r <= r1; r++) {
        for (let c = c0; c <= c1; c++) {
          (this.cells[r * this.columns + c] as number[]).push(index);
        }
      }
    });
  }

  private column(x: number): number {
    return Math.min(this.columns - 1, Math.max(0, Math.floor(x / this.cellSize)));
  }

  private row(y: number): number {
    return Math.min(this.rows - 1, Math.max(0, Math.floor(y / this.cellSize)));
  }

  /** Adds the loss of every wall crossed between a and b into `out` (per band, dB). */
  lossBetween(a: MeterPoint, b: MeterPoint, out: Float64Array): void {
    out[0] = 0;
    out[1] = 0;
    out[2] = 0;
    this.ray = (this.ray + 1) >>> 0;
    if (this.ray === 0) {
      this.stamp.fill(0);
      this.ray = 1;
    }
    let c = this.column(a.x);
    let r = this.row(a.y);
    const cEnd = this.column(b.x);
    const rEnd = this.row(b.y);
    const dx = b.x - a.x;
    const dy = b.y - a.y;
    const stepC = dx > 0 ? 1 : -1;
    const stepR = dy > 0 ? 1 : -1;
    const size = this.cellSize;
    const tDeltaX = dx === 0 ? Number.POSITIVE_INFINITY : Math.abs(size / dx);
    const tDeltaY = dy === 0 ? Number.POSITIVE_INFINITY : Math.abs(size / dy);
    const nextX = (stepC > 0 ? (c + 1) * size : c * size) - a.x;
    const nextY = (stepR > 0 ? (r + 1) * size : r * size) - a.y;
    let tMaxX = dx === 0 ? Number.POSITIVE_INFINITY : nextX / dx;
    let tMaxY = dy === 0 ? Number.POSITIVE_INFINITY : nextY / dy;
    const limit = this.columns + this.rows + 2;
    for (let visited = 0; visited < limit; visited++) {
      for (const index of this.cells[r * this.columns + c] as number[]) {
        if (this.stamp[index] === this.ray) {
          continue;
        }
        this.stamp[index] = this.ray;
        const wall = this.walls[index] as PropagationWall;
        if (segmentsCross(a.x, a.y, b.x, b.y, wall.ax, wall.ay, wall.bx, wall.by)) {
          out[0] += wall.loss[0];
          out[1] += wall.loss[1];
          out[2] += wall.loss[2];
        }
      }
      if (c === cEnd && r === rEnd) {
        break;
      }
      if (tMaxX < tMaxY) {
        tMaxX += tDeltaX;
        c += stepC;
      } else {
        tMaxY += tDeltaY;
        r += stepR;
      }
      if (c < 0 || r < 0 || c >= this.columns || r >= this.rows) {
        break;
      }
    }
  }
}

/**
 * Log-distance path loss in dB: free-space loss at 1 m for the frequency, then `10·n·log10(d)`
 * (n ≈ 2.6 indoors for furniture and people once walls are counted separately).
 */
export function pathLossDb(
  distanceMeters: number,
  frequencyMhz: number,
  exponent = PATH_LOSS_EXPONENT,
): number {
  const d = Math.max(distanceMeters, 1);
  return referenceLossDb(frequencyMhz) + 10 * exponent * Math.log10(d);
}

function latticeValue(seed: number, ix: number, iy: number): number {
  let v = Math.imul(ix, 0x27d4eb2d) ^ Math.imul(iy, 0x165667b1) ^ Math.imul(seed, 0x9e3779b1);
  v = Math.imul(v ^ (v >>> 15), 0x85ebca6b);
  v = Math.imul(v ^ (v >>> 13), 0xc2b2ae35);
  return (((v ^ (v >>> 16)) >>> 0) / 4294967295) * 2 - 1;
}

/** Free-space loss at 1 m for a frequency, dB: the constant part of {@link pathLossDb}. */
export function referenceLossDb(frequencyMhz: number): number {
  let loss = referenceLossCache.get(frequencyMhz);
  if (loss === undefined) {
    loss = 20 * Math.log10(frequencyMhz) - 27.55;
    referenceLossCache.set(frequencyMhz, loss);
  }
  return loss;
}

const referenceLossCache = new Map<number, number>();

/** Path-loss exponent used by the generator. */
export const PATH_LOSS_EXPONENT = 2.6;

/** Smooth value noise in [-1, 1] at (x, y) metres for a seed: spatially correlated shadowing. */
export function valueNoise(seed: number, x: number, y: number, scaleMeters: number): number {
  const gx = x / scaleMeters;
  const gy = y / scaleMeters;
  const x0 = Math.floor(gx);
  const y0 = Math.floor(gy);
  const fx = gx - x0;
  const fy = gy - y0;
  const sx = fx * fx * (3 - 2 * fx);
  const sy = fy * fy * (3 - 2 * fy);
  const h00 = latticeValue(seed, x0, y0);
  const h10 = latticeValue(seed, x0 + 1, y0);
  const h01 = latticeValue(seed, x0, y0 + 1);
  const h11 = latticeValue(seed, x0 + 1, y0 + 1);
  const top = h00 + (h10 - h00) * sx;
  const bottom = h01 + (h11 - h01) * sx;
  return top + (bottom - top) * sy;
}
