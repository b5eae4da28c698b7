import type { Database } from '../db/database';

/**
 * Whether pg-boss (schema `schema`) holds a job of `name` with this singleton key that is still to run: created,
 * or waiting for a retry. An active job is not counted: its worker may have died with it.
 */
export async function hasWaitingJob(
  database: Database,
  schema: string,
  name: string,
  singletonKey: string,
): Promise<boolean> {
  const { rows } = await database.query<{ waiting: boolean }>(
    `SELECT EXISTS (
       SELECT 1 FROM ${schema}.job
        WHERE name = $1 AND singleton_key = $2 AND state IN ('created', 'retry')) AS waiting`,
    [name, singletonKey],
  );
  return rows[0]?.waiting === true;
}
