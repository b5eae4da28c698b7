import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-database';
import type { Database } from './database';
import { isFullyMigrated, loadMigrations, migrate } from './migrate';

describe('migrations', () => {
  let database: Database;
  let drop: () => Promise<void>;
  let dir: string;

  beforeAll(async () => {
    ({ database, drop } = await createTestDatabase());
    dir = await mkdtemp(join(tmpdir(), 'airlens-migrations-'));
  });
  afterAll(async () => {
    await drop();
    await rm(dir, { recursive: true, force: true });
  });

  it('has applied every migration of the product', async () => {
    expect(await isFullyMigrated(database)).toBe(true);
    expect(await migrate(database)).toEqual([]);
  });

  it('applies new files in order, once, each in a transaction', async () => {
    await writeFile(join(dir, '0001_first.sql'), 'CREATE TABLE t_first (id int PRIMARY KEY);');
    await writeFile(join(dir, '0002_second.sql'), 'INSERT INTO t_first VALUES (1);');
    await database.exec('CREATE SCHEMA scratch; SET search_path TO scratch, public;');
    try {
      await database.exec(
        'CREATE TABLE scratch.schema_migrations (id integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())',
      );
      expect(await migrate(database, dir)).toEqual(['0001_first', '0002_second']);
      expect(await migrate(database, dir)).toEqual([]);
      const { rows } = await database.query<{ id: number }>('SELECT id FROM scratch.t_first');
      expect(rows).toEqual([{ id: 1 }]);
    } finally {
      await database.exec('SET search_path TO public; DROP SCHEMA scratch CASCADE;');
    }
  });

  it('rolls a failing migration back completely', async () => {
    const failing = await mkdtemp(join(tmpdir(), 'airlens-migrations-bad-'));
    await writeFile(
      join(failing, '0900_bad.sql'),
      'CREATE TABLE t_half (id int); SELECT * FROM no_such_table;',
    );
    await expect(migrate(database, failing)).rejects.toThrow(/no_such_table/);
    const { rows } = await database.query("SELECT to_regclass('public.t_half') AS found");
    expect(rows).toEqual([{ found: null }]);
    await rm(failing, { recursive: true, force: true });
  });

  it('rejects two files with the same number', async () => {
    const clash = await mkdtemp(join(tmpdir(), 'airlens-migrations-clash-'));
    await writeFile(join(clash, '0003_a.sql'), 'SELECT 1;');
    await writeFile(join(clash, '0003_b.sql'), 'SELECT 1;');
    expect(() => loadMigrations(clash)).toThrow('Two migrations share number 3');
    await rm(clash, { recursive: true, force: true });
  });
});
