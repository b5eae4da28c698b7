/**
 * Planning benchmark (issue #18) on a 5-floor building, 200 m × 100 m floors at 0.5 m cells (80k cells per
 * floor), 50 APs per floor (2.4 + 5 GHz radios), 400 walls and 30 attenuation areas per floor. Writes
 * bench/results/planning.json:
 * - multiFloorMs: multi-floor prediction of the middle floor, cold (nothing cached; −95 dBm culling on);
 * - attenuationMs: one-floor prediction of that floor with its 30 attenuation areas (walls too);
 * - passRatesMs: requirement pass rates (signal, secondary, SNR, channel overlap) of every area and the rest of each
 *   floor, for the whole building, on the floors' fields;
 * - capacityMs: capacity of the building (3 areas per floor, 150 clients each at 4 Mbps);
 *   cold: each run on fresh field objects, so the per-cell values (best, second, co-channel and AP counts) are
 *   computed, not reused;
 * - offsetKpisMs: the building's pass rates under a −10 dB device profile right after the plain ones (the server's
 *   order: the fields and their per-cell values are cached), the offset shifting those values rather than the
 *   planes; offsetKpisCachedMs: the same profile asked again.
 * Times are medians of several runs. `npm run bench -- planning [--runs N]`.
 */
import { cpus, loadavg } from 'node:os';
import type { CellGrid } from '../packages/heatmap/src/grid';
import {
  BUILT_IN_DEVICE_PROFILES,
  DEFAULT_CAPACITY_SETTINGS,
  DEFAULT_NOISE_DBM,
  NO_DEVICE_PROFILE,
  cellsInPolygon,
  computeCapacity,
  evaluateRequirement,
  predictFloorField,
  type AttenuationArea,
  type PlanningFloor,
  type RequirementCriterion,
  type SignalField,
} from '../packages/heatmap/src/planning/index';
import { createRandom } from '../packages/heatmap/src/testing/synthetic-floor';
import type { PlacedAccessPoint } from '../packages/heatmap/src/types';
import { createWallSet, type WallSegment } from '../packages/heatmap/src/walls';
import { round, timeMs, writeBenchResult } from './lib/results';

const FLOORS = 5;
const WIDTH = 200;
const HEIGHT = 100;
const GRID: CellGrid = { cols: 400, rows: 200, cellMeters: 0.5 };
const CHANNELS_5 = [36, 40, 44, 48, 52, 56, 60, 64, 100, 104, 108, 112];
const CHANNELS_2 = [1, 6, 11];

function buildFloor(index: number): PlanningFloor {
  const random = createRandom(1000 + index);
  const walls: WallSegment[] = [];
  for (let w = 0; w < 400; w++) {
    const x = random() * WIDTH;
    const y = random() * HEIGHT;
    const horizontal = random() < 0.5;
    const length = 2 + random() * 12;
    walls.push({
      x1: x,
      y1: y,
      x2: horizontal ? Math.min(WIDTH, x + length) : x,
      y2: horizontal ? y : Math.min(HEIGHT, y + length),
      lossDb: random() < 0.2 ? 'concrete' : 'drywall',
    });
  }
  const attenuationAreas: AttenuationArea[] = [];
  for (let a = 0; a < 30; a++) {
    const x = random() * (WIDTH - 10);
    const y = random() * (HEIGHT - 25);
    const w = 1 + random() * 3;
    const h = 5 + random() * 18;
    const factor = [5, 3, 18, 7][a % 4] ?? 5;
    attenuationAreas.push({
      id: `att-${index}-${a}`,
      polygonMeters: Float64Array.from([x, y, x + w, y, x + w, y + h, x, y + h]),
      dbPerMeter: { TWO: factor, FIVE: factor, SIX: factor },
      lowerEdgeMeters: 0,
      upperEdgeMeters: a % 4 === 2 ? Infinity : 1.5 + random(),
    });
  }
  const accessPoints: PlacedAccessPoint[] = [];
  for (let i = 0; i < 50; i++) {
    const col = i % 10;
    const row = Math.floor(i / 10);
    const id = `ap-${index}-${i}`;
    accessPoints.push({
      id,
      xMeters: (col + 0.5) * (WIDTH / 10) + (random() - 0.5) * 4,
      yMeters: (row + 0.5) * (HEIGHT / 5) + (random() - 0.5) * 4,
      isMine: true,
      mountHeightMeters: 3,
      radios: [
        {
          id: `${id}-5`,
          band: 'FIVE',
          primaryChannel: CHANNELS_5[(i + index * 3) % CHANNELS_5.length] ?? 36,
          widthMhz: 40,
          txPowerDbm: 17,
          antennaGainDbi: 4,
          technology: 'AX',
          spatialStreams: 2,
        },
        {
          id: `${id}-2`,
          band: 'TWO',
          primaryChannel: CHANNELS_2[(i + index) % CHANNELS_2.length] ?? 1,
          widthMhz: 20,
          txPowerDbm: 11,
          antennaGainDbi: 3,
          technology: 'AX',
          spatialStreams: 2,
        },
      ],
    });
  }
  return {
    floorPlanId: `floor-${index}`,
    floorNumber: index,
    heightMeters: 3.5,
    thicknessMeters: 0.3,
    // "Office (EU)" of the real catalogues: 40 dB/m × 0.3 m.
    slabLossDb: { TWO: 12, FIVE: 12, SIX: 12 },
    holes: index === 2 ? [Float64Array.from([90, 40, 110, 40, 110, 60, 90, 60])] : [],
    walls: createWallSet(walls),
    attenuationAreas,
    accessPoints,
  };
}

