import { describe, expect, it } from 'vitest';
import type { CellGrid } from '../grid';
import { buildRateTable, negotiateLink } from '../mcs';
import { wallLossGrid, wallLossNaiveDb } from '../prediction';
import { createRandom } from '../testing/synthetic-floor';
import type { Band } from '../types';
import { createWallSet, wallLossGrids } from '../walls';
import { addAttenuationLossGrids, attenuationLossDb, type AttenuationArea } from './attenuation';
import { servingRadio } from './capacity';
import { apCountValues } from './planning-heatmaps';
import { BUILT_IN_DEVICE_PROFILES, NO_DEVICE_PROFILE, type DeviceProfile } from './device-profiles';
import { rateTablesFor, type FieldRadio, type SignalField } from './requirement-eval';
import { coChannelCounts, fieldBest } from './requirement-metrics';
import { slabLossDb, slabLossGrids, type CrossedSlab } from './slabs';

// The fast paths of the planning engine (issue #18) checked against direct per-cell references: each must give
// the same numbers as the plain formula, only sooner.

const GRID: CellGrid = { cols: 36, rows: 24, cellMeters: 0.5 };
const CELLS = GRID.cols * GRID.rows;

/** Random RSSI planes for radios on a few channels, two radios of one AP sharing a channel, and ties. */
function randomField(seed: number): SignalField {
  const random = createRandom(seed);
  const radios: FieldRadio[] = [];
  for (let a = 0; a < 9; a++) {
    radios.push({
      id: `r${a}-5`,
      apId: `ap${a}`,
      band: 'FIVE',
      primaryChannel: [36, 40, 44][a % 3] ?? 36,
      widthMhz: 20,
    });
    radios.push({
      id: `r${a}-2`,
      apId: `ap${a}`,
      band: 'TWO',
      primaryChannel: 1 + 5 * (a % 3),
      widthMhz: 20,
    });
  }
  radios.push({ id: 'r0-5b', apId: 'ap0', band: 'FIVE', primaryChannel: 36, widthMhz: 20 });
  const planes = new Float32Array(CELLS * radios.length);
  for (let i = 0; i < planes.length; i++) {
    // Whole dB values now and then, so equal levels (ties) occur.
    planes[i] = random() < 0.2 ? -60 - Math.floor(random() * 4) : -100 + 70 * random();
  }
  return { cellCount: CELLS, radios, planes, noiseDbm: { TWO: -92, FIVE: -95, SIX: -95 } };
}

function level(field: SignalField, j: number, c: number): number {
  return field.planes[j * field.cellCount + c] ?? -Infinity;
}

describe('per-cell metrics', () => {
  it('best, second and strongest column match a sort of every radio at every cell', () => {
    const field = randomField(7);
    for (const band of ['FIVE', 'TWO', undefined] as const) {
      const { best, second, bestColumn } = fieldBest(field, band);
      for (let c = 0; c < CELLS; c++) {
        const levels = field.radios
          .map((radio, j) => ({ j, rssi: level(field, j, c), band: radio.band }))
          .filter((entry) => band === undefined || entry.band === band);
        // The first column reaching the maximum owns the cell.
        const top = levels.reduce((a, b) => (b.rssi > a.rssi ? b : a));
        const sorted = levels.map((entry) => entry.rssi).sort((a, b) => b - a);
        expect(best[c]).toBe(sorted[0]);
        expect(second[c]).toBe(sorted[1]);
        expect(bestColumn[c]).toBe(top.j);
      }
    }
  });

  it('co-channel counts grouped by channel equal counting every radio at every cell', () => {
    const field = randomField(11);
    for (const band of ['FIVE', 'TWO', undefined] as const) {
      for (const limit of [-85, -70, -61]) {
        const counts = coChannelCounts(field, band, limit);
        const { bestColumn } = fieldBest(field, band);
        let nonZero = 0;
        for (let c = 0; c < CELLS; c++) {
          const owner = field.radios[bestColumn[c] ?? -1];
          const expected = field.radios.filter(
            (radio, j) =>
              owner !== undefined &&
              (band === undefined || radio.band === band) &&
              radio.band === owner.band &&
              radio.primaryChannel === owner.primaryChannel &&
              radio.apId !== owner.apId &&
              level(field, j, c) >= limit,
          ).length;
          expect(counts[c]).toBe(expected);
          nonZero += expected > 0 ? 1 : 0;
        }
        if (limit === -85) {
          expect(nonZero).toBeGreaterThan(CELLS / 4);
        }
      }
    }
  });
});

