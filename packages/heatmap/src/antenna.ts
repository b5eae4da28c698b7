import type { CellGrid } from './grid';
import type { AntennaPattern, RadioAntenna, SimulatedRadio } from './types';

// The pattern types live with the engine's other input types (a radio carries one), which keeps types.ts free
// of imports from here; they are named here too, beside the code that makes them.
export type { AntennaPattern, RadioAntenna } from './types';

/**
 * Antenna patterns for prediction. An `.esx` antenna type carries two principal-plane cuts in dBi: the H-plane
 * (azimuth, `alignmentAngle` = the pattern angle facing the antenna's direction) and the E-plane (elevation,
 * `alignmentAngle` = the pattern angle of the horizon ahead; in Ekahau's files it is 90 and the angle grows
 * upward, so 0 is straight down, 180 straight up and 270 the horizon behind: their E-plane values at 90 and 270
 * equal the H-plane's at 0 and 180). Both are resampled once to 5° tables in the antenna's own frame.
 */

/** Degrees between the entries of a resampled cut. */
export const PATTERN_STEP_DEGREES = 5;
const STEPS = 360 / PATTERN_STEP_DEGREES;
const DEG = Math.PI / 180;

/** One cut as the file gives it: gains in dBi at angles in degrees. */
export interface PatternCut {
  alignmentDegrees: number;
  gains: readonly { angleDegrees: number; gainDbi: number }[];
}

function wrapDegrees(degrees: number): number {
  const wrapped = degrees % 360;
  return wrapped < 0 ? wrapped + 360 : wrapped;
}

/** Gain at any angle of a cut, linear between its nearest samples around the circle. */
function cutGainAt(sorted: readonly { angle: number; gain: number }[], degrees: number): number {
  const angle = wrapDegrees(degrees);
  const count = sorted.length;
  let upper = sorted.findIndex((sample) => sample.angle >= angle);
  if (upper === -1) {
    upper = 0;
  }
  const hi = sorted[upper] ?? { angle: 0, gain: 0 };
  const lo = sorted[(upper - 1 + count) % count] ?? hi;
  const span = wrapDegrees(hi.angle - lo.angle) || 360;
  const along = wrapDegrees(angle - lo.angle);
  return lo.gain + (hi.gain - lo.gain) * (along / span);
}

/** A cut resampled to 72 entries: entry k is the gain at alignment + sense·5k degrees. */
function resample(cut: PatternCut, sense: 1 | -1): number[] {
  const sorted = cut.gains
    .map((sample) => ({ angle: wrapDegrees(sample.angleDegrees), gain: sample.gainDbi }))
    .filter((sample) => Number.isFinite(sample.gain))
    .sort((a, b) => a.angle - b.angle);
  return Array.from({ length: STEPS }, (_, k) =>
    cutGainAt(sorted, cut.alignmentDegrees + sense * k * PATTERN_STEP_DEGREES),
  );
}

/**
 * The prediction's pattern for an antenna type's two cuts, or undefined when a cut has fewer than two samples.
 * The cuts are taken as absolute gains (Ekahau's files hold dBi, peaking at the antenna's gain); when the type
 * also states `maxGain`, the pattern is shifted so its peak equals it, which also makes a pattern stored
 * relative to its peak (0 dB at the peak) absolute.
 */
export function antennaPatternOf(
  hplane: PatternCut,
  eplane: PatternCut,
  maxGainDbi?: number,
): AntennaPattern | undefined {
  if (hplane.gains.length < 2 || eplane.gains.length < 2) {
    return undefined;
  }
  const azimuth = resample(hplane, 1);
  // The E-plane angle grows upward, so k·5° below the horizon ahead is alignment − 5k.
  const elevation = resample(eplane, -1);
  const peak = Math.max(...azimuth, ...elevation);
  const shift = maxGainDbi === undefined || !Number.isFinite(maxGainDbi) ? 0 : maxGainDbi - peak;
  return {
    azimuthGainsDbi: azimuth.map((gain) => gain + shift),
    elevationGainsDbi: elevation.map((gain) => gain + shift),
    peakGainDbi: peak + shift,
  };
}

/** Entry of a 5° table at any angle, linear between the two nearest entries. */
function tableAt(table: readonly number[], degrees: number): number {
  const steps = degrees / PATTERN_STEP_DEGREES;
  const t = steps - STEPS * Math.floor(steps / STEPS);
  // t is in [0, 72], 72 only by rounding of a tiny negative angle: that is entry 0.
  const i = t >= STEPS ? 0 : t | 0;
  const below = table[i] ?? 0;
  const above = table[i + 1 === STEPS ? 0 : i + 1] ?? below;
  return below + (t - i) * (above - below);
}