const CRITERIA: RequirementCriterion[] = [
  { type: 'SIGNAL_STRENGTH', band: 'FIVE', comparison: 'AT_LEAST', value: -67 },
  { type: 'SECONDARY_SIGNAL_STRENGTH', band: 'FIVE', comparison: 'AT_LEAST', value: -75 },
  { type: 'SIGNAL_TO_NOISE_RATIO', band: 'FIVE', comparison: 'AT_LEAST', value: 25 },
  { type: 'CHANNEL_OVERLAP', band: 'FIVE', comparison: 'AT_MOST', value: 2, additionalLimit: -85 },
];

/** Three areas per floor: two offices and a hall. */
function areasOf(): Float64Array[] {
  return [
    Float64Array.from([5, 5, 95, 5, 95, 45, 5, 45]),
    Float64Array.from([105, 5, 195, 5, 195, 45, 105, 45]),
    Float64Array.from([20, 55, 180, 55, 180, 95, 20, 95]),
  ];
}

function passRates(fields: readonly SignalField[], device = NO_DEVICE_PROFILE): number {
  let passing = 0;
  let cells = 0;
  const areaCells = areasOf().map((polygon) => cellsInPolygon(GRID, polygon));
  for (const field of fields) {
    const inArea = new Uint8Array(field.cellCount);
    for (const list of areaCells) {
      list.forEach((c) => {
        inArea[c] = 1;
      });
      const result = evaluateRequirement(field, CRITERIA, list, device, device.offsets);
      passing += (result.passRatePercent * list.length) / 100;
      cells += list.length;
    }
    const rest: number[] = [];
    inArea.forEach((flag, c) => {
      if (flag === 0) {
        rest.push(c);
      }
    });
    const result = evaluateRequirement(field, CRITERIA, Uint32Array.from(rest), device, device.offsets);
    passing += (result.passRatePercent * rest.length) / 100;
    cells += rest.length;
  }
  return (100 * passing) / cells;
}

