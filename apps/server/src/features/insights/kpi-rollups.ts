import type { FrequencyBand, samplePasses } from '@airlens/domain';

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
        row = {
          floorPlanId,
          areaId,
          surveyDate,
          band,
          samples: 0,
          passRssi: 0,
          passRssi2: 0,
          passSnr: 0,
          passChannelInterference: 0,
          passNetworkHealth: 0,
        };
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
    const day = days.get(key) ?? {
      surveyDate: row.surveyDate,
      band: row.band,
      samples: 0,
      passRssi: 0,
      passRssi2: 0,
      passSnr: 0,
      passChannelInterference: 0,
      passNetworkHealth: 0,
    };
    day.samples += row.samples;
    day.passRssi += row.passRssi;
    day.passRssi2 += row.passRssi2;
    day.passSnr += row.passSnr;
    day.passChannelInterference += row.passChannelInterference;
    day.passNetworkHealth += row.passNetworkHealth;
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
    const total = totals.get(day.band) ?? {
      band: day.band,
      samples: 0,
      passRssi: 0,
      passRssi2: 0,
      passSnr: 0,
      passChannelInterference: 0,
      passNetworkHealth: 0,
    };
    total.samples += day.samples;
    total.passRssi += day.passRssi;
    total.passRssi2 += day.passRssi2;
    total.passSnr += day.passSnr;
    total.passChannelInterference += day.passChannelInterference;
    total.passNetworkHealth += day.passNetworkHealth;
    totals.set(day.band, total);
  }
  return [...totals.values()];
}
