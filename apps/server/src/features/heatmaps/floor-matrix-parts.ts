// Small building blocks of the floor matrix builder (floor-matrix.ts): the online mode, the growable level
// entries and the median.

/**
 * Online "most common value, first to reach the top count wins" (the engine's tie rule) over small integers
 * `0 … size − 1`, without keeping the list of values.
 */
export class MostCommon {
  private readonly counts: Int32Array;
  private bestCount = 0;
  best: number;

  constructor(size: number, fallback: number) {
    this.counts = new Int32Array(size);
    this.best = fallback;
  }

  add(value: number): void {
    const count = (this.counts[value] as number) + 1;
    this.counts[value] = count;
    if (count > this.bestCount) {
      this.best = value;
      this.bestCount = count;
    }
  }
}

/** Growable parallel typed arrays of (point, radio, level) entries: one per radio heard per scan. */
export class LevelEntries {
  count = 0;
  point = new Int32Array(4096);
  radio = new Int32Array(4096);
  level = new Float32Array(4096);

  /** Empties the list, keeping its arrays for the next floor. */
  clear(): void {
    this.count = 0;
  }

  push(point: number, radio: number, level: number): void {
    if (this.count === this.point.length) {
      const size = this.point.length * 2;
      const grow = <T extends Int32Array | Float32Array>(array: T, make: (n: number) => T): T => {
        const next = make(size);
        next.set(array);
        return next;
      };
      this.point = grow(this.point, (n) => new Int32Array(n));
      this.radio = grow(this.radio, (n) => new Int32Array(n));
      this.level = grow(this.level, (n) => new Float32Array(n));
    }
    this.point[this.count] = point;
    this.radio[this.count] = radio;
    this.level[this.count] = level;
    this.count++;
  }
}

export function median(values: number[]): number {
  // Most points of several scans have two or three levels per radio: their median without a copy and a sort.
  if (values.length === 1) {
    return values[0] as number;
  }
  if (values.length === 2) {
    return ((values[0] as number) + (values[1] as number)) / 2;
  }
  if (values.length === 3) {
    const [a, b, c] = values as [number, number, number];
    return Math.max(Math.min(a, b), Math.min(Math.max(a, b), c));
  }
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? NaN)
    : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
}

/**
 * The heard cells of a points × radios matrix: cell `index[i]` (point × radios + radio, ascending) has level
 * `level[i]`; every other cell is "not heard" (−100 dBm).
 */
export interface SparseMatrix {
  /** The dense matrix's length (points × radios). */
  length: number;
  index: Uint32Array;
  level: Float32Array;
}

/** Entry numbers ordered by point, stable; null when the entries already are (a route that never came back). */
function orderByPoint(point: Int32Array, count: number, pointCount: number): Int32Array | null {
  let isSorted = true;
  for (let e = 1; e < count && isSorted; e++) {
    isSorted = (point[e] as number) >= (point[e - 1] as number);
  }
  if (isSorted) {
    return null;
  }
  const next = new Int32Array(pointCount + 1);
  for (let e = 0; e < count; e++) {
    const key = (point[e] as number) + 1;
    next[key] = (next[key] as number) + 1;
  }
  for (let p = 0; p < pointCount; p++) {
    next[p + 1] = (next[p + 1] as number) + (next[p] as number);
  }
  const order = new Int32Array(count);
  for (let e = 0; e < count; e++) {
    const key = point[e] as number;
    order[next[key] as number] = e;
    next[key] = (next[key] as number) + 1;
  }
  return order;
}

/**
 * The matrix's heard cells from its level entries, in cell order: a point of one scan hears each radio once (its
 * entries are its cells), a point of several scans (stop-and-go, crossings) the median of each radio's levels.
 * Entries are gathered by point (usually they already are), then each point's few dozen radios sorted.
 */
export function heardCells(
  entries: LevelEntries,
  pointCount: number,
  radioCount: number,
  scansAtPoint: readonly number[],
): SparseMatrix {
  const { point, radio, level, count } = entries;
  const order = orderByPoint(point, count, pointCount);
  const index = new Uint32Array(count);
  const levels = new Float32Array(count);
  let cells = 0;
  // The current point's radios (each once) and their levels; per radio of a point of several scans, its slot.
  const heard = new Uint32Array(Math.max(radioCount, 1));
  const levelOf = new Float32Array(Math.max(radioCount, 1));
  const slotOf = new Int32Array(Math.max(radioCount, 1)).fill(-1);
  const slotLevels: number[][] = [];
  for (let i = 0; i < count;) {
    const p = point[order === null ? i : (order[i] as number)] as number;
    let end = i + 1;
    while (end < count && point[order === null ? end : (order[end] as number)] === p) {
      end++;
    }
    let n = 0;
    if ((scansAtPoint[p] as number) === 1) {
      for (let j = i; j < end; j++) {
        const e = order === null ? j : (order[j] as number);
        const r = radio[e] as number;
        heard[n++] = r;
        levelOf[r] = level[e] as number;
      }
    } else {
      for (let j = i; j < end; j++) {
        const e = order === null ? j : (order[j] as number);
        const r = radio[e] as number;
        let slot = slotOf[r] as number;
        if (slot < 0) {
          slot = n;
          slotOf[r] = slot;
          heard[n++] = r;
          (slotLevels[slot] ??= []).length = 0;
        }
        (slotLevels[slot] as number[]).push(level[e] as number);
      }
      for (let slot = 0; slot < n; slot++) {
        const r = heard[slot] as number;
        levelOf[r] = median(slotLevels[slot] as number[]);
        slotOf[r] = -1;
      }
    }
    const radios = heard.subarray(0, n).sort();
    const base = p * radioCount;
    for (let k = 0; k < n; k++) {
      const r = radios[k] as number;
      index[cells] = base + r;
      levels[cells] = levelOf[r] as number;
      cells++;
    }
    i = end;
  }
  return { length: pointCount * radioCount, index: index.slice(0, cells), level: levels.slice(0, cells) };
}
