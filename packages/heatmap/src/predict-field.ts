import { channelCentreMhz, type MetresLike } from '@airlens/domain';
import { addPatternOffsetGrid, patternOffsetDb } from './antenna';
import type { CellGrid } from './grid';
import { createMetricPass, type HeatmapSource } from './metrics';
import {
  distanceLossDb,
  distanceLossTable,
  freeSpaceLossAt1mDb,
  TABLE_STEPS_PER_METER,
  verticalOffsetMeters,
  wallLossGrid,
  wallLossNaiveDb,
} from './prediction';
import { plannedCatalogRadio, type PlannedRadioFacts } from './radio-selection';
import type { Band, PlacedAccessPoint, PredictionModel, SimulatedRadio, WallSet } from './types';

/** A radio to predict, with its AP's position. */
export interface PredictedRadio {
  ap: PlacedAccessPoint;
  radio: SimulatedRadio;
}

/**
 * Received power without walls and distance: P_tx + G_ant + client offset − FSPL(1 m, f), with f the primary
 * channel's centre (6 GHz radios at 5950 + 5·channel MHz). A radio with an antenna pattern counts its peak here
 * and the pattern's shortfall toward each point on top.
 */
function linkBudgetDb(radio: SimulatedRadio, model: PredictionModel): number {
  const frequencyMhz = channelCentreMhz(radio.band, radio.primaryChannel);
  return radio.txPowerDbm + radio.antennaGainDbi + model.clientOffsetDb - freeSpaceLossAt1mDb(frequencyMhz);
}

/**
 * Predicted RSSI at one location, testing every wall: the naive reference for `predictRadioGrid`.
 * RSSI = P_tx + G_ant + offset − FSPL(1 m) − 10·n·log10(d) − min(Σ wall losses, cap), d in 3-D from the AP's
 * antenna to the point at the visualization height; G_ant toward the point when the radio has a pattern.
 */
export function predictRssiNaive(
  target: PredictedRadio,
  walls: WallSet | undefined,
  model: PredictionModel,
  xMeters: MetresLike,
  yMeters: MetresLike,
): number {
  const { ap, radio } = target;
  const dx = xMeters - ap.xMeters;
  const dy = yMeters - ap.yMeters;
  const heightMeters = verticalOffsetMeters(ap, model);
  const distanceSq = dx * dx + dy * dy + heightMeters ** 2;
  const wallDb =
    walls === undefined ? 0 : wallLossNaiveDb(walls, radio.band, ap.xMeters, ap.yMeters, xMeters, yMeters);
  return (
    linkBudgetDb(radio, model) +
    patternOffsetDb(radio, dx, dy, -heightMeters) -
    distanceLossDb(distanceSq, model.pathLossExponent) -
    Math.min(wallDb, model.maxWallLossDb)
  );
}

/** The farthest distance from any AP to the grid's far corners, its height offset included. */
function farthestReach(grid: CellGrid, aps: readonly PlacedAccessPoint[], model: PredictionModel): number {
  const farX = grid.cols * grid.cellMeters;
  const farY = grid.rows * grid.cellMeters;
  let farthest = 0;
  for (const ap of aps) {
    const dx = Math.max(Math.abs(ap.xMeters), Math.abs(farX - ap.xMeters));
    const dy = Math.max(Math.abs(ap.yMeters), Math.abs(farY - ap.yMeters));
    farthest = Math.max(farthest, Math.hypot(dx, dy, verticalOffsetMeters(ap, model)));
  }
  return farthest;
}

/**
 * Predicts every radio over the grid: log-distance path loss, per-band wall loss from the shadow-wedge
 * rasteriser (computed once per AP and band, shared by that AP's radios) and antenna gain (toward each cell
 * for a radio with a pattern). Output is one plane per radio, `out[j * cellCount + c]`, written sequentially.
 */
