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

/**
 * One pass per radio plane (sequential reads) over every cell; cached per field and band. A value not above the
 * cell's current second best changes nothing, so most reads cost one comparison.
 */
export function fieldBest(field: MetricField, band: Band | undefined): FieldBest {
  return cached(bestCache, field, band ?? 'any', () => {
    const { cellCount, planes } = field;
    const best = new Float32Array(cellCount).fill(-Infinity);
    const second = new Float32Array(cellCount).fill(-Infinity);
    const bestColumn = new Int32Array(cellCount).fill(-1);
    for (const j of columnsOfBand(field, band)) {
      const plane = planes.subarray(j * cellCount, (j + 1) * cellCount);
      for (let c = 0; c < cellCount; c++) {
        const rssi = plane[c] ?? -Infinity;
        if (rssi > (second[c] ?? -Infinity)) {
          const top = best[c] ?? -Infinity;
          if (rssi > top) {
            second[c] = top;
            best[c] = rssi;
            bestColumn[c] = j;
          } else {
            second[c] = rssi;
          }
        }
      }
    }
    return { best, second, bestColumn };
  });
}

/** Index of each column's channel (band and primary channel) and of its AP, small integers for tight loops. */
function channelAndApIndices(field: MetricField): {
  channelOf: Int32Array;
  apOf: Int32Array;
  channels: number;
} {
  const channelIds = new Map<string, number>();
  const apIds = new Map<string, number>();
  const channelOf = new Int32Array(field.radios.length);
  const apOf = new Int32Array(field.radios.length);
  field.radios.forEach((radio, j) => {
    const key = `${radio.band}:${radio.primaryChannel}`;
    channelOf[j] = channelIds.get(key) ?? channelIds.set(key, channelIds.size).size - 1;
    apOf[j] = apIds.get(radio.apId) ?? apIds.set(radio.apId, apIds.size).size - 1;
  });
  return { channelOf, apOf, channels: channelIds.size };
}

/**
 * Per cell, co-channel radios of other APs than the strongest one heard at or above `limitDbm` (raw levels);
 * cached per field, band and level. Only radios on the strongest radio's channel can count, so the cells are
 * grouped by that channel and each radio reads just the cells of its own channel's group: Σ over channels of
 * radios × cells instead of every radio × every cell.
 */
export function coChannelCounts(field: MetricField, band: Band | undefined, limitDbm: number): Float32Array {
  return cached(countCache, field, `overlap|${band ?? 'any'}|${limitDbm}`, () => {
    const { planes, cellCount } = field;
    const { bestColumn } = fieldBest(field, band);
    const { channelOf, apOf, channels } = channelAndApIndices(field);
    // Counting sort of the cells by their strongest radio's channel (cells without one are left out).
    const starts = new Int32Array(channels + 1);
    for (let c = 0; c < cellCount; c++) {
      const owner = bestColumn[c] ?? -1;
      if (owner >= 0) {
        starts[(channelOf[owner] ?? 0) + 1] = (starts[(channelOf[owner] ?? 0) + 1] ?? 0) + 1;
      }
    }
    for (let g = 0; g < channels; g++) {
      starts[g + 1] = (starts[g + 1] ?? 0) + (starts[g] ?? 0);
    }
    const cursor = starts.slice(0, channels);
    const grouped = new Int32Array(starts[channels] ?? 0);
    for (let c = 0; c < cellCount; c++) {
      const owner = bestColumn[c] ?? -1;
      if (owner >= 0) {
        const g = channelOf[owner] ?? 0;
        grouped[cursor[g] ?? 0] = c;
        cursor[g] = (cursor[g] ?? 0) + 1;
      }
    }
    const out = new Float32Array(cellCount);
    for (const j of columnsOfBand(field, band)) {
      const g = channelOf[j] ?? 0;
      const ap = apOf[j] ?? -1;
      const plane = planes.subarray(j * cellCount, (j + 1) * cellCount);
      const end = starts[g + 1] ?? 0;
      for (let k = starts[g] ?? 0; k < end; k++) {
        const c = grouped[k] ?? 0;
        if ((plane[c] ?? -Infinity) >= limitDbm && apOf[bestColumn[c] ?? 0] !== ap) {
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
