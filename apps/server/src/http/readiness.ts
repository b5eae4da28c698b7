import type { Database } from '../db/database';
import { isFullyMigrated } from '../db/migrate';

/** Ready = the database answers now and the schema is current (checked until first true, then cached). */
export function createReadinessCheck(database: Database): () => Promise<boolean> {
  let isMigrated = false;
  return async () => {
    try {
      if (!(await database.ping())) {
        return false;
      }
      if (!isMigrated) {
        isMigrated = await isFullyMigrated(database);
      }
      return isMigrated;
    } catch {
      return false;
    }
  };
}