describe('capacity and rates', () => {
  /** The serving radio searched over radio objects, as the engine did before its per-device column lists. */
  function servingRadioReference(field: SignalField, device: DeviceProfile, c: number): number {
    let best = -1;
    let bestRssi = -Infinity;
    let bestHigh = -1;
    let bestHighRssi = -Infinity;
    field.radios.forEach((radio, j) => {
      if (!device.bands.includes(radio.band)) {
        return;
      }
      const rssi = level(field, j, c) + device.offsets[radio.band];
      if (rssi > bestRssi) {
        bestRssi = rssi;
        best = j;
      }
      if (radio.band !== 'TWO' && rssi > bestHighRssi) {
        bestHighRssi = rssi;
        bestHigh = j;
      }
    });
    if (bestHigh >= 0 && bestHighRssi >= -70) {
      return bestHigh;
    }
    return bestRssi >= -95 ? best : -1;
  }

  it('picks the serving radio of every device at every cell as the radio-by-radio search', () => {
    const field = randomField(3);
    const onlyTwo: DeviceProfile = {
      ...NO_DEVICE_PROFILE,
      id: 'two-only',
      bands: ['TWO'],
      offsets: { TWO: -50, FIVE: 0, SIX: 0 },
    };
    const uneven: DeviceProfile = {
      ...onlyTwo,
      id: 'uneven',
      bands: ['TWO', 'FIVE'],
      offsets: { TWO: 3, FIVE: -8, SIX: 0 },
    };
    const served = new Set<number>();
    for (const device of [...BUILT_IN_DEVICE_PROFILES, onlyTwo, uneven]) {
      for (let c = 0; c < CELLS; c++) {
        const j = servingRadio(field, device, c);
        expect(j).toBe(servingRadioReference(field, device, c));
        served.add(j);
      }
    }
    expect(served.has(-1)).toBe(true);
    expect(served.size).toBeGreaterThan(10);
  });

  it('radios alike share one rate table, equal to the table built for each radio', () => {
    const field = randomField(5);
    const radios = field.radios.map((radio, j): FieldRadio => ({
      ...radio,
      widthMhz: j % 2 === 0 ? 40 : 20,
    }));
    for (const device of BUILT_IN_DEVICE_PROFILES) {
      const tables = rateTablesFor(radios, device);
      const distinct = new Set<string>();
      radios.forEach((radio, j) => {
        const own = buildRateTable(
          negotiateLink(
            {
              technology: radio.technology ?? 'AC',
              widthMhz: Math.min(radio.widthMhz, device.maxWidthMhz),
              spatialStreams: radio.spatialStreams ?? 2,
              isShortGuardInterval: true,
            },
            { technology: device.technology, spatialStreams: device.spatialStreams },
          ),
        );
        expect(tables[j]).toEqual(own);
        distinct.add(JSON.stringify(own));
      });
      expect(new Set(tables).size).toBe(distinct.size);
    }
  });
});

function area(polygon: number[], dbPerMeter: number, upperEdgeMeters = Infinity): AttenuationArea {
  return {
    id: `area-${polygon.join('-')}`,
    polygonMeters: Float64Array.from(polygon),
    dbPerMeter: { TWO: dbPerMeter, FIVE: dbPerMeter + 1, SIX: dbPerMeter + 2 },
    lowerEdgeMeters: 0,
    upperEdgeMeters,
  };
}

describe('attenuation grid', () => {
  const areas = [
    area([6, 4, 10, 4, 10, 8, 6, 8], 5),
    // A rotated quadrilateral and a triangle, clockwise and counter-clockwise.
    area([12, 2, 15, 1, 16, 6, 13, 7], 3),
    area([3, 9, 2, 11, 5, 10], 7),
    // An L shape: not convex, so the general clipper runs.
    area([4, 3, 9, 3, 9, 4, 5, 4, 5, 7, 4, 7], 4),
    // Below the AP–client height range of a 3 m AP and 1 m client: never counted.
    { ...area([1, 1, 2, 1, 2, 2, 1, 2], 9), lowerEdgeMeters: 3.5, upperEdgeMeters: 5 },
  ];
  const bands: Band[] = ['TWO', 'FIVE', 'SIX'];

  it('equals the point formula at every cell for APs beside, above, below and inside the areas', () => {
    // Inside a box, level with boxes, above, below, left and right of them, on a cell centre, off the grid.
    const positions: [number, number][] = [
      [8, 6],
      [1, 6],
      [17.5, 5.25],
      [11, 0.2],
      [11, 11.5],
      [0.25, 0.25],
      [14, 4],
      [-2, 13],
    ];
    let shadowed = 0;
    for (const [ax, ay] of positions) {
      for (const count of [1, 2, 3]) {
        const outs = bands.slice(0, count).map(() => new Float32Array(CELLS));
        addAttenuationLossGrids(GRID, areas, bands.slice(0, count), ax, ay, 3, 1, outs);
        for (let row = 0, c = 0; row < GRID.rows; row++) {
          for (let col = 0; col < GRID.cols; col++, c++) {
            const x = (col + 0.5) * GRID.cellMeters;
            const y = (row + 0.5) * GRID.cellMeters;
            bands.slice(0, count).forEach((band, k) => {
              const expected = attenuationLossDb(areas, band, ax, ay, 3, x, y, 1);
              expect(outs[k]?.[c]).toBeCloseTo(expected, 4);
              shadowed += expected > 0 ? 1 : 0;
            });
          }
        }
      }
    }
    expect(shadowed).toBeGreaterThan(1000);
  });
});

