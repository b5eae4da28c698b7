import { HEARD_DBM, predictFloorField, type PlanningFloor } from '@airlens/heatmap/planning';
import type { Band, CellGrid, PlacedAccessPoint } from '@airlens/heatmap';

/** One floor to predict: its obstacles (the APs are kept apart), grid and band. */
export interface PredictionScene {
  floor: PlanningFloor;
  grid: CellGrid;
  band: Band;
}

/**
 * One AP's contribution on the band: the strongest of its enabled radios per cell, predicted by the same engine
 * function the server's planning heatmaps call (`predictFloorField`, one floor). Null when it has no such radio.
 */
export function accessPointPlane(
  scene: PredictionScene,
  accessPoint: PlacedAccessPoint,
): Float32Array<ArrayBuffer> | null {
  const radios = accessPoint.radios.filter((radio) => radio.band === scene.band && radio.isEnabled !== false);
  if (radios.length === 0) {
    return null;
  }
  const floor: PlanningFloor = { ...scene.floor, accessPoints: [{ ...accessPoint, radios }] };
  const field = predictFloorField([floor], floor.floorPlanId, scene.grid, 'one-floor');
  const cellCount = scene.grid.cols * scene.grid.rows;
  const plane = field.planes.slice(0, cellCount);
  for (let j = 1; j < field.radios.length; j++) {
    const base = j * cellCount;
    for (let c = 0; c < cellCount; c++) {
      const rssi = field.planes[base + c] ?? -Infinity;
      if (rssi > (plane[c] ?? -Infinity)) {
        plane[c] = rssi;
      }
    }
  }
  return plane;
}

/**
 * The live prediction of a floor being edited: one contribution plane per AP, so moving or changing one AP
 * recomputes only its plane, and the heatmap is the per-cell best signal over the planes (the server's
 * primary-coverage values: NaN where nothing is heard at −95 dBm).
 */
export class ContributionPlanes {
  private scene: PredictionScene;
  private readonly planes = new Map<string, Float32Array>();

  constructor(scene: PredictionScene, accessPoints: readonly PlacedAccessPoint[]) {
    this.scene = { ...scene, floor: { ...scene.floor, accessPoints: [] } };
    for (const accessPoint of accessPoints) {
      this.setAccessPoint(accessPoint);
    }
  }

  get cellCount(): number {
    return this.scene.grid.cols * this.scene.grid.rows;
  }

  /** Ids of the APs that contribute. */
  get accessPointIds(): string[] {
    return [...this.planes.keys()];
  }

  /** Adds, moves or changes one AP: only its plane is predicted again. */
  setAccessPoint(accessPoint: PlacedAccessPoint): void {
    const plane = accessPointPlane(this.scene, accessPoint);
    if (plane === null) {
      this.planes.delete(accessPoint.id);
      return;
    }
    this.planes.set(accessPoint.id, plane);
  }

  removeAccessPoint(accessPointId: string): void {
    this.planes.delete(accessPointId);
  }

  /** New walls or attenuation areas change every path: every AP is predicted again. */
  setScene(scene: PredictionScene, accessPoints: readonly PlacedAccessPoint[]): void {
    this.scene = { ...scene, floor: { ...scene.floor, accessPoints: [] } };
    this.planes.clear();
    for (const accessPoint of accessPoints) {
      this.setAccessPoint(accessPoint);
    }
  }

  /** The best signal per cell over every AP's plane; NaN where no AP is heard. */
  bestSignal(): Float32Array<ArrayBuffer> {
    const cellCount = this.cellCount;
    const best = new Float32Array(cellCount).fill(-Infinity);
    for (const plane of this.planes.values()) {
      for (let c = 0; c < cellCount; c++) {
        const rssi = plane[c] ?? -Infinity;
        if (rssi > (best[c] ?? -Infinity)) {
          best[c] = rssi;
        }
      }
    }
    for (let c = 0; c < cellCount; c++) {
      if (!((best[c] ?? -Infinity) >= HEARD_DBM)) {
        best[c] = NaN;
      }
    }
    return best;
  }
}
