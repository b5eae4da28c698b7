import { describe, expect, it } from 'vitest';
import type { CellGrid } from '../grid';
import { NO_DATA_BIN } from '../legend';
import type { FloorSurvey } from '../types';
import { NO_DEVICE_PROFILE } from './device-profiles';
import { leaveOneOutConfidence, measuredField, surveyGapCells, surveyGapOutlines } from './measured';
import {
  PASS_COLOR,
  apCountValues,
  bestSignalValues,
  planningLegend,
  renderValues,
  requirementLegend,
  servingAirtimeValues,
} from './planning-heatmaps';
import type { SignalField } from './requirement-eval';

/** Three cells, three radios: AP a on 5 GHz (two radios) and AP b on 2.4 GHz; planes radio-major. */
function smallField(): SignalField {
  return {
    cellCount: 3,
    radios: [
      { id: 'a5', apId: 'a', band: 'FIVE', primaryChannel: 36, widthMhz: 20 },
      { id: 'a5b', apId: 'a', band: 'FIVE', primaryChannel: 149, widthMhz: 20 },
      { id: 'b2', apId: 'b', band: 'TWO', primaryChannel: 1, widthMhz: 20 },
    ],
    planes: Float32Array.from([-60, -80, -99, -70, -66, -99, -50, -99, -99]),
    noiseDbm: { TWO: -92, FIVE: -95, SIX: -95 },
  };
}

function floorOf(points: [number, number, number][], widthMeters = 4, heightMeters = 1): FloorSurvey {
  return {
    floorId: 'f',
    dataVersion: 'v',
    widthMeters,
    heightMeters,
    metersPerPixel: 0.1,
    points: {
      xMeters: Float64Array.from(points, ([x]) => x),
      yMeters: Float64Array.from(points, ([, y]) => y),
    },
    radios: [
      { id: 'r', apId: 'ap', band: 'FIVE', primaryChannel: 36, widthMhz: 20, isMine: true, isMeasured: true },
    ],
    V: Float32Array.from(points, ([, , value]) => value),
  };
}

describe('planning heatmap values', () => {
  it('counts distinct APs heard at or above each cell’s limit; not covered cells have no value', () => {
    const field = smallField();
    const limits = Float32Array.from([-67, -67, -67]);
    expect(Array.from(apCountValues(field, undefined, limits, -95))).toEqual([2, 1, NaN]);
    expect(Array.from(apCountValues(field, 'FIVE', limits, -95))).toEqual([1, 1, NaN]);
    expect(Array.from(apCountValues(field, 'FIVE', Float32Array.from([-75, -75, -75]), -95))).toEqual([
      1,
      1,
      NaN,
    ]);
  });

  it('takes the strongest radio of the band, none below the heard level', () => {
    const field = smallField();
    expect(Array.from(bestSignalValues(field, 'FIVE', -95))).toEqual([-60, -66, NaN]);
    expect(Array.from(bestSignalValues(field, undefined, -95))).toEqual([-50, -66, NaN]);
  });

  it('paints each cell with its serving radio’s airtime, 0 % included, nothing where none serves', () => {
    const values = servingAirtimeValues(smallField(), NO_DEVICE_PROFILE, [12.5, 0, 40]);
    // Cell 0: a5 (−60) is ≥ −70 on 5 GHz, so band steering keeps the client off the stronger 2.4 GHz radio.
    expect(Array.from(values)).toEqual([12.5, 0, NaN]);
  });
});

