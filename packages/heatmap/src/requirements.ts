import type { CellGrid } from './grid';
import type { FloorSurvey, HealthRequirements } from './types';

/** The common data + voice profile: primary ≥ −67 dBm, secondary ≥ −75 dBm, SNR ≥ 25 dB, ≤ 2 co-channel APs. */
export const DEFAULT_REQUIREMENTS: Readonly<HealthRequirements> = {
  rssiDbm: -67,
  rssi2Dbm: -75,
  snrDb: 25,
  channelInterference: 2,
};

/** Requirement per cell: `cellProfile[c]` indexes `profiles`; profile 0 is the floor default. */
export interface RequirementMap {
  profiles: HealthRequirements[];
  cellProfile: Uint16Array;
}

/**
 * Resolves the floor default and each area's requirement, and marks every cell whose centre lies inside an
 * area (even-odd rule); where areas overlap, the later area wins, as it is drawn on top.
 */
export function buildRequirementMap(
  floor: Pick<FloorSurvey, 'areas' | 'requirements'>,
  grid: CellGrid,
): RequirementMap {
  const base: HealthRequirements = { ...DEFAULT_REQUIREMENTS, ...floor.requirements };
  const profiles: HealthRequirements[] = [base];
  const cellProfile = new Uint16Array(grid.cols * grid.rows);
  const crossings: number[] = [];
  for (const area of floor.areas ?? []) {
    const polygon = area.polygonMeters;
    const vertexCount = Math.floor(polygon.length / 2);
    if (vertexCount < 3) {
      continue;
    }
    profiles.push({ ...base, ...area.requirements });
    const profile = profiles.length - 1;
    let minY = Infinity;
    let maxY = -Infinity;
    for (let v = 0; v < vertexCount; v++) {
      minY = Math.min(minY, polygon[2 * v + 1] ?? 0);
      maxY = Math.max(maxY, polygon[2 * v + 1] ?? 0);
    }
    const rowStart = Math.max(0, Math.ceil(minY / grid.cellMeters - 0.5));
    const rowEnd = Math.min(grid.rows - 1, Math.floor(maxY / grid.cellMeters - 0.5));
    for (let row = rowStart; row <= rowEnd; row++) {
      const y = (row + 0.5) * grid.cellMeters;
      crossings.length = 0;
      for (let v = 0, u = vertexCount - 1; v < vertexCount; u = v++) {
        const xv = polygon[2 * v] ?? 0;
        const yv = polygon[2 * v + 1] ?? 0;
        const xu = polygon[2 * u] ?? 0;
        const yu = polygon[2 * u + 1] ?? 0;
        if (yv > y !== yu > y) {
          crossings.push(xv + ((y - yv) * (xu - xv)) / (yu - yv));
        }
      }
      crossings.sort((left, right) => left - right);
      for (let k = 0; k + 1 < crossings.length; k += 2) {
        const colStart = Math.max(0, Math.ceil((crossings[k] ?? 0) / grid.cellMeters - 0.5));
        const colEnd = Math.min(
          grid.cols - 1,
          Math.ceil((crossings[k + 1] ?? 0) / grid.cellMeters - 0.5) - 1,
        );
        cellProfile.fill(profile, row * grid.cols + colStart, row * grid.cols + colEnd + 1);
      }
    }
  }
  return { profiles, cellProfile };
}
