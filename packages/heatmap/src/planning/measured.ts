import { VertexBuffer, traceRegion } from '../contours';
import { cellCentres, type CellGrid } from '../grid';
import { createMarchingScratch } from '../marching-squares';
import { applyOperator, buildInterpolationOperator, operatorMask } from '../operator';
import { DEFAULT_ENGINE_OPTIONS } from '../request';
import type { Band, FloorSurvey, RingRef } from '../types';
import { pointInPolygon } from './geometry';
import { DEFAULT_NOISE_DBM, type SignalField } from './requirement-eval';

/** A floor's survey interpolated per radio onto a grid: a signal field over the cells the survey covers. */
export interface MeasuredField {
  field: SignalField;
  /** 1 where the interpolation reaches (within R of the survey), 0 elsewhere (planes hold "not heard" there). */
  mask: Uint8Array;
}

/**
 * Interpolates every measured radio of the floor onto the grid with the heatmap engine's operator (Delaunay
 * within 2R, Shepard within R), so requirements, AP counts and differences read the same values the measured
 * heatmaps draw. Cells outside the survey's reach hold the "not heard" level.
 */
export function measuredField(
  floor: FloorSurvey,
  grid: CellGrid,
  options: { maskRadiusMeters?: number; notHeardDbm?: number } = {},
): MeasuredField {
  const cellCount = grid.cols * grid.rows;
  const notHeard = options.notHeardDbm ?? DEFAULT_ENGINE_OPTIONS.notHeardDbm;
  const radioCount = floor.radios.length;
  const operator = buildInterpolationOperator(floor.points, cellCentres(grid), {
    method: DEFAULT_ENGINE_OPTIONS.interpolation,
    maskRadiusMeters: options.maskRadiusMeters ?? DEFAULT_ENGINE_OPTIONS.maskRadiusMeters,
    isHullOnly: DEFAULT_ENGINE_OPTIONS.isHullOnly,
  });
  const mask = operatorMask(operator);
  const cellMajor = new Float32Array(cellCount * radioCount).fill(notHeard);
  applyOperator(
    operator,
    floor.V,
    radioCount,
    Int32Array.from({ length: radioCount }, (_, j) => j),
    cellMajor,
  );
  const planes = new Float32Array(cellCount * radioCount);
  for (let c = 0; c < cellCount; c++) {
    for (let j = 0; j < radioCount; j++) {
      planes[j * cellCount + c] = cellMajor[c * radioCount + j] ?? notHeard;
    }
  }
  return {
    field: {
      cellCount,
      radios: floor.radios.map((radio) => ({
        id: radio.id,
        apId: radio.apId,
        band: radio.band,
        primaryChannel: radio.primaryChannel,
        widthMhz: radio.widthMhz,
        ...(radio.technology === undefined ? {} : { technology: radio.technology }),
        ...(radio.spatialStreams === undefined ? {} : { spatialStreams: radio.spatialStreams }),
      })),
      planes,
      noiseDbm: DEFAULT_NOISE_DBM,
    },
    mask,
  };
}

/** Leave-one-out error figures of a set of survey samples. */
export interface ConfidenceFigure {
  samples: number;
  /** Mean absolute error in dB; null under 3 samples. */
  meanAbsErrorDb: number | null;
  /** 100 at 0 dB error, falling linearly to 0 at 10 dB; null under 3 samples. */
  confidencePercent: number | null;
}

/** Error at which confidence reaches 0 %. */
const ZERO_CONFIDENCE_ERROR_DB = 10;

function figureOf(errors: readonly number[]): ConfidenceFigure {
  if (errors.length < 3) {
    return { samples: errors.length, meanAbsErrorDb: null, confidencePercent: null };
  }
  const mean = errors.reduce((sum, error) => sum + error, 0) / errors.length;
  return {
    samples: errors.length,
    meanAbsErrorDb: mean,
    confidencePercent: Math.max(0, 100 * (1 - mean / ZERO_CONFIDENCE_ERROR_DB)),
  };
}

/** The strongest value per survey point over the radios of the band (null when none is heard). */
function bestPerPoint(floor: FloorSurvey, band: Band | undefined, notHeard: number): (number | null)[] {
  const radioCount = floor.radios.length;
  return Array.from(floor.points.xMeters, (_, p) => {
    let best = -Infinity;
    floor.radios.forEach((radio, r) => {
      if (band === undefined || radio.band === band) {
        best = Math.max(best, floor.V[p * radioCount + r] ?? -Infinity);
      }
    });
    return best > notHeard ? best : null;
  });
}

