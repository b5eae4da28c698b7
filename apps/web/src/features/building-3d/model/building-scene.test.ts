import { describe, expect, it } from 'vitest';
import { buildBuildingScene, DEFAULT_AP_HEIGHT_METERS, DEFAULT_FLOOR_HEIGHT_METERS } from './building-scene';

/** Two floors of one building (ground 4 m high, first floor 3.5 m), a third plan outside it. */
function collections() {
  return {
    floorPlans: [
      { id: 'f1', name: 'First', width: 1000, height: 500, metersPerUnit: 0.05, imageId: 'img1' },
      {
        id: 'f0',
        name: 'Ground',
        width: 2000,
        height: 1000,
        metersPerUnit: 0.025,
        imageId: 'img0',
        bitmapImageId: 'bmp0',
      },
      { id: 'other', name: 'Annex', width: 100, height: 100, metersPerUnit: 1, imageId: 'img2' },
    ],
    buildings: [{ id: 'b', name: 'HQ' }],
    buildingFloors: [
      { id: 'bf1', floorPlanId: 'f1', buildingId: 'b', floorNumber: 1, height: 3.5 },
      { id: 'bf0', floorPlanId: 'f0', buildingId: 'b', floorNumber: 0, height: 4 },
      { id: 'bf2', floorPlanId: 'other', buildingId: 'annex', floorNumber: 0, height: 3 },
    ],
    wallTypes: [
      { id: 'brick', name: 'Wall, Brick', color: '#aa3300', thickness: 0.3, lowerEdge: 0 },
      { id: 'window', name: 'Window', color: 'blue', thickness: 0.02, lowerEdge: 1, upperEdge: 2 },
    ],
    wallPoints: [
      { id: 'p1', location: { floorPlanId: 'f0', coord: { x: 0, y: 0 } } },
      { id: 'p2', location: { floorPlanId: 'f0', coord: { x: 400, y: 0 } } },
      { id: 'p3', location: { floorPlanId: 'f1', coord: { x: 0, y: 100 } } },
      { id: 'p4', location: { floorPlanId: 'f1', coord: { x: 200, y: 100 } } },
    ],
    wallSegments: [
      // The 1.5.0 shape and the 1.8.0 shape.
      { id: 's1', point1Id: 'p1', point2Id: 'p2', wallTypeId: 'brick' },
      { id: 's2', wallPoints: ['p3', 'p4'], wallTypeId: 'window' },
      { id: 's3', wallPoints: ['p3', 'p4'], wallTypeId: 'brick', status: 'DELETED' },
      { id: 's4', wallPoints: ['p3', 'missing'], wallTypeId: 'brick' },
    ],
    attenuationAreaTypes: [
      { id: 'rack', name: 'Warehouse Rack', color: '#00aa00', lowerEdge: 0, upperEdge: 2.5 },
    ],
    attenuationAreas: [
      {
        id: 'a1',
        attenuationAreaTypeId: 'rack',
        floorPlanId: 'f0',
        area: [
          { x: 0, y: 0 },
          { x: 40, y: 0 },
          { x: 40, y: 40 },
        ],
      },
      {
        id: 'a2',
        attenuationAreaTypeId: 'rack',
        floorPlanId: 'f0',
        area: [
          { x: 0, y: 0 },
          { x: 40, y: 0 },
        ],
      },
    ],
    accessPoints: [
      { id: 'ap1', name: 'AP-1', location: { floorPlanId: 'f1', coord: { x: 100, y: 50 } } },
      { id: 'ap2', name: 'AP-2', location: { floorPlanId: 'f0', coord: { x: 200, y: 200 } } },
      { id: 'ap3', name: 'Hidden', hidden: true, location: { floorPlanId: 'f0', coord: { x: 1, y: 1 } } },
      { id: 'ap4', name: 'Unplaced' },
    ],
    simulatedRadios: [{ id: 'r1', accessPointId: 'ap2', antennaHeight: 2.7 }],
  };
}

describe('buildBuildingScene', () => {
  it('stacks the building of the chosen floor by floor number at the heights below each floor', () => {
    const scene = buildBuildingScene(collections(), 'f1');
    expect(scene.buildingName).toBe('HQ');
    expect(scene.floors.map((floor) => [floor.name, floor.elevationMeters, floor.heightMeters])).toEqual([
      ['Ground', 0, 4],
      ['First', 4, 3.5],
    ]);
    expect(scene.floors[0]).toMatchObject({ widthMeters: 50, depthMeters: 25, imageId: 'bmp0' });
  });

  it('converts walls to metres with their type, in either segment shape, skipping deleted and dangling ones', () => {
    const [ground, first] = buildBuildingScene(collections(), 'f0').floors;
    expect(ground?.walls).toEqual([
      {
        x1: 0,
        y1: 0,
        x2: 10,
        y2: 0,
        bottom: 0,
        top: 4,
        thickness: 0.3,
        color: '#aa3300',
        typeName: 'Wall, Brick',
      },
    ]);
    // A window from 1 m to 2 m; its colour is not a hex colour, so the fallback grey is drawn.
    expect(first?.walls).toEqual([
      {
        x1: 0,
        y1: 5,
        x2: 10,
        y2: 5,
        bottom: 1,
        top: 2,
        thickness: 0.02,
        color: '#8a8a8a',
        typeName: 'Window',
      },
    ]);
  });

  it('places APs at their radio antenna height, else the default, leaving hidden and unplaced ones out', () => {
    const [ground, first] = buildBuildingScene(collections(), 'f0').floors;
    expect(ground?.accessPoints).toEqual([{ id: 'ap2', name: 'AP-2', x: 5, y: 5, height: 2.7 }]);
    expect(first?.accessPoints).toEqual([
      { id: 'ap1', name: 'AP-1', x: 5, y: 2.5, height: DEFAULT_AP_HEIGHT_METERS },
    ]);
  });

  it('keeps attenuation areas with at least three points, between their edges', () => {
    const [ground] = buildBuildingScene(collections(), 'f0').floors;
    expect(ground?.attenuationAreas).toEqual([
      {
        points: [
          { x: 0, y: 0 },
          { x: 1, y: 0 },
          { x: 1, y: 1 },
        ],
        bottom: 0,
        top: 2.5,
        color: '#00aa00',
        typeName: 'Warehouse Rack',
      },
    ]);
  });

  it('shows a floor outside any building alone, and names unscaled floors instead of guessing their size', () => {
    const data = collections();
    data.buildingFloors = [];
    data.floorPlans = data.floorPlans.map((plan) =>
      plan.id === 'f0' ? { ...plan, metersPerUnit: Number.NaN } : plan,
    );
    const alone = buildBuildingScene(data, 'f1');
    expect(alone.buildingName).toBeNull();
    expect(alone.floors.map((floor) => [floor.name, floor.heightMeters])).toEqual([
      ['First', DEFAULT_FLOOR_HEIGHT_METERS],
    ]);
    const unscaled = buildBuildingScene(data, 'f0');
    expect(unscaled.floors).toEqual([]);
    expect(unscaled.unscaledFloorNames).toEqual(['Ground']);
  });
});
