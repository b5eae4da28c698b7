import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './database';

export const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

// Several instances may start at once against one PostgreSQL: one migrates, the others wait.
const MIGRATION_LOCK_KEY = 727_001;

interface Migration {
  id: number;
  name: string;
  sql: string;
}

/** Reads `NNNN_name.sql` files in order; numbers must be unique and never reused. */
export function loadMigrations(dir: string = MIGRATIONS_DIR): Migration[] {
  const files = readdirSync(dir).filter((file) => /^\d{4}_[a-z0-9_]+\.sql$/.test(file));
  const migrations = files
    .map((file) => ({
      id: Number(file.slice(0, 4)),
      name: file.slice(5, -4),
      sql: readFileSync(join(dir, file), 'utf8'),
    }))
    .sort((a, b) => a.id - b.id);
  for (let index = 1; index < migrations.length; index += 1) {
    const previous = migrations[index - 1];
    const current = migrations[index];
    if (previous !== undefined && current !== undefined && previous.id === current.id) {
      throw new Error(`Two migrations share number ${current.id}: ${previous.name} and ${current.name}`);
    }
  }
  return migrations;
}

/** Applies every pending migration, each in its own transaction; returns the names applied. */
export async function migrate(database: Database, dir: string = MIGRATIONS_DIR): Promise<string[]> {
  await database.exec(
    `CREATE TABLE IF NOT EXISTS schema_migrations (id integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`,
  );
  return database.withSession(async (session) => {
    await session.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      const { rows } = await session.query<{ id: number }>('SELECT id FROM schema_migrations');
      const applied = new Set(rows.map((row) => Number(row.id)));
      const done: string[] = [];
      for (const migration of loadMigrations(dir)) {
        if (applied.has(migration.id)) {
          continue;
        }
        const escapedName = migration.name.replace(/'/g, "''");
        try {
          await session.exec(
            `BEGIN;\n${migration.sql}\n;INSERT INTO schema_migrations (id, name) VALUES (${migration.id}, '${escapedName}');\nCOMMIT;`,
          );
        } catch (error) {
          // Leave the connection usable (and the schema untouched) before reporting the failure.
          await session.exec('ROLLBACK');
          throw error;
        }
        done.push(`${String(migration.id).padStart(4, '0')}_${migration.name}`);
      }
      return done;
    } finally {
      await session.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  });
}

/** True when every migration on disk has been applied (readiness). */
export async function isFullyMigrated(database: Database, dir: string = MIGRATIONS_DIR): Promise<boolean> {
  const { rows } = await database.query<{ count: string | number }>(
    'SELECT count(*) AS count FROM schema_migrations',
  );
  return Number(rows[0]?.count ?? 0) >= loadMigrations(dir).length;
}
