// `npm run db:migrate`: applies pending migrations to the database `npm start` would use with the same
// environment (DATABASE_URL, else PGlite under DATA_DIR), then exits.
import { parseConfig } from '../config';
import { createLogger } from '../logger';
import { DataDirLockedError } from './lock';
import { migrate } from './migrate';
import { openConfiguredDatabase } from './open-database';

// npm runs workspace scripts inside the workspace; a relative DATA_DIR means the folder npm was started in,
// as it does for `npm start`.
process.chdir(process.env.INIT_CWD ?? process.cwd());
const config = parseConfig(process.env);
const logger = createLogger(config.logLevel);
try {
  const { database, release } = await openConfiguredDatabase(config, logger);
  try {
    const applied = await migrate(database);
    process.stdout.write(
      applied.length === 0
        ? 'The database is up to date.\n'
        : `Applied ${applied.length} migration(s): ${applied.join(', ')}\n`,
    );
  } finally {
    await database.close();
    release();
  }
} catch (error) {
  const message = error instanceof DataDirLockedError ? error.message : String(error);
  process.stderr.write(`Migration failed: ${message}\n`);
  process.exitCode = 1;
}
