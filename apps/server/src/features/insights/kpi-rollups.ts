import type { FrequencyBand, samplePasses } from '@airlens/domain';
import type { KpiSums } from './insights-kpis.repo';
import { NO_SAMPLES } from './kpi-values';

/** Which criteria one sample passed. */
export type SamplePasses = ReturnType<typeof samplePasses>;

/** Samples and passes per criterion of one floor (areaId '') or area, survey day and band. */
export interface RollupRow {
  floorPlanId: string;
  /** '' for the whole floor. */
  areaId: string;
  /** UTC day of the survey's start, YYYY-MM-DD. */
  surveyDate: string;
  band: FrequencyBand;
  samples: number;
  passRssi: number;
  passRssi2: number;
  passSnr: number;
  passChannelInterference: number;
  passNetworkHealth: number;
}

/** The whole project's samples and passes per survey day and band (the sum of its floors). */
export type ProjectDayRow = Omit<RollupRow, 'floorPlanId' | 'areaId'>;

/** Adds `from`'s samples and passes to `into`'s. */
function addCounts(into: KpiSums, from: KpiSums): void {
  into.samples += from.samples;
  into.passRssi += from.passRssi;
  into.passRssi2 += from.passRssi2;
  into.passSnr += from.passSnr;
  into.passChannelInterference += from.passChannelInterference;
  into.passNetworkHealth += from.passNetworkHealth;
}

/** The area id of a whole-floor rollup. */
export const WHOLE_FLOOR = '';

/** Counts one sample into a rollup row with the passes it earned under the requirement that applies to it there. */
export function countSample(row: RollupRow, passes: SamplePasses): void {
  row.samples += 1;
  row.passRssi += passes.rssi ? 1 : 0;
  row.passRssi2 += passes.rssi2 ? 1 : 0;
  row.passSnr += passes.snr ? 1 : 0;
  row.passChannelInterference += passes.channelInterference ? 1 : 0;
  row.passNetworkHealth += passes.networkHealth ? 1 : 0;
}

/** Rollup rows keyed by floor, area, day and band; callers keep the row of a key and count samples into it. */
export function createRollupAccumulator() {
  const rows = new Map<string, RollupRow>();
  return {
    /** The row of a floor ('' area) or area, day and band, created empty on first use. */
    rowFor(floorPlanId: string, areaId: string, surveyDate: string, band: FrequencyBand): RollupRow {
      const key = `${floorPlanId}|${areaId}|${surveyDate}|${band}`;
      let row = rows.get(key);
      if (row === undefined) {
        row = { floorPlanId, areaId, surveyDate, band, ...NO_SAMPLES };
        rows.set(key, row);
      }
      return row;
    },
    /** Every rollup row that counted a sample. */
    rows(): RollupRow[] {
      return [...rows.values()].filter((row) => row.samples > 0);
    },
  };
}

/** Sums the whole-floor rollups into one row per survey day and band. */
export function projectDaysOf(rollups: readonly RollupRow[]): ProjectDayRow[] {
  const days = new Map<string, ProjectDayRow>();
  for (const row of rollups) {
    if (row.areaId !== WHOLE_FLOOR) {
      continue;
    }
    const key = `${row.surveyDate}|${row.band}`;
    const day = days.get(key) ?? { surveyDate: row.surveyDate, band: row.band, ...NO_SAMPLES };
    addCounts(day, row);
    days.set(key, day);
  }
  return [...days.values()];
}

/** The whole project's samples and passes per band over every survey day. */
export type ProjectTotalRow = Omit<ProjectDayRow, 'surveyDate'>;

/** Sums the project days into one row per band. */
export function projectTotalsOf(days: readonly ProjectDayRow[]): ProjectTotalRow[] {
  const totals = new Map<string, ProjectTotalRow>();
  for (const day of days) {
    const total = totals.get(day.band) ?? { band: day.band, ...NO_SAMPLES };
    addCounts(total, day);
    totals.set(day.band, total);
  }
  return [...totals.values()];
}
