// The auto-planning tests' helper: a database that records its statements.
import type { Database } from '../../db/database';

/** `database` with every parameterised statement recorded (text and parameters), in order. */
export function recordingDatabase(database: Database) {
  const statements: { text: string; params: unknown[] }[] = [];
  const recorded: Database = {
    ...database,
    query<Row>(text: string, params: unknown[] = []) {
      statements.push({ text, params });
      return database.query<Row>(text, params);
    },
  };
  return { database: recorded, statements };
}
