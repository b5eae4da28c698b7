import { averageScore, countIssues } from '@airlens/domain';
import type { KpiSums } from './insights-kpis.repo';

/** Scores 0–100 per criterion (one decimal), null without samples. */
export interface KpiScores {
  rssi: number | null;
  rssi2: number | null;
  snr: number | null;
  channelInterference: number | null;
  networkHealth: number | null;
  average: number | null;
}

function roundOne(value: number): number {
  return Math.round(value * 10) / 10;
}

function share(pass: number, samples: number): number | null {
  return samples > 0 ? roundOne((100 * pass) / samples) : null;
}

/** The share of samples passing each criterion; the average is the mean of the five (ARCHITECTURE §4). */
export function scoresOf(sums: KpiSums): KpiScores {
  const scores = {
    rssi: share(sums.passRssi, sums.samples),
    rssi2: share(sums.passRssi2, sums.samples),
    snr: share(sums.passSnr, sums.samples),
    channelInterference: share(sums.passChannelInterference, sums.samples),
    networkHealth: share(sums.passNetworkHealth, sums.samples),
  };
  const average = averageScore(scores);
  return { ...scores, average: average === null ? null : roundOne(average) };
}

/** The number of criteria whose score is bad (80 or less); missing scores are no issue. */
export function countIssuesOf(scores: KpiScores): number {
  return countIssues({
    rssi: scores.rssi,
    rssi2: scores.rssi2,
    snr: scores.snr,
    channelInterference: scores.channelInterference,
    networkHealth: scores.networkHealth,
  });
}

/** The KPI object of floor and area rows and panels (docs/product-spec.md §3), with the number of bad criteria. */
export interface KpiObject {
  rssi: { value: number | null };
  secondaryRssi: { value: number | null };
  snr: { value: number | null };
  channelInterference: { value: number | null };
  networkHealth: { value: number | null };
  average: { value: number | null };
  issues: number;
}

/** The API's KPI object of rollup sums. */
export function kpiObjectOf(sums: KpiSums): KpiObject {
  const scores = scoresOf(sums);
  return {
    rssi: { value: scores.rssi },
    secondaryRssi: { value: scores.rssi2 },
    snr: { value: scores.snr },
    channelInterference: { value: scores.channelInterference },
    networkHealth: { value: scores.networkHealth },
    average: { value: scores.average },
    issues: countIssuesOf(scores),
  };
}

/** Sums with no samples. */
export const NO_SAMPLES: Readonly<KpiSums> = {
  samples: 0,
  passRssi: 0,
  passRssi2: 0,
  passSnr: 0,
  passChannelInterference: 0,
  passNetworkHealth: 0,
};
