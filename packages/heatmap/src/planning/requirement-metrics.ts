import type { Band } from '../types';

// Per-cell metrics of a signal field over all its cells, computed once per field object and kept while the field
// lives (a WeakMap): the strongest and second-strongest radio per band, and counts of radios above a level. A
// requirement under a device profile then shifts these values instead of recomputing the field (issue #18).

/** The parts of a signal field the metrics read. */
export interface MetricField {
  cellCount: number;
  radios: readonly { band: Band; apId: string; primaryChannel: number }[];
  planes: Float32Array;
}

/** Strongest and second-strongest RSSI per cell over some radio columns, and the strongest column (−1: none). */
export interface FieldBest {
  best: Float32Array;
  second: Float32Array;
  bestColumn: Int32Array;
}

const bestCache = new WeakMap<object, Map<string, FieldBest>>();
const countCache = new WeakMap<object, Map<string, Float32Array>>();

function cached<T>(cache: WeakMap<object, Map<string, T>>, field: object, key: string, make: () => T): T {
  let byKey = cache.get(field);
  if (byKey === undefined) {
    byKey = new Map();
    cache.set(field, byKey);
  }
  let value = byKey.get(key);
  if (value === undefined) {
    value = make();
    byKey.set(key, value);
  }
  return value;
}

/** The radio columns of a band (every column for `undefined`). */
export function columnsOfBand(field: MetricField, band: Band | undefined): number[] {
  return field.radios.flatMap((radio, j) => (band === undefined || radio.band === band ? [j] : []));
}

/** One pass per radio plane (sequential reads) over every cell; cached per field and band. */
export function fieldBest(field: MetricField, band: Band | undefined): FieldBest {
  return cached(bestCache, field, band ?? 'any', () => {
    const { cellCount, planes } = field;
    const best = new Float32Array(cellCount).fill(-Infinity);
    const second = new Float32Array(cellCount).fill(-Infinity);
    const bestColumn = new Int32Array(cellCount).fill(-1);
    for (const j of columnsOfBand(field, band)) {
      const base = j * cellCount;
      for (let c = 0; c < cellCount; c++) {
        const rssi = planes[base + c] ?? -Infinity;
        if (rssi > (best[c] ?? -Infinity)) {
          second[c] = best[c] ?? -Infinity;
          best[c] = rssi;
          bestColumn[c] = j;
        } else if (rssi > (second[c] ?? -Infinity)) {
          second[c] = rssi;
        }
      }
    }
    return { best, second, bestColumn };
  });
}

/**
 * Per cell, co-channel radios of other APs than the strongest one heard at or above `limitDbm` (raw levels);
 * cached per field, band and level.
 */
export function coChannelCounts(field: MetricField, band: Band | undefined, limitDbm: number): Float32Array {
  return cached(countCache, field, `overlap|${band ?? 'any'}|${limitDbm}`, () => {
    const { radios, planes, cellCount } = field;
    const { bestColumn } = fieldBest(field, band);
    const channelKey = radios.map((radio) => `${radio.band}:${radio.primaryChannel}`);
    const out = new Float32Array(cellCount);
    for (const j of columnsOfBand(field, band)) {
      const base = j * cellCount;
      for (let c = 0; c < cellCount; c++) {
        const owner = bestColumn[c] ?? -1;
        if (
          owner >= 0 &&
          owner !== j &&
          channelKey[owner] === channelKey[j] &&
          radios[owner]?.apId !== radios[j]?.apId &&
          (planes[base + c] ?? -Infinity) >= limitDbm
        ) {
          out[c] = (out[c] ?? 0) + 1;
        }
      }
    }
    return out;
  });
}

/** Per cell, distinct APs with a radio heard at or above `limitDbm` (raw levels); cached per field, band and level. */
export function apCounts(field: MetricField, band: Band | undefined, limitDbm: number): Float32Array {
  return cached(countCache, field, `aps|${band ?? 'any'}|${limitDbm}`, () => {
    const { radios, planes, cellCount } = field;
    const byAp = new Map<string, number[]>();
    for (const j of columnsOfBand(field, band)) {
      const apId = radios[j]?.apId ?? '';
      byAp.set(apId, [...(byAp.get(apId) ?? []), j]);
    }
    const out = new Float32Array(cellCount);
    const heard = new Uint8Array(cellCount);
    for (const apColumns of byAp.values()) {
      heard.fill(0);
      for (const j of apColumns) {
        const base = j * cellCount;
        for (let c = 0; c < cellCount; c++) {
          if ((planes[base + c] ?? -Infinity) >= limitDbm) {
            heard[c] = 1;
          }
        }
      }
      for (let c = 0; c < cellCount; c++) {
        out[c] = (out[c] ?? 0) + (heard[c] ?? 0);
      }
    }
    return out;
  });
}
