import { occupiedSpan, primarySpan, spansOverlap } from './channels';
import { buildRateTable, negotiateLink, rateFromTable, type RateTable } from './mcs';
import { needsInterferers, type CatalogRadio } from './radio-selection';
import type { RequirementMap } from './requirements';
import type { HealthRequirements, HeatmapEngineOptions, HeatmapResult, HeatmapType } from './types';

/** Thermal noise floor for a channel width: −174 dBm/Hz + 10·log10(BW) + 6 dB noise figure (−95 dBm at 20 MHz). */
export function thermalNoiseDbm(widthMhz: number): number {
  return -174 + 10 * Math.log10(widthMhz * 1e6) + 6;
}

/** Everything a metric pass needs besides the radio values. */
export interface MetricSetup {
  type: HeatmapType;
  cellCount: number;
  /** 1 where the cell has data; null when every cell has. */
  hasData: Uint8Array | null;
  /** The radio of each grid column. */
  columns: readonly CatalogRadio[];
  /** 1 for columns that passed the request's filters (others only interfere). */
  isSelected: Uint8Array;
  /** Interpolated measured noise per cell (NaN = unknown); null falls back to the thermal floor. */
  noiseDbm: Float32Array | null;
  requirements: RequirementMap;
  options: Pick<
    HeatmapEngineOptions,
    | 'notHeardDbm'
    | 'cciThresholdDbm'
    | 'cciRule'
    | 'clientTechnology'
    | 'clientSpatialStreams'
    | 'throughputFactor'
  >;
}

/** A whole-grid metric pass: radio values are cell-major, `values[c * columns.length + j]`. */
export interface MetricInput extends MetricSetup {
  values: Float32Array;
}

/**
 * The metric per cell (NaN = no data) and, when the type has a requirement, the margin to it per cell
 * (≥ 0 passes, < 0 fails, NaN = no data), which drives grey-out and the requirement outline.
 */
export interface MetricOutput {
  values: Float32Array;
  margin: Float32Array | null;
  /** The requirement threshold when all cells share one, else null. */
  requirementValue: number | null;
}

/** A metric pass fed block by block, so per-radio grids never need to exist for the whole floor at once. */
export interface MetricPass {
  /** Computes cells [start, end) from their radio values, `values[(c − start) * columns.length + j]`. */
  run(start: number, end: number, values: Float32Array): void;
  readonly output: MetricOutput;
}

function overlapMatrix(columns: readonly CatalogRadio[], rule: HeatmapEngineOptions['cciRule']): Uint8Array {
  const count = columns.length;
  const matrix = new Uint8Array(count * count);
  const spans = columns.map((radio) => occupiedSpan(radio.band, radio.primaryChannel, radio.widthMhz));
  for (let serving = 0; serving < count; serving++) {
    const radio = columns[serving];
    const servingSpan = spans[serving];
    if (radio === undefined || servingSpan === undefined) {
      continue;
    }
    const target = rule === 'primary-overlap' ? primarySpan(radio.band, radio.primaryChannel) : servingSpan;
    for (let other = 0; other < count; other++) {
      const otherSpan = spans[other];
      const isSameBand = columns[other]?.band === radio.band;
      if (other !== serving && isSameBand && otherSpan !== undefined && spansOverlap(target, otherSpan)) {
        matrix[serving * count + other] = 1;
      }
    }
  }
  return matrix;
}

/** The active requirement's threshold per profile, or null when the type has none. */
export function requirementThresholds(
  type: HeatmapType,
  profiles: readonly HealthRequirements[],
): Float64Array | null {
  const pick = (select: (profile: HealthRequirements) => number | undefined): Float64Array =>
    Float64Array.from(profiles, (profile) => select(profile) ?? NaN);
  switch (type) {
    case 'primary-coverage':
      return pick((profile) => profile.rssiDbm);
    case 'secondary-coverage':
      return pick((profile) => profile.rssi2Dbm);
    case 'snr':
      return pick((profile) => profile.snrDb);
    case 'channel-interference':
      return pick((profile) => profile.channelInterference);
    case 'data-rate':
      return profiles.some((profile) => profile.dataRateMbps !== undefined)
        ? pick((profile) => profile.dataRateMbps)
        : null;
    case 'network-health':
    case 'throughput':
      return null;
  }
}

function uniformValue(thresholds: Float64Array | null): number | null {
  if (thresholds === null || thresholds.length === 0) {
    return null;
  }
  const first = thresholds[0] ?? NaN;
  return thresholds.every((value) => value === first) ? first : null;
}

function apNumbers(columns: readonly CatalogRadio[]): Int32Array {
  const numbers = new Map<string, number>();
  return Int32Array.from(columns, (radio) => {
    const known = numbers.get(radio.apId);
    if (known !== undefined) {
      return known;
    }
    numbers.set(radio.apId, numbers.size);
    return numbers.size - 1;
  });
}

/**
 * Sets up one pass over cells × radios computing the requested type: primary (strongest selected radio),
 * secondary (strongest other AP), SNR (primary − noise), co-channel count (other radios of the serving band
 * overlapping its span at ≥ the CCI threshold), PHY rate and throughput of the serving radio, or the first
 * failing requirement (network health).
 */