describe('slab loss grid', () => {
  const slab = (z: number, lossDb: number, holes: Float64Array[]): CrossedSlab => ({
    floor: {
      floorPlanId: `f${z}`,
      thicknessMeters: 0.3,
      slabLossDb: { TWO: lossDb, FIVE: lossDb + 2, SIX: 0 },
      holes,
    },
    z,
  });
  const buffers = (): Record<Band, Float32Array> => ({
    TWO: new Float32Array(CELLS),
    FIVE: new Float32Array(CELLS),
    SIX: new Float32Array(CELLS),
  });

  it('is one constant per band when no crossed slab has a hole', () => {
    const slabs = [slab(3.35, 12, []), slab(6.85, 15, [])];
    expect(slabLossGrids(GRID, slabs, ['TWO', 'FIVE'], 4, 4, 9, 1, buffers())).toEqual([27, 31]);
  });

  it('equals the point formula at every cell when a slab has holes', () => {
    const hole = Float64Array.from([6, 3, 11, 3, 11, 8, 6, 8]);
    const triangle = Float64Array.from([1, 9, 4, 9, 1, 11]);
    const slabs = [slab(3.35, 12, [hole, triangle]), slab(6.85, 15, [])];
    const grids = slabLossGrids(GRID, slabs, ['TWO', 'FIVE'], 9, 5, 9.5, 1, buffers());
    let pierced = 0;
    (['TWO', 'FIVE'] as const).forEach((band, k) => {
      const grid = grids[k];
      expect(grid).toBeInstanceOf(Float32Array);
      for (let row = 0, c = 0; row < GRID.rows; row++) {
        for (let col = 0; col < GRID.cols; col++, c++) {
          const x = (col + 0.5) * GRID.cellMeters;
          const y = (row + 0.5) * GRID.cellMeters;
          const expected = slabLossDb(slabs, band, 9, 5, 9.5, x, y, 1);
          expect((grid as Float32Array)[c]).toBe(expected);
          pierced += expected === slabs[1]?.floor.slabLossDb[band] ? 1 : 0;
        }
      }
    });
    expect(pierced).toBeGreaterThan(50);
  });
});

describe('ap-count heatmap values', () => {
  it('count distinct APs at or above each cell’s limit as a per-cell set of AP ids, NaN where none is heard', () => {
    const field = randomField(13);
    const random = createRandom(99);
    const limits = Float32Array.from({ length: CELLS }, () => -90 + 40 * random());
    for (const band of ['FIVE', 'TWO', undefined] as const) {
      const values = apCountValues(field, band, limits, -45);
      let uncovered = 0;
      for (let c = 0; c < CELLS; c++) {
        const columns = field.radios.flatMap((radio, j) =>
          band === undefined || radio.band === band ? [j] : [],
        );
        const heard = columns.some((j) => level(field, j, c) >= -45);
        const aps = new Set(
          columns
            .filter((j) => level(field, j, c) >= (limits[c] ?? Infinity))
            .map((j) => field.radios[j]?.apId),
        );
        if (heard) {
          expect(values[c]).toBe(aps.size);
        } else {
          expect(values[c]).toBeNaN();
          uncovered++;
        }
      }
      expect(uncovered).toBeGreaterThan(0);
      expect(uncovered).toBeLessThan(CELLS);
    }
  });
});

describe('wall grid for several bands', () => {
  it('equals the one-band grid of each band and the wall-by-wall formula at every cell', () => {
    const random = createRandom(21);
    const walls = createWallSet(
      Array.from({ length: 40 }, (_, w) => {
        const x = random() * 18;
        const y = random() * 12;
        // Some walls lose nothing on one band: the shared pass must still count the others.
        const lossDb = w % 5 === 0 ? { TWO: 0, FIVE: 4, SIX: 9 } : w % 2 === 0 ? 'concrete' : 'drywall';
        return { x1: x, y1: y, x2: x + random() * 6 - 3, y2: y + random() * 6 - 3, lossDb } as const;
      }),
    );
    const bands: Band[] = ['TWO', 'FIVE', 'SIX'];
    let shadowed = 0;
    for (const [ax, ay] of [
      [9.1, 6.3],
      [0.4, 11.2],
      [17.75, 0.25],
    ] as const) {
      const outs = bands.map(() => new Float32Array(CELLS));
      wallLossGrids(GRID, walls, bands, ax, ay, new Float64Array((GRID.cols + 1) * GRID.rows * 3), outs);
      bands.forEach((band, k) => {
        const single = wallLossGrid(
          GRID,
          walls,
          band,
          ax,
          ay,
          new Float64Array((GRID.cols + 1) * GRID.rows),
          new Float32Array(CELLS),
        );
        expect(outs[k]).toEqual(single);
        for (let row = 0, c = 0; row < GRID.rows; row++) {
          for (let col = 0; col < GRID.cols; col++, c++) {
            const expected = wallLossNaiveDb(
              walls,
              band,
              ax,
              ay,
              (col + 0.5) * GRID.cellMeters,
              (row + 0.5) * GRID.cellMeters,
            );
            expect(outs[k]?.[c]).toBeCloseTo(expected, 4);
            shadowed += expected > 0 ? 1 : 0;
          }
        }
      });
    }
    expect(shadowed).toBeGreaterThan(CELLS);
  });
});