/** A 5° table closed on itself (entry 72 repeats entry 0), so interpolation reads the next entry unwrapped. */
function closedTable(table: readonly number[]): Float64Array {
  const closed = new Float64Array(STEPS + 1);
  for (let k = 0; k < STEPS; k++) {
    closed[k] = table[k] ?? 0;
  }
  closed[STEPS] = closed[0] ?? 0;
  return closed;
}

/** A closed table at any position in table steps (wrapped round the circle), linear between entries. */
function closedAt(table: Float64Array, steps: number): number {
  const t = steps - STEPS * Math.floor(steps * (1 / STEPS));
  const i = t | 0;
  const below = table[i] ?? 0;
  return below + (t - i) * ((table[i + 1] ?? below) - below);
}

/**
 * atan2 in degrees from the Abramowitz & Stegun 4.4.49 polynomial (|error| ≤ 1e-5 rad, 0.0006°): the per-cell
 * directions need two arctangents per cell and AP, and Math.atan2 is several times slower. A gain moves by the
 * error × the cut's slope: about 0.001 dB where a cut changes 1 dB per degree.
 */
function atan2Degrees(y: number, x: number): number {
  const ax = Math.abs(x);
  const ay = Math.abs(y);
  if (ax === 0 && ay === 0) {
    return 0;
  }
  const isSteep = ay > ax;
  const t = isSteep ? ax / ay : ay / ax;
  const t2 = t * t;
  let angle = t * (0.999866 + t2 * (-0.3302995 + t2 * (0.180141 + t2 * (-0.085133 + t2 * 0.0208351))));
  if (isSteep) {
    angle = Math.PI / 2 - angle;
  }
  if (x < 0) {
    angle = Math.PI - angle;
  }
  return (y < 0 ? -angle : angle) / DEG;
}

/**
 * Gain in dBi toward a client at (dx, dy) metres on the plan and dz metres above the antenna (negative: below).
 * Two cuts do not define the whole sphere, so the gain blends them: the E-plane ahead and behind the antenna at
 * the client's elevation, weighted by how far the client's azimuth φ faces forward ((1 + cos φ) / 2), plus the
 * H-plane's departure at φ from that same forward/backward blend, faded by cos(elevation). It is exact on the
 * H-plane at the horizon, on the E-plane straight ahead and behind, and gives the E-plane's value straight down.
 */
export function antennaGainDbi(antenna: RadioAntenna, dx: number, dy: number, dz: number): number {
  const horizontal = Math.hypot(dx, dy);
  const depression = Math.atan2(-dz, horizontal) / DEG;
  const azimuth = horizontal === 0 ? antenna.directionDegrees : Math.atan2(dy, dx) / DEG;
  const phi = azimuth - antenna.directionDegrees;
  const front = (1 + Math.cos(phi * DEG)) / 2;
  const back = 1 - front;
  const { azimuthGainsDbi: h, elevationGainsDbi: e } = antenna.pattern;
  const tilt = antenna.tiltDegrees;
  // Below the horizon ahead at `depression` is `depression` round the vertical circle; behind, 180 − depression.
  const vertical = front * tableAt(e, depression - tilt) + back * tableAt(e, 180 - depression - tilt);
  const ripple = tableAt(h, phi) - (front * (h[0] ?? 0) + back * (h[STEPS / 2] ?? 0));
  const slant = Math.hypot(horizontal, dz);
  const cosElevation = slant === 0 ? 1 : horizontal / slant;
  return vertical + cosElevation * ripple;
}

/** Per cell, the direction from an antenna position: what every radio of one AP shares. */
interface CellDirections {
  key: string;
  /** Azimuth in 5° table steps, clockwise from +x. */
  azimuthSteps: Float32Array;
  /** Unit horizontal vector (0, 0 straight below or above). */
  ux: Float32Array;
  uy: Float32Array;
  /** Depression below the horizon in 5° table steps (negative: above). */
  depressionSteps: Float32Array;
  cosElevation: Float32Array;
}

/**
 * The last AP's cell directions: predictors add the patterns of one AP's radios one after the other, so they
 * share the trigonometry (two arctangents and two roots per cell) and each radio costs a few table reads.
 */
let lastDirections: CellDirections | undefined;

