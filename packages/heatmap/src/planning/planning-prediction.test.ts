import { describe, expect, it } from 'vitest';
import type { CellGrid } from '../grid';
import type { PlacedAccessPoint } from '../types';
import { createWallSet } from '../walls';
import { attenuationLossDb, type AttenuationArea } from './attenuation';
import { isConvexPolygon, segmentLengthInConvex, segmentLengthInPolygon, signedArea } from './geometry';
import { predictFloorField, predictPointNaive, type PlanningFloor } from './multi-floor';

const GRID: CellGrid = { cols: 40, rows: 30, cellMeters: 0.5 };
/** 5 GHz channel 36 is centred on 5180 MHz (IEEE 802.11 channel plan). */
const FSPL_1M_5180 = 20 * Math.log10(5180) - 27.55;

function rect(x0: number, y0: number, x1: number, y1: number): Float64Array {
  return Float64Array.from([x0, y0, x1, y0, x1, y1, x0, y1]);
}

function shelf(polygon: Float64Array, dbPerMeter: number, upperEdgeMeters = 1.5): AttenuationArea {
  return {
    id: 'shelf',
    polygonMeters: polygon,
    dbPerMeter: { TWO: dbPerMeter, FIVE: dbPerMeter, SIX: dbPerMeter },
    lowerEdgeMeters: 0,
    upperEdgeMeters,
  };
}

function ap(id: string, x: number, y: number, mountHeightMeters: number): PlacedAccessPoint {
  return {
    id,
    xMeters: x,
    yMeters: y,
    isMine: true,
    mountHeightMeters,
    radios: [
      { id: `${id}-5`, band: 'FIVE', primaryChannel: 36, widthMhz: 20, txPowerDbm: 20, antennaGainDbi: 3 },
    ],
  };
}

function floor(id: string, floorNumber: number, overrides: Partial<PlanningFloor> = {}): PlanningFloor {
  return {
    floorPlanId: id,
    floorNumber,
    heightMeters: 3,
    thicknessMeters: 0.5,
    slabLossDb: { TWO: 15, FIVE: 15, SIX: 15 },
    holes: [],
    attenuationAreas: [],
    accessPoints: [],
    ...overrides,
  };
}

describe('attenuation areas', () => {
  it('a ray through a 4 m shelf area at 5 dB/m loses 20 dB', () => {
    const area = shelf(rect(3, 0, 7, 10), 5);
    expect(segmentLengthInPolygon(area.polygonMeters, 0, 5, 12, 5)).toBeCloseTo(4, 9);
    expect(attenuationLossDb([area], 'FIVE', 0, 5, 3, 12, 5, 1)).toBeCloseTo(20, 9);
    // A diagonal through the same strip is 4 / cos(45°) long inside it.
    expect(attenuationLossDb([area], 'FIVE', 0, 0, 3, 10, 10, 1)).toBeCloseTo(5 * 4 * Math.SQRT2, 9);
  });

  it('clips convex areas exactly as the general clipper, either winding', () => {
    const polygon = Float64Array.from([12, 2, 18, 3, 17, 9, 13, 8]);
    const reversed = Float64Array.from([13, 8, 17, 9, 18, 3, 12, 2]);
    for (const [ax, ay, bx, by] of [
      [0, 0, 20, 10],
      [15, 5, 30, 5],
      [10, 0, 10, 20],
      [14, 4, 16, 6],
      [0, 20, 20, 20],
    ] as const) {
      const expected = segmentLengthInPolygon(polygon, ax, ay, bx, by);
      expect(segmentLengthInConvex(polygon, Math.sign(signedArea(polygon)), ax, ay, bx, by)).toBeCloseTo(
        expected,
        9,
      );
      expect(segmentLengthInConvex(reversed, Math.sign(signedArea(reversed)), ax, ay, bx, by)).toBeCloseTo(
        expected,
        9,
      );
    }
  });

  it('counts only rays whose height range crosses the lower–upper edge', () => {
    const high = { ...shelf(rect(3, 0, 7, 10), 5), lowerEdgeMeters: 3.5, upperEdgeMeters: 5 };
    expect(attenuationLossDb([high], 'FIVE', 0, 5, 3, 12, 5, 1)).toBe(0);
    expect(attenuationLossDb([high], 'FIVE', 0, 5, 4, 12, 5, 1)).toBeCloseTo(20, 9);
  });

  it('adds the loss to the grid prediction exactly as the point formula, cell by cell', () => {
    const areas = [
      shelf(rect(6, 4, 10, 12), 5),
      shelf(Float64Array.from([12, 2, 18, 3, 15, 9]), 3, Infinity),
      // An L shape: not convex, so the general clipper runs.
      shelf(Float64Array.from([4, 10, 9, 10, 9, 11, 5, 11, 5, 14, 4, 14]), 7, 2),
    ];
    const walls = createWallSet([{ x1: 4, y1: 0, x2: 4, y2: 8, lossDb: 'brick' }]);
    const target = floor('f0', 0, { attenuationAreas: areas, walls, accessPoints: [ap('a', 2, 7, 3)] });
    const field = predictFloorField([target], 'f0', GRID, 'one-floor');
    const source = field.radios[0];
    expect(source).toBeDefined();
    if (source === undefined) {
      return;
    }
    const model = { pathLossExponent: 2.2, maxWallLossDb: 40, clientHeightMeters: 1 };
    let shadowed = 0;
    for (let row = 0; row < GRID.rows; row++) {
      for (let col = 0; col < GRID.cols; col++) {
        const x = (col + 0.5) * GRID.cellMeters;
        const y = (row + 0.5) * GRID.cellMeters;
        const expected = predictPointNaive([target], target, source, model, x, y);
        expect(field.planes[row * GRID.cols + col]).toBeCloseTo(expected, 3);
        if (attenuationLossDb(areas, 'FIVE', 2, 7, 3, x, y, 1) > 0) {
          shadowed++;
        }
      }
    }
    expect(shadowed).toBeGreaterThan(50);
    expect(areas.map((area) => isConvexPolygon(area.polygonMeters))).toEqual([true, true, false]);
  });
});

