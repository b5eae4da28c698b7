// A local stand-in for the marketing site (imported by *.test.ts files only).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FeedMode =
  'ok' | 'slow' | 'huge' | 'huge-chunked' | 'error' | 'not-json' | 'object' | 'bare-cards';

export const WEBINARS = [
  {
    id: 1,
    link: 'https://example.org/webinar/one',
    title: { rendered: 'One' },
    content: { rendered: '<h5>Tuesday, March 4, 2031 | 4 PM</h5>' },
  },
];
export const COURSES = { cards: [{ post_id: 7, card: '<div class="region">Europe</div>' }], total: 1 };

export interface FeedServer {
  baseUrl: string;
  mode: FeedMode;
  hits: string[];
  close(): Promise<void>;
}

/** Serves the two feeds under `/site`, behaving as `mode` says. */
export async function startFeedServer(): Promise<FeedServer> {
  const state: { mode: FeedMode; hits: string[] } = { mode: 'ok', hits: [] };
  const server: Server = createServer((request, response) => {
    state.hits.push(request.url ?? '');
    const isWebinar = (request.url ?? '').startsWith('/site/wp-json/wp/v2/webinar');
    const body = isWebinar ? WEBINARS : COURSES;
    switch (state.mode) {
      case 'slow':
        setTimeout(() => response.end(JSON.stringify(body)), 10_000).unref();
        return;
      case 'huge':
        response.setHeader('content-length', String(5_000_000));
        response.end('[');
        return;
      case 'huge-chunked': {
        response.setHeader('content-type', 'application/json');
        response.write('["');
        const chunk = 'x'.repeat(4096);
        for (let index = 0; index < 64; index += 1) {
          response.write(chunk);
        }
        response.end('"]');
        return;
      }
      case 'error':
        response.statusCode = 500;
        response.end('{"message":"down"}');
        return;
      case 'not-json':
        response.end('<html>maintenance</html>');
        return;
      case 'object':
        response.end('{"unexpected":true}');
        return;
      case 'bare-cards':
        response.end(JSON.stringify(isWebinar ? WEBINARS : COURSES.cards));
        return;
      default:
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify(body));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/site/`,
    get mode() {
      return state.mode;
    },
    set mode(value: FeedMode) {
      state.mode = value;
    },
    hits: state.hits,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
