// Several instances starting together on one PostgreSQL seed the demo once (so every instance may run with
// SEED_DEMO=true and serve the same tour). PGlite has one process per data directory, so this is PostgreSQL only.
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalBlobStore } from '../blobs/local-blob-store';
import { parseConfig } from '../config';
import type { Database } from '../db/database';
import { createTwoInstanceDatabase } from '../test/test-database';
import { seedDemoData, type SeedContext, type SeedStep } from './demo-seed';

const isPostgres = (process.env.TEST_DATABASE_URL ?? '') !== '';

describe.skipIf(!isPostgres)('seeding the demo from two instances at once', () => {
  let first: Database;
  let second: Database;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ first, second, drop } = await createTwoInstanceDatabase());
  });
  afterAll(async () => {
    await drop();
  });

  it('runs the steps once: one instance seeds, the other waits and finds it done', async () => {
    let runs = 0;
    const step: SeedStep = {
      name: 'count',
      async run() {
        runs += 1;
        // Long enough that the other instance arrives while this one is still seeding.
        await new Promise((resolve) => setTimeout(resolve, 300));
        return [{ email: 'a@example.com', password: 'p', shows: 'x' }];
      },
    };
    const contextOf = (database: Database): SeedContext => ({
      config: parseConfig({ NODE_ENV: 'test' }),
      database,
      blobs: createLocalBlobStore('/nonexistent'),
      logger: pino({ level: 'silent' }),
    });
    const answers = await Promise.all([
      seedDemoData(contextOf(first), [step]),
      seedDemoData(contextOf(second), [step]),
    ]);
    expect(runs).toBe(1);
    expect(answers.map((accounts) => accounts.length).sort()).toEqual([0, 1]);
  });
});
