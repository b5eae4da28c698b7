import { createWallSet, type PlacedAccessPoint } from '@airlens/heatmap';
import {
  DEFAULT_NOISE_DBM,
  NO_DEVICE_PROFILE,
  evaluateRequirement,
  predictFloorField,
  type PlanningFloor,
  type RequirementCriterion,
} from '@airlens/heatmap/planning';
import { describe, expect, it } from 'vitest';
import { autoPlan, type AutoPlanInput, type AutoPlanProposal } from './auto-plan';

/** A 50 m × 40 m office (2,000 m²): a corridor wall with doors, concrete core, drywall rooms. */
function syntheticFloor(): PlanningFloor {
  return {
    floorPlanId: 'floor-1',
    floorNumber: 0,
    heightMeters: 3.5,
    thicknessMeters: 0.3,
    slabLossDb: { TWO: 12, FIVE: 12, SIX: 12 },
    holes: [],
    walls: createWallSet([
      { x1: 0, y1: 20, x2: 22, y2: 20, lossDb: 'drywall' },
      { x1: 25, y1: 20, x2: 50, y2: 20, lossDb: 'drywall' },
      { x1: 20, y1: 15, x2: 30, y2: 15, lossDb: 'concrete' },
      { x1: 20, y1: 15, x2: 20, y2: 25, lossDb: 'concrete' },
      { x1: 12, y1: 0, x2: 12, y2: 18, lossDb: 'drywall' },
      { x1: 38, y1: 22, x2: 38, y2: 40, lossDb: 'drywall' },
    ]),
    attenuationAreas: [],
    accessPoints: [],
  };
}

const GRID = { cols: 50, rows: 40, cellMeters: 1 };
const ALL_CELLS = Uint32Array.from({ length: GRID.cols * GRID.rows }, (_, c) => c);
const CRITERIA: RequirementCriterion[] = [
  { type: 'SIGNAL_STRENGTH', band: 'FIVE', comparison: 'AT_LEAST', value: -67 },
  { type: 'SECONDARY_SIGNAL_STRENGTH', band: 'FIVE', comparison: 'AT_LEAST', value: -75 },
  { type: 'SIGNAL_TO_NOISE_RATIO', band: 'FIVE', comparison: 'AT_LEAST', value: 25 },
];

function input(overrides: Partial<AutoPlanInput> = {}): AutoPlanInput {
  return {
    floor: syntheticFloor(),
    grid: GRID,
    targetCells: ALL_CELLS,
    criteria: CRITERIA,
    targetPassRatePercent: 95,
    radio: { band: 'FIVE', txPowerDbm: 14, antennaGainDbi: 4, widthMhz: 20 },
    channels: [36, 40, 44, 48],
    maxAps: 20,
    ...overrides,
  };
}

/** The pass rate of a proposal, evaluated here from scratch (not trusting the planner's own figure). */
function evaluate(proposal: AutoPlanProposal): number {
  const accessPoints: PlacedAccessPoint[] = proposal.accessPoints.map((ap, index) => ({
    id: `check-${index}`,
    xMeters: ap.xMeters,
    yMeters: ap.yMeters,
    isMine: true,
    mountHeightMeters: 3,
    radios: [
      {
        id: `check-${index}-r`,
        band: ap.band,
        primaryChannel: ap.channel,
        widthMhz: 20,
        txPowerDbm: 14,
        antennaGainDbi: 4,
        spatialStreams: 2,
        technology: 'AX',
      },
    ],
  }));
  const floor = { ...syntheticFloor(), accessPoints };
  const field = predictFloorField([floor], floor.floorPlanId, GRID, 'one-floor');
  return evaluateRequirement(
    {
      cellCount: GRID.cols * GRID.rows,
      radios: field.radios.map(({ ap, radio }) => ({ ...radio, apId: ap.id })),
      planes: field.planes,
      noiseDbm: DEFAULT_NOISE_DBM,
    },
    CRITERIA,
    ALL_CELLS,
    NO_DEVICE_PROFILE,
  ).passRatePercent;
}

describe('autoPlan', () => {
  it('reaches the requirement’s pass rate on a synthetic 2,000 m² floor with walls', () => {
    const progress: number[] = [];
    const proposal = autoPlan(input({ onProgress: (fraction) => progress.push(fraction) }));
    expect(proposal.accessPoints.length).toBeGreaterThan(1);
    expect(proposal.accessPoints.length).toBeLessThanOrEqual(20);
    expect(proposal.predictedPassRatePercent).toBeGreaterThanOrEqual(95);
    expect(evaluate(proposal)).toBeCloseTo(proposal.predictedPassRatePercent, 1);
    for (const ap of proposal.accessPoints) {
      expect(ap.xMeters).toBeGreaterThanOrEqual(0);
      expect(ap.xMeters).toBeLessThanOrEqual(50);
      expect([36, 40, 44, 48]).toContain(ap.channel);
    }
    expect(progress.at(-1)).toBe(1);
  });

  it('needs fewer APs for a lower pass rate, and stops at maxAps when the rate is out of reach', () => {
    const strict = autoPlan(input());
    const relaxed = autoPlan(input({ targetPassRatePercent: 60 }));
    expect(relaxed.accessPoints.length).toBeLessThan(strict.accessPoints.length);
    expect(relaxed.predictedPassRatePercent).toBeGreaterThanOrEqual(60);
    const capped = autoPlan(input({ maxAps: 1 }));
    expect(capped.accessPoints).toHaveLength(1);
    expect(capped.predictedPassRatePercent).toBeLessThan(95);
  });

  it('counts the APs already on the floor', () => {
    const existing = autoPlan(input()).accessPoints.slice(0, 2);
    const floor: PlanningFloor = {
      ...syntheticFloor(),
      accessPoints: existing.map((ap, index) => ({
        id: `existing-${index}`,
        xMeters: ap.xMeters,
        yMeters: ap.yMeters,
        isMine: true,
        mountHeightMeters: 3,
        radios: [
          {
            id: `existing-${index}-r`,
            band: 'FIVE',
            primaryChannel: ap.channel,
            widthMhz: 20,
            txPowerDbm: 14,
            antennaGainDbi: 4,
          },
        ],
      })),
    };
    const withExisting = autoPlan(input({ floor }));
    expect(withExisting.accessPoints.length).toBeLessThan(autoPlan(input()).accessPoints.length);
    expect(withExisting.predictedPassRatePercent).toBeGreaterThanOrEqual(95);
  });
});
