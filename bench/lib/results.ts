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

/** Timings of repeated runs in milliseconds. */
export interface Timing {
  minMs: number;
  medianMs: number;
  runs: number;
}

/**
 * Runs `fn` `runs` times (awaiting it when it returns a promise), calling `before` untimed ahead of each run,
 * and returns the minimum and median wall-clock times.
 */
export async function timeMs(fn: () => unknown, runs: number, before?: () => void): Promise<Timing> {
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    before?.();
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const middle = Math.floor(times.length / 2);
  const median =
    times.length % 2 === 1
      ? (times[middle] ?? NaN)
      : ((times[middle - 1] ?? NaN) + (times[middle] ?? NaN)) / 2;
  return { minMs: times[0] ?? NaN, medianMs: median, runs };
}

/** Rounds a figure for the JSON (3 significant decimals below 10, 1 decimal above). */
export function round(value: number): number {
  return Math.abs(value) < 10 ? Math.round(value * 1000) / 1000 : Math.round(value * 10) / 10;
}
