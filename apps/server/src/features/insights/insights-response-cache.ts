import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { userOf } from '../../http/session';
import { scopeOf, type InsightsDeps } from './insights-access';
import { createBatchedVersionReader, type VersionReader } from './insights-version-reader';
import { readDataVersions } from './insights-versions.repo';

/** Bounds of the in-process answer cache: list pages are a few kB, so this holds thousands of answers. */
const MAX_BYTES = 32 * 1024 * 1024;
const MAX_ENTRIES = 20_000;

interface Entry {
  version: string;
  body: string;
  etag: string;
}

/** What a request that missed the cache must store once its answer is serialised. */
interface Pending {
  key: string;
  version: string;
}

/** Route hooks serving insights answers from memory while the organisation's data version is unchanged. */
export interface ResponseCache {
  /** A preHandler (after the user guard): answers a cached body, or 304 when If-None-Match matches. */
  lookup: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply | undefined>;
  /** An onSend hook: keeps the serialised 200 answer of a miss under its key and version. */
  store: (request: FastifyRequest, reply: FastifyReply, payload: unknown) => Promise<unknown>;
}

/** The query string with its parameters in a stable order, so equal queries share an entry. */
export function normalisedUrl(url: string): string {
  const question = url.indexOf('?');
  if (question < 0) {
    return url;
  }
  const query = url
    .slice(question + 1)
    .split('&')
    .filter((part) => part !== '');
  return `${url.slice(0, question)}?${query.sort().join('&')}`;
}

function etagOf(body: string): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/**
 * Insights data changes only at import, delete, sharing and organisation changes, each of which moves the
 * organisation's data version in its own transaction (migration 0024). Answers are kept per caller scope
 * (organisation, e-mail, org-admin flag) and normalised URL, and served only while the version they were
 * computed at is still the current one. Guests are not cached (their scope is one project, rarely asked).
 */
export function createResponseCache(
  deps: InsightsDeps,
  readVersion: VersionReader = createBatchedVersionReader((orgIds) =>
    readDataVersions(deps.database, orgIds),
  ),
): ResponseCache {
  const entries = new Map<string, Entry>();
  const pending = new WeakMap<FastifyRequest, Pending>();
  let totalBytes = 0;

  function remove(key: string): void {
    const entry = entries.get(key);
    if (entry !== undefined) {
      totalBytes -= entry.body.length;
      entries.delete(key);
    }
  }

  function keep(key: string, entry: Entry): void {
    remove(key);
    entries.set(key, entry);
    totalBytes += entry.body.length;
    // Map keeps insertion order and hits re-insert, so the first key is the least recently used.
    while (totalBytes > MAX_BYTES || entries.size > MAX_ENTRIES) {
      const oldest = entries.keys().next();
      if (oldest.done === true) {
        break;
      }
      remove(oldest.value);
    }
  }

  return {
    async lookup(request, reply) {
      const scope = scopeOf(deps, userOf(request));
      // HEAD shares the GET route; keep it out rather than key on the method.
      if (request.method !== 'GET' || scope === null || scope.kind !== 'member') {
        return undefined;
      }
      // The version is read before any data, so a stored answer is never older than its version.
      const version = await readVersion(scope.orgId);
      const key = [
        scope.orgId,
        scope.email.toLowerCase(),
        scope.isOrgAdmin,
        // The public demo's principal sees only its listed projects: the list is part of its scope.
        scope.projectIds?.join(',') ?? '',
        normalisedUrl(request.url),
      ].join('\n');
      const entry = entries.get(key);
      if (entry === undefined || entry.version !== version) {
        pending.set(request, { key, version });
        return undefined;
      }
      entries.delete(key);
      entries.set(key, entry);
      reply.header('etag', entry.etag).header('cache-control', 'private, no-cache');
      if (request.headers['if-none-match'] === entry.etag) {
        return reply.code(304).send();
      }
      return reply.type('application/json; charset=utf-8').send(entry.body);
    },
    async store(request, reply, payload) {
      const miss = pending.get(request);
      if (miss === undefined || reply.statusCode !== 200 || typeof payload !== 'string') {
        return payload;
      }
      pending.delete(request);
      const etag = etagOf(payload);
      keep(miss.key, { version: miss.version, body: payload, etag });
      reply.header('etag', etag).header('cache-control', 'private, no-cache');
      return payload;
    },
  };
}
