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
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? NaN)
    : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
}
