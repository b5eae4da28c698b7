import { describe, expect, it } from 'vitest';
import { computeHeatmap } from './compute-heatmap';
import { HeatmapCache } from './heatmap-cache';
import { GREY_BIN, NO_DATA_BIN } from './legend';
import { heatmapCacheKey } from './request';
import { decodeBins, isNotModified, toHeatmapResponseBody } from './response';
import type { FloorSurvey, HeatmapRequest, RadioInfo } from './types';
import { createWallSet } from './walls';

const RADIOS: RadioInfo[] = [
  {
    id: 'a5',
    apId: 'A',
    band: 'FIVE',
    primaryChannel: 36,
    widthMhz: 20,
    isMine: true,
    isMeasured: true,
    apPosition: { xMeters: 3, yMeters: 3 },
  },
  {
    id: 'b5',
    apId: 'B',
    band: 'FIVE',
    primaryChannel: 36,
    widthMhz: 20,
    isMine: false,
    isMeasured: true,
    apPosition: { xMeters: 17, yMeters: 7 },
  },
  {
    id: 'a2',
    apId: 'A',
    band: 'TWO',
    primaryChannel: 1,
    widthMhz: 20,
    isMine: true,
    isMeasured: true,
    apPosition: { xMeters: 3, yMeters: 3 },
  },
  {
    id: 'c6',
    apId: 'C',
    band: 'SIX',
    primaryChannel: 5,
    widthMhz: 80,
    isMine: true,
    isMeasured: false,
    apPosition: { xMeters: 10, yMeters: 5 },
  },
];

/** A 20 m × 10 m floor surveyed on a 1.5 m lattice (left 16 m only), RSSI = −45 − 30·log10(d). */
function surveyedFloor(): FloorSurvey {
  const xs: number[] = [];
  const ys: number[] = [];
  for (let x = 0.5; x <= 16; x += 1.5) {
    for (let y = 0.5; y <= 9.5; y += 1.5) {
      xs.push(x);
      ys.push(y);
    }
  }
  const V = new Float32Array(xs.length * RADIOS.length);
  xs.forEach((x, p) => {
    RADIOS.forEach((radio, r) => {
      const d = Math.max(
        1,
        Math.hypot(x - (radio.apPosition?.xMeters ?? 0), (ys[p] ?? 0) - (radio.apPosition?.yMeters ?? 0)),
      );
      V[p * RADIOS.length + r] = Math.max(-100, -45 - 30 * Math.log10(d) - (radio.band === 'SIX' ? 6 : 0));
    });
  });
  return {
    floorId: 'floor-1',
    dataVersion: 'v1',
    widthMeters: 20,
    heightMeters: 10,
    metersPerPixel: 0.05,
    points: { xMeters: Float64Array.from(xs), yMeters: Float64Array.from(ys) },
    radios: RADIOS,
    V,
  };
}

const OPTIONS = { maskRadiusMeters: 2 };

function detailed(floor: FloorSurvey, request: Partial<HeatmapRequest>): Uint8Array {
  return computeHeatmap(
    floor,
    { type: 'primary-coverage', mode: 'detailed', radioBand: 'any', ...request },
    undefined,
    OPTIONS,
  ).bins;
}