export function createMetricPass(setup: MetricSetup): MetricPass {
  const { type, cellCount, hasData, columns, isSelected, noiseDbm, requirements, options } = setup;
  const width = columns.length;
  const apOf = apNumbers(columns);
  const selectedColumns = Int32Array.from(columns.flatMap((_, j) => (isSelected[j] === 1 ? [j] : [])));
  const selectedCount = selectedColumns.length;
  const needsCci = needsInterferers(type);
  const overlaps = needsCci ? overlapMatrix(columns, options.cciRule) : new Uint8Array(0);
  const profiles = requirements.profiles;
  const needsRate =
    type === 'data-rate' ||
    type === 'throughput' ||
    (type === 'network-health' && profiles.some((profile) => profile.dataRateMbps !== undefined));
  const client = { technology: options.clientTechnology, spatialStreams: options.clientSpatialStreams };
  const rateTables: RateTable[] = needsRate
    ? columns.map((radio) => buildRateTable(negotiateLink(radio, client)))
    : [];
  const thermal = Float64Array.from(columns, (radio) => thermalNoiseDbm(radio.widthMhz));
  const cellProfile = requirements.cellProfile;
  const thresholds = requirementThresholds(type, profiles);
  const out = new Float32Array(cellCount);
  const margin = thresholds === null ? null : new Float32Array(cellCount);
  const floorDbm = options.notHeardDbm;
  const isPrimaryOnly = type === 'primary-coverage';

  function run(start: number, end: number, values: Float32Array): void {
    for (let c = start; c < end; c++) {
      if ((hasData !== null && hasData[c] !== 1) || selectedCount === 0) {
        out[c] = NaN;
        if (margin !== null) {
          margin[c] = NaN;
        }
        continue;
      }
      const base = (c - start) * width;
      let value: number;
      if (isPrimaryOnly) {
        // The common case gets a tight loop without the serving-radio bookkeeping.
        value = -Infinity;
        for (let k = 0; k < selectedCount; k++) {
          const v = values[base + (selectedColumns[k] ?? 0)] ?? floorDbm;
          if (v > value) {
            value = v;
          }
        }
      } else {
        value = cellValue(c, base, values);
      }
      out[c] = value;
      if (margin !== null && thresholds !== null) {
        const threshold = thresholds[cellProfile[c] ?? 0] ?? NaN;
        // Interference passes at or below its maximum; the half step puts the outline between whole counts.
        margin[c] = type === 'channel-interference' ? threshold + 0.5 - value : value - threshold;
      }
    }
  }

  function cellValue(c: number, base: number, values: Float32Array): number {
    let best = -Infinity;
    let bestAp = -1;
    let serving = -1;
    let second = -Infinity;
    let secondAp = -1;
    for (let k = 0; k < selectedCount; k++) {
      const j = selectedColumns[k] ?? 0;
      const v = values[base + j] ?? floorDbm;
      const ap = apOf[j] ?? -1;
      if (ap === bestAp) {
        if (v > best) {
          best = v;
          serving = j;
        }
      } else if (ap === secondAp) {
        if (v > best) {
          second = best;
          secondAp = bestAp;
          best = v;
          bestAp = ap;
          serving = j;
        } else if (v > second) {
          second = v;
        }
      } else if (v > best) {
        second = best;
        secondAp = bestAp;
        best = v;
        bestAp = ap;
        serving = j;
      } else if (v > second) {
        second = v;
        secondAp = ap;
      }
    }
    const primary = best;
    const secondary = secondAp === -1 ? floorDbm : second;
    if (type === 'secondary-coverage') {
      return secondary;
    }
    const cellNoise = noiseDbm === null ? NaN : (noiseDbm[c] ?? NaN);
    const snr = primary - (Number.isNaN(cellNoise) ? (thermal[serving] ?? -95) : cellNoise);
    let cci = 0;
    if (needsCci) {
      const row = serving * width;
      for (let j = 0; j < width; j++) {
        if (overlaps[row + j] === 1 && (values[base + j] ?? floorDbm) >= options.cciThresholdDbm) {
          cci++;
        }
      }
    }
    const table = rateTables[serving];
    const rate = needsRate && table !== undefined ? rateFromTable(table, primary, snr) : 0;
    switch (type) {
      case 'primary-coverage':
        return primary;
      case 'snr':
        return snr;
      case 'channel-interference':
        return cci;
      case 'data-rate':
        return rate;
      case 'throughput':
        return rate * options.throughputFactor;
      case 'network-health': {
        const profile = profiles[cellProfile[c] ?? 0] ?? profiles[0];
        if (profile === undefined) {
          return 0;
        }
        if (primary < profile.rssiDbm) {
          return 1;
        }
        if (secondary < profile.rssi2Dbm) {
          return 2;
        }
        if (snr < profile.snrDb) {
          return 3;
        }
        if (cci > profile.channelInterference) {
          return 4;
        }
        return profile.dataRateMbps !== undefined && rate < profile.dataRateMbps ? 5 : 0;
      }
    }
  }

  return { run, output: { values: out, margin, requirementValue: uniformValue(thresholds) } };
}

/** Runs a metric pass over a whole cell-major grid at once. */
export function computeMetric(input: MetricInput): MetricOutput {
  const pass = createMetricPass(input);
  pass.run(0, input.cellCount, input.values);
  return pass.output;
}

/** What the orchestrator hands a source besides the radios: everything a metric pass needs but the values. */
export type SourceSetup = Omit<MetricSetup, 'hasData' | 'noiseDbm'>;

/** Where a heatmap's radio values come from, and how they feed a metric pass. */
export interface HeatmapSource {
  kind: HeatmapResult['source'];
  catalog: CatalogRadio[];
  run: (needed: readonly number[], setup: SourceSetup) => MetricOutput;
}
