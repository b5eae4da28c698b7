import type { MetresArray, MetresLike } from '@airlens/domain';
import { channelCentreMhz } from '@airlens/domain';
import { addPatternOffsetGrid, patternOffsetDb } from '../antenna';
import type { CellGrid } from '../grid';
import {
  DEFAULT_HEIGHT_DIFFERENCE_METERS,
  distanceLossDb,
  distanceLossTable,
  freeSpaceLossAt1mDb,
  wallLossNaiveDb,
} from '../prediction';
import type { Band, PlacedAccessPoint, SimulatedRadio, WallSet } from '../types';
import { wallLossGrids } from '../walls';
import { addAttenuationLossGrids, attenuationLossDb, type AttenuationArea } from './attenuation';
import { capLoss, distanceLossGrid, writePlane } from './plane-kernels';
import { slabLossDb, slabLossGrids, slabsBetween } from './slabs';

/** Client height above its floor when none is given. */
export const DEFAULT_CLIENT_HEIGHT_METERS = 1;
/** APs whose best case on the floor is below this contribute nothing audible and are skipped. */
export const CULL_THRESHOLD_DBM = -95;

/** How far prediction looks: no prediction, the floor's own APs, or every floor of the building. */
export type SignalPrediction = 'off' | 'one-floor' | 'multi-floor';

/**
 * One floor of a building (an `.esx` buildingFloor with its floor type). Its slab lies below it: the slab between
 * floor n and n+1 is floor n+1's, so crossing it costs floor n+1's `slabLossDb` (floor type dB/m × thickness)
 * unless the path pierces one of floor n+1's `holes`. Coordinates of every floor share one frame in metres.
 */
export interface PlanningFloor {
  floorPlanId: string;
  floorNumber: number;
  /** Floor-to-ceiling height in metres (the space above the slab). */
  heightMeters: MetresLike;
  /** Slab thickness in metres. */
  thicknessMeters: MetresLike;
  slabLossDb: Readonly<Record<Band, number>>;
  /** Hole outlines in metres (x, y pairs). */
  holes: readonly MetresArray[];
  walls?: WallSet;
  attenuationAreas: readonly AttenuationArea[];
  accessPoints: readonly PlacedAccessPoint[];
}

export interface PlanningModel {
  pathLossExponent: number;
  maxWallLossDb: number;
  clientHeightMeters: MetresLike;
}

export function resolvePlanningModel(
  model: Partial<PlanningModel> | undefined,
  hasWalls: boolean,
): PlanningModel {
  return {
    pathLossExponent: model?.pathLossExponent ?? (hasWalls ? 2.2 : 3.0),
    maxWallLossDb: model?.maxWallLossDb ?? 40,
    clientHeightMeters: model?.clientHeightMeters ?? DEFAULT_CLIENT_HEIGHT_METERS,
  };
}

/** Elevation of each floor's walking surface (top of its slab), the lowest floor's at 0 m. */
export function floorElevations(floors: readonly PlanningFloor[]): Map<string, number> {
  const sorted = [...floors].sort((a, b) => a.floorNumber - b.floorNumber);
  const elevations = new Map<string, number>();
  let z = 0;
  sorted.forEach((floor, index) => {
    if (index > 0) {
      const below = sorted[index - 1];
      z += (below?.heightMeters ?? 0) + floor.thicknessMeters;
    }
    elevations.set(floor.floorPlanId, z);
  });
  return elevations;
}

/** The AP's antenna height above its floor (a ceiling AP 1 m above the default 2 m height difference). */
export function apMountHeight(ap: PlacedAccessPoint): number {
  return ap.mountHeightMeters ?? DEFAULT_HEIGHT_DIFFERENCE_METERS + DEFAULT_CLIENT_HEIGHT_METERS;
}

/** Received power before distance and obstacles: P_tx + G_ant − FSPL(1 m, f). */
export function linkBudgetDb(radio: SimulatedRadio): number {
  return (
    radio.txPowerDbm +
    radio.antennaGainDbi -
    freeSpaceLossAt1mDb(channelCentreMhz(radio.band, radio.primaryChannel))
  );
}

/** A predicted radio: one plane of the result. */
export interface PlanningRadio {
  ap: PlacedAccessPoint;
  radio: SimulatedRadio;
  floorPlanId: string;
}

