import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { COURSES, startFeedServer, WEBINARS, type FeedServer } from './marketing-test-server';
import { COURSE_FEED_PATH, createMarketingService, WEBINAR_FEED_PATH } from './marketing.service';

let server: FeedServer;
let nowMs = Date.parse('2030-01-01T00:00:00Z');
const now = () => new Date(nowMs);

beforeAll(async () => {
  server = await startFeedServer();
});

afterAll(async () => {
  await server.close();
});

beforeEach(() => {
  server.mode = 'ok';
  server.hits.length = 0;
});

function service(options: { cacheTtlMs?: number; maxBytes?: number; baseUrl?: string | null } = {}) {
  return createMarketingService({
    baseUrl: options.baseUrl === undefined ? server.baseUrl : options.baseUrl,
    timeoutMs: 2_500, // above a local answer on a loaded machine, below the slow mode's 10 s
    maxBytes: options.maxBytes ?? 100_000,
    cacheTtlMs: options.cacheTtlMs ?? 0,
    now,
  });
}

describe('createMarketingService', () => {
  it("calls the spec's two endpoints and answers the feeds as is", async () => {
    const marketing = service();
    expect(await marketing.getWebinars()).toEqual(WEBINARS);
    expect(await marketing.getCourses()).toEqual(COURSES);
    expect(server.hits).toEqual([`/site${WEBINAR_FEED_PATH}`, `/site${COURSE_FEED_PATH}`]);
    expect(COURSE_FEED_PATH).toBe(
      '/wp-json/lean/v1/course-products?category=design&startDate=&endDate=&region=all&page=1',
    );
  });

  it('answers empty lists when unset, without calling anything', async () => {
    const marketing = service({ baseUrl: null });
    expect(await marketing.getWebinars()).toEqual([]);
    expect(await marketing.getCourses()).toEqual({ cards: [] });
    expect(server.hits).toEqual([]);
  });

  it.each(['slow', 'huge', 'huge-chunked', 'error', 'not-json', 'object'] as const)(
    'answers empty lists when the site is %s',
    async (mode) => {
      server.mode = mode;
      const marketing = service();
      expect(await marketing.getWebinars()).toEqual([]);
      expect(await marketing.getCourses()).toEqual({ cards: [] });
    },
    // 'slow' waits out the 2.5 s timeout twice.
    15_000,
  );

  it('wraps a bare list of course cards as { cards }', async () => {
    server.mode = 'bare-cards';
    expect(await service().getCourses()).toEqual({ cards: COURSES.cards });
  });

  it('reuses a good answer until the cache expires, never caches a failure, and shares one call between requests', async () => {
    const marketing = service({ cacheTtlMs: 60_000 });
    server.mode = 'error';
    expect(await marketing.getWebinars()).toEqual([]);
    server.mode = 'ok';
    const [first, second] = await Promise.all([marketing.getWebinars(), marketing.getWebinars()]);
    expect(first).toEqual(WEBINARS);
    expect(second).toEqual(WEBINARS);
    expect(server.hits).toHaveLength(2);
    server.mode = 'error';
    nowMs += 59_000;
    expect(await marketing.getWebinars()).toEqual(WEBINARS);
    expect(server.hits).toHaveLength(2);
    nowMs += 2_000;
    expect(await marketing.getWebinars()).toEqual([]);
    expect(server.hits).toHaveLength(3);
  });
});
