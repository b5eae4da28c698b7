import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Logger } from 'pino';
import { schema, type Schema } from './schema';
import { toStorableParams } from './storable-params';

export type Drizzle = PgDatabase<PgQueryResultHKT, Schema>;

/** The raw SQL surface of one connection. */
export interface SqlSession {
  query<Row = Record<string, unknown>>(text: string, params?: unknown[]): Promise<{ rows: Row[] }>;
  exec(text: string): Promise<{ rows: Record<string, unknown>[] }>;
}

/** node-postgres answers one result for one statement and an array for several. */
function lastRows(result: pg.QueryResult | pg.QueryResult[]): Record<string, unknown>[] {
  const last = Array.isArray(result) ? result[result.length - 1] : result;
  return (last?.rows ?? []) as Record<string, unknown>[];
}

/** What every repo, the migrator and the job queue need from a database, whichever engine runs it. */
export interface Database {
  readonly kind: 'pglite' | 'postgres';
  readonly db: Drizzle;
  /** One parameterised statement. */
  query<Row = Record<string, unknown>>(text: string, params?: unknown[]): Promise<{ rows: Row[] }>;
  /** Several statements without parameters (migrations, pg-boss DDL); answers the last statement's rows. */
  exec(text: string): Promise<{ rows: Record<string, unknown>[] }>;
  /** Runs `fn` on one connection, for session state such as advisory locks. */
  withSession<T>(fn: (session: SqlSession) => Promise<T>): Promise<T>;
  /** Answers quickly whether the database serves queries now. */
  ping(timeoutMs?: number): Promise<boolean>;
  close(): Promise<void>;
}

/** PostgreSQL in WASM: the embedded default. `dataDir` undefined means in-memory (tests). */
export async function openPglite(dataDir: string | undefined): Promise<Database> {
  // pg_trgm: trigram indexes for the substring searches (migration 0026 uses it where it is available).
  const extensions = { pg_trgm };
  const client =
    dataDir === undefined
      ? await PGlite.create({ extensions })
      : await PGlite.create({ dataDir, extensions });
  const db = drizzlePglite(client, { schema }) as unknown as Drizzle;
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
    db,
    ...session,
    // PGlite has exactly one connection, so every call already shares one session.
    withSession: (fn) => fn(session),
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
  const db = drizzlePostgres(pool, { schema }) as unknown as Drizzle;
  return {
    kind: 'postgres',
    db,
    async query<Row>(text: string, params: unknown[] = []) {
      const result = await pool.query(text, toStorableParams(params));
      return { rows: result.rows as Row[] };
    },
    async exec(text: string) {
      return { rows: lastRows((await pool.query(text)) as pg.QueryResult | pg.QueryResult[]) };
    },
    async withSession(fn) {
      const client = await pool.connect();
      try {
        return await fn({
          async query<Row>(text: string, params: unknown[] = []) {
            const result = await client.query(text, toStorableParams(params));
            return { rows: result.rows as Row[] };
          },
          async exec(text: string) {
            return { rows: lastRows((await client.query(text)) as pg.QueryResult | pg.QueryResult[]) };
          },
        });
      } finally {
        client.release();
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
