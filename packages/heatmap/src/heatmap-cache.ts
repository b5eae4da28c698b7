import { LruCache } from './lru-cache';
import type { InterpolationOperator } from './operator';
import type { HeatmapResult } from './types';

/** Predicted per-radio grids of one floor, one plane per radio (`values[j * cellCount + c]`). */
export interface RadioField {
  values: Float32Array;
}

/** Byte budgets of the three cache levels. */
export interface HeatmapCacheBudgets {
  operatorBytes: number;
  fieldBytes: number;
  responseBytes: number;
}

const MB = 1024 * 1024;

/**
 * The engine's caches, one per worker (or process): interpolation operators by floor, data version and grid;
 * predicted per-radio grids by floor, grid and radio set (measured grids are cheap to re-interpolate block by
 * block and are never stored); finished results by the full request hash (the ETag).
 */
export class HeatmapCache {
  readonly operators: LruCache<InterpolationOperator>;
  readonly fields: LruCache<RadioField>;
  readonly responses: LruCache<HeatmapResult>;

  constructor(budgets: Partial<HeatmapCacheBudgets> = {}) {
    this.operators = new LruCache(budgets.operatorBytes ?? 256 * MB);
    this.fields = new LruCache(budgets.fieldBytes ?? 128 * MB);
    this.responses = new LruCache(budgets.responseBytes ?? 64 * MB);
  }

  clear(): void {
    this.operators.clear();
    this.fields.clear();
    this.responses.clear();
  }
}

/** Bytes held by a radio field. */
export function fieldBytes(field: RadioField): number {
  return field.values.byteLength;
}

/** Bytes held by a result, for the response cache budget. */
export function resultBytes(result: HeatmapResult): number {
  const rings = [...result.areas, ...result.contours].reduce((sum, area) => sum + area.rings.length * 16, 0);
  return result.bins.byteLength + result.vertices.byteLength + rings + 2048;
}
