import { describe, expect, it } from 'vitest';
import type { BuildingScene, SceneFloor } from './building-scene';
import { describeFloor, describeScene, sceneBounds } from './scene-description';

const floor = (overrides: Partial<SceneFloor>): SceneFloor => ({
  id: 'f',
  name: 'Ground',
  imageId: null,
  widthMeters: 50,
  depthMeters: 25,
  elevationMeters: 0,
  heightMeters: 4,
  floorNumber: 0,
  walls: [],
  attenuationAreas: [],
  accessPoints: [{ id: 'a', name: 'AP', x: 1, y: 1, height: 3 }],
  ...overrides,
});

const scene: BuildingScene = {
  buildingName: 'HQ',
  floors: [
    floor({}),
    floor({ id: 'g', name: 'First', elevationMeters: 4, heightMeters: 3.5, widthMeters: 60 }),
  ],
  unscaledFloorNames: [],
};

describe('scene description', () => {
  it('says each floor’s place, size and contents', () => {
    expect(describeFloor(scene.floors[1] ?? floor({}))).toBe(
      'First: 4 m above the lowest floor, 3.5 m high, 60 m × 25 m; 1 access point, 0 walls, 0 attenuation areas.',
    );
  });

  it('sums the building', () => {
    expect(describeScene(scene)).toBe('HQ in 3D: 2 floors stacked at their heights with 2 access points.');
  });

  it('bounds the model by its widest floor and the top of the stack', () => {
    expect(sceneBounds(scene)).toEqual({ width: 60, depth: 25, height: 7.5 });
    expect(sceneBounds({ buildingName: null, floors: [], unscaledFloorNames: [] })).toEqual({
      width: 1,
      depth: 1,
      height: 1,
    });
  });
});