function cellDirections(grid: CellGrid, ax: number, ay: number, dz: number): CellDirections {
  const { cols, rows, cellMeters } = grid;
  const key = `${cols}|${rows}|${cellMeters}|${ax}|${ay}|${dz}`;
  if (lastDirections?.key === key) {
    return lastDirections;
  }
  const count = cols * rows;
  const reuse = lastDirections?.azimuthSteps.length === count ? lastDirections : undefined;
  const directions: CellDirections = {
    key,
    azimuthSteps: reuse?.azimuthSteps ?? new Float32Array(count),
    ux: reuse?.ux ?? new Float32Array(count),
    uy: reuse?.uy ?? new Float32Array(count),
    depressionSteps: reuse?.depressionSteps ?? new Float32Array(count),
    cosElevation: reuse?.cosElevation ?? new Float32Array(count),
  };
  for (let row = 0, c = 0; row < rows; row++) {
    const dy = (row + 0.5) * cellMeters - ay;
    for (let col = 0; col < cols; col++, c++) {
      const dx = (col + 0.5) * cellMeters - ax;
      const horizontal = Math.sqrt(dx * dx + dy * dy);
      const slant = Math.sqrt(horizontal * horizontal + dz * dz);
      directions.azimuthSteps[c] = atan2Degrees(dy, dx) / PATTERN_STEP_DEGREES;
      directions.ux[c] = horizontal === 0 ? 0 : dx / horizontal;
      directions.uy[c] = horizontal === 0 ? 0 : dy / horizontal;
      directions.depressionSteps[c] = atan2Degrees(-dz, horizontal) / PATTERN_STEP_DEGREES;
      directions.cosElevation[c] = slant === 0 ? 1 : horizontal / slant;
    }
  }
  lastDirections = directions;
  return directions;
}

/**
 * Adds, for every cell centre of the grid, the antenna's gain toward it less `referenceDbi` (the gain the link
 * budget already counts) to `out[base + c]`: `antennaGainDbi` per cell. The antenna is at (ax, ay); `dz` is the
 * client plane's height less the antenna's (negative when the clients are below it).
 */
export function addAntennaGainGrid(
  grid: CellGrid,
  antenna: RadioAntenna,
  ax: number,
  ay: number,
  dz: number,
  referenceDbi: number,
  out: Float32Array,
  base: number,
): void {
  const { azimuthSteps, ux, uy, depressionSteps, cosElevation } = cellDirections(grid, ax, ay, dz);
  const h = closedTable(antenna.pattern.azimuthGainsDbi);
  const e = closedTable(antenna.pattern.elevationGainsDbi);
  const direction = antenna.directionDegrees / PATTERN_STEP_DEGREES;
  const tilt = antenna.tiltDegrees / PATTERN_STEP_DEGREES;
  const cosDirection = Math.cos(antenna.directionDegrees * DEG);
  const sinDirection = Math.sin(antenna.directionDegrees * DEG);
  const ahead = h[0] ?? 0;
  const behind = h[STEPS / 2] ?? 0;
  for (let c = 0; c < azimuthSteps.length; c++) {
    const x = ux[c] ?? 0;
    const y = uy[c] ?? 0;
    const isPlumb = x === 0 && y === 0;
    // Straight below or above the azimuth is undefined: `antennaGainDbi` takes the antenna's direction there.
    const front = isPlumb ? 1 : (1 + x * cosDirection + y * sinDirection) / 2;
    const back = 1 - front;
    const down = depressionSteps[c] ?? 0;
    const vertical = front * closedAt(e, down - tilt) + back * closedAt(e, STEPS / 2 - down - tilt);
    const azimuthGain = closedAt(h, isPlumb ? 0 : (azimuthSteps[c] ?? 0) - direction);
    const ripple = azimuthGain - (front * ahead + back * behind);
    out[base + c] = (out[base + c] ?? 0) + vertical + (cosElevation[c] ?? 1) * ripple - referenceDbi;
  }
}

/** A radio's pattern gain toward a point less the gain its link budget counts (its peak): 0 for an omni radio. */
export function patternOffsetDb(radio: SimulatedRadio, dx: number, dy: number, dz: number): number {
  return radio.antenna === undefined ? 0 : antennaGainDbi(radio.antenna, dx, dy, dz) - radio.antennaGainDbi;
}

/**
 * Adds a radio's pattern shortfall toward every cell (`patternOffsetDb`) to its plane at `out[base …]`; an omni
 * radio's plane is left as it is.
 */
export function addPatternOffsetGrid(
  grid: CellGrid,
  radio: SimulatedRadio,
  ax: number,
  ay: number,
  dz: number,
  out: Float32Array,
  base: number,
): void {
  if (radio.antenna !== undefined) {
    addAntennaGainGrid(grid, radio.antenna, ax, ay, dz, radio.antennaGainDbi, out, base);
  }
}
