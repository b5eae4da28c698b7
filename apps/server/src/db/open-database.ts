import { join } from 'node:path';
import type { Logger } from 'pino';
import type { AppConfig } from '../config';
import { openPglite, openPostgres, type Database } from './database';
import { acquireDataDirLock } from './lock';

/** An open database and how to let go of the data directory afterwards. */
export interface OpenedDatabase {
  database: Database;
  release: () => void;
}

/**
 * Opens the database the configuration names: PostgreSQL at DATABASE_URL, else the embedded PGlite under
 * DATA_DIR/db, holding the data directory's lock so a second process cannot open it at the same time.
 */
export async function openConfiguredDatabase(config: AppConfig, logger: Logger): Promise<OpenedDatabase> {
  if (config.databaseUrl !== undefined) {
    return {
      database: openPostgres(config.databaseUrl, config.databasePoolSize, logger),
      release: () => undefined,
    };
  }
  const lock = acquireDataDirLock(config.dataDir);
  try {
    return { database: await openPglite(join(config.dataDir, 'db')), release: lock.release };
  } catch (error) {
    lock.release();
    throw error;
  }
}
