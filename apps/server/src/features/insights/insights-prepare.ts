import { samplePasses } from '@airlens/domain';
import { surveysByFloor, type EsxProject, type EsxSurvey, type EsxWifiTrack } from '@airlens/esx';
import type { SyncSurveySink } from '../../jobs/import-derivation';
import { indexFloorAreas, type FloorAreaIndex } from './area-index';
import { buildDeviceCounts, type DeviceCountRow } from './device-inventory';
import { createRequirementResolver } from './kpi-requirements';
import {
  countSample,
  createRollupAccumulator,
  projectDaysOf,
  projectTotalsOf,
  WHOLE_FLOOR,
  type ProjectDayRow,
  type ProjectTotalRow,
  type RollupRow,
} from './kpi-rollups';
import {
  bandsHeard,
  buildTrackRadios,
  computeScanSamples,
  createSampleScratch,
  readingBands,
  type TrackRadios,
} from './kpi-sample';
import { utcDay } from './kpi-dates';

/** A requirement area of a floor, as the area KPI tables name it. */
export interface AreaRow {
  areaId: string;
  floorPlanId: string;
  name: string;
  requirementId: string | null;
}

/** Everything the insights derivation inserts for one project version; plain data (structured-cloneable). */
export interface InsightsPrepared {
  areas: AreaRow[];
  rollups: RollupRow[];
  projectDays: ProjectDayRow[];
  projectTotals: ProjectTotalRow[];
  devices: DeviceCountRow[];
  tags: string[];
}

/** The adapter the KPIs come from: the primary one with decoded scans, else any with scans. */
function kpiTrack(survey: EsxSurvey): EsxWifiTrack | undefined {
  return (
    survey.tracks.find((track) => track.primary && track.scans !== undefined) ??
    survey.tracks.find((track) => track.scans !== undefined)
  );
}

function noiseLookup(project: EsxProject, surveyId: string): (frequencyMhz: number) => number | undefined {
  const byFrequency = new Map<number, number>();
  for (const noise of project.noiseFloors) {
    if (noise.surveyId === surveyId) {
      byFrequency.set(noise.centerFrequencyMhz, noise.noiseFloorDbm);
    }
  }
  return (frequencyMhz) => byFrequency.get(frequencyMhz);
}

/** Tags of the project: its tag keys (Ekahau ≥ 10.2) and plain-text project tags, de-duplicated. */
export function projectTagsOf(project: EsxProject): string[] {
  const tags = new Set<string>();
  for (const tagKey of project.collections.get('tagKeys') ?? []) {
    if (typeof tagKey.key === 'string' && tagKey.key.trim() !== '') {
      tags.add(tagKey.key.trim());
    }
  }
  const [meta] = project.collections.get('project') ?? [];
  const listed = meta?.tags;
  if (Array.isArray(listed)) {
    for (const tag of listed) {
      if (typeof tag === 'string' && tag.trim() !== '') {
        tags.add(tag.trim());
      }
    }
  }
  return [...tags].sort((a, b) => a.localeCompare(b));
}

interface SurveyContext {
  areaIndexOf: (floorPlanId: string) => FloorAreaIndex;
  resolve: ReturnType<typeof createRequirementResolver>;
  rollups: ReturnType<typeof createRollupAccumulator>;
}

