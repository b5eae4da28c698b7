// The one Drizzle schema of the database, split by feature for readability. SQL migrations in
// ./migrations are the source of truth for the database; these table definitions mirror them.
import { appSettings } from './schema/platform';

export const schema = { appSettings };
export type Schema = typeof schema;
