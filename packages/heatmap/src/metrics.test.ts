import { describe, expect, it } from 'vitest';
import { computeMetric, thermalNoiseDbm, type MetricInput } from './metrics';
import type { CatalogRadio } from './radio-selection';
import { DEFAULT_REQUIREMENTS } from './requirements';
import { resolveEngineOptions } from './request';
import type { HeatmapType } from './types';

function radio(id: string, apId: string, primaryChannel: number): CatalogRadio {
  return {
    id,
    apId,
    band: 'FIVE',
    primaryChannel,
    widthMhz: 20,
    isMine: true,
    isMeasured: true,
    technology: 'AC',
    spatialStreams: 2,
    isShortGuardInterval: true,
  };
}

// Columns: AP A has two 5 GHz radios (36 and 149); B and C are other selected APs; D and E only interfere.
const columns = [
  radio('r0', 'A', 36),
  radio('r1', 'A', 149),
  radio('r2', 'B', 36),
  radio('r3', 'C', 40),
  radio('r4', 'D', 36),
  radio('r5', 'E', 36),
];
const isSelected = Uint8Array.of(1, 1, 1, 1, 0, 0);
// prettier-ignore
const cells = [
  [-50, -55, -60, -70, -80, -100], // c0: A serves; secondary is B, not A's other radio; 2 co-channel
  [-100, -100, -65, -66, -90, -100], // c1: B serves; noise −88 dBm → SNR 23
  [-40, -40, -40, -40, -40, -40], // c2: no data
  [-100, -100, -100, -100, -100, -100], // c3: nothing heard
  [-60, -100, -100, -100, -100, -100], // c4: no second AP
  [-50, -100, -70, -100, -70, -85], // c5: 3 co-channel at ≥ −85 dBm (one exactly at it)
];
const noiseDbm = Float32Array.of(NaN, -88, NaN, NaN, NaN, NaN);

function run(type: HeatmapType): ReturnType<typeof computeMetric> {
  const input: MetricInput = {
    type,
    cellCount: cells.length,
    values: Float32Array.from(cells.flat()),
    hasData: Uint8Array.of(1, 1, 0, 1, 1, 1),
    columns,
    isSelected,
    noiseDbm,
    requirements: { profiles: [{ ...DEFAULT_REQUIREMENTS }], cellProfile: new Uint16Array(cells.length) },
    options: resolveEngineOptions(),
  };
  return computeMetric(input);
}

const thermal20 = thermalNoiseDbm(20);

describe('computeMetric', () => {
  it('uses a −95 dBm thermal floor at 20 MHz, +3 dB per width doubling', () => {
    expect(thermal20).toBeCloseTo(-94.99, 2);
    expect(thermalNoiseDbm(80) - thermal20).toBeCloseTo(6.02, 2);
  });

  it('primary coverage is the strongest selected radio; no data stays NaN', () => {
    expect(Array.from(run('primary-coverage').values)).toEqual([-50, -65, NaN, -100, -60, -50]);
  });

  it('secondary coverage is the strongest other AP, not the serving AP’s other radio', () => {
    expect(Array.from(run('secondary-coverage').values)).toEqual([-60, -66, NaN, -100, -100, -70]);
  });

  it('SNR is primary minus the interpolated noise, or the thermal floor of the serving width', () => {
    const snr = run('snr').values;
    expect(snr[0]).toBeCloseTo(-50 - thermal20, 4);
    expect(snr[1]).toBeCloseTo(23, 4);
    expect(snr[3]).toBeCloseTo(-100 - thermal20, 4);
  });

  it('channel interference counts other overlapping radios of the band at ≥ −85 dBm, filtered or not', () => {
    expect(Array.from(run('channel-interference').values)).toEqual([2, 0, NaN, 0, 0, 3]);
  });

  it('data rate is the best MCS the serving link reaches; throughput a share of it', () => {
    const rate = run('data-rate').values;
    // VHT20 2 SS short GI: MCS8 = 173.3 Mbps (MCS9 does not exist at 20 MHz with 2 streams).
    expect(rate[0]).toBeCloseTo(173.33, 1);
    // −65 dBm and 23 dB SNR: MCS6 (−65 dBm / 22 dB) = 130 Mbps.
    expect(rate[1]).toBeCloseTo(130, 3);
    expect(rate[3]).toBe(0);
    expect(run('throughput').values[0]).toBeCloseTo(173.33 * 0.65, 1);
  });

  it('network health reports the first failing requirement in priority order', () => {
    expect(Array.from(run('network-health').values)).toEqual([0, 3, NaN, 1, 2, 4]);
  });

  it('reports the margin to the active requirement for grey-out and outlines', () => {
    const primary = run('primary-coverage');
    expect(primary.requirementValue).toBe(-67);
    expect(Array.from(primary.margin ?? [])).toEqual([17, 2, NaN, -33, 7, 17]);
    const cci = run('channel-interference');
    expect(Array.from(cci.margin ?? [])).toEqual([0.5, 2.5, NaN, 2.5, 2.5, -0.5]);
    expect(run('network-health').margin).toBeNull();
  });
});
