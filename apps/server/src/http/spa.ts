import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { errorBody } from './error-body';
import { dashboardFirstPageOf, withInlinedFirstPage } from './spa-first-page';

/**
 * A path that belongs to the API or to a file, so a miss is a JSON 404 and never the SPA:
 * any first segment ending in "api" (/authapi, /xyzapi, /site-management-api), /dev, and any path with an extension.
 */
export function isApiOrFilePath(pathname: string): boolean {
  const firstSegment = pathname.split('/')[1] ?? '';
  if (
    /api$/i.test(firstSegment) ||
    firstSegment === 'dev' ||
    firstSegment === 'healthz' ||
    firstSegment === 'readyz'
  ) {
    return true;
  }
  const lastSegment = pathname.split('/').pop() ?? '';
  // An extension has a letter: `/projects/p1/1.5` is an app route (the app's not-found page), not a file.
  return /\.(?![0-9]+$)[a-z0-9]{1,8}$/i.test(lastSegment);
}

/** Whether a path is a source map (`*.map`): the original sources, with their comments, of the web app. */
export function isSourceMapPath(pathname: string): boolean {
  return /\.map$/i.test(pathname.split('?')[0] ?? '');
}

/**
 * Serves the built web app with history fallback; API misses stay JSON 404s. Source maps are served only
 * when `serveSourceMaps` (outside production): in production they would publish the sources (ASVS 13.4).
 * A signed-in page load of the Insights dashboard gets its first table page inlined (http/spa-first-page.ts).
 */
export async function registerSpa(
  app: FastifyInstance,
  webDistDir: string | null,
  options: { serveSourceMaps: boolean; firstPageTimeoutMs?: number } = { serveSourceMaps: false },
): Promise<void> {
  const indexFile = webDistDir === null ? null : join(webDistDir, 'index.html');
  const hasSpa = webDistDir !== null && indexFile !== null && existsSync(indexFile);
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      cacheControl: false,
      allowedPath: (pathname) => options.serveSourceMaps || !isSourceMapPath(pathname),
      // Hashed assets never change; index.html must always be revalidated.
      setHeaders(res, path) {
        res.setHeader(
          'Cache-Control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (hasSpa && (request.method === 'GET' || request.method === 'HEAD') && !isApiOrFilePath(pathname)) {
      const firstPage = await dashboardFirstPageOf(request, options.firstPageTimeoutMs ?? 0).catch(
        (error: unknown) => {
          // The page still loads, and the dashboard asks for its first page itself.
          request.log.warn({ err: error }, 'the dashboard first page was not inlined');
          return null;
        },
      );
      if (firstPage !== null && indexFile !== null) {
        // One user's data: never stored by a browser or a shared cache, never served for another cookie.
        return reply
          .header('Cache-Control', 'no-store')
          .header('Vary', 'Cookie')
          .type('text/html')
          .send(withInlinedFirstPage(await readFile(indexFile, 'utf8'), firstPage));
      }
      return reply.header('Cache-Control', 'no-cache').type('text/html').sendFile('index.html');
    }
    return reply.status(404).send(errorBody(`Route ${request.method} ${pathname} not found`));
  });
}
