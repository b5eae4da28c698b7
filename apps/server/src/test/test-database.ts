import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import pino from 'pino';
import { inject } from 'vitest';
import { openPglite, openPostgres, type Database } from '../db/database';
import { migrate } from '../db/migrate';

let pgliteTemplate: Promise<Blob | undefined> | undefined;

/** A value global-setup.ts provided; '' outside Vitest (the benchmarks build test apps too). */
function provided(key: 'pgliteTemplatePath' | 'postgresTemplateName'): string {
  return process.env.VITEST === undefined ? '' : (inject(key) ?? '');
}

/** The migrated data directory global-setup.ts dumped, read once per test worker. */
function loadPgliteTemplate(): Promise<Blob | undefined> {
  pgliteTemplate ??= (async () => {
    const path = provided('pgliteTemplatePath');
    return path === '' ? undefined : new Blob([await readFile(path)]);
  })();
  return pgliteTemplate;
}

/** A migrated, empty database of its own for one test file; `TEST_DATABASE_URL` selects PostgreSQL. */
export async function createTestDatabase(): Promise<{
  database: Database;
  databaseUrl?: string;
  drop: () => Promise<void>;
}> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl === undefined || adminUrl === '') {
    const database = await openPglite(undefined, await loadPgliteTemplate());
    // Finds nothing to do on a template copy; migrates from scratch where no template was provided.
    await migrate(database);
    return { database, drop: () => database.close() };
  }
  const name = `airlens_test_${randomBytes(6).toString('hex')}`;
  const template = provided('postgresTemplateName');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(
    template === '' ? `CREATE DATABASE ${name}` : `CREATE DATABASE ${name} TEMPLATE ${template}`,
  );
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = openPostgres(url.toString(), 5, pino({ level: 'silent' }));
  await migrate(database);
  return {
    database,
    databaseUrl: url.toString(),
    async drop() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/** Two pools on one fresh PostgreSQL database, as two instances of the app hold them (PostgreSQL only). */
export async function createTwoInstanceDatabase(): Promise<{
  first: Database;
  second: Database;
  drop: () => Promise<void>;
}> {
  const created = await createTestDatabase();
  const second = openPostgres(created.databaseUrl ?? '', 2, pino({ level: 'silent' }));
  return {
    first: created.database,
    second,
    async drop() {
      await second.close();
      await created.drop();
    },
  };
}