/** Planes of predicted RSSI in dBm, `planes[j * cellCount + c]` for `radios[j]`. */
export interface PlanningField {
  grid: CellGrid;
  radios: PlanningRadio[];
  planes: Float32Array;
  /** APs skipped because their best case on the floor was below −95 dBm. */
  culledAccessPoints: number;
}

/**
 * RSSI at one point of the target floor from one radio anywhere in the building, testing everything directly:
 * the reference the grid predictor is checked against. Walls and attenuation areas of the target floor count
 * for its own APs; a path from another floor counts the slabs it crosses (holes excepted).
 */
export function predictPointNaive(
  floors: readonly PlanningFloor[],
  target: PlanningFloor,
  source: PlanningRadio,
  model: PlanningModel,
  x: number,
  y: number,
): number {
  const elevations = floorElevations(floors);
  const apZ = (elevations.get(source.floorPlanId) ?? 0) + apMountHeight(source.ap);
  const clientZ = (elevations.get(target.floorPlanId) ?? 0) + model.clientHeightMeters;
  const dx = x - source.ap.xMeters;
  const dy = y - source.ap.yMeters;
  const dz = clientZ - apZ;
  const band = source.radio.band;
  let obstacles = 0;
  if (source.floorPlanId === target.floorPlanId) {
    const walls =
      target.walls === undefined
        ? 0
        : wallLossNaiveDb(target.walls, band, source.ap.xMeters, source.ap.yMeters, x, y);
    obstacles =
      Math.min(walls, model.maxWallLossDb) +
      attenuationLossDb(
        target.attenuationAreas,
        band,
        source.ap.xMeters,
        source.ap.yMeters,
        apMountHeight(source.ap),
        x,
        y,
        model.clientHeightMeters,
      );
  } else {
    const slabs = slabsBetween(floors, elevations, apZ, clientZ);
    obstacles = slabLossDb(slabs, band, source.ap.xMeters, source.ap.yMeters, apZ, x, y, clientZ);
  }
  return (
    linkBudgetDb(source.radio) +
    patternOffsetDb(source.radio, dx, dy, dz) -
    distanceLossDb(dx * dx + dy * dy + dz * dz, model.pathLossExponent) -
    obstacles
  );
}

/**
 * Predicts every enabled radio that can be heard on the target floor over its grid. `one-floor` uses the floor's
 * own APs; `multi-floor` adds the other floors' APs through the slabs, after culling those whose best case (the
 * nearest point of the floor, no walls, holes assumed) stays below −95 dBm.
 */
