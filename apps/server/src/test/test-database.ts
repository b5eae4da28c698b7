import { randomBytes } from 'node:crypto';
import pg from 'pg';
import pino from 'pino';
import { openPglite, openPostgres, type Database } from '../db/database';
import { migrate } from '../db/migrate';

/** A migrated, empty database of its own for one test file; `TEST_DATABASE_URL` selects PostgreSQL. */
export async function createTestDatabase(): Promise<{
  database: Database;
  databaseUrl?: string;
  drop: () => Promise<void>;
}> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl === undefined || adminUrl === '') {
    const database = await openPglite(undefined);
    await migrate(database);
    return { database, drop: () => database.close() };
  }
  const name = `airlens_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
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
