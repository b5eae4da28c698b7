/**
 * The database of a prepared bench directory: PGlite files inside it (the embedded default), or a PostgreSQL
 * database made for it on the local server. With PGlite the database runs inside the measured process, so that
 * process's RSS holds the database's own buffers too; with PostgreSQL it holds the app alone, which is what the
 * report budgets ("peak RSS of the server") are about in a deployment that carries 200 MB surveys. The choice is
 * written into the directory, so every child process of one bench opens the same database.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import pino from 'pino';
import { openPglite, openPostgres, type Database } from '../../apps/server/src/db/database';
import {
  createScratchPostgresDatabase,
  dropPostgresDatabase,
  isPostgresReachable,
} from '../../scripts/local-postgres';

export type BenchDatabaseKind = 'pglite' | 'postgres';

const FILE = 'database.json';

interface Recorded {
  kind: BenchDatabaseKind;
  /** PostgreSQL only: the database made for this directory. */
  url: string | null;
}

/** The kind asked for on the command line, or PostgreSQL when the local server answers, else PGlite. */
export async function chooseBenchDatabase(asked: string | undefined): Promise<BenchDatabaseKind> {
  if (asked === 'pglite' || asked === 'postgres') {
    return asked;
  }
  if (asked !== undefined) {
    throw new Error(`--database must be pglite or postgres, not ${asked}`);
  }
  return (await isPostgresReachable()) ? 'postgres' : 'pglite';
}

/** Creates the directory's database (empty, unmigrated) and records where it is. */
export async function createBenchDatabase(dir: string, kind: BenchDatabaseKind): Promise<Database> {
  if (kind === 'pglite') {
    await mkdir(join(dir, 'db'), { recursive: true });
    writeFileSync(join(dir, FILE), JSON.stringify({ kind, url: null } satisfies Recorded));
    return openPglite(join(dir, 'db'));
  }
  const { url } = await createScratchPostgresDatabase('airlens_bench');
  writeFileSync(join(dir, FILE), JSON.stringify({ kind, url } satisfies Recorded));
  return openPostgres(url, 5, pino({ level: 'silent' }));
}

function recorded(dir: string): Recorded {
  return JSON.parse(readFileSync(join(dir, FILE), 'utf8')) as Recorded;
}

/** Opens the database createBenchDatabase made for the directory. */
export function openBenchDatabase(dir: string): Promise<Database> {
  const { url } = recorded(dir);
  return url === null
    ? openPglite(join(dir, 'db'))
    : Promise.resolve(openPostgres(url, 5, pino({ level: 'silent' })));
}

/** The PostgreSQL URL of the directory's database; null for PGlite (its files are under the directory). */
export function benchDatabaseUrl(dir: string): string | null {
  return recorded(dir).url;
}

/** Which kind of database the directory has. */
export function benchDatabaseKind(dir: string): BenchDatabaseKind {
  return recorded(dir).kind;
}

/** Drops the directory's PostgreSQL database (PGlite's files go with the directory). */
export async function dropBenchDatabase(dir: string): Promise<void> {
  if (!existsSync(join(dir, FILE))) {
    return;
  }
  const { url } = recorded(dir);
  if (url === null) {
    return;
  }
  await dropPostgresDatabase(new URL(url).pathname.slice(1));
}
