import { createHash } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Transaction } from '@electric-sql/pglite';
import pg from 'pg';
import type { Logger } from 'pino';
import { toStorableParams } from './storable-params';

/** The raw SQL surface of one connection. */
export interface SqlSession {
  query<Row = Record<string, unknown>>(text: string, params?: unknown[]): Promise<{ rows: Row[] }>;
  exec(text: string): Promise<{ rows: Record<string, unknown>[] }>;
}

/** The SqlSession of a PGlite transaction. */
function pgliteTransactionSession(tx: Transaction): SqlSession {
  return {
    async query<Row>(text: string, params: unknown[] = []) {
      return { rows: (await tx.query<Row>(text, toStorableParams(params))).rows };
    },
    async exec(text: string) {
      const results = await tx.exec(text);
      return { rows: results[results.length - 1]?.rows ?? [] };
    },
  };
}

/** node-postgres answers one result for one statement and an array for several. */
function lastRows(result: pg.QueryResult | pg.QueryResult[]): Record<string, unknown>[] {
  const last = Array.isArray(result) ? result[result.length - 1] : result;
  return (last?.rows ?? []) as Record<string, unknown>[];
}

/** What every repo, the migrator and the job queue need from a database, whichever engine runs it. */
export interface Database {
  readonly kind: 'pglite' | 'postgres';
  /**
   * One parameterised statement. `prepared`: a hot statement of fixed text whose plan does not hang on its
   * values, kept parsed and planned on each PostgreSQL connection (named after a hash of its text) instead of
   * parsed and planned on every call; PGlite ignores it.
   */
  query<Row = Record<string, unknown>>(
    text: string,
    params?: unknown[],
    options?: { prepared?: boolean },
  ): Promise<{ rows: Row[] }>;
  /** Several statements without parameters (migrations, pg-boss DDL); answers the last statement's rows. */
  exec(text: string): Promise<{ rows: Record<string, unknown>[] }>;
  /** Runs `fn` on one connection, for session state such as advisory locks. */
  withSession<T>(fn: (session: SqlSession) => Promise<T>): Promise<T>;
  /**
   * Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. Every write of a
   * multi-write operation goes through `tx`; on PGlite other queries wait until the transaction ends.
   */
  withTransaction<T>(fn: (tx: SqlSession) => Promise<T>): Promise<T>;
  /** Answers quickly whether the database serves queries now. */
  ping(timeoutMs?: number): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * PostgreSQL in WASM: the embedded default. `dataDir` undefined means in-memory (tests). `template` is a
 * data directory dumped by `dumpDataDir` to start from instead of running initdb (about 5x faster; tests).
 */
export async function openPglite(dataDir: string | undefined, template?: Blob): Promise<Database> {
  // pg_trgm: trigram indexes for the substring searches (migration 0026 uses it where it is available).
  const extensions = { pg_trgm };
  const client = await PGlite.create({
    extensions,
    ...(dataDir === undefined ? {} : { dataDir }),
    ...(template === undefined ? {} : { loadDataDir: template }),
  });
  const session: SqlSession = {
    async query<Row>(text: string, params: unknown[] = []) {
      const result = await client.query<Row>(text, toStorableParams(params));
      return { rows: result.rows };
    },
    async exec(text: string) {
      const results = await client.exec(text);
      return { rows: results[results.length - 1]?.rows ?? [] };
    },
  };
  return {
    kind: 'pglite',
    ...session,
    // PGlite has exactly one connection, so every call already shares one session.
    withSession: (fn) => fn(session),
    withTransaction: (fn) => client.transaction((tx) => fn(pgliteTransactionSession(tx))),
    async ping() {
      if (client.closed) {
        return false;
      }
      await client.query('select 1');
      return true;
    },
    async close() {
      if (!client.closed) {
        await client.close();
      }
    },
  };
}

/** A prepared statement's name: one per text, so a connection never holds two texts under one name. */
function preparedName(text: string): string {
  return `airlens_${createHash('sha256').update(text).digest('hex').slice(0, 32)}`;
}

/** A node-postgres pool that survives a server restart: broken clients are dropped, not fatal. */
export function openPostgres(url: string, poolSize: number, logger: Logger): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    keepAlive: true,
  });
  // An idle client whose server went away emits 'error' on the pool; unhandled, it would kill the process.
  pool.on('error', (error) => logger.warn({ err: error }, 'database connection lost; it will be replaced'));
  const sessionOf = (client: pg.PoolClient): SqlSession => ({
    async query<Row>(text: string, params: unknown[] = []) {
      const result = await client.query(text, toStorableParams(params));
      return { rows: result.rows as Row[] };
    },
    async exec(text: string) {
      return { rows: lastRows((await client.query(text)) as pg.QueryResult | pg.QueryResult[]) };
    },
  });
  return {
    kind: 'postgres',
    async query<Row>(text: string, params: unknown[] = [], options: { prepared?: boolean } = {}) {
      const values = toStorableParams(params);
      const result = await (options.prepared === true
        ? pool.query({ name: preparedName(text), text, values })
        : pool.query(text, values));
      return { rows: result.rows as Row[] };
    },
    async exec(text: string) {
      return { rows: lastRows((await pool.query(text)) as pg.QueryResult | pg.QueryResult[]) };
    },
    async withSession(fn) {
      const client = await pool.connect();
      // A session may be held for long (an import's lock): if its server goes away meanwhile, the client emits
      // 'error', which with no listener on a checked-out client would end the process. Note it, drop the client.
      let lost: Error | undefined;
      const onLost = (error: Error) => {
        lost = error;
        logger.warn({ err: error }, 'database session lost');
      };
      client.on('error', onLost);
      try {
        return await fn(sessionOf(client));
      } finally {
        client.removeListener('error', onLost);
        client.release(lost);
      }
    },
    async withTransaction(fn) {
      const client = await pool.connect();
      let isBroken = false;
      try {
        await client.query('BEGIN');
        const result = await fn(sessionOf(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        // A failed ROLLBACK means the connection is gone: destroy it rather than hand it to the next caller.
        await client.query('ROLLBACK').catch(() => {
          isBroken = true;
        });
        throw error;
      } finally {
        client.release(isBroken);
      }
    },
    async ping(timeoutMs = 2_000) {
      const attempt = pool.query('select 1').then(
        () => true,
        () => false,
      );
      const timeout = new Promise<boolean>((resolveTimeout) => {
        setTimeout(() => resolveTimeout(false), timeoutMs).unref();
      });
      return Promise.race([attempt, timeout]);
    },
    async close() {
      await pool.end();
    },
  };
}
