import { bandOfFrequency } from './channels.ts';
import { EsxError } from './errors.ts';
import type { EsxLimits } from './limits.ts';
import type { EsxNoiseFloor, EsxRoutePoint, EsxSurvey, EsxWifiTrack } from './model.ts';
import { noiseFloorSchema, surveySchema } from './schemas.ts';
import { decodeWifiTrack, type EsxScanTable, type TrackDecodeScratch } from './track.ts';
import type { ViewContext } from './views-context.ts';

/** Archive member of a binary Wi-Fi track. */
export function trackMemberName(binaryFileId: string): string {
  return `track-${binaryFileId}.bin`;
}

/**
 * Places each scan on the route: linear interpolation between the bracketing route points of the leg
 * containing the scan time (constant walking speed, reference §5.2). STOP_AND_GO legs stand still, so a
 * scan outside every leg snaps to the nearest leg in time; CONTINUOUS scans off every leg get NaN.
 */
export function positionScans(
  scans: EsxScanTable,
  legs: EsxRoutePoint[][],
  routeType: string,
): { x: Float32Array; y: Float32Array } {
  const x = new Float32Array(scans.scanCount).fill(Number.NaN);
  const y = new Float32Array(scans.scanCount).fill(Number.NaN);
  // Legs sorted by start time so each scan finds its leg by binary search: O(scans · log legs).
  const usable = legs.filter((leg) => leg.length > 0).sort((a, b) => startOf(a) - startOf(b));
  const snap = routeType === 'STOP_AND_GO';
  for (let s = 0; s < scans.scanCount; s++) {
    const timeNs = (scans.scanTimeMs[s] as number) * 1e6;
    if (Number.isNaN(timeNs)) {
      continue;
    }
    let low = -1;
    let high = usable.length;
    while (high - low > 1) {
      const middle = (low + high) >> 1;
      if (startOf(usable[middle] as EsxRoutePoint[]) <= timeNs) {
        low = middle;
      } else {
        high = middle;
      }
    }
    const leg = usable[low];
    if (leg !== undefined && timeNs <= endOf(leg)) {
      const point = interpolate(leg, timeNs);
      x[s] = point.x;
      y[s] = point.y;
      continue;
    }
    if (!snap) {
      continue;
    }
    const before = leg === undefined ? undefined : (leg[leg.length - 1] as EsxRoutePoint);
    const after = usable[low + 1]?.[0];
    const nearest =
      before === undefined
        ? after
        : after === undefined
          ? before
          : timeNs - before.timeNs <= after.timeNs - timeNs
            ? before
            : after;
    if (nearest !== undefined) {
      x[s] = nearest.x;
      y[s] = nearest.y;
    }
  }
  return { x, y };
}

function startOf(leg: EsxRoutePoint[]): number {
  return (leg[0] as EsxRoutePoint).timeNs;
}

function endOf(leg: EsxRoutePoint[]): number {
  return (leg[leg.length - 1] as EsxRoutePoint).timeNs;
}

/** Linear interpolation between the route points bracketing `timeNs` within one leg. */
function interpolate(leg: EsxRoutePoint[], timeNs: number): { x: number; y: number } {
  let low = 0;
  let high = leg.length - 1;
  while (high - low > 1) {
    const middle = (low + high) >> 1;
    if ((leg[middle] as EsxRoutePoint).timeNs <= timeNs) {
      low = middle;
    } else {
      high = middle;
    }
  }
  const a = leg[low] as EsxRoutePoint;
  const b = leg[high] as EsxRoutePoint;
  const span = b.timeNs - a.timeNs;
  const f = span > 0 ? Math.min(1, Math.max(0, (timeNs - a.timeNs) / span)) : 0;
  return { x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f };
}

function decodeTrack(
  bytes: Uint8Array | undefined,
  limits: EsxLimits,
  member: string,
  measurementCount: number,
  scratch: TrackDecodeScratch | undefined,
): { scans?: EsxScanTable; problem?: string } {
  if (bytes === undefined) {
    return { problem: `The survey data file ${member} is missing.` };
  }
  try {
    const scans = decodeWifiTrack(bytes, member, limits.maxScansPerTrack, scratch);
    for (let r = 0; r < scans.readingCount; r++) {
      if ((scans.readingMeasurementIndex[r] as number) >= measurementCount) {
        return { problem: `The survey data ${member} refers to access points the survey does not list.` };
      }
    }
    return { scans };
  } catch (error) {
    if (error instanceof EsxError && error.code === 'INVALID_TRACK') {
      return { problem: error.message };
    }
    throw error;
  }
}