describe('computeHeatmap on measured data', () => {
  const floor = surveyedFloor();

  it('answers bins for every cell of the grid, in floor-plan pixels', () => {
    const result = computeHeatmap(floor, { type: 'primary-coverage', mode: 'detailed' }, undefined, OPTIONS);
    expect(result.grid).toEqual({
      cols: 40,
      rows: 20,
      cellMeters: 0.5,
      originX: 0,
      originY: 0,
      unitsPerCell: 10,
    });
    expect(result.bins).toHaveLength(800);
    expect(result.source).toBe('measured');
    expect(result.vertices).toHaveLength(0);
    expect(result.legend?.type).toBe('primary-coverage');
    // The right 4 m were never surveyed: beyond R = 2 m of the last column (x = 15.5 m) nothing is painted.
    expect(result.bins[5 * 40 + 39]).toBe(NO_DATA_BIN);
    expect(result.bins[5 * 40 + 6]).toBeGreaterThanOrEqual(9);
  });

  it('only lowers primary coverage when a filter removes radios', () => {
    const all = detailed(floor, {});
    const mine = detailed(floor, { onlyMyAps: true });
    const measured = detailed(floor, { onlyMeasured: true });
    let lowered = 0;
    all.forEach((bin, c) => {
      expect((mine[c] ?? 0) <= bin).toBe(true);
      expect((measured[c] ?? 0) <= bin).toBe(true);
      lowered += (mine[c] ?? 0) < bin ? 1 : 0;
    });
    expect(lowered).toBeGreaterThan(20);
  });

  it('filters by band and by radio ids the same way', () => {
    expect(Array.from(detailed(floor, { radioBand: '2.4' }))).toEqual(
      Array.from(detailed(floor, { radioIds: ['a2'] })),
    );
    expect(Array.from(detailed(floor, { radioBand: '6' }))).not.toEqual(
      Array.from(detailed(floor, { radioBand: '5' })),
    );
    expect(detailed(floor, { radioBand: '6', onlyMeasured: true }).every((bin) => bin === NO_DATA_BIN)).toBe(
      true,
    );
  });

  it('counts interferers that the filters leave out (not my APs) for channel interference', () => {
    // Near AP A (mine) the co-channel AP B (not mine) is heard at about −80 dBm: one interferer either way.
    const nearA = 5 * 40 + 6;
    for (const onlyMyAps of [false, true]) {
      expect(detailed(floor, { type: 'channel-interference', radioBand: '5', onlyMyAps })[nearA]).toBe(1);
    }
  });

  it('greys out cells that fail the requirement and leaves the rest as they were', () => {
    const plain = computeHeatmap(floor, { type: 'primary-coverage', mode: 'detailed' }, undefined, OPTIONS);
    const greyed = computeHeatmap(
      floor,
      { type: 'primary-coverage', mode: 'detailed', requirementGreyOut: true },
      undefined,
      OPTIONS,
    );
    const bins = plain.legend?.thresholds ?? [];
    // Bin b holds values in [thresholds[b−1], thresholds[b]); −67 dBm falls inside bin 5 (−70 … −65).
    let grey = 0;
    plain.bins.forEach((bin, c) => {
      if (bin === NO_DATA_BIN || bin >= 6) {
        expect(greyed.bins[c]).toBe(bin);
      } else if (bin <= 4) {
        expect(greyed.bins[c]).toBe(GREY_BIN);
        grey++;
      }
    });
    expect(bins[4]).toBe(-70);
    expect(grey).toBeGreaterThan(0);
  });

  it('applies an area’s own requirement to the cells inside it', () => {
    const strict: FloorSurvey = {
      ...floor,
      dataVersion: 'v1-areas',
      areas: [
        { id: 'lab', polygonMeters: Float64Array.of(0, 0, 8, 0, 8, 5, 0, 5), requirements: { rssiDbm: -40 } },
      ],
    };
    const request: HeatmapRequest = { type: 'network-health', mode: 'detailed', radioBand: '5' };
    const base = computeHeatmap(floor, request, undefined, OPTIONS).bins;
    const withArea = computeHeatmap(strict, request, undefined, OPTIONS).bins;
    const changed = Array.from(withArea).flatMap((bin, c) => (bin !== base[c] ? [c] : []));
    expect(changed.length).toBeGreaterThan(0);
    expect(changed.every((c) => c % 40 < 16 && Math.floor(c / 40) < 10 && withArea[c] === 1)).toBe(true);
  });

  it('names the active requirement’s threshold on the floor and in each area that sets its own', () => {
    const zoned: FloorSurvey = {
      ...floor,
      dataVersion: 'v1-thresholds',
      requirements: { rssiDbm: -70 },
      areas: [
        { id: 'lab', polygonMeters: Float64Array.of(0, 0, 8, 0, 8, 5, 0, 5), requirements: { rssiDbm: -60 } },
        { id: 'hall', polygonMeters: Float64Array.of(8, 0, 16, 0, 16, 5, 8, 5), requirements: { snrDb: 30 } },
      ],
    };
    const coverage = computeHeatmap(
      zoned,
      { type: 'primary-coverage', requirementGreyOut: true },
      undefined,
      OPTIONS,
    );
    expect(coverage.requirements).toEqual([
      { areaId: null, value: -70 },
      { areaId: 'lab', value: -60 },
    ]);
    expect(toHeatmapResponseBody(coverage).requirements).toEqual(coverage.requirements);
    const snr = computeHeatmap(zoned, { type: 'snr', requirementGreyOut: true }, undefined, OPTIONS);
    expect(snr.requirements).toEqual([
      { areaId: null, value: 25 },
      { areaId: 'hall', value: 30 },
    ]);
    expect(computeHeatmap(zoned, { type: 'throughput' }, undefined, OPTIONS).requirements).toEqual([]);
  });

  it('traces smooth areas and the requirement outline inside the floor, in pixels', () => {
    const result = computeHeatmap(
      floor,
      { type: 'primary-coverage', requirementGreyOut: true },
      undefined,
      OPTIONS,
    );
    expect(result.areas.length).toBeGreaterThan(3);
    expect(result.areas.at(-1)?.bin).toBe(GREY_BIN);
    expect(result.contours).toHaveLength(1);
    expect(result.contours[0]?.value).toBe(-67);
    expect(result.contours[0]?.rings.length).toBeGreaterThan(0);
    const xs = result.vertices.filter((_, i) => i % 2 === 0);
    const ys = result.vertices.filter((_, i) => i % 2 === 1);
    expect(Math.min(...xs)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...xs)).toBeLessThanOrEqual(400);
    expect(Math.max(...ys)).toBeLessThanOrEqual(200);
    // Bands with no cells are not traced at all.
    expect(result.areas.every((area) => area.rings.length > 0)).toBe(true);
    for (const area of result.areas) {
      for (const [first, count] of area.rings) {
        expect(first + count).toBeLessThanOrEqual(result.vertices.length / 2);
      }
    }
  });

  it('caches results by a key that covers the request and the data version', () => {
    const cache = new HeatmapCache();
    const request: HeatmapRequest = { type: 'snr', radioIds: ['b5', 'a5'] };
    const first = computeHeatmap(floor, request, cache, OPTIONS);
    expect(computeHeatmap(floor, { ...request, radioIds: ['a5', 'b5'] }, cache, OPTIONS)).toBe(first);
    expect(first.etag).toBe(heatmapCacheKey(floor, request, OPTIONS));
    expect(first.etag).toMatch(/^[0-9a-f]{16}$/);
    expect(heatmapCacheKey({ ...floor, dataVersion: 'v2' }, request, OPTIONS)).not.toBe(first.etag);
    expect(heatmapCacheKey(floor, { ...request, mode: 'detailed' }, OPTIONS)).not.toBe(first.etag);
    expect(heatmapCacheKey(floor, request, { maskRadiusMeters: 3 })).not.toBe(first.etag);
    expect(cache.operators.size).toBe(1);
    computeHeatmap(floor, { type: 'channel-interference' }, cache, OPTIONS);
    expect(cache.operators.size).toBe(1);
  });

  it('rejects a floor whose matrix does not match its points and radios', () => {
    expect(() => computeHeatmap({ ...floor, V: floor.V.subarray(1) }, { type: 'snr' })).toThrow(RangeError);
    expect(() => computeHeatmap({ ...floor, noiseDbm: new Float32Array(2) }, { type: 'snr' })).toThrow(
      RangeError,
    );
  });

  it('caps the number of cells on the server side', () => {
    const result = computeHeatmap(floor, { type: 'primary-coverage', accuracy: 'very' }, undefined, {
      ...OPTIONS,
      maxCells: 500,
    });
    expect(result.grid.cols * result.grid.rows).toBeLessThanOrEqual(500);
    expect(result.grid.cellMeters).toBeGreaterThan(0.25);
    expect(result.grid.unitsPerCell).toBeCloseTo(result.grid.cellMeters / 0.05, 9);
  });

  it('encodes the JSON answer with base64 bins and 0.1 px vertices, and matches ETags', () => {
    const result = computeHeatmap(floor, { type: 'secondary-coverage', legend: false }, undefined, OPTIONS);
    const body = JSON.parse(JSON.stringify(toHeatmapResponseBody(result))) as ReturnType<
      typeof toHeatmapResponseBody
    >;
    expect(Array.from(decodeBins(body))).toEqual(Array.from(result.bins));
    expect(body.legend).toBeNull();
    expect(body.vertices.every((value) => Math.abs(value * 10 - Math.round(value * 10)) < 1e-6)).toBe(true);
    expect(isNotModified(`"${result.etag}"`, result.etag)).toBe(true);
    expect(isNotModified(`W/"other", "${result.etag}"`, result.etag)).toBe(true);
    expect(isNotModified('"other"', result.etag)).toBe(false);
    expect(isNotModified(undefined, result.etag)).toBe(false);
  });
});

