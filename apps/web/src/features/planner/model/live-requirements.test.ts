import { describe, expect, it } from 'vitest';
import { createCellGrid } from '@airlens/heatmap';
import type { DesignCollections, RawEntity } from './design-view';
import { requiredSignalDbm, requiredSignalPerCell } from './live-requirements';

const signal = (frequencyBand: string | undefined, value: number, radioTechnology?: string) => ({
  type: 'SIGNAL_STRENGTH',
  function: 'AT_LEAST',
  value,
  ...(frequencyBand === undefined ? {} : { frequencyBand }),
  ...(radioTechnology === undefined ? {} : { radioTechnology }),
});

function designOf(collections: Record<string, RawEntity[]>): DesignCollections {
  return new Map(Object.entries(collections));
}

describe('requiredSignalDbm', () => {
  it("takes the shown band's Wi-Fi signal criterion, else 5 GHz, else the first", () => {
    const requirement = {
      criteria: [
        { type: 'SIGNAL_TO_NOISE_RATIO', function: 'AT_LEAST', value: 25, frequencyBand: 'TWO' },
        signal('TWO', -70),
        signal('FIVE', -65),
        signal('SIX', -60, 'BLUETOOTH'),
      ],
    };
    expect(requiredSignalDbm(requirement, 'TWO')).toBe(-70);
    expect(requiredSignalDbm(requirement, 'SIX')).toBe(-65);
    expect(requiredSignalDbm({ criteria: [signal('TWO', -72)] }, 'FIVE')).toBe(-72);
    expect(requiredSignalDbm({ criteria: [] }, 'FIVE')).toBeUndefined();
    expect(requiredSignalDbm({}, 'FIVE')).toBeUndefined();
  });
});

describe('requiredSignalPerCell', () => {
  // A 10 m × 4 m floor at 1 m cells; 2 plan units per metre.
  const grid = createCellGrid(10, 4, 'accurate', 1_000);
  const metersPerUnit = 0.5;
  const room = [
    { x: 0, y: 0 },
    { x: 8, y: 0 },
    { x: 8, y: 8 },
    { x: 0, y: 8 },
  ];

  it("holds a requirement area's cells to its requirement and the rest of the floor to the default one", () => {
    const design = designOf({
      requirements: [
        { id: 'office', criteria: [signal('FIVE', -60)] },
        { id: 'basic', isDefault: true, criteria: [signal('FIVE', -72)] },
      ],
      areas: [
        { id: 'a1', floorPlanId: 'f1', requirementId: 'office', area: room },
        { id: 'a2', floorPlanId: 'other floor', requirementId: 'office', area: room },
      ],
    });
    const required = requiredSignalPerCell(design, 'f1', metersPerUnit, grid, 'FIVE');
    expect(required).toHaveLength(grid.cols * grid.rows);
    const at = (xMeters: number, yMeters: number) =>
      required[Math.floor(yMeters / grid.cellMeters) * grid.cols + Math.floor(xMeters / grid.cellMeters)];
    // The room covers 0–4 m of both axes (8 plan units at 0.5 m each).
    expect(at(1.5, 1.5)).toBe(-60);
    expect(at(3.5, 3.5)).toBe(-60);
    expect(at(6.5, 1.5)).toBe(-72);
    expect(at(9.5, 3.5)).toBe(-72);
  });

  it('falls back to −67 dBm without a default requirement, and ignores areas whose requirement has no signal', () => {
    const design = designOf({
      requirements: [{ id: 'voice', criteria: [{ type: 'CHANNEL_OVERLAP', function: 'AT_MOST', value: 2 }] }],
      areas: [{ id: 'a1', floorPlanId: 'f1', requirementId: 'voice', area: room }],
    });
    const required = requiredSignalPerCell(design, 'f1', metersPerUnit, grid, 'FIVE');
    expect(new Set(required)).toEqual(new Set([-67]));
  });
});
