/** Deterministic pseudo-random numbers (sfc32 seeded through splitmix32): same seed, same project. */
export class Prng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;
  private spareGaussian: number | undefined;

  constructor(seed: number) {
    let s = seed >>> 0;
    const split = (): number => {
      s = (s + 0x9e3779b9) >>> 0;
      let z = s;
      z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
      z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
      return (z ^ (z >>> 16)) >>> 0;
    };
    this.a = split();
    this.b = split();
    this.c = split();
    this.d = split();
    for (let i = 0; i < 12; i++) {
      this.nextUint32();
    }
  }

  /** Uniform unsigned 32-bit integer. */
  nextUint32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** Uniform in [0, 1). */
  next(): number {
    return this.nextUint32() / 4294967296;
  }

  /** Uniform in [min, max). */
  range(min: number, max: number): number {
    return min + (max - min) * this.next();
  }

  /** Uniform integer in [min, max] inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** True with probability p. */
  chance(p: number): boolean {
    return this.next() < p;
  }

  /** One element of a non-empty array. */
  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) {
      throw new RangeError('pick from an empty list');
    }
    return item;
  }

  /** Standard normal deviate (Box–Muller). */
  gaussian(): number {
    if (this.spareGaussian !== undefined) {
      const spare = this.spareGaussian;
      this.spareGaussian = undefined;
      return spare;
    }
    let u = 0;
    while (u === 0) {
      u = this.next();
    }
    const v = this.next();
    const r = Math.sqrt(-2 * Math.log(u));
    this.spareGaussian = r * Math.sin(2 * Math.PI * v);
    return r * Math.cos(2 * Math.PI * v);
  }

  /** A lower-case UUID v4 string built from this stream. */
  uuid(): string {
    const hex = (n: number): string => n.toString(16).padStart(8, '0');
    const a = hex(this.nextUint32());
    const b = hex(this.nextUint32());
    const c = hex(this.nextUint32());
    const d = hex(this.nextUint32());
    const variant = ((parseInt(c[0] as string, 16) & 0x3) | 0x8).toString(16);
    return `${a}-${b.slice(0, 4)}-4${b.slice(5, 8)}-${variant}${c.slice(1, 4)}-${c.slice(4, 8)}${d}`;
  }

  /** Fisher–Yates shuffle in place. */
  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      const tmp = items[i] as T;
      items[i] = items[j] as T;
      items[j] = tmp;
    }
    return items;
  }

  /** An independent stream derived from this one (so adding draws in one part never shifts another). */
  fork(): Prng {
    return new Prng(this.nextUint32());
  }
}
