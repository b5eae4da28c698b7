import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Logger } from 'pino';

/** The PostgreSQL channel every instance listens on for in-process cache invalidations. */
export const CHANGE_NOTICE_CHANNEL = 'airlens_cache_invalidation';

/** A notice from another instance, or `reset` after a lost connection (notices may have been missed). */
export type ChangeNotice = { kind: 'notice'; topic: string; payload: string } | { kind: 'reset' };

/**
 * Cross-instance cache invalidation on PostgreSQL LISTEN/NOTIFY: an instance that changed something its
 * peers may have cached in memory publishes a notice; every other instance on the same database hears it
 * within milliseconds. Notices are hints to forget, never data: a missed one (a dropped connection) is
 * answered by a `reset`, on which listeners forget everything.
 */
export interface ChangeNotices {
  /** Sends a notice to every other instance; resolves once PostgreSQL has accepted it (never rejects). */
  publish(topic: string, payload?: string): Promise<void>;
  /** Calls `listener` for each notice of `topic` from another instance, and for every reset. */
  subscribe(topic: string, listener: (notice: ChangeNotice) => void): void;
  close(): Promise<void>;
}

interface Wire {
  from: string;
  topic: string;
  payload: string;
}

function parseWire(text: string | undefined): Wire | null {
  try {
    const value: unknown = JSON.parse(text ?? '');
    if (typeof value !== 'object' || value === null) {
      return null;
    }
    const { from, topic, payload } = value as Record<string, unknown>;
    return typeof from === 'string' && typeof topic === 'string' && typeof payload === 'string'
      ? { from, topic, payload }
      : null;
  } catch {
    return null;
  }
}

/** Opens the listening connection (one per process) on `databaseUrl`; it reconnects by itself when lost. */
export async function openChangeNotices(
  databaseUrl: string,
  logger: Logger,
  options: { reconnectDelayMs?: number } = {},
): Promise<ChangeNotices> {
  const instanceId = randomUUID();
  const listeners = new Map<string, Array<(notice: ChangeNotice) => void>>();
  const reconnectDelayMs = options.reconnectDelayMs ?? 1_000;
  let client: pg.Client | null = null;
  let isClosed = false;

  const emitAll = (notice: ChangeNotice) => {
    for (const list of listeners.values()) {
      list.forEach((listener) => listener(notice));
    }
  };

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: databaseUrl, keepAlive: true });
    next.on('notification', (message) => {
      const wire = parseWire(message.payload);
      if (wire === null || wire.from === instanceId) {
        return;
      }
      listeners.get(wire.topic)?.forEach((listener) => listener({ kind: 'notice', ...wire }));
    });
    next.on('error', (error) => {
      logger.warn({ err: error }, 'cache invalidation connection lost; reconnecting');
      void next.end().catch(() => undefined);
      if (client === next) {
        client = null;
        scheduleReconnect();
      }
    });
    await next.connect();
    await next.query(`LISTEN ${CHANGE_NOTICE_CHANNEL}`);
    client = next;
  }

  function scheduleReconnect(): void {
    if (isClosed) {
      return;
    }
    setTimeout(() => {
      connect().then(
        // Whatever was published while the connection was down is lost: every cache starts over.
        () => emitAll({ kind: 'reset' }),
        (error: unknown) => {
          logger.warn({ err: error }, 'cache invalidation connection failed; retrying');
          scheduleReconnect();
        },
      );
    }, reconnectDelayMs).unref();
  }

  // Notices go out one at a time on the one connection: concurrent requests each publish, and pg refuses
  // overlapping queries on a client (deprecated in pg 8, an error in pg 9). A notice equal to one still waiting
  // to go joins it: peers would only forget the same things twice.
  let lastSent: Promise<void> = Promise.resolve();
  const waiting = new Map<string, Promise<void>>();
  async function send(text: string): Promise<void> {
    waiting.delete(text);
    const current = client;
    if (current === null) {
      // Not connected: peers get a reset once it is back; nothing better can be done now.
      return;
    }
    try {
      await current.query('SELECT pg_notify($1, $2)', [CHANGE_NOTICE_CHANNEL, text]);
    } catch (error) {
      // Never the caller's failure: peers' caches still expire by their own TTL (sessions: 5 s).
      logger.warn({ err: error }, 'could not publish a cache invalidation');
    }
  }

  await connect();
  return {
    publish(topic, payload = '') {
      const wire: Wire = { from: instanceId, topic, payload };
      const text = JSON.stringify(wire);
      const queued = waiting.get(text);
      if (queued !== undefined) {
        return queued;
      }
      const sent = lastSent.then(() => send(text));
      waiting.set(text, sent);
      lastSent = sent;
      return sent;
    },
    subscribe(topic, listener) {
      listeners.set(topic, [...(listeners.get(topic) ?? []), listener]);
    },
    async close() {
      isClosed = true;
      const current = client;
      client = null;
      await current?.end();
    },
  };
}