/**
 * Leave-one-out interpolation error of a survey: each sample's strongest signal on the band is predicted from
 * the other samples within R by inverse-distance weighting (the engine's Shepard fill) and compared with what
 * was measured; samples with no neighbour within R are not scored. Figures for the floor and per area (samples
 * whose position lies inside the polygon).
 */
export function leaveOneOutConfidence(
  floor: FloorSurvey,
  band: Band | undefined,
  areas: readonly { id: string; polygonMeters: ArrayLike<number> }[],
  radiusMeters: number = DEFAULT_ENGINE_OPTIONS.maskRadiusMeters,
): { floor: ConfidenceFigure; areas: (ConfidenceFigure & { id: string })[] } {
  const { xMeters, yMeters } = floor.points;
  const values = bestPerPoint(floor, band, DEFAULT_ENGINE_OPTIONS.notHeardDbm);
  const errors = new Float64Array(values.length).fill(NaN);
  const r2 = radiusMeters * radiusMeters;
  values.forEach((value, p) => {
    if (value === null) {
      return;
    }
    let weights = 0;
    let sum = 0;
    values.forEach((other, q) => {
      if (q === p || other === null) {
        return;
      }
      const d2 = ((xMeters[q] ?? 0) - (xMeters[p] ?? 0)) ** 2 + ((yMeters[q] ?? 0) - (yMeters[p] ?? 0)) ** 2;
      if (d2 <= r2) {
        const weight = 1 / Math.max(d2, 1e-6);
        weights += weight;
        sum += weight * other;
      }
    });
    if (weights > 0) {
      errors[p] = Math.abs(sum / weights - value);
    }
  });
  const scored = (inside: (p: number) => boolean) =>
    Array.from(errors).filter((error, p) => !Number.isNaN(error) && inside(p));
  return {
    floor: figureOf(scored(() => true)),
    areas: areas.map((area) => ({
      id: area.id,
      ...figureOf(scored((p) => pointInPolygon(area.polygonMeters, xMeters[p] ?? 0, yMeters[p] ?? 0))),
    })),
  };
}

/** 1 at cells whose centre is farther than R from every survey sample, else 0: the survey gaps. */
export function surveyGapCells(
  floor: Pick<FloorSurvey, 'points'>,
  grid: CellGrid,
  radiusMeters: number = DEFAULT_ENGINE_OPTIONS.maskRadiusMeters,
): Float32Array {
  const { xMeters, yMeters } = floor.points;
  const cellCount = grid.cols * grid.rows;
  const gaps = new Float32Array(cellCount).fill(1);
  const reach = Math.ceil(radiusMeters / grid.cellMeters);
  const r2 = radiusMeters * radiusMeters;
  for (let p = 0; p < xMeters.length; p++) {
    const x = xMeters[p] ?? 0;
    const y = yMeters[p] ?? 0;
    const col0 = Math.floor(x / grid.cellMeters);
    const row0 = Math.floor(y / grid.cellMeters);
    for (let row = Math.max(0, row0 - reach); row <= Math.min(grid.rows - 1, row0 + reach); row++) {
      for (let col = Math.max(0, col0 - reach); col <= Math.min(grid.cols - 1, col0 + reach); col++) {
        const dx = (col + 0.5) * grid.cellMeters - x;
        const dy = (row + 0.5) * grid.cellMeters - y;
        if (dx * dx + dy * dy <= r2) {
          gaps[row * grid.cols + col] = 0;
        }
      }
    }
  }
  return gaps;
}

/** Outlines of the survey gaps on a heatmap's grid: rings ([first, count]) index the returned x,y pixel pairs. */
export function surveyGapOutlines(
  floor: Pick<FloorSurvey, 'points'>,
  grid: CellGrid & { unitsPerCell: number },
  radiusMeters: number = DEFAULT_ENGINE_OPTIONS.maskRadiusMeters,
): { vertices: Float32Array; rings: RingRef[] } {
  const vertices = new VertexBuffer();
  const rings = traceRegion(
    surveyGapCells(floor, grid, radiusMeters),
    0.5,
    {
      cols: grid.cols,
      rows: grid.rows,
      isSmooth: false,
      unitsPerCell: grid.unitsPerCell,
      toleranceCells: DEFAULT_ENGINE_OPTIONS.simplifyToleranceCells,
      scratch: createMarchingScratch(grid.cols, grid.rows),
    },
    vertices,
  );
  return {
    vertices: vertices.toArray(),
    rings,
  };
}