/**
 * Decodes a survey's binary tracks (their members' bytes from `bytesOf`) and places every scan on the route.
 * Returns the survey with its tracks filled in and the problems, in words, of tracks that could not be read.
 * With `scratchOf`, each track's reading arrays are views of that scratch (valid until it is reused).
 */
export function loadSurveyTracks(
  survey: EsxSurvey,
  bytesOf: (member: string) => Uint8Array | undefined,
  limits: EsxLimits,
  scratchOf?: (trackIndex: number) => TrackDecodeScratch,
): { survey: EsxSurvey; problems: string[] } {
  const problems: string[] = [];
  const tracks = survey.tracks.map((track, index): EsxWifiTrack => {
    const decoded = decodeTrack(
      bytesOf(track.member),
      limits,
      track.member,
      track.measurementIds.length,
      scratchOf?.(index),
    );
    if (decoded.problem !== undefined) {
      problems.push(`Survey "${survey.name === '' ? survey.id : survey.name}": ${decoded.problem}`);
    }
    const positions =
      decoded.scans === undefined
        ? { x: new Float32Array(0), y: new Float32Array(0) }
        : positionScans(decoded.scans, survey.routeLegs, survey.routeType);
    return {
      ...track,
      scans: decoded.scans,
      scanX: positions.x,
      scanY: positions.y,
      problem: decoded.problem,
    };
  });
  return { survey: { ...survey, tracks }, problems };
}

/**
 * Surveys on existing floor plans, with every scan placed on the route. With `deferTracks` the tracks are only
 * listed (no scans; see {@link loadSurveyTracks}), so a caller can read them one survey at a time.
 */
export function buildSurveys(
  context: ViewContext,
  limits: EsxLimits,
  floorPlanIds: Set<string>,
  deferTracks = false,
): EsxSurvey[] {
  const surveys: EsxSurvey[] = [];
  for (const survey of context.parseAll('surveys', surveySchema)) {
    if (!floorPlanIds.has(survey.floorPlanId)) {
      context.warn(`Survey "${survey.name ?? survey.id}" refers to a missing floor plan and was skipped.`);
      continue;
    }
    const routeLegs = (survey.routePoints ?? []).map((leg) =>
      leg.map((point) => ({ timeNs: point.time, x: point.location.x, y: point.location.y })),
    );
    const routeType = survey.routeType ?? 'CONTINUOUS';
    const tracks = (survey.wifiTracks ?? []).map((track): EsxWifiTrack => ({
      binaryFileId: track.binaryFileId,
      member: trackMemberName(track.binaryFileId),
      adapterId: track.wifiAdapterInformationId,
      primary: track.primary ?? false,
      measurementIds: track.accessPointMeasurementIds ?? [],
      scans: undefined,
      scanX: new Float32Array(0),
      scanY: new Float32Array(0),
      problem: undefined,
    }));
    const startTime = survey.startTime ?? '';
    const shell: EsxSurvey = {
      id: survey.id,
      name: survey.name ?? '',
      floorPlanId: survey.floorPlanId,
      startTime,
      startTimeMs: startTime === '' ? Number.NaN : Date.parse(startTime),
      durationNs: survey.duration,
      routeType,
      createdBy: survey.history?.createdBy,
      createdAt: survey.history?.createdAt,
      routeLegs,
      tracks,
    };
    if (deferTracks) {
      surveys.push(shell);
      continue;
    }
    const loaded = loadSurveyTracks(shell, (member) => context.binaries.get(member), limits);
    for (const problem of loaded.problems) {
      context.warn(problem);
    }
    surveys.push(loaded.survey);
  }
  return surveys;
}

/** Noise floors from the Airlens extension collection `airlensNoiseFloors`. */
export function buildNoiseFloors(context: ViewContext): EsxNoiseFloor[] {
  return context.parseAll('airlensNoiseFloors', noiseFloorSchema).map((noise) => ({
    id: noise.id,
    surveyId: noise.surveyId,
    floorPlanId: noise.floorPlanId,
    centerFrequencyMhz: noise.centerFrequencyMhz,
    band: bandOfFrequency(noise.centerFrequencyMhz),
    noiseFloorDbm: noise.noiseFloorDbm,
  }));
}