export async function runBench(args: string[]): Promise<void> {
  const runsIndex = args.indexOf('--runs');
  const runs = runsIndex >= 0 ? Number(args[runsIndex + 1] ?? 3) : 3;
  const floors = Array.from({ length: FLOORS }, (_, index) => buildFloor(index));
  const middle = 'floor-2';
  // Warm the code once (not the results: the engine keeps none).
  predictFloorField(floors, 'floor-0', { cols: 40, rows: 20, cellMeters: 5 }, 'multi-floor');
  let heardRadios = 0;
  let culled = 0;
  const multiFloor = await timeMs(() => {
    const field = predictFloorField(floors, middle, GRID, 'multi-floor');
    heardRadios = field.radios.length;
    culled = field.culledAccessPoints;
  }, runs);
  const attenuation = await timeMs(() => predictFloorField(floors, middle, GRID, 'one-floor'), runs);
  const withoutAreas = floors.map((floor) => ({ ...floor, attenuationAreas: [] }));
  const plain = await timeMs(() => predictFloorField(withoutAreas, middle, GRID, 'one-floor'), runs);
  const fields: SignalField[] = floors.map((floor) => {
    const field = predictFloorField(floors, floor.floorPlanId, GRID, 'multi-floor');
    return {
      cellCount: GRID.cols * GRID.rows,
      radios: field.radios.map(({ ap, radio }) => ({ ...radio, apId: ap.id })),
      planes: field.planes,
      noiseDbm: DEFAULT_NOISE_DBM,
    };
  });
  let passRate = 0;
  // A field object wrapping the same planes is a new key of the per-cell value cache: a cold evaluation.
  const freshFields = () => fields.map((field) => ({ ...field }));
  const passRatesTiming = await timeMs(() => {
    passRate = passRates(freshFields());
  }, runs);
  const laptop = BUILT_IN_DEVICE_PROFILES[0] ?? NO_DEVICE_PROFILE;
  const settings = {
    TWO: DEFAULT_CAPACITY_SETTINGS,
    FIVE: DEFAULT_CAPACITY_SETTINGS,
    SIX: DEFAULT_CAPACITY_SETTINGS,
  };
  let overloaded = 0;
  const capacity = await timeMs(() => {
    overloaded = 0;
    for (const field of fields) {
      const areas = areasOf().map((polygon, index) => ({
        id: `area-${index}`,
        cells: cellsInPolygon(GRID, polygon),
        items: [{ deviceCount: 150, demandBps: 4_194_304, usageProfile: 'High SLA', device: laptop }],
      }));
      overloaded += computeCapacity(field, areas, settings).radios.filter((radio) => radio.overloaded).length;
    }
  }, runs);
  const smartphone = BUILT_IN_DEVICE_PROFILES.find((profile) => profile.id === 'builtin-smartphone');
  let phonePassRate = 0;
  // Each run: fresh fields whose plain pass rates were just computed (untimed), then the profile's (timed).
  let warm = freshFields();
  const offsetKpis = await timeMs(
    () => {
      phonePassRate = passRates(warm, smartphone);
    },
    runs,
    () => {
      warm = freshFields();
      passRates(warm);
    },
  );
  const offsetKpisCached = await timeMs(() => {
    phonePassRate = passRates(fields, smartphone);
  }, runs);
  const figures = {
    multiFloorMs: round(multiFloor.medianMs),
    attenuationMs: round(attenuation.medianMs),
    passRatesMs: round(passRatesTiming.medianMs),
    capacityMs: round(capacity.medianMs),
    offsetKpisMs: round(offsetKpis.medianMs),
    offsetKpisCachedMs: round(offsetKpisCached.medianMs),
    oneFloorWithoutAreasMs: round(plain.medianMs),
    cpuMs: {
      multiFloor: round(multiFloor.cpuMedianMs),
      attenuation: round(attenuation.cpuMedianMs),
      passRates: round(passRatesTiming.cpuMedianMs),
      capacity: round(capacity.cpuMedianMs),
      offsetKpis: round(offsetKpis.cpuMedianMs),
      offsetKpisCached: round(offsetKpisCached.cpuMedianMs),
    },
    scenario: {
      floors: FLOORS,
      cellsPerFloor: GRID.cols * GRID.rows,
      apsPerFloor: 50,
      wallsPerFloor: 400,
      attenuationAreasPerFloor: 30,
      heardRadiosOnMiddleFloor: heardRadios,
      culledAccessPointsOnMiddleFloor: culled,
      buildingPassRatePercent: round(passRate),
      buildingPassRateSmartphonePercent: round(phonePassRate),
      overloadedRadios: overloaded,
    },
    runs,
    machine: { cpus: cpus().length, loadAverage: round(loadavg()[0] ?? 0) },
  };
  const path = writeBenchResult('planning', figures);
  process.stdout.write(`${JSON.stringify(figures, null, 2)}\n${path}\n`);
}
