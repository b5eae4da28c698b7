/**
 * A least-recently-used cache bounded by a byte budget: operators, radio grids and encoded responses are a few
 * kB to tens of MB each, so a count limit would either waste memory or thrash.
 */
export class LruCache<V> {
  private readonly entries = new Map<string, { value: V; bytes: number }>();
  private usedBytes = 0;

  /** @param maxBytes Entries are evicted, least recently used first, until the total fits. */
  constructor(readonly maxBytes: number) {}

  /** The value for `key`, marking it most recently used. */
  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) {
      return undefined;
    }
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  has(key: string): boolean {
    return this.entries.has(key);
  }

  /** Stores a value of `bytes` size; a value larger than the whole budget is not stored. */
  set(key: string, value: V, bytes: number): void {
    this.delete(key);
    if (bytes > this.maxBytes) {
      return;
    }
    this.entries.set(key, { value, bytes });
    this.usedBytes += bytes;
    for (const [oldestKey, oldest] of this.entries) {
      if (this.usedBytes <= this.maxBytes) {
        break;
      }
      this.entries.delete(oldestKey);
      this.usedBytes -= oldest.bytes;
    }
  }

  delete(key: string): boolean {
    const entry = this.entries.get(key);
    if (entry === undefined) {
      return false;
    }
    this.entries.delete(key);
    this.usedBytes -= entry.bytes;
    return true;
  }

  clear(): void {
    this.entries.clear();
    this.usedBytes = 0;
  }

  get size(): number {
    return this.entries.size;
  }

  get bytes(): number {
    return this.usedBytes;
  }
}