export function predictRadioGrid(
  grid: CellGrid,
  walls: WallSet | undefined,
  model: PredictionModel,
  targets: readonly PredictedRadio[],
): Float32Array {
  const { cols, rows, cellMeters } = grid;
  const cellCount = cols * rows;
  const width = targets.length;
  const planes = new Float32Array(cellCount * width);
  const wallDb = new Float32Array(cellCount);
  const rowDiff = new Float64Array((cols + 1) * rows);
  const cap = model.maxWallLossDb;
  const byAp = new Map<PlacedAccessPoint, number[]>();
  targets.forEach((target, j) => {
    byAp.set(target.ap, [...(byAp.get(target.ap) ?? []), j]);
  });
  const table = distanceLossTable(farthestReach(grid, [...byAp.keys()], model), model.pathLossExponent);
  const stepsPerMeter = TABLE_STEPS_PER_METER;
  const hasWalls = walls !== undefined && walls.x1.length > 0;
  for (const [ap, columns] of byAp) {
    const heightSq = verticalOffsetMeters(ap, model) ** 2;
    const bands = new Set<Band>(columns.map((j) => targets[j]?.radio.band ?? 'FIVE'));
    for (const band of bands) {
      if (hasWalls) {
        wallLossGrid(grid, walls, band, ap.xMeters, ap.yMeters, rowDiff, wallDb);
      }
      // The AP's radios on this band share distance and walls; only the link budget differs.
      const inBand = columns.filter((j) => targets[j]?.radio.band === band);
      const [firstPlane = 0, ...otherPlanes] = inBand.map((j) => j * cellCount);
      const [firstBudget = 0, ...otherBudgets] = inBand.map((j) => {
        const target = targets[j];
        return target === undefined ? 0 : linkBudgetDb(target.radio, model);
      });
      for (let row = 0, c = 0; row < rows; row++) {
        const dy = (row + 0.5) * cellMeters - ap.yMeters;
        const dySq = dy * dy + heightSq;
        for (let col = 0; col < cols; col++, c++) {
          const dx = (col + 0.5) * cellMeters - ap.xMeters;
          const t = Math.sqrt(dx * dx + dySq) * stepsPerMeter;
          const i = t | 0; // t ≥ 0 and small: an int32 index keeps the table load on the fast path
          const below = table[i] ?? 0;
          const wall = hasWalls ? (wallDb[c] ?? 0) : 0;
          const loss = below + (t - i) * ((table[i + 1] ?? below) - below) + (wall < cap ? wall : cap);
          planes[firstPlane + c] = firstBudget - loss;
          for (let k = 0; k < otherPlanes.length; k++) {
            planes[(otherPlanes[k] ?? 0) + c] = (otherBudgets[k] ?? 0) - loss;
          }
        }
      }
    }
    // A radio with a pattern: its gain toward each cell instead of the peak its budget counted.
    for (const j of columns) {
      const radio = targets[j]?.radio;
      if (radio !== undefined) {
        addPatternOffsetGrid(
          grid,
          radio,
          ap.xMeters,
          ap.yMeters,
          -verticalOffsetMeters(ap, model),
          planes,
          j * cellCount,
        );
      }
    }
  }
  return planes;
}

/** Cells gathered per block when a field feeds the metric pass (the block stays in cache). */
const METRIC_BLOCK_CELLS = 1024;

/**
 * A heatmap source over a field predicted elsewhere (e.g. the planning engine's multi-floor prediction), for
 * `computeHeatmap`'s `sourceOverride`: one plane per radio, `planes[j * cellCount + c]`, on the grid the request's
 * accuracy gives. The engine then applies the request's radio filters (band, only my APs, radio ids; interferers
 * of every AP for the interference types), the floor's requirement areas, the metric pass, grey-out and outline
 * exactly as for a one-floor prediction, so the two differ only in which radios they hear.
 */
export function predictedFieldSource(
  field: { radios: readonly PlannedRadioFacts[]; planes: Float32Array },
  cellCount: number,
): HeatmapSource {
  return {
    kind: 'predicted',
    catalog: field.radios.map(plannedCatalogRadio),
    run: (needed, setup) => {
      if (setup.cellCount !== cellCount) {
        throw new RangeError(`The field has ${cellCount} cells but the heatmap grid ${setup.cellCount}`);
      }
      const pass = createMetricPass({ ...setup, hasData: null, noiseDbm: null });
      const width = needed.length;
      const block = new Float32Array(METRIC_BLOCK_CELLS * width);
      for (let start = 0; start < cellCount; start += METRIC_BLOCK_CELLS) {
        const end = Math.min(start + METRIC_BLOCK_CELLS, cellCount);
        needed.forEach((index, j) => {
          const plane = index * cellCount;
          for (let c = start; c < end; c++) {
            block[(c - start) * width + j] = field.planes[plane + c] ?? -Infinity;
          }
        });
        pass.run(start, end, block);
      }
      return pass.output;
    },
  };
}
