// The 3D view's text alternative: what a sighted user reads off the model, in sentences a screen reader speaks.
import type { BuildingScene, SceneFloor } from './building-scene';

function count(value: number, one: string, many: string): string {
  return `${value} ${value === 1 ? one : many}`;
}

function metres(value: number): string {
  return `${Number(value.toFixed(1))} m`;
}

/** One floor in a sentence: its place in the stack, size and contents. */
export function describeFloor(floor: SceneFloor): string {
  return (
    `${floor.name}: ${metres(floor.elevationMeters)} above the lowest floor, ${metres(floor.heightMeters)} high, ` +
    `${metres(floor.widthMeters)} × ${metres(floor.depthMeters)}; ` +
    `${count(floor.accessPoints.length, 'access point', 'access points')}, ` +
    `${count(floor.walls.length, 'wall', 'walls')}, ` +
    `${count(floor.attenuationAreas.length, 'attenuation area', 'attenuation areas')}.`
  );
}

/** The whole model in a sentence. */
export function describeScene(scene: BuildingScene): string {
  const name = scene.buildingName ?? 'This floor';
  const floors = count(scene.floors.length, 'floor', 'floors');
  const aps = scene.floors.reduce((sum, floor) => sum + floor.accessPoints.length, 0);
  return `${name} in 3D: ${floors} stacked at their heights with ${count(aps, 'access point', 'access points')}.`;
}

/** The extent of the model: the widest floor, the stack's height (for the camera and the orbit target). */
export function sceneBounds(scene: BuildingScene): { width: number; depth: number; height: number } {
  const width = Math.max(1, ...scene.floors.map((floor) => floor.widthMeters));
  const depth = Math.max(1, ...scene.floors.map((floor) => floor.depthMeters));
  const top = scene.floors.at(-1);
  return { width, depth, height: top === undefined ? 1 : top.elevationMeters + top.heightMeters };
}
