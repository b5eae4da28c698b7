import type { Database } from '../../db/database';

/**
 * The insights data version of each given organisation (migration 0024), as text; an organisation whose data
 * never changed since the migration is absent (its version is '0').
 */
export async function readDataVersions(
  database: Database,
  orgIds: readonly string[],
): Promise<Map<string, string>> {
  const { rows } = await database.query<{ org_id: string; version: string }>(
    `SELECT org_id::text AS org_id, version::text AS version FROM insights_data_versions WHERE org_id = ANY($1::uuid[])`,
    [orgIds],
  );
  return new Map(rows.map((row) => [row.org_id, row.version]));
}
