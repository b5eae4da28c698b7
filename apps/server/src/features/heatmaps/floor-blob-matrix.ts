// The points × radios matrix as a floor blob stores it (format 2, see floor-blob.ts): per point its heard radios
// and their levels, in compressed sparse rows. A point hears a few dozen of a floor's radios, so this is a fraction
// of the dense matrix and, with 16-bit radios and half-dB levels, small enough to store without DEFLATE, which on
// such dense data cost the import more CPU than building the matrix.
import type { SparseMatrix } from './floor-matrix-parts';

/** The level of a matrix cell whose radio was not heard at the point (the engine's `notHeardDbm`). */
const NOT_HEARD_DBM = -100;

/** The typed arrays a floor blob's sections hold. */
export type SectionArray = Float64Array | Float32Array | Uint32Array | Uint16Array | Int16Array;

/** The heard cells of a dense matrix, in cell order. */
export function sparseMatrixOf(V: Float32Array): SparseMatrix {
  let heard = 0;
  for (let cell = 0; cell < V.length; cell++) {
    if (V[cell] !== NOT_HEARD_DBM) {
      heard++;
    }
  }
  const index = new Uint32Array(heard);
  const level = new Float32Array(heard);
  let next = 0;
  for (let cell = 0; cell < V.length; cell++) {
    const value = V[cell] as number;
    if (value !== NOT_HEARD_DBM) {
      index[next] = cell;
      level[next] = value;
      next++;
    }
  }
  return { length: V.length, index, level };
}

/** Levels as twice their value in 16 bits when every one is a whole or half dB (medians of two are), else null. */
function halfDbLevels(level: Float32Array): Int16Array | null {
  const doubled = new Int16Array(level.length);
  for (let i = 0; i < level.length; i++) {
    const value = (level[i] as number) * 2;
    if (!Number.isInteger(value) || value < -32768 || value > 32767) {
      return null;
    }
    doubled[i] = value;
  }
  return doubled;
}

/**
 * The sections of a sparse matrix of `pointCount` × `radioCount`: `V.start` (each point's first cell, one more
 * than points), `V.radio` (16-bit when radios allow) and `V.level2` (levels × 2, 16-bit) or `V.level` (32-bit).
 */
export function matrixSections(
  cells: SparseMatrix,
  pointCount: number,
  radioCount: number,
): [string, SectionArray][] {
  if (cells.length !== pointCount * radioCount) {
    throw new Error('the matrix does not have points × radios cells');
  }
  const start = new Uint32Array(pointCount + 1);
  const radio =
    radioCount <= 0x10000 ? new Uint16Array(cells.index.length) : new Uint32Array(cells.index.length);
  for (let i = 0; i < cells.index.length; i++) {
    const cell = cells.index[i] as number;
    const point = Math.floor(cell / radioCount);
    start[point + 1] = (start[point + 1] as number) + 1;
    radio[i] = cell - point * radioCount;
  }
  for (let p = 0; p < pointCount; p++) {
    start[p + 1] = (start[p + 1] as number) + (start[p] as number);
  }
  const doubled = halfDbLevels(cells.level);
  return [
    ['V.start', start],
    ['V.radio', radio],
    doubled === null ? ['V.level', cells.level] : ['V.level2', doubled],
  ];
}

/**
 * The dense matrix of a format 2 blob's sections (see {@link matrixSections}); refuses sections that do not
 * describe a `pointCount` × `radioCount` matrix.
 */
export function denseMatrixFromSections(
  section: (name: string) => SectionArray | undefined,
  pointCount: number,
  radioCount: number,
): Float32Array {
  const start = section('V.start');
  const radio = section('V.radio');
  const level = section('V.level2') ?? section('V.level');
  const scale = section('V.level2') === undefined ? 1 : 0.5;
  const cellCount = radio?.length ?? 0;
  const isWellFormed =
    start instanceof Uint32Array &&
    (radio instanceof Uint16Array || radio instanceof Uint32Array) &&
    level !== undefined &&
    level.length === cellCount &&
    start.length === pointCount + 1 &&
    start[pointCount] === cellCount;
  if (!isWellFormed) {
    throw new Error('Heatmap floor blob has a matrix of the wrong shape');
  }
  const V = new Float32Array(pointCount * radioCount).fill(NOT_HEARD_DBM);
  for (let p = 0; p < pointCount; p++) {
    const from = start[p] as number;
    const to = start[p + 1] as number;
    if (to < from || to > cellCount) {
      throw new Error('Heatmap floor blob has a matrix of the wrong shape');
    }
    const row = p * radioCount;
    for (let i = from; i < to; i++) {
      const r = radio[i] as number;
      if (r >= radioCount) {
        throw new Error('Heatmap floor blob has a matrix cell outside the matrix');
      }
      V[row + r] = (level[i] as number) * scale;
    }
  }
  return V;
}
