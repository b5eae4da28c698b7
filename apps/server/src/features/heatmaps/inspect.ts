import type { Band, FloorSurvey } from '@airlens/heatmap';

/** Levels at or below this are the matrix's "not heard" filler, not a measurement. */
export const NOT_HEARD_DBM = -100;

/** The names an inspect answer gives a radio's AP and BSS, from the project's access point and radio rows. */
export interface RadioLabel {
  apName: string | null;
  ssid: string | null;
  bssid: string | null;
}

/** One radio heard at a sample, strongest first; `isServing` marks the strongest of its band there. */
export interface HeardRadio {
  apId: string;
  apName: string | null;
  ssid: string | null;
  bssid: string | null;
  channel: number | null;
  band: Band;
  rssiDbm: number;
  snrDb: number | null;
  isServing: boolean;
}

/** A survey sample near the inspected point, in floor-plan pixels. */
export interface InspectSample {
  x: number;
  y: number;
  distanceMeters: number;
  radios: HeardRadio[];
}

export interface InspectRequest {
  /** The inspected point in floor-plan pixels. */
  x: number;
  y: number;
  /** Only radios of this band; all bands when undefined. */
  band: Band | undefined;
  limit: number;
}

/** The key a label is found under: one radio is one AP on one band. */
export function radioLabelKey(apId: string, band: Band): string {
  return `${apId}|${band}`;
}

/** Indexes of the `limit` survey points nearest (x, y) in metres, nearest first (ties by index). */
export function nearestPoints(
  points: FloorSurvey['points'],
  xMeters: number,
  yMeters: number,
  limit: number,
): { index: number; distanceMeters: number }[] {
  const found: { index: number; distanceMeters: number }[] = [];
  for (let index = 0; index < points.xMeters.length; index += 1) {
    const dx = (points.xMeters[index] ?? NaN) - xMeters;
    const dy = (points.yMeters[index] ?? NaN) - yMeters;
    const distanceMeters = Math.hypot(dx, dy);
    if (!Number.isFinite(distanceMeters)) {
      continue;
    }
    if (found.length === limit && distanceMeters >= (found[found.length - 1]?.distanceMeters ?? Infinity)) {
      continue;
    }
    let at = found.length;
    while (at > 0 && (found[at - 1]?.distanceMeters ?? -Infinity) > distanceMeters) {
      at -= 1;
    }
    found.splice(at, 0, { index, distanceMeters });
    if (found.length > limit) {
      found.pop();
    }
  }
  return found;
}

/** The radios heard at one survey point (row of V), strongest first, with SNR where the point's noise is known. */
export function heardRadiosAt(
  floor: FloorSurvey,
  point: number,
  band: Band | undefined,
  labels: ReadonlyMap<string, RadioLabel>,
): HeardRadio[] {
  const radioCount = floor.radios.length;
  const noise = floor.noiseDbm?.[point];
  const noiseDbm = noise !== undefined && Number.isFinite(noise) ? noise : null;
  const heard: HeardRadio[] = [];
  floor.radios.forEach((radio, column) => {
    const rssiDbm = floor.V[point * radioCount + column];
    if (rssiDbm === undefined || !Number.isFinite(rssiDbm) || rssiDbm <= NOT_HEARD_DBM) {
      return;
    }
    if (band !== undefined && radio.band !== band) {
      return;
    }
    const label = labels.get(radioLabelKey(radio.apId, radio.band));
    heard.push({
      apId: radio.apId,
      apName: label?.apName ?? null,
      ssid: label?.ssid ?? null,
      bssid: label?.bssid ?? null,
      channel: radio.primaryChannel > 0 ? radio.primaryChannel : null,
      band: radio.band,
      rssiDbm,
      snrDb: noiseDbm === null ? null : rssiDbm - noiseDbm,
      isServing: false,
    });
  });
  heard.sort((a, b) => b.rssiDbm - a.rssiDbm || a.apId.localeCompare(b.apId));
  const served = new Set<Band>();
  for (const radio of heard) {
    if (!served.has(radio.band)) {
      served.add(radio.band);
      radio.isServing = true;
    }
  }
  return heard;
}

/** The AP ids heard at the given points (for looking up their names). */
export function heardApIds(floor: FloorSurvey, points: readonly number[], band: Band | undefined): string[] {
  const ids = new Set<string>();
  for (const point of points) {
    for (const radio of heardRadiosAt(floor, point, band, new Map())) {
      ids.add(radio.apId);
    }
  }
  return [...ids].sort();
}

/** The survey samples nearest a point in floor-plan pixels, with what was heard there; none without points. */
export function inspectFloor(
  floor: FloorSurvey,
  request: InspectRequest,
  labels: ReadonlyMap<string, RadioLabel>,
): InspectSample[] {
  const scale = floor.metersPerPixel;
  if (!(scale > 0)) {
    return [];
  }
  const nearest = nearestPoints(floor.points, request.x * scale, request.y * scale, request.limit);
  return nearest.map(({ index, distanceMeters }) => ({
    x: (floor.points.xMeters[index] ?? 0) / scale,
    y: (floor.points.yMeters[index] ?? 0) / scale,
    distanceMeters,
    radios: heardRadiosAt(floor, index, request.band, labels),
  }));
}
