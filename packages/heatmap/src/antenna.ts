import type { CellGrid } from './grid';
import type { SimulatedRadio } from './types';

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

/** A pattern resampled to 5° steps in the antenna's frame, gains in dBi. */
export interface AntennaPattern {
  /** 72 gains: entry k is k·5° clockwise on the plan from the antenna's direction. */
  azimuthGainsDbi: number[];
  /**
   * 72 gains in the vertical plane through the direction: entry k is k·5° below the horizon ahead, so 18 is
   * straight down, 36 the horizon behind and 54 straight up.
   */
  elevationGainsDbi: number[];
  /** The largest gain of either cut: the best case of the radio, used in its link budget. */
  peakGainDbi: number;
}

/** How a radio's antenna is pointed, with its pattern. */
export interface RadioAntenna {
  pattern: AntennaPattern;
  /**
   * Azimuth of the main direction on the plan in degrees, clockwise from the plan's +x axis (x right, y down).
   * Ekahau's `antennaDirection`; its zero and sense are not documented, and these are its on-screen ones.
   */
  directionDegrees: number;
  /** Downtilt of the main direction below the horizon in degrees (`antennaTilt`; negative tilts it up). */
  tiltDegrees: number;
}

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
  const t = wrapDegrees(degrees) / PATTERN_STEP_DEGREES;
  const i = Math.floor(t);
  const below = table[i % STEPS] ?? 0;
  const above = table[(i + 1) % STEPS] ?? below;
  return below + (t - i) * (above - below);
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
  /** Azimuth in degrees, clockwise from +x. */
  azimuth: Float32Array;
  /** Unit horizontal vector (0, 0 straight below or above). */
  ux: Float32Array;
  uy: Float32Array;
  /** Depression below the horizon in degrees (negative: above). */
  depression: Float32Array;
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
  const reuse = lastDirections?.azimuth.length === count ? lastDirections : undefined;
  const directions: CellDirections = {
    key,
    azimuth: reuse?.azimuth ?? new Float32Array(count),
    ux: reuse?.ux ?? new Float32Array(count),
    uy: reuse?.uy ?? new Float32Array(count),
    depression: reuse?.depression ?? new Float32Array(count),
    cosElevation: reuse?.cosElevation ?? new Float32Array(count),
  };
  for (let row = 0, c = 0; row < rows; row++) {
    const dy = (row + 0.5) * cellMeters - ay;
    for (let col = 0; col < cols; col++, c++) {
      const dx = (col + 0.5) * cellMeters - ax;
      const horizontal = Math.sqrt(dx * dx + dy * dy);
      const slant = Math.sqrt(horizontal * horizontal + dz * dz);
      directions.azimuth[c] = Math.atan2(dy, dx) / DEG;
      directions.ux[c] = horizontal === 0 ? 0 : dx / horizontal;
      directions.uy[c] = horizontal === 0 ? 0 : dy / horizontal;
      directions.depression[c] = Math.atan2(-dz, horizontal) / DEG;
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
  const { azimuth, ux, uy, depression, cosElevation } = cellDirections(grid, ax, ay, dz);
  const { azimuthGainsDbi: h, elevationGainsDbi: e } = antenna.pattern;
  const direction = antenna.directionDegrees;
  const tilt = antenna.tiltDegrees;
  const cosDirection = Math.cos(direction * DEG);
  const sinDirection = Math.sin(direction * DEG);
  const ahead = h[0] ?? 0;
  const behind = h[STEPS / 2] ?? 0;
  for (let c = 0; c < azimuth.length; c++) {
    const isPlumb = ux[c] === 0 && uy[c] === 0;
    // Straight below or above the azimuth is undefined: `antennaGainDbi` takes the antenna's direction there.
    const cosPhi = isPlumb ? 1 : (ux[c] ?? 0) * cosDirection + (uy[c] ?? 0) * sinDirection;
    const phi = isPlumb ? 0 : (azimuth[c] ?? 0) - direction;
    const down = depression[c] ?? 0;
    const front = (1 + cosPhi) / 2;
    const back = 1 - front;
    const vertical = front * tableAt(e, down - tilt) + back * tableAt(e, 180 - down - tilt);
    const ripple = tableAt(h, phi) - (front * ahead + back * behind);
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
