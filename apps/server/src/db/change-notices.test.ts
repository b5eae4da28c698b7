import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
