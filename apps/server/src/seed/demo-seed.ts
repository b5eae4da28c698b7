import type { Logger } from 'pino';
import type { BlobStore } from '../blobs/blob-store';
import type { AppConfig } from '../config';
import type { Database } from '../db/database';
import type { JobQueue } from '../jobs/job-queue';

/** A sign-in account the README and the start-up banner show. */
export interface DemoAccount {
  email: string;
  password: string;
  shows: string;
}

export interface SeedContext {
  config: AppConfig;
  database: Database;
  blobs: BlobStore;
  logger: Logger;
  jobs?: JobQueue;
}

/** One step of the demo data; steps run in order, once, on an empty database. */
export interface SeedStep {
  name: string;
  run(context: SeedContext): Promise<DemoAccount[]>;
}

const SEEDED_KEY = 'demo_seeded_at';
// Instances that start together on one PostgreSQL seed once: the first seeds, the others wait and find it done.
const SEED_LOCK_KEY = 727_003;

/** Seeds the demo organisation on an empty database; returns the demo accounts (empty when already seeded). */
export async function seedDemoData(context: SeedContext, steps: SeedStep[]): Promise<DemoAccount[]> {
  return context.database.withSession(async (session) => {
    await session.query('SELECT pg_advisory_lock($1)', [SEED_LOCK_KEY]);
    try {
      return await seedOnce(context, steps);
    } finally {
      await session.query('SELECT pg_advisory_unlock($1)', [SEED_LOCK_KEY]);
    }
  });
}

async function seedOnce(context: SeedContext, steps: SeedStep[]): Promise<DemoAccount[]> {
  const { rows } = await context.database.query<{ key: string }>(
    'SELECT key FROM app_settings WHERE key = $1',
    [SEEDED_KEY],
  );
  if (rows.length > 0) {
    return [];
  }
  const accounts: DemoAccount[] = [];
  for (const step of steps) {
    context.logger.info({ step: step.name }, 'seeding demo data');
    accounts.push(...(await step.run(context)));
  }
  await context.database.query(
    'INSERT INTO app_settings (key, value) VALUES ($1, $2::jsonb) ON CONFLICT (key) DO NOTHING',
    [SEEDED_KEY, JSON.stringify(new Date().toISOString())],
  );
  return accounts;
}
