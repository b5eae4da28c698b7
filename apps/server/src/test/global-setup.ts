import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import pino from 'pino';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../db/database';
import { migrate } from '../db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data directory (tar) every test database starts from; '' on PostgreSQL. */
    pgliteTemplatePath: string;
    /** A migrated PostgreSQL database every test database is copied from; '' on PGlite. */
    postgresTemplateName: string;
  }
}

/**
 * Migrates one database before the API tests and hands it to every test file as a template: PGlite's
 * initdb costs ~3 s of CPU per database and a copy ~0.5 s; on PostgreSQL `CREATE DATABASE … TEMPLATE`
 * replaces 80 migrations per file. Each file still runs `migrate` on its copy, which finds nothing to do.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl === undefined || adminUrl === '') {
    const dir = await mkdtemp(join(tmpdir(), 'airlens-pglite-template-'));
    const dataDir = join(dir, 'data');
    const path = join(dir, 'template.tar');
    const database = await openPglite(dataDir);
    await migrate(database);
    await database.close();
    const raw = await PGlite.create({ dataDir, extensions: { pg_trgm } });
    const dump = await raw.dumpDataDir('none');
    await raw.close();
    await writeFile(path, Buffer.from(await dump.arrayBuffer()));
    project.provide('pgliteTemplatePath', path);
    project.provide('postgresTemplateName', '');
    return () => rm(dir, { recursive: true, force: true });
  }
  const name = `airlens_template_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = openPostgres(url.toString(), 1, pino({ level: 'silent' }));
  await migrate(database);
  await database.close();
  project.provide('pgliteTemplatePath', '');
  project.provide('postgresTemplateName', name);
  return () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}