/** Adds one track's samples to the rollups: per scan location and band, the floor total and every area containing it. */
function addTrackSamples(
  survey: EsxSurvey,
  track: EsxWifiTrack,
  radios: TrackRadios,
  surveyDate: string,
  context: SurveyContext,
  project: EsxProject,
  apCount: number,
): void {
  const scans = track.scans;
  if (scans === undefined) {
    return;
  }
  const bands = readingBands(scans);
  const noiseAt = noiseLookup(project, survey.id);
  const scratch = createSampleScratch(apCount);
  const index = context.areaIndexOf(survey.floorPlanId);
  // Everything that depends on the band only, resolved once per track rather than per sample.
  const heard = bandsHeard(scans, bands, radios);
  const perBand = heard.map((band) => ({
    band,
    floorRow: context.rollups.rowFor(survey.floorPlanId, WHOLE_FLOOR, surveyDate, band),
    floorRequirement: context.resolve(undefined, band),
    areaRows: index.areas.map((area) =>
      context.rollups.rowFor(survey.floorPlanId, area.id, surveyDate, band),
    ),
    areaRequirements: index.areas.map((area) => context.resolve(area.requirementId, band)),
  }));
  for (let s = 0; s < scans.scanCount; s++) {
    const x = track.scanX[s] ?? Number.NaN;
    const y = track.scanY[s] ?? Number.NaN;
    if (Number.isNaN(x) || Number.isNaN(y)) {
      continue;
    }
    const inside = index.areasAt(x, y);
    // Where areas overlap, the one drawn last (on top) sets the floor total's requirement.
    const top = inside.at(-1);
    const samples = computeScanSamples(scans, s, bands, heard, radios, noiseAt, scratch);
    for (const [b, entry] of perBand.entries()) {
      const sample = samples[b];
      if (sample === undefined) {
        continue;
      }
      const floorRequirement =
        top === undefined ? entry.floorRequirement : (entry.areaRequirements[top] ?? entry.floorRequirement);
      countSample(entry.floorRow, samplePasses(sample, floorRequirement));
      for (const position of inside) {
        const row = entry.areaRows[position];
        const requirement = entry.areaRequirements[position];
        if (row !== undefined && requirement !== undefined) {
          countSample(row, samplePasses(sample, requirement));
        }
      }
    }
  }
}

/**
 * Computes the insights of one project version (runs in the import worker) as its surveys arrive: per scan
 * location and band the serving radio, primary and secondary RSSI, SNR and co-channel count, judged against the
 * requirement of the area it falls in, rolled up per floor / area × survey day × band; plus the grouped
 * inventory and tags.
 */
export function streamInsights(project: EsxProject): SyncSurveySink<InsightsPrepared> {
  const measurements = new Map(project.measurements.map((measurement) => [measurement.id, measurement]));
  const mine = project.accessPoints.filter((ap) => ap.mine).map((ap) => ap.id);
  const mineAps = mine.length > 0 ? new Set(mine) : null;
  const apNumbers = new Map<string, number>();
  // A floor without a scale gets no KPIs (nor a heatmap) until a user sets one, which re-imports the project:
  // the floor's KPIs then appear together with its heatmap and survey distances.
  const floorIds = new Set(
    project.floorPlans.filter((plan) => plan.metersPerUnit !== undefined).map((plan) => plan.id),
  );
  const areaIndexes = new Map<string, FloorAreaIndex>();
  const context: SurveyContext = {
    areaIndexOf(floorPlanId) {
      let index = areaIndexes.get(floorPlanId);
      if (index === undefined) {
        index = indexFloorAreas(project.areas.filter((area) => area.floorPlanId === floorPlanId));
        areaIndexes.set(floorPlanId, index);
      }
      return index;
    },
    resolve: createRequirementResolver(project.requirements),
    rollups: createRollupAccumulator(),
  };
  return {
    addSurvey(survey) {
      // Date filters select surveys by their UTC start day: a survey without a start cannot be placed.
      const surveyDate = utcDay(survey.startTimeMs);
      const track = kpiTrack(survey);
      if (surveyDate === null || !floorIds.has(survey.floorPlanId) || track === undefined) {
        return;
      }
      const radios = buildTrackRadios(track.measurementIds, measurements, mineAps, apNumbers);
      addTrackSamples(survey, track, radios, surveyDate, context, project, apNumbers.size);
    },
    endFloor() {
      // Rollups are per floor already; nothing to release between floors.
    },
    finish() {
      const rollups = context.rollups.rows();
      const projectDays = projectDaysOf(rollups);
      return {
        areas: project.areas.map((area) => ({
          areaId: area.id,
          floorPlanId: area.floorPlanId,
          name: area.name,
          requirementId: area.requirementId ?? null,
        })),
        rollups,
        projectDays,
        projectTotals: projectTotalsOf(projectDays),
        devices: buildDeviceCounts(project),
        tags: projectTagsOf(project),
      };
    },
  };
}

/** The insights of a project whose tracks are decoded (the non-streaming form of {@link streamInsights}). */
export function prepareInsights(project: EsxProject): InsightsPrepared {
  const sink = streamInsights(project);
  for (const floor of surveysByFloor(project)) {
    for (const survey of floor.surveys) {
      sink.addSurvey(survey);
    }
    sink.endFloor(floor.floorPlanId);
  }
  return sink.finish();
}