export function predictFloorField(
  floors: readonly PlanningFloor[],
  targetFloorId: string,
  grid: CellGrid,
  mode: Exclude<SignalPrediction, 'off'>,
  modelInput?: Partial<PlanningModel>,
): PlanningField {
  const target = floors.find((floor) => floor.floorPlanId === targetFloorId);
  if (target === undefined) {
    throw new RangeError(`unknown floor ${targetFloorId}`);
  }
  const model = resolvePlanningModel(modelInput, (target.walls?.x1.length ?? 0) > 0);
  const elevations = floorElevations(floors);
  const targetZ = elevations.get(target.floorPlanId) ?? 0;
  const clientZ = targetZ + model.clientHeightMeters;
  const { cols, rows, cellMeters } = grid;
  const cellCount = cols * rows;
  const widthMeters = cols * cellMeters;
  const heightMeters = rows * cellMeters;
  const sources: PlanningRadio[] = [];
  let culled = 0;
  for (const floor of mode === 'multi-floor' ? floors : [target]) {
    for (const ap of floor.accessPoints) {
      const radios = ap.radios.filter((radio) => radio.isEnabled !== false);
      if (radios.length === 0) {
        continue;
      }
      if (floor !== target) {
        const apZ = (elevations.get(floor.floorPlanId) ?? 0) + apMountHeight(ap);
        const nx = Math.min(Math.max(ap.xMeters, 0), widthMeters) - ap.xMeters;
        const ny = Math.min(Math.max(ap.yMeters, 0), heightMeters) - ap.yMeters;
        const nearestSq = nx * nx + ny * ny + (clientZ - apZ) ** 2;
        const slabs = slabsBetween(floors, elevations, apZ, clientZ);
        const heard = radios.some((radio) => {
          const slabDb = slabs.reduce(
            (sum, slab) => sum + (slab.floor.holes.length > 0 ? 0 : slab.floor.slabLossDb[radio.band]),
            0,
          );
          return (
            linkBudgetDb(radio) - distanceLossDb(nearestSq, model.pathLossExponent) - slabDb >=
            CULL_THRESHOLD_DBM
          );
        });
        if (!heard) {
          culled++;
          continue;
        }
      }
      for (const radio of radios) {
        sources.push({ ap, radio, floorPlanId: floor.floorPlanId });
      }
    }
  }
  const planes = new Float32Array(cellCount * sources.length);
  const distanceDb = new Float32Array(cellCount);
  const obstacleBuffers: Record<Band, Float32Array> = {
    TWO: new Float32Array(cellCount),
    FIVE: new Float32Array(cellCount),
    SIX: new Float32Array(cellCount),
  };
  // 10·n·log10(max(d, 1 m)) every 1 cm up to the farthest cell from any source (linear interpolation between).
  let farthest = 0;
  for (const source of sources) {
    const apZ = (elevations.get(source.floorPlanId) ?? 0) + apMountHeight(source.ap);
    const dx = Math.max(Math.abs(source.ap.xMeters), Math.abs(widthMeters - source.ap.xMeters));
    const dy = Math.max(Math.abs(source.ap.yMeters), Math.abs(heightMeters - source.ap.yMeters));
    farthest = Math.max(farthest, Math.hypot(dx, dy, clientZ - apZ));
  }
  const table = distanceLossTable(farthest, model.pathLossExponent);
  const rowDiff = new Float64Array((cols + 1) * rows * 3);
  const byAp = new Map<string, number[]>();
  sources.forEach((source, j) => {
    const key = `${source.floorPlanId}\u0000${source.ap.id}`;
    byAp.set(key, [...(byAp.get(key) ?? []), j]);
  });
  for (const columns of byAp.values()) {
    const first = sources[columns[0] ?? 0];
    if (first === undefined) {
      continue;
    }
    const { ap, floorPlanId } = first;
    const apZ = (elevations.get(floorPlanId) ?? 0) + apMountHeight(ap);
    const dzSq = (clientZ - apZ) ** 2;
    // Distance loss once per AP: every band of it shares the geometry.
    distanceLossGrid(grid, table, ap.xMeters, ap.yMeters, dzSq, distanceDb);
    const bands = [...new Set(columns.map((j) => sources[j]?.radio.band ?? 'FIVE'))];
    let obstacles: (number | Float32Array)[];
    if (floorPlanId === target.floorPlanId) {
      const buffers = bands.map((band) => obstacleBuffers[band].fill(0));
      if (target.walls !== undefined && target.walls.x1.length > 0) {
        // Each wall's shadow is found once for all of the AP's bands.
        wallLossGrids(grid, target.walls, bands, ap.xMeters, ap.yMeters, rowDiff, buffers);
        buffers.forEach((out) => capLoss(out, model.maxWallLossDb));
      }
      addAttenuationLossGrids(
        grid,
        target.attenuationAreas,
        bands,
        ap.xMeters,
        ap.yMeters,
        apMountHeight(ap),
        model.clientHeightMeters,
        buffers,
      );
      obstacles = buffers;
    } else {
      const slabs = slabsBetween(floors, elevations, apZ, clientZ);
      obstacles = slabLossGrids(grid, slabs, bands, ap.xMeters, ap.yMeters, apZ, clientZ, obstacleBuffers);
    }
    for (const j of columns) {
      const source = sources[j];
      const out = obstacles[bands.indexOf(source?.radio.band ?? 'FIVE')];
      if (source === undefined || out === undefined) {
        continue;
      }
      const base = j * cellCount;
      writePlane(planes, base, linkBudgetDb(source.radio), distanceDb, out);
      // A radio with a pattern: its gain toward each cell instead of the peak its budget counts.
      addPatternOffsetGrid(grid, source.radio, ap.xMeters, ap.yMeters, clientZ - apZ, planes, base);
    }
  }
  return { grid, radios: sources, planes, culledAccessPoints: culled };
}
