import { fetchJsonFeed, type FetchFunction } from './marketing-feed';

/** How the proxy calls the marketing site. */
export interface MarketingOptions {
  /** The site (MARKETING_BASE_URL); null means no marketing content: empty lists. */
  baseUrl: string | null;
  timeoutMs: number;
  maxBytes: number;
  /** How long a successful answer is reused, so every dialog opening does not call the site. */
  cacheTtlMs: number;
  now: () => Date;
  fetch?: FetchFunction;
}

export const DEFAULT_MARKETING_LIMITS = {
  timeoutMs: 5_000,
  maxBytes: 2 * 1024 * 1024,
  cacheTtlMs: 10 * 60_000,
} as const;

/** The spec's two WordPress endpoints (docs/product-spec.md §7 External marketing content). */
export const WEBINAR_FEED_PATH = '/wp-json/wp/v2/webinar';
export const COURSE_FEED_PATH =
  '/wp-json/lean/v1/course-products?category=design&startDate=&endDate=&region=all&page=1';

/** The course feed as the proxy answers it. */
export interface CourseFeed {
  cards: unknown[];
  [key: string]: unknown;
}

export interface MarketingService {
  /** The webinar posts as the site answered them; [] when unset or failing. */
  getWebinars(): Promise<unknown[]>;
  /** The course feed as the site answered it (a bare list is wrapped as { cards }); { cards: [] } when unset or failing. */
  getCourses(): Promise<CourseFeed>;
}

function toWebinars(body: unknown): unknown[] | null {
  return Array.isArray(body) ? body : null;
}

function toCourses(body: unknown): CourseFeed | null {
  if (Array.isArray(body)) {
    return { cards: body };
  }
  if (typeof body === 'object' && body !== null && 'cards' in body && Array.isArray(body.cards)) {
    return { ...(body as Record<string, unknown>), cards: body.cards };
  }
  return null;
}

/** The What's new proxy: fetches each feed with limits and keeps good answers for `cacheTtlMs`. */
export function createMarketingService(options: MarketingOptions): MarketingService {
  const cache = new Map<string, { value: unknown; expiresAt: number }>();
  // One call per feed at a time: requests arriving during a fetch share it.
  const inflight = new Map<string, Promise<unknown>>();

  async function load<T>(path: string, shape: (body: unknown) => T | null, empty: () => T): Promise<T> {
    if (options.baseUrl === null) {
      return empty();
    }
    const nowMs = options.now().getTime();
    const cached = cache.get(path);
    if (cached !== undefined && cached.expiresAt > nowMs) {
      return cached.value as T;
    }
    const url = `${options.baseUrl.replace(/\/+$/, '')}${path}`;
    let pending = inflight.get(path);
    if (pending === undefined) {
      pending = fetchJsonFeed(url, options, options.fetch).finally(() => inflight.delete(path));
      inflight.set(path, pending);
    }
    const shaped = shape(await pending);
    if (shaped === null) {
      return empty();
    }
    if (options.cacheTtlMs > 0) {
      cache.set(path, { value: shaped, expiresAt: nowMs + options.cacheTtlMs });
    }
    return shaped;
  }

  return {
    getWebinars: () => load(WEBINAR_FEED_PATH, toWebinars, () => []),
    getCourses: () => load(COURSE_FEED_PATH, toCourses, () => ({ cards: [] })),
  };
}
