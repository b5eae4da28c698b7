/** The load driven with autocannon: the endpoints, a warm-up, first uncached requests, and the latency figures. */
import { createRequire } from 'node:module';
import { logIn } from './server';
import { log } from './log';

export const CONNECTIONS = 50;

export interface Figures {
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  rps: number;
}

interface AutocannonInstance {
  on(
    event: 'response',
    listener: (client: unknown, statusCode: number, bytes: number, responseTimeMs: number) => void,
  ): void;
}
type Autocannon = (
  options: {
    url: string;
    connections: number;
    duration: number;
    headers: Record<string, string>;
    requests: { path: string }[];
  },
  done: (error: Error | null, result: { duration: number }) => void,
) => AutocannonInstance;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

function percentile(sorted: Float64Array, fraction: number): number {
  if (sorted.length === 0) {
    return Number.NaN;
  }
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1));
  return Math.round((sorted[index] ?? Number.NaN) * 100) / 100;
}

/** One autocannon run; latencies of every 2xx answer, and the 2xx answers per second. */
function load(url: string, cookie: string, paths: string[], durationSeconds: number): Promise<Figures> {
  return new Promise((resolveLoad, reject) => {
    const latencies: number[] = [];
    let failures = 0;
    const instance = autocannon(
      {
        url,
        connections: CONNECTIONS,
        duration: durationSeconds,
        headers: { cookie },
        requests: paths.map((path) => ({ path })),
      },
      (error, result) => {
        if (error !== null) {
          reject(error);
          return;
        }
        if (failures > 0) {
          reject(new Error(`${failures} answers were not 2xx on ${paths[0] ?? ''}`));
          return;
        }
        const sorted = Float64Array.from(latencies).sort();
        resolveLoad({
          p50Ms: percentile(sorted, 0.5),
          p95Ms: percentile(sorted, 0.95),
          p99Ms: percentile(sorted, 0.99),
          rps: Math.round((latencies.length / Math.max(1, result.duration)) * 10) / 10,
        });
      },
    );
    instance.on('response', (_client, statusCode, _bytes, responseTimeMs) => {
      if (statusCode >= 200 && statusCode < 300) {
        latencies.push(responseTimeMs);
      } else {
        failures += 1;
      }
    });
  });
}

/** The endpoints driven, each with the request paths autocannon cycles through. */
function endpoints(projectIds: string[]): Record<string, string[]> {
  const ids = projectIds.slice(0, 10);
  return {
    projects: [
      '/insightapi/v1/projects?page=0&size=15',
      '/insightapi/v1/projects?page=3&size=15&frequencyBand=TWO',
      '/insightapi/v1/projects?page=0&size=15&startDate=2025-02-01&endDate=2025-06-30',
    ],
    search: [
      '/insightapi/v1/search?query=hel',
      '/insightapi/v1/search?query=warehouse',
      '/insightapi/v1/search?query=tokyo%20hotel',
    ],
    projectKpis: ids.map((id) => `/insightapi/v1/projects/${id}/kpis?frequencyBand=FIVE`),
    dailyHealth: ids.map((id) => `/insightapi/v1/projects/${id}/dailyKpis/networkHealth?frequencyBand=FIVE`),
  };
}

/** The slowest of one request alone on each path, before any load: the answer computed, not cached. */
async function firstRequestMs(url: string, cookie: string, paths: string[]): Promise<number> {
  let slowest = 0;
  for (const path of paths) {
    const started = performance.now();
    const response = await fetch(`${url}${path}`, { headers: { cookie } });
    await response.arrayBuffer();
    if (!response.ok) {
      throw new Error(`${path} answered ${response.status}`);
    }
    slowest = Math.max(slowest, performance.now() - started);
  }
  return Math.round(slowest * 100) / 100;
}

export interface Driven {
  figures: Record<string, Figures>;
  firstRequestMs: Record<string, number>;
}

export async function drive(url: string, projectIds: string[], durationSeconds: number): Promise<Driven> {
  const cookie = await logIn(url);
  const figures: Record<string, Figures> = {};
  const firsts: Record<string, number> = {};
  const paths = endpoints(projectIds);
  // Warm the server (JIT, connections, the session) on other answers first, so the figure is the cost of
  // computing an answer, not of a cold process.
  const warmUp = [
    '/insightapi/v1/projects?page=1&size=15',
    '/insightapi/v1/projects?page=2&size=15&frequencyBand=SIX',
    '/insightapi/v1/search?query=lon',
    '/insightapi/v1/search?query=campus',
    ...projectIds
      .slice(10)
      .flatMap((id) => [
        `/insightapi/v1/projects/${id}/kpis?frequencyBand=TWO`,
        `/insightapi/v1/projects/${id}/dailyKpis/networkHealth?frequencyBand=TWO`,
      ]),
  ];
  await firstRequestMs(url, cookie, warmUp);
  for (const [name, requests] of Object.entries(paths)) {
    firsts[name] = await firstRequestMs(url, cookie, requests);
  }
  log(`first request of each path (computed, not cached), slowest per endpoint: ${JSON.stringify(firsts)}`);
  const listPage = await fetch(`${url}${paths.projects?.[0] ?? ''}`, { headers: { cookie } });
  const listBytes = (await listPage.arrayBuffer()).byteLength;
  for (const [name, requests] of Object.entries(paths)) {
    // A short warm-up so the first seconds of JIT and caches do not count.
    await load(url, cookie, requests, 1);
    figures[name] = await load(url, cookie, requests, durationSeconds);
    log(`${name}: ${JSON.stringify(figures[name])}`);
  }
  await load(url, cookie, [`/insightapi/v1/bench/baseline?bytes=${listBytes}`], 1);
  figures.baseline = await load(
    url,
    cookie,
    [`/insightapi/v1/bench/baseline?bytes=${listBytes}`],
    durationSeconds,
  );
  log(`baseline (${listBytes} bytes, the size of a list page): ${JSON.stringify(figures.baseline)}`);
  return { figures, firstRequestMs: firsts };
}
