/** Helpers shared by benchmarks: timing and writing bench/results/<name>.json. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const resultsDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'results');

/** Writes the figures as pretty JSON to bench/results/<name>.json and returns the path. */
export function writeBenchResult(name: string, figures: Record<string, unknown>): string {
  mkdirSync(resultsDir, { recursive: true });
  const path = join(resultsDir, `${name}.json`);
  writeFileSync(path, `${JSON.stringify(figures, null, 2)}\n`);
  return path;
}

/** Timings of repeated runs in milliseconds: wall clock, and CPU time of this process (user + system). */
export interface Timing {
  minMs: number;
  medianMs: number;
  cpuMedianMs: number;
  runs: number;
}

/** The middle value (the mean of the two middle ones for an even count); NaN for no values. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? NaN)
    : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
}

/**
 * Runs `fn` `runs` times (awaiting it when it returns a promise), calling `before` untimed ahead of each run,
 * and returns the minimum and median wall-clock times and the median CPU time. On a busy machine the CPU time
 * shows the work done, the wall clock what a caller waited.
 */
export async function timeMs(fn: () => unknown, runs: number, before?: () => void): Promise<Timing> {
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let run = 0; run < runs; run++) {
    before?.();
    const cpuStart = process.cpuUsage();
    const start = performance.now();
    await fn();
    wall.push(performance.now() - start);
    const used = process.cpuUsage(cpuStart);
    cpu.push((used.user + used.system) / 1000);
  }
  return { minMs: Math.min(...wall), medianMs: median(wall), cpuMedianMs: median(cpu), runs };
}

/** Rounds a figure for the JSON (3 significant decimals below 10, 1 decimal above). */
export function round(value: number): number {
  return Math.abs(value) < 10 ? Math.round(value * 1000) / 1000 : Math.round(value * 10) / 10;
}

/** `value` as a whole number above 0, else `fallback` (a command-line option left out or mistyped). */
export function positiveInteger(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return value !== undefined && Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
}
