import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parseConfig } from '../config';
import { createSessionService, type SessionService } from '../features/auth/sessions.service';
import { createTestDatabase } from '../test/test-database';
import { openChangeNotices, type ChangeNotice, type ChangeNotices } from './change-notices';
import type { Database } from './database';
import { insertBareUser } from '../test/factories.repo';

async function waitFor(check: () => boolean | Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (!(await check())) {
    if (Date.now() > deadline) {
      throw new Error(`never: ${what}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

// LISTEN/NOTIFY between processes exists on PostgreSQL only (PGlite is one process: nothing to tell).
describe.skipIf(!process.env.TEST_DATABASE_URL)('change notices on PostgreSQL LISTEN/NOTIFY', () => {
  let database: Database;
  let drop: () => Promise<void>;
  let first: ChangeNotices;
  let second: ChangeNotices;

  beforeAll(async () => {
    const created = await createTestDatabase();
    database = created.database;
    drop = created.drop;
    const url = created.databaseUrl ?? '';
    first = await openChangeNotices(url, pino({ level: 'silent' }));
    second = await openChangeNotices(url, pino({ level: 'silent' }));
  });
  afterAll(async () => {
    await first.close();
    await second.close();
    await drop();
  });

  it('delivers a notice to the other instance, not back to its sender, and only to its topic', async () => {
    const heardByFirst: ChangeNotice[] = [];
    const heardBySecond: ChangeNotice[] = [];
    const otherTopic: ChangeNotice[] = [];
    first.subscribe('t', (notice) => heardByFirst.push(notice));
    second.subscribe('t', (notice) => heardBySecond.push(notice));
    second.subscribe('other', (notice) => otherTopic.push(notice));
    await first.publish('t', 'hello');
    await waitFor(() => heardBySecond.length === 1, 'the second instance hears the notice');
    expect(heardBySecond[0]).toMatchObject({ kind: 'notice', topic: 't', payload: 'hello' });
    // A later notice from the second arrives at the first; had the first heard itself, it would hold two.
    await second.publish('t', 'back');
    await waitFor(() => heardByFirst.length === 1, 'the first instance hears the reply');
    expect(heardByFirst).toEqual([expect.objectContaining({ payload: 'back' })]);
    expect(otherTopic).toEqual([]);
  });

  it('sends concurrent notices one at a time, and an equal notice still waiting is sent once', async () => {
    // Every state-changing request publishes; they overlap, and pg refuses overlapping queries on one client.
    let inFlight = 0;
    let mostInFlight = 0;
    const query = pg.Client.prototype.query as (...values: unknown[]) => unknown;
    function countingQuery(this: pg.Client, ...args: unknown[]): unknown {
      const result = query.apply(this, args);
      if (typeof args[0] === 'string' && args[0].includes('pg_notify') && result instanceof Promise) {
        inFlight += 1;
        mostInFlight = Math.max(mostInFlight, inFlight);
        result.then(
          () => (inFlight -= 1),
          () => (inFlight -= 1),
        );
      }
      return result;
    }
    const spy = vi.spyOn(pg.Client.prototype, 'query').mockImplementation(countingQuery);
    const heard: string[] = [];
    second.subscribe('busy', (notice) => heard.push(notice.kind === 'notice' ? notice.payload : 'reset'));
    try {
      await Promise.all([
        ...Array.from({ length: 10 }, (_, index) => first.publish('busy', `n${index}`)),
        ...Array.from({ length: 10 }, () => first.publish('busy', 'same')),
      ]);
    } finally {
      spy.mockRestore();
    }
    await waitFor(() => heard.length >= 11, 'the second instance hears every notice');
    expect(mostInFlight).toBe(1);
    expect(heard.filter((payload) => payload === 'same')).toHaveLength(1);
    expect(heard.filter((payload) => payload !== 'same')).toEqual(
      Array.from({ length: 10 }, (_, index) => `n${index}`),
    );
  });

  it('a session ended on one instance stops resolving on another that had cached it', async () => {
    const config = parseConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
    const now = () => new Date();
    const onA: SessionService = createSessionService({ database, config, now, notices: first });
    const onB: SessionService = createSessionService({ database, config, now, notices: second });
    const userId = await insertBareUser(database, { email: 'notice@example.com', name: 'N' });
    const issued = await onA.startSession({ userId });
    expect(await onB.resolveSession(issued.sessionId)).not.toBeNull();
    await onA.endSession(issued.sessionId);
    // Without the notice B would trust its cached lookup for its whole TTL (5 s); the wait is well under it.
    await waitFor(async () => (await onB.resolveSession(issued.sessionId)) === null, 'B forgets the session');
  });
});