describe('multi-floor prediction', () => {
  it('an AP one floor up with a 15 dB floor type and 3 m height matches the formula', () => {
    const ground = floor('f0', 0);
    const upper = floor('f1', 1, { accessPoints: [ap('up', 10, 7, 2.5)] });
    const field = predictFloorField([ground, upper], 'f0', GRID, 'multi-floor');
    expect(field.radios.map((radio) => radio.ap.id)).toEqual(['up']);
    // AP at 3 m (floor 0 height) + 0.5 m slab + 2.5 m mount; client at 1 m above floor 0.
    const dz = 3 + 0.5 + 2.5 - 1;
    for (const [col, row] of [
      [0, 0],
      [20, 14],
      [39, 29],
    ] as const) {
      const dx = (col + 0.5) * 0.5 - 10;
      const dy = (row + 0.5) * 0.5 - 7;
      const distance = Math.sqrt(dx * dx + dy * dy + dz * dz);
      const expected = 20 + 3 - FSPL_1M_5180 - 30 * Math.log10(distance) - 15;
      expect(field.planes[row * GRID.cols + col]).toBeCloseTo(expected, 4);
    }
  });

  it('one-floor prediction ignores the other floors and multi-floor adds them', () => {
    const ground = floor('f0', 0, { accessPoints: [ap('down', 2, 2, 3)] });
    const upper = floor('f1', 1, { accessPoints: [ap('up', 18, 13, 3)] });
    const one = predictFloorField([ground, upper], 'f1', GRID, 'one-floor');
    const multi = predictFloorField([ground, upper], 'f1', GRID, 'multi-floor');
    expect(one.radios.map((radio) => radio.ap.id)).toEqual(['up']);
    expect(multi.radios.map((radio) => radio.ap.id).sort()).toEqual(['down', 'up']);
  });

  it('a hole in the floor removes the floor loss where the path goes through it', () => {
    const ground = floor('f0', 0);
    const solid = floor('f1', 1, { accessPoints: [ap('up', 10, 7, 2.5)] });
    const holed = { ...solid, holes: [rect(5, 0, 15, 15)] };
    const withoutHole = predictFloorField([ground, solid], 'f0', GRID, 'multi-floor');
    const withHole = predictFloorField([ground, holed], 'f0', GRID, 'multi-floor');
    // Straight below the AP the path pierces the slab inside the hole: exactly the 15 dB back.
    const below = 14 * GRID.cols + 20;
    expect((withHole.planes[below] ?? 0) - (withoutHole.planes[below] ?? 0)).toBeCloseTo(15, 4);
    // Far to the side the path pierces the slab outside the hole: unchanged.
    const aside = 29 * GRID.cols + 39;
    expect(withHole.planes[aside]).toBeCloseTo(withoutHole.planes[aside] ?? 0, 6);
  });

  it('culls APs whose best case on the floor is below −95 dBm', () => {
    const ground = floor('f0', 0);
    const roof = floor('f3', 3, {
      accessPoints: [ap('far', 10, 7, 3)],
      slabLossDb: { TWO: 40, FIVE: 40, SIX: 40 },
    });
    const f1 = floor('f1', 1, { slabLossDb: { TWO: 40, FIVE: 40, SIX: 40 } });
    const f2 = floor('f2', 2, { slabLossDb: { TWO: 40, FIVE: 40, SIX: 40 } });
    const field = predictFloorField([ground, f1, f2, roof], 'f0', GRID, 'multi-floor');
    expect(field.culledAccessPoints).toBe(1);
    expect(field.radios).toHaveLength(0);
    // The same AP through thin slabs is heard.
    const thin = { TWO: 5, FIVE: 5, SIX: 5 };
    const heard = predictFloorField(
      [ground, { ...f1, slabLossDb: thin }, { ...f2, slabLossDb: thin }, { ...roof, slabLossDb: thin }],
      'f0',
      GRID,
      'multi-floor',
    );
    expect(heard.culledAccessPoints).toBe(0);
    expect(heard.radios).toHaveLength(1);
  });
});
