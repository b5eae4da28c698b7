/**
 * Multiplying seeded projects by SQL: the projects written through the import's writers are copied, with new
 * ids, names and row ids, `factor - 1` times over, so 100,000 projects (and their surveys, KPI rollups and
 * inventory) exist in minutes instead of the hour the writers would take. Each table is copied by one
 * INSERT … SELECT, all in one transaction; every column is copied as it is except the project id, the
 * sequence-numbered row ids (fresh from their sequences) and the project's name and .esx id. The copies'
 * access_points, radios and heatmap_floor_data stay empty (see PROJECT_TABLES).
 */
import type { Database, SqlSession } from '../../apps/server/src/db/database';

/**
 * The tables keyed by project that the writers fill and the insights views read, parents first. floor_plans
 * takes its row id from the copied floor_plan_row_ids row (the import does the same: a floor keeps its number
 * across versions). The editor's and heatmaps' tables (access_points, radios, heatmap_floor_data: 1.7 GB at
 * 100,000 projects) are left out: no insights answer reads them, and copying them would double the time.
 */
const PROJECT_TABLES = [
  'project_users',
  'insight_project_tags',
  'floor_plan_row_ids',
  'floor_plans',
  'surveys',
  'kpi_areas',
  'kpi_rollups',
  'kpi_project_days',
  'kpi_project_totals',
  'insight_device_counts',
] as const;

interface ColumnRow {
  column_name: string;
  column_default: string | null;
}

/** The columns of `table` a copy writes: generated ones (projects.search_text) compute themselves. */
async function columnsOf(tx: SqlSession, table: string): Promise<ColumnRow[]> {
  const { rows } = await tx.query<ColumnRow>(
    `SELECT column_name, column_default FROM information_schema.columns
      WHERE table_schema = current_schema() AND table_name = $1 AND is_generated = 'NEVER' ORDER BY ordinal_position`,
    [table],
  );
  if (rows.length === 0) {
    throw new Error(`no table ${table}`);
  }
  return rows;
}

/** A column numbered by a sequence (row ids): left out of the copy so each copy draws a fresh number. */
function isSequenced(column: ColumnRow): boolean {
  return column.column_default?.startsWith('nextval(') === true;
}

/** The INSERT … SELECT copying `table`'s rows of every source project to its copies (`c.dst`). */
async function copyStatement(tx: SqlSession, table: string): Promise<string> {
  const columns = (await columnsOf(tx, table)).filter((column) => !isSequenced(column));
  const names = columns.map((column) => `"${column.column_name}"`).join(', ');
  const values = columns
    .map((column) => {
      if (column.column_name === 'project_id') {
        return 'c.dst';
      }
      if (table === 'floor_plans' && column.column_name === 'row_id') {
        return `(SELECT r.row_id FROM floor_plan_row_ids r WHERE r.project_id = c.dst AND r.floor_plan_id = t.id)`;
      }
      return `t."${column.column_name}"`;
    })
    .join(', ');
  return `INSERT INTO ${table} (${names}) SELECT ${values} FROM ${table} t JOIN bench_copies c ON c.src = t.project_id`;
}

interface IndexRow {
  name: string;
  definition: string;
  constraint_type: string | null;
}

/**
 * Drops the indexes and key constraints of `table` and answers the statements rebuilding them: one index
 * build over millions of copied rows is several times faster than maintaining the index row by row.
 */
async function dropIndexes(tx: SqlSession, table: string): Promise<string[]> {
  const { rows } = await tx.query<IndexRow>(
    `SELECT i.relname AS name, pg_get_indexdef(i.oid) AS definition, c.contype::text AS constraint_type,
            CASE WHEN c.oid IS NULL THEN NULL ELSE pg_get_constraintdef(c.oid) END AS constraint_definition
       FROM pg_index x
       JOIN pg_class i ON i.oid = x.indexrelid
       LEFT JOIN pg_constraint c ON c.conindid = x.indexrelid AND c.conrelid = x.indrelid
      WHERE x.indrelid = $1::regclass`,
    [table],
  );
  const rebuild: string[] = [];
  for (const row of rows as (IndexRow & { constraint_definition: string | null })[]) {
    if (row.constraint_type !== null && row.constraint_definition !== null) {
      await tx.exec(`ALTER TABLE ${table} DROP CONSTRAINT "${row.name}"`);
      rebuild.push(`ALTER TABLE ${table} ADD CONSTRAINT "${row.name}" ${row.constraint_definition}`);
    } else {
      await tx.exec(`DROP INDEX "${row.name}"`);
      rebuild.push(row.definition);
    }
  }
  return rebuild;
}

/**
 * Copies every project in the database (the bench's one organisation, as seeded so far) until there are `factor` times as many. A copy's
 * name keeps its city and site words and takes the number `index + copy * seeded`, so names stay distinct
 * and searches match the same share of projects. Answers the number of projects afterwards.
 */
export async function multiplyProjects(database: Database, factor: number): Promise<number> {
  return database.withTransaction(async (tx) => {
    await tx.query(
      `CREATE TEMP TABLE bench_copies ON COMMIT DROP AS
         SELECT p.id AS src, gen_random_uuid() AS dst, k.copy
           FROM projects p CROSS JOIN generate_series(1, $1::int - 1) AS k(copy)`,
      [factor],
    );
    await tx.exec(`CREATE INDEX ON bench_copies (src); ANALYZE bench_copies`);
    const { rows: seeded } = await tx.query<{ count: number }>(`SELECT count(*)::int AS count FROM projects`);
    const projectColumns = (await columnsOf(tx, 'projects')).filter((column) => !isSequenced(column));
    const renamed: Record<string, string> = {
      id: 'c.dst',
      esx_project_id: 'c.dst::text',
      // "Helsinki HQ 12" copied as "Helsinki HQ 10012" with 10,000 seeded projects, copy 1.
      name: `regexp_replace(t.name, '[0-9]+$', '') || (coalesce(substring(t.name from '[0-9]+$'), '0')::bigint + c.copy * ${Number(seeded[0]?.count ?? 0)})::text`,
    };
    await tx.exec(
      `INSERT INTO projects (${projectColumns.map((column) => `"${column.column_name}"`).join(', ')})
       SELECT ${projectColumns.map((column) => renamed[column.column_name] ?? `t."${column.column_name}"`).join(', ')}
         FROM projects t JOIN bench_copies c ON c.src = t.id`,
    );
    // The projects' own triggers ran (the organisation's data version, the list counts of migration 0105).
    // The rows keyed by them are copies of consistent rows: no per-row foreign-key checks (superuser only).
    await tx.exec(`SET LOCAL session_replication_role = replica; SET LOCAL maintenance_work_mem = '256MB'`);
    for (const table of PROJECT_TABLES) {
      const copy = await copyStatement(tx, table);
      // floor_plans reads the copied floor_plan_row_ids by key while it is copied: keep that table's indexes.
      const rebuild = table === 'floor_plan_row_ids' ? [] : await dropIndexes(tx, table);
      await tx.exec(copy);
      for (const statement of rebuild) {
        await tx.exec(statement);
      }
    }
    // Back to normal before commit, where the projects' deferred triggers fire.
    await tx.exec(`SET LOCAL session_replication_role = origin`);
    const { rows } = await tx.query<{ count: number }>(`SELECT count(*)::int AS count FROM projects`);
    return Number(rows[0]?.count ?? 0);
  });
}
