import { GOOD_SCORE_THRESHOLD, LIST_ONLY_THRESHOLD } from './constants';

/** Frequency bands of the insights views. */
export const FREQUENCY_BANDS = ['TWO', 'FIVE', 'SIX'] as const;

/** One frequency band. */
export type FrequencyBand = (typeof FREQUENCY_BANDS)[number];

/** Display label of each band in GHz, also the heatmap `radio-band` parameter value. */
export const FREQUENCY_BAND_LABELS: Readonly<Record<FrequencyBand, string>> = {
  TWO: '2.4',
  FIVE: '5',
  SIX: '6',
};

/** Band selected when the user chose none. */
export const DEFAULT_BAND: FrequencyBand = 'FIVE';

/** Whether a value is a frequency band. */
export function isFrequencyBand(value: unknown): value is FrequencyBand {
  return typeof value === 'string' && (FREQUENCY_BANDS as readonly string[]).includes(value);
}

/** KPI criteria of the insights views. */
export const CRITERIA = ['rssi', 'rssi2', 'snr', 'channelInterference', 'networkHealth', 'average'] as const;

/** One KPI criterion. */
export type Criterion = (typeof CRITERIA)[number];

/** Display label of each criterion. */
export const CRITERION_LABELS: Readonly<Record<Criterion, string>> = {
  rssi: 'Primary Coverage',
  rssi2: 'Secondary Coverage',
  snr: 'Signal to Noise Ratio',
  channelInterference: 'Channel Interference',
  networkHealth: 'Network Health',
  average: 'Average',
};

/** Criterion selected when the user chose none. */
export const DEFAULT_CRITERION: Criterion = 'rssi';

/** Whether a value is a criterion. */
export function isCriterion(value: unknown): value is Criterion {
  return typeof value === 'string' && (CRITERIA as readonly string[]).includes(value);
}

/** The criteria whose scores count as issues and make up the average (every criterion but 'average'). */
export const SCORED_CRITERIA = ['rssi', 'rssi2', 'snr', 'channelInterference', 'networkHealth'] as const;

/** Whether a 0–100 score is good: strictly above 80. */
export function isGoodScore(score: number): boolean {
  return score > GOOD_SCORE_THRESHOLD;
}

/** Signal requirement thresholds a sample must meet, keyed by criterion. */
export interface Requirement {
  /** Minimum primary RSSI in dBm. */
  rssi: number;
  /** Minimum secondary RSSI in dBm. */
  rssi2: number;
  /** Minimum signal-to-noise ratio in dB. */
  snr: number;
  /** Maximum number of interfering APs. */
  channelInterference: number;
}

/** Requirement used when neither the area nor the project defines one (ARCHITECTURE §4). */
export const DEFAULT_REQUIREMENT: Readonly<Requirement> = {
  rssi: -67,
  rssi2: -75,
  snr: 25,
  channelInterference: 2,
};

/** One sample's measured values; null where the value is missing (e.g. no second AP heard). */
interface SampleValues {
  /** Primary RSSI in dBm. */
  rssiDbm: number | null;
  /** Secondary RSSI in dBm. */
  rssi2Dbm: number | null;
  /** Signal-to-noise ratio in dB. */
  snrDb: number | null;
  /** Number of interfering APs. */
  channelInterference: number | null;
}

/** Which criteria a sample passes (a missing value fails); networkHealth passes only when all four do. */
export function samplePasses(
  sample: SampleValues,
  requirement: Requirement = DEFAULT_REQUIREMENT,
): Record<'rssi' | 'rssi2' | 'snr' | 'channelInterference' | 'networkHealth', boolean> {
  const rssi = sample.rssiDbm !== null && sample.rssiDbm >= requirement.rssi;
  const rssi2 = sample.rssi2Dbm !== null && sample.rssi2Dbm >= requirement.rssi2;
  const snr = sample.snrDb !== null && sample.snrDb >= requirement.snr;
  const channelInterference =
    sample.channelInterference !== null && sample.channelInterference <= requirement.channelInterference;
  return {
    rssi,
    rssi2,
    snr,
    channelInterference,
    networkHealth: rssi && rssi2 && snr && channelInterference,
  };
}

/** A KPI as the API shows it: a bare score, `{ value }`, or nothing. */
type KpiInput = number | { value: number | null } | null | undefined;

/** KPI values by criterion; `secondaryRssi` is accepted as the API's name for rssi2. */
type KpiSet = Partial<Record<Criterion | 'secondaryRssi', KpiInput>>;

function scoreOf(kpi: KpiInput): number | null {
  if (kpi === null || kpi === undefined) {
    return null;
  }
  const value = typeof kpi === 'number' ? kpi : kpi.value;
  return value !== null && Number.isFinite(value) ? value : null;
}

/** The score of one criterion in a KPI set, or null when missing ('rssi2' falls back to 'secondaryRssi'). */
export function kpiScore(kpis: KpiSet, criterion: Criterion): number | null {
  if (criterion === 'average') {
    return scoreOf(kpis.average) ?? averageScore(kpis);
  }
  if (criterion === 'rssi2') {
    return scoreOf(kpis.rssi2) ?? scoreOf(kpis.secondaryRssi);
  }
  return scoreOf(kpis[criterion]);
}

/** The mean of the five scored criteria present in a KPI set, or null when none is present. */
export function averageScore(kpis: KpiSet): number | null {
  const scores = SCORED_CRITERIA.map((criterion) => kpiScore(kpis, criterion)).filter(
    (score): score is number => score !== null,
  );
  if (scores.length === 0) {
    return null;
  }
  return scores.reduce((sum, score) => sum + score, 0) / scores.length;
}

/** The number of scored criteria whose score is bad (80 or less); missing scores are not issues. */
export function countIssues(kpis: KpiSet): number {
  return SCORED_CRITERIA.filter((criterion) => {
    const score = kpiScore(kpis, criterion);
    return score !== null && !isGoodScore(score);
  }).length;
}

/** Whether the project list should start in list-only mode: the first unfiltered load returned more than 200. */
export function shouldUseListOnlyMode(projectCount: number): boolean {
  return projectCount > LIST_ONLY_THRESHOLD;
}
