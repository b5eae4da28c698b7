import { LruCache, type CellGrid, type FloorSurvey } from '@airlens/heatmap';
import {
  dayOfIsoDate,
  measuredField,
  rangeKey,
  surveyBetween,
  type SignalField,
  type SurveyDayRange,
} from '@airlens/heatmap/planning';
import { invalidInput } from '../../http/errors';
import { loadFloorIfStored } from './floor-source';
import { planningGrid, type CachedProject, type PlanningContext } from './planning.service';

/** A floor's survey of a date range interpolated onto its planning grid; mask 1 where the survey reaches. */
export interface MeasuredFloor {
  grid: CellGrid;
  field: SignalField;
  mask: Uint8Array;
  /** Cells the survey reaches. */
  cellCount: number;
}

const MB = 1024 * 1024;
/** Decoded floor inputs the planning endpoints read, by content hash. */
const decodedFloors = new LruCache<FloorSurvey>(128 * MB);
/** Interpolated surveys kept per project version (floors × date ranges asked for). */
const MAX_MEASURED_PER_PROJECT = 24;

/** The survey-day range of a request's `startDate`/`endDate` (inclusive); 400 when the end precedes the start. */
export function surveyDayRange(
  dates: { startDate?: string | undefined; endDate?: string | undefined },
  field = 'endDate',
): SurveyDayRange {
  const range = {
    firstDay: dates.startDate === undefined ? undefined : dayOfIsoDate(dates.startDate),
    lastDay: dates.endDate === undefined ? undefined : dayOfIsoDate(dates.endDate),
  };
  if (range.firstDay !== undefined && range.lastDay !== undefined && range.lastDay < range.firstDay) {
    throw invalidInput(field, 'is before the start date');
  }
  return range;
}

/**
 * The floor's survey points of the range interpolated with the heatmap engine's operator onto the floor's
 * planning grid, once per project version, floor and range; null when the floor has no survey point in the range
 * (or no stored survey at all).
 */
export async function measuredFloor(
  context: PlanningContext,
  projectId: string,
  entry: CachedProject,
  floorPlanId: string,
  range: SurveyDayRange,
): Promise<MeasuredFloor | null> {
  const key = `${floorPlanId}:${rangeKey(range)}`;
  const cached = entry.measured.get(key);
  if (cached !== undefined) {
    return cached;
  }
  const floor = await loadFloorIfStored({ ...context, floors: decodedFloors }, projectId, floorPlanId);
  const inRange = floor === null ? null : surveyBetween(floor, range);
  let result: MeasuredFloor | null = null;
  if (inRange !== null && inRange.points.xMeters.length > 0 && inRange.radios.length > 0) {
    const grid = planningGrid(context, entry, floorPlanId);
    const { field, mask } = measuredField(inRange, grid);
    const cellCount = countOnes(mask);
    result = cellCount === 0 ? null : { grid, field, mask, cellCount };
  }
  entry.measured.set(key, result);
  if (entry.measured.size > MAX_MEASURED_PER_PROJECT) {
    entry.measured.delete(entry.measured.keys().next().value ?? key);
  }
  return result;
}

function countOnes(mask: Uint8Array): number {
  let count = 0;
  for (const flag of mask) {
    count += flag;
  }
  return count;
}
