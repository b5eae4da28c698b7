import { HEATMAP_CACHE_SIZE } from '@airlens/domain';
import { canonicalJson } from './hash';
import { normalizeHeatmapRequest } from './request';
import type { HeatmapRequest } from './types';

/** What the web client keeps per heatmap: the answer and its ETag for revalidation (If-None-Match). */
export interface CachedHeatmap<T> {
  etag: string | null;
  value: T;
}

/**
 * The web client's heatmap cache (docs/product-spec.md §9): at most 100 entries, and when full the oldest stored entry is
 * evicted first (insertion order, not recency). Storing a key again makes it the newest.
 */
export class HeatmapClientCache<T> {
  private readonly entries = new Map<string, CachedHeatmap<T>>();

  constructor(readonly capacity: number = HEATMAP_CACHE_SIZE) {}

  get(key: string): CachedHeatmap<T> | undefined {
    return this.entries.get(key);
  }

  has(key: string): boolean {
    return this.entries.has(key);
  }

  set(key: string, value: T, etag: string | null = null): void {
    this.entries.delete(key);
    this.entries.set(key, { etag, value });
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.capacity) {
        break;
      }
      this.entries.delete(oldest);
    }
  }

  delete(key: string): boolean {
    return this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}

/** The client cache key of a heatmap: project, floor, project version and the normalised request. */
export function heatmapClientKey(
  projectId: string,
  floorId: string,
  version: number,
  request: HeatmapRequest,
): string {
  return canonicalJson({ projectId, floorId, version, request: normalizeHeatmapRequest(request) });
}