describe('computeHeatmap without measurements', () => {
  const design: FloorSurvey = {
    floorId: 'design',
    dataVersion: 'd1',
    widthMeters: 30,
    heightMeters: 12,
    metersPerPixel: 0.1,
    points: { xMeters: new Float64Array(0), yMeters: new Float64Array(0) },
    radios: [],
    V: new Float32Array(0),
    walls: createWallSet([{ x1: 15, y1: 0, x2: 15, y2: 12, lossDb: 'concrete' }]),
    accessPoints: [
      {
        id: 'ap',
        xMeters: 5,
        yMeters: 6,
        isMine: true,
        radios: [
          { id: 'r', band: 'FIVE', primaryChannel: 44, widthMhz: 40, txPowerDbm: 17, antennaGainDbi: 4 },
        ],
      },
    ],
  };

  it('is empty when prediction is off', () => {
    const result = computeHeatmap(design, { type: 'primary-coverage' });
    expect(result.source).toBe('none');
    expect(result.bins.every((bin) => bin === NO_DATA_BIN)).toBe(true);
    expect(result.areas).toEqual([]);
  });

  it('predicts one floor from the placed APs and walls', () => {
    const result = computeHeatmap(design, {
      type: 'primary-coverage',
      signalPrediction: 'one-floor',
      mode: 'detailed',
    });
    expect(result.source).toBe('predicted');
    expect(result.bins.some((bin) => bin === NO_DATA_BIN)).toBe(false);
    const { cols } = result.grid;
    const at = (x: number): number => result.bins[12 * cols + Math.floor(x / result.grid.cellMeters)] ?? -1;
    // 15 dB of concrete: just behind the wall is several bins weaker than just in front of it.
    expect(at(14.6) - at(15.4)).toBeGreaterThanOrEqual(3);
    expect(at(5)).toBeGreaterThan(at(14.6));
  });

  it('predicts for the visualization height: the 3-D distance from a 3 m mounted AP changes the map', () => {
    const mounted: FloorSurvey = {
      ...design,
      accessPoints: (design.accessPoints ?? []).map((ap) => ({ ...ap, mountHeightMeters: 3 })),
    };
    const cache = new HeatmapCache();
    const request: HeatmapRequest = {
      type: 'primary-coverage',
      signalPrediction: 'one-floor',
      mode: 'detailed',
    };
    const atClient = computeHeatmap(mounted, { ...request, visualizationHeightMeters: 0.5 }, cache);
    const atCeiling = computeHeatmap(mounted, { ...request, visualizationHeightMeters: 3 }, cache);
    expect(atCeiling.etag).not.toBe(atClient.etag);
    // Each height has its own predicted field: the second answer is not the first one's field re-used.
    expect(cache.fields.size).toBe(2);
    const { cols, cellMeters } = atClient.grid;
    const underAp = Math.floor(6 / cellMeters) * cols + Math.floor(5 / cellMeters);
    expect(atCeiling.bins[underAp] ?? -1).toBeGreaterThan(atClient.bins[underAp] ?? -1);
    // The default height (1 m) is the height the model's AP height difference was stated for.
    expect(computeHeatmap(design, request).etag).toBe(
      computeHeatmap(design, { ...request, visualizationHeightMeters: 1 }).etag,
    );
  });
});