describe('planning legends and rendering', () => {
  it('names each failing criterion after the pass bin', () => {
    const legend = requirementLegend([
      { type: 'SIGNAL_STRENGTH', comparison: 'AT_LEAST', value: -67, band: 'FIVE' },
      { type: 'CHANNEL_OVERLAP', comparison: 'AT_MOST', value: 1, band: undefined },
    ]);
    expect(legend.thresholds).toEqual([1, 2]);
    expect(legend.entries.map((entry) => [entry.bin, entry.label, entry.criterion])).toEqual([
      [0, 'Passes the requirement', undefined],
      [1, 'Fails SIGNAL_STRENGTH ≥ -67 (FIVE)', 'SIGNAL_STRENGTH'],
      [2, 'Fails CHANNEL_OVERLAP ≤ 1', 'CHANNEL_OVERLAP'],
    ]);
    expect(legend.entries[0]?.color).toBe(PASS_COLOR);
    expect(planningLegend('capacity')).toMatchObject({ unit: '%', thresholds: [10, 30, 50, 70, 90] });
    expect(planningLegend('difference').unit).toBe('dB');
  });

  it('quantises values to bins and traces the fills of the bins present in smooth mode', () => {
    const grid: CellGrid = { cols: 4, rows: 4, cellMeters: 1 };
    const values = Float32Array.from({ length: 16 }, (_, c) => (c % 4 === 3 ? NaN : c < 8 ? 0 : 2));
    const legend = requirementLegend([
      { type: 'SIGNAL_STRENGTH', comparison: 'AT_LEAST', value: -67, band: undefined },
      { type: 'SIGNAL_TO_NOISE_RATIO', comparison: 'AT_LEAST', value: 25, band: undefined },
    ]);
    const detailed = renderValues(values, grid, 0.5, legend, { mode: 'detailed', isCategorical: true });
    expect(Array.from(detailed.bins)).toEqual(
      Array.from(values, (value) => (Number.isNaN(value) ? NO_DATA_BIN : value)),
    );
    expect(detailed.areas).toEqual([]);
    expect(detailed.grid).toMatchObject({ cols: 4, rows: 4, unitsPerCell: 2 });
    const smooth = renderValues(values, grid, 0.5, legend, { mode: 'smooth', isCategorical: true });
    expect(smooth.areas.map((area) => area.bin)).toEqual([0, 1, 2]);
    expect(smooth.areas.every((area) => area.rings.length > 0)).toBe(true);
    expect(smooth.vertices.length).toBeGreaterThan(0);
  });
});

describe('measured fields and confidence', () => {
  it('interpolates the survey onto the grid: a constant comes back exactly inside the reach, not heard outside', () => {
    const floor = floorOf(
      [
        [0.5, 0.5, -60],
        [1.5, 0.5, -60],
        [1, 1.5, -60],
      ],
      20,
      2,
    );
    const grid: CellGrid = { cols: 20, rows: 2, cellMeters: 1 };
    const { field, mask } = measuredField(floor, grid, { maskRadiusMeters: 2 });
    expect(field.radios.map((radio) => radio.id)).toEqual(['r']);
    mask.forEach((inside, c) => {
      expect(field.planes[c]).toBeCloseTo(inside === 1 ? -60 : -100, 5);
    });
    expect(mask[0]).toBe(1);
    expect(mask[19]).toBe(0);
  });

  it('leave-one-out: a linear survey predicted by its neighbours within R errs only at the ends', () => {
    // Samples 1 m apart at −50, −52, −54, −56 dBm; R = 1.5 m: the inner ones are the mean of two neighbours
    // (exact), the end ones take their single neighbour (2 dB off): mean error 1 dB, confidence 90 %.
    const floor = floorOf([
      [0, 0.5, -50],
      [1, 0.5, -52],
      [2, 0.5, -54],
      [3, 0.5, -56],
    ]);
    const area = { id: 'left', polygonMeters: Float64Array.from([-0.5, 0, 1.5, 0, 1.5, 1, -0.5, 1]) };
    const result = leaveOneOutConfidence(floor, 'FIVE', [area], 1.5);
    expect(result.floor.samples).toBe(4);
    expect(result.floor.meanAbsErrorDb).toBeCloseTo(1, 5);
    expect(result.floor.confidencePercent).toBeCloseTo(90, 5);
    // Two samples in the area: too few for a figure.
    expect(result.areas).toEqual([{ id: 'left', samples: 2, meanAbsErrorDb: null, confidencePercent: null }]);
    expect(leaveOneOutConfidence(floor, 'TWO', [], 1.5).floor.samples).toBe(0);
  });

  it('marks cells farther than R from every sample as survey gaps and outlines them', () => {
    const floor = floorOf([[0.5, 0.5, -60]], 8, 1);
    const grid = { cols: 8, rows: 1, cellMeters: 1, unitsPerCell: 10 };
    expect(Array.from(surveyGapCells(floor, grid, 1))).toEqual([0, 0, 1, 1, 1, 1, 1, 1]);
    const outlines = surveyGapOutlines(floor, grid, 1);
    expect(outlines.rings.length).toBe(1);
    const xs = Array.from(outlines.vertices).filter((_, index) => index % 2 === 0);
    // The gap region starts between the last reached cell (1) and the first gap cell (2): x = 2 cells = 20 px.
    expect(Math.min(...xs)).toBeGreaterThanOrEqual(15);
    expect(Math.min(...xs)).toBeLessThanOrEqual(25);
  });
});
