/**
 * Databases on the local PostgreSQL server (127.0.0.1:5432, user postgres, trust auth, as on the development and
 * CI machines): made and dropped by the benches and the multi-instance scale test.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

const ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 2_000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Whether the local PostgreSQL server (127.0.0.1:5432, user postgres) answers. */
export async function isPostgresReachable(): Promise<boolean> {
  try {
    await admin((client) => client.query('SELECT 1'));
    return true;
  } catch {
    return false;
  }
}

/** The URL of database `name` on the local PostgreSQL server. */
export function localPostgresUrl(name: string): string {
  return `postgres://postgres@127.0.0.1:5432/${name}`;
}

/** A new, empty database on the local PostgreSQL server, named `<prefix>_<random>`, and how to drop it. */
export async function createScratchPostgresDatabase(
  prefix: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await createPostgresDatabase(name);
  return { url: localPostgresUrl(name), drop: () => dropPostgresDatabase(name) };
}

/** Creates database `name` (a plain identifier) on the local PostgreSQL server. */
export async function createPostgresDatabase(name: string): Promise<void> {
  await admin((client) => client.query(`CREATE DATABASE ${name}`));
}

/** Drops database `name` from the local PostgreSQL server, if there, whoever is connected to it. */
export async function dropPostgresDatabase(name: string): Promise<void> {
  await admin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}

/** Whether database `name` exists on the local PostgreSQL server. */
export async function postgresDatabaseExists(name: string): Promise<boolean> {
  const { rows } = await admin((client) =>
    client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]),
  );
  return rows.length > 0;
}
