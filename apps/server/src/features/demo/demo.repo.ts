import type { Database } from '../../db/database';

/** Whether the organisation exists (the demo organisation is seeded; without it the demo shows nothing). */
export async function hasOrganization(database: Database, orgId: string): Promise<boolean> {
  const { rows } = await database.query<{ found: number }>(
    'SELECT 1 AS found FROM organizations WHERE id = $1',
    [orgId],
  );
  return rows.length > 0;
}
