import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-database';
import type { Database } from './database';

// The one transaction primitive every multi-write operation uses, on whichever engine the run uses.
describe('withTransaction', () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await createTestDatabase());
    await database.exec('CREATE TABLE tx_probe (id int PRIMARY KEY, label text NOT NULL)');
  });
  afterAll(async () => {
    await drop();
  });

  async function labels(): Promise<string[]> {
    const { rows } = await database.query<{ label: string }>('SELECT label FROM tx_probe ORDER BY id');
    return rows.map((row) => row.label);
  }

  it('commits every write when the function resolves, and answers its value', async () => {
    const answer = await database.withTransaction(async (tx) => {
      await tx.query('INSERT INTO tx_probe (id, label) VALUES ($1, $2)', [1, 'one']);
      await tx.query('INSERT INTO tx_probe (id, label) VALUES ($1, $2)', [2, 'two']);
      return 'done';
    });
    expect(answer).toBe('done');
    expect(await labels()).toEqual(['one', 'two']);
  });

  it('rolls back every write when the function throws, and rethrows', async () => {
    await expect(
      database.withTransaction(async (tx) => {
        await tx.query('INSERT INTO tx_probe (id, label) VALUES ($1, $2)', [3, 'three']);
        await tx.query('UPDATE tx_probe SET label = $1 WHERE id = 1', ['changed']);
        throw new Error('half-way failure');
      }),
    ).rejects.toThrow('half-way failure');
    expect(await labels()).toEqual(['one', 'two']);
  });

  it('rolls back when a statement fails, and the database serves the next call', async () => {
    await expect(
      database.withTransaction(async (tx) => {
        await tx.query('INSERT INTO tx_probe (id, label) VALUES ($1, $2)', [4, 'four']);
        await tx.query('INSERT INTO tx_probe (id, label) VALUES ($1, $2)', [1, 'duplicate key']);
      }),
    ).rejects.toThrow();
    expect(await labels()).toEqual(['one', 'two']);
  });

  it('makes text parameters storable inside a transaction too', async () => {
    await database.withTransaction(async (tx) => {
      await tx.query('INSERT INTO tx_probe (id, label) VALUES ($1, $2)', [5, 'nul\u0000inside']);
    });
    expect(await labels()).toEqual(['one', 'two', 'nul\ufffdinside']);
  });
});
