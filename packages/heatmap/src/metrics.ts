import { occupiedSpan, primarySpan, spansOverlap } from './channels';
import { buildRateTable, negotiateLink, rateFromTable, type RateTable } from './mcs';
import type { CatalogRadio } from './radio-selection';
import type { RequirementMap } from './requirements';
import type { HeatmapEngineOptions, HeatmapType } from './types';

/** Thermal noise floor for a channel width: −174 dBm/Hz + 10·log10(BW) + 6 dB noise figure (−95 dBm at 20 MHz). */
export function thermalNoiseDbm(widthMhz: number): number {
  return -174 + 10 * Math.log10(widthMhz * 1e6) + 6;
}

/** Everything one metric pass reads. Grid values are cell-major: `values[c * columns.length + j]`. */
export interface MetricInput {
  type: HeatmapType;
  cellCount: number;
  values: Float32Array;
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

function requirementOf(input: MetricInput): ((profile: number) => number) | null {
  const profiles = input.requirements.profiles;
  switch (input.type) {
    case 'primary-coverage':
      return (p) => profiles[p]?.rssiDbm ?? NaN;
    case 'secondary-coverage':
      return (p) => profiles[p]?.rssi2Dbm ?? NaN;
    case 'snr':
      return (p) => profiles[p]?.snrDb ?? NaN;
    case 'channel-interference':
      return (p) => profiles[p]?.channelInterference ?? NaN;
    case 'data-rate':
      return profiles.some((profile) => profile.dataRateMbps !== undefined)
        ? (p) => profiles[p]?.dataRateMbps ?? NaN
        : null;
    case 'network-health':
    case 'throughput':
      return null;
  }
}

/**
 * One pass over cells × radios computing the requested type: primary (strongest selected radio), secondary
 * (strongest other AP), SNR (primary − noise), co-channel count (other radios of the serving band overlapping
 * its span at ≥ the CCI threshold), PHY rate and throughput of the serving radio, or the first failing
 * requirement (network health).
 */
export function computeMetric(input: MetricInput): MetricOutput {
  const { type, cellCount, values, hasData, columns, isSelected, noiseDbm, requirements, options } = input;
  const width = columns.length;
  const apNumbers = new Map<string, number>();
  const apOf = Int32Array.from(columns, (radio) => {
    const known = apNumbers.get(radio.apId);
    if (known !== undefined) {
      return known;
    }
    apNumbers.set(radio.apId, apNumbers.size);
    return apNumbers.size - 1;
  });
  const selectedColumns = Int32Array.from(columns.flatMap((_, j) => (isSelected[j] === 1 ? [j] : [])));
  const needsCci = type === 'channel-interference' || type === 'network-health';
  const overlaps = needsCci ? overlapMatrix(columns, options.cciRule) : new Uint8Array(0);
  const needsRate =
    type === 'data-rate' ||
    type === 'throughput' ||
    (type === 'network-health' &&
      requirements.profiles.some((profile) => profile.dataRateMbps !== undefined));
  const client = { technology: options.clientTechnology, spatialStreams: options.clientSpatialStreams };
  const rateTables: RateTable[] = needsRate
    ? columns.map((radio) => buildRateTable(negotiateLink(radio, client)))
    : [];
  const thermal = Float64Array.from(columns, (radio) => thermalNoiseDbm(radio.widthMhz));
  const profiles = requirements.profiles;
  const cellProfile = requirements.cellProfile;
  const requirement = requirementOf(input);
  const out = new Float32Array(cellCount);
  const margin = requirement === null ? null : new Float32Array(cellCount);
  const floorDbm = options.notHeardDbm;
  const requirementValue = uniformRequirement(requirement, profiles.length);
  if (type === 'primary-coverage' && margin !== null && requirement !== null) {
    strongestSelected(input, selectedColumns, out);
    const thresholds = Float64Array.from(profiles, (_, p) => requirement(p));
    for (let c = 0; c < cellCount; c++) {
      margin[c] = (out[c] ?? NaN) - (thresholds[cellProfile[c] ?? 0] ?? NaN);
    }
    return { values: out, margin, requirementValue };
  }

  for (let c = 0; c < cellCount; c++) {
    if ((hasData !== null && hasData[c] !== 1) || selectedColumns.length === 0) {
      out[c] = NaN;
      if (margin !== null) {
        margin[c] = NaN;
      }
      continue;
    }
    const base = c * width;
    let best = -Infinity;
    let bestAp = -1;
    let serving = -1;
    let second = -Infinity;
    let secondAp = -1;
    for (let k = 0; k < selectedColumns.length; k++) {
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
    const cellNoise = noiseDbm === null ? NaN : (noiseDbm[c] ?? NaN);
    const noise = Number.isNaN(cellNoise) ? (thermal[serving] ?? -95) : cellNoise;
    const snr = primary - noise;
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
    const profile = profiles[cellProfile[c] ?? 0] ?? profiles[0];
    let value: number;
    switch (type) {
      case 'primary-coverage':
        value = primary;
        break;
      case 'secondary-coverage':
        value = secondary;
        break;
      case 'snr':
        value = snr;
        break;
      case 'channel-interference':
        value = cci;
        break;
      case 'data-rate':
        value = rate;
        break;
      case 'throughput':
        value = rate * options.throughputFactor;
        break;
      case 'network-health':
        value =
          profile === undefined
            ? 0
            : primary < profile.rssiDbm
              ? 1
              : secondary < profile.rssi2Dbm
                ? 2
                : snr < profile.snrDb
                  ? 3
                  : cci > profile.channelInterference
                    ? 4
                    : profile.dataRateMbps !== undefined && rate < profile.dataRateMbps
                      ? 5
                      : 0;
        break;
    }
    out[c] = value;
    if (margin !== null && requirement !== null) {
      const threshold = requirement(cellProfile[c] ?? 0);
      // Interference passes at or below its maximum; the half step puts the outline between whole counts.
      margin[c] = type === 'channel-interference' ? threshold + 0.5 - value : value - threshold;
    }
  }
  return { values: out, margin, requirementValue };
}

/** Primary coverage alone: the strongest selected radio per cell, without the serving-radio bookkeeping. */
function strongestSelected(input: MetricInput, selectedColumns: Int32Array, out: Float32Array): void {
  const { cellCount, values, hasData, columns } = input;
  const width = columns.length;
  const count = selectedColumns.length;
  for (let c = 0; c < cellCount; c++) {
    if ((hasData !== null && hasData[c] !== 1) || count === 0) {
      out[c] = NaN;
      continue;
    }
    const base = c * width;
    let best = -Infinity;
    for (let k = 0; k < count; k++) {
      const v = values[base + (selectedColumns[k] ?? 0)] ?? -Infinity;
      if (v > best) {
        best = v;
      }
    }
    out[c] = best;
  }
}

function uniformRequirement(
  requirement: ((profile: number) => number) | null,
  profileCount: number,
): number | null {
  if (requirement === null) {
    return null;
  }
  const first = requirement(0);
  for (let p = 1; p < profileCount; p++) {
    if (requirement(p) !== first) {
      return null;
    }
  }
  return first;
}
