import type { EsxProject, EsxSurvey } from '@airlens/esx';
import { deleteSurveys, insertSurveys, type SurveyRow } from './derived-tables.repo';
import type { ImportDerivation, SyncSurveySink } from '../../jobs/import-derivation';

function routeLengthUnits(survey: EsxSurvey): number {
  let length = 0;
  for (const leg of survey.routeLegs) {
    for (let i = 1; i < leg.length; i++) {
      const a = leg[i - 1];
      const b = leg[i];
      if (a !== undefined && b !== undefined) {
        length += Math.hypot(b.x - a.x, b.y - a.y);
      }
    }
  }
  return length;
}

/** Seconds the survey lasted: its stated duration, else the span of its route. */
function durationSecondsOf(survey: EsxSurvey): number {
  if (survey.durationNs !== undefined && Number.isFinite(survey.durationNs) && survey.durationNs >= 0) {
    return survey.durationNs / 1e9;
  }
  let first = Number.POSITIVE_INFINITY;
  let last = Number.NEGATIVE_INFINITY;
  for (const leg of survey.routeLegs) {
    for (const point of leg) {
      first = Math.min(first, point.timeNs);
      last = Math.max(last, point.timeNs);
    }
  }
  return last > first ? (last - first) / 1e9 : 0;
}

/** Access points heard in the survey (a BSSID without a grouped AP counts on its own). */
function discoveredApsOf(
  survey: EsxSurvey,
  apOfMeasurement: Map<string, string>,
): { aps: number; scans: number } {
  const heard = new Set<string>();
  let scans = 0;
  for (const track of survey.tracks) {
    if (track.scans === undefined) {
      continue;
    }
    scans += track.scans.scanCount;
    const seen = new Uint8Array(track.measurementIds.length);
    // Read once: tens of millions of readings go through this loop.
    const { readingCount, readingMeasurementIndex } = track.scans;
    for (let r = 0; r < readingCount; r++) {
      seen[readingMeasurementIndex[r] ?? 0] = 1;
    }
    for (let m = 0; m < seen.length; m++) {
      const measurementId = track.measurementIds[m];
      if (seen[m] === 1 && measurementId !== undefined) {
        heard.add(apOfMeasurement.get(measurementId) ?? measurementId);
      }
    }
  }
  return { aps: heard.size, scans };
}

/** One survey's event row: when, who, how long, how far (route length in metres) and how many APs were heard. */
function surveyRowOf(
  survey: EsxSurvey,
  metersPerUnit: ReadonlyMap<string, number>,
  apOfMeasurement: Map<string, string>,
): SurveyRow {
  const started = Number.isFinite(survey.startTimeMs) ? new Date(survey.startTimeMs) : null;
  const { aps, scans } = discoveredApsOf(survey, apOfMeasurement);
  const scale = metersPerUnit.get(survey.floorPlanId);
  return {
    id: survey.id,
    name: survey.name,
    floorPlanId: survey.floorPlanId,
    startedAt: started === null ? null : started.toISOString(),
    surveyDate: started === null ? null : started.toISOString().slice(0, 10),
    createdBy: survey.createdBy ?? null,
    routeType: survey.routeType,
    durationSeconds: durationSecondsOf(survey),
    distanceMeters: scale === undefined ? null : routeLengthUnits(survey) * scale,
    scanCount: scans,
    discoveredAps: aps,
  };
}

/** Survey rows as the surveys arrive with their tracks; rows come out in the file's survey order. */
export function streamSurveys(project: EsxProject): SyncSurveySink<SurveyRow[]> {
  // A floor without a scale has no distances in metres until a user sets one (which imports the project again).
  const metersPerUnit = new Map(
    project.floorPlans.flatMap((plan) =>
      plan.metersPerUnit === undefined ? [] : [[plan.id, plan.metersPerUnit] as const],
    ),
  );
  const apOfMeasurement = new Map<string, string>();
  for (const measurement of project.measurements) {
    if (measurement.accessPointId !== undefined) {
      apOfMeasurement.set(measurement.id, measurement.accessPointId);
    }
  }
  const rows = new Map<EsxSurvey['id'], SurveyRow>();
  return {
    addSurvey(survey) {
      rows.set(survey.id, surveyRowOf(survey, metersPerUnit, apOfMeasurement));
    },
    endFloor() {
      // Rows are independent of each other.
    },
    finish() {
      // A survey the stream never delivered (none, in an import) still gets its row, without track counts.
      return project.surveys.map(
        (survey) => rows.get(survey.id) ?? surveyRowOf(survey, metersPerUnit, apOfMeasurement),
      );
    },
  };
}

/** Survey event rows of a project whose tracks are decoded (the non-streaming form of {@link streamSurveys}). */
export function prepareSurveys(project: EsxProject): SurveyRow[] {
  const sink = streamSurveys(project);
  for (const survey of project.surveys) {
    sink.addSurvey(survey);
  }
  return sink.finish();
}

/** surveys: one event row per survey. */
export const surveysDerivation: ImportDerivation<SurveyRow[]> = {
  name: 'surveys',
  prepare: prepareSurveys,
  stream: streamSurveys,
  insert: (tx, rows, context) => insertSurveys(tx, context.projectId, rows),
  remove: deleteSurveys,
};
