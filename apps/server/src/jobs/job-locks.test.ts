// The import locks: one holder per key across instances, and a holder that dies stops holding at once.
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type Database } from '../db/database';
import { createTwoInstanceDatabase } from '../test/test-database';
import { createJobLocks, createProcessLocks } from './job-locks';

const NAMESPACE = 4242;
const isPostgres = (process.env.TEST_DATABASE_URL ?? '') !== '';

describe('process locks (the embedded database)', () => {
  it('hold a key for the run only, and answer busy to a second run meanwhile', async () => {
    const locks = createProcessLocks();
    const inner: unknown[] = [];
    const outer = await locks.runExclusive('upload-1', async () => {
      inner.push(await locks.isHeld('upload-1'));
      inner.push(await locks.runExclusive('upload-1', async () => 'twice'));
      inner.push(await locks.runExclusive('upload-2', async () => 'other key'));
      return 'once';
    });
    expect(outer).toEqual({ ran: true, value: 'once' });
    expect(inner).toEqual([true, { ran: false }, { ran: true, value: 'other key' }]);
    expect(await locks.isHeld('upload-1')).toBe(false);
  });

  it('release the key when the run fails', async () => {
    const locks = createProcessLocks();
    await expect(locks.runExclusive('k', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await locks.isHeld('k')).toBe(false);
  });
});

describe.skipIf(!isPostgres)('advisory locks (PostgreSQL, several instances)', () => {
  let first: Database;
  let second: Database;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ first, second, drop } = await createTwoInstanceDatabase());
  });
  afterAll(async () => {
    await drop();
  });

  it('let one instance run a key while the other is told it is busy, then free it for the other', async () => {
    const a = createJobLocks(first, NAMESPACE);
    const b = createJobLocks(second, NAMESPACE);
    let release: () => void = () => undefined;
    const running = a.runExclusive(
      'upload-x',
      () => new Promise<string>((resolve) => (release = () => resolve('a'))),
    );
    await expect.poll(() => b.isHeld('upload-x')).toBe(true);
    expect(await b.runExclusive('upload-x', async () => 'b')).toEqual({ ran: false });
    expect(await b.runExclusive('upload-y', async () => 'b')).toEqual({ ran: true, value: 'b' });
    release();
    expect(await running).toEqual({ ran: true, value: 'a' });
    expect(await b.isHeld('upload-x')).toBe(false);
    expect(await b.runExclusive('upload-x', async () => 'b')).toEqual({ ran: true, value: 'b' });
  });

  it('stop holding when the holder’s connection dies, as when its process is killed', async () => {
    const holder = openPostgres((await createTestDatabaseUrl()) ?? '', 2, pino({ level: 'silent' }));
    const watcher = createJobLocks(first, NAMESPACE);
    let finish: () => void = () => undefined;
    const held = createJobLocks(holder, NAMESPACE).runExclusive(
      'upload-z',
      () => new Promise<void>((resolve) => (finish = resolve)),
    );
    await expect.poll(() => watcher.isHeld('upload-z')).toBe(true);
    // The server ends the holder's backend, as it does when the process on the other end is gone.
    await first.query(
      `SELECT pg_terminate_backend(pid) FROM pg_locks
        WHERE locktype = 'advisory' AND classid = $1::int4::oid AND objid = hashtext($2)::oid`,
      [NAMESPACE, 'upload-z'],
    );
    await expect.poll(() => watcher.isHeld('upload-z')).toBe(false);
    expect(await watcher.runExclusive('upload-z', async () => 'taken over')).toEqual({
      ran: true,
      value: 'taken over',
    });
    // The old holder's run still ends normally with its connection gone, and its process lives on.
    finish();
    expect(await held).toEqual({ ran: true, value: undefined });
    await holder.close();
  });

  async function createTestDatabaseUrl(): Promise<string | undefined> {
    const { rows } = await first.query<{ name: string }>('SELECT current_database() AS name');
    const url = new URL(process.env.TEST_DATABASE_URL ?? '');
    url.pathname = `/${rows[0]?.name ?? ''}`;
    return url.toString();
  }
});
