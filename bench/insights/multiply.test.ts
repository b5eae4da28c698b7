import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type Database } from '../../apps/server/src/db/database';
import { migrate } from '../../apps/server/src/db/migrate';
import { multiplyProjects } from './multiply';
import { buildTemplates, seed } from './seed';

// The bench's 100,000 projects are copies of a few seeded through the import's writers: each copy must be a
// project of its own (new id, name and row ids) with the same insights rows as its source.
let database: Database;

async function rows<Row>(text: string): Promise<Row[]> {
  return (await database.query<Row>(text)).rows;
}

/** Per project name with its number dropped: how many rows each insights table holds for it. */
const PER_PROJECT = `SELECT regexp_replace(p.name, '[0-9]+$', '') AS stem,
    (SELECT count(*) FROM surveys s WHERE s.project_id = p.id)::int AS surveys,
    (SELECT count(*) FROM kpi_rollups r WHERE r.project_id = p.id)::int AS rollups,
    (SELECT count(*) FROM kpi_project_days d WHERE d.project_id = p.id)::int AS days,
    (SELECT count(*) FROM kpi_project_totals t WHERE t.project_id = p.id)::int AS totals,
    (SELECT count(*) FROM kpi_areas a WHERE a.project_id = p.id)::int AS areas,
    (SELECT count(*) FROM floor_plans f WHERE f.project_id = p.id)::int AS floors,
    (SELECT count(*) FROM insight_device_counts c WHERE c.project_id = p.id)::int AS devices,
    (SELECT count(*) FROM project_users u WHERE u.project_id = p.id)::int AS users
  FROM projects p`;

beforeAll(async () => {
  database = await openPglite(undefined);
  await migrate(database);
  await seed(database, 3, buildTemplates().slice(0, 3));
}, 120_000);

afterAll(async () => {
  await database.close();
});

describe('multiplyProjects', () => {
  it('copies every project with its insights rows under new ids, names and row ids', async () => {
    const before = await rows<Record<string, unknown>>(`${PER_PROJECT} ORDER BY p.row_id`);
    const { version: versionBefore } = (
      await rows<{ version: string }>('SELECT max(version)::text AS version FROM insights_data_versions')
    )[0] ?? { version: '' };

    expect(await multiplyProjects(database, 4)).toBe(12);

    const projects = await rows<{ id: string; name: string; esx: string }>(
      'SELECT id::text AS id, name, esx_project_id AS esx FROM projects',
    );
    expect(new Set(projects.map((project) => project.id)).size).toBe(12);
    expect(new Set(projects.map((project) => project.name)).size).toBe(12);
    expect(projects.every((project) => project.esx === project.id)).toBe(true);
    // Each source's copies carry as many rows of every table as it does ("Helsinki HQ 0" → "Helsinki HQ 3").
    const after = await rows<Record<string, unknown>>(`${PER_PROJECT} ORDER BY p.row_id`);
    for (const source of before) {
      expect(after.filter((copy) => copy.stem === source.stem)).toEqual([source, source, source, source]);
    }
    const [floors] = await rows<{ mismatched: number; rowIds: number; count: number }>(
      `SELECT count(*) FILTER (WHERE f.row_id IS DISTINCT FROM r.row_id)::int AS mismatched,
              count(DISTINCT f.row_id)::int AS "rowIds", count(*)::int AS count
         FROM floor_plans f LEFT JOIN floor_plan_row_ids r ON r.project_id = f.project_id AND r.floor_plan_id = f.id`,
    );
    expect(floors?.mismatched).toBe(0);
    expect(floors?.rowIds).toBe(floors?.count);
    // The projects' own triggers ran: the list counts know every copy and the cached answers are stale.
    const [counted] = await rows<{ projects: number }>(
      'SELECT sum(projects)::int AS projects FROM insights_project_counts',
    );
    expect(counted?.projects).toBe(12);
    const [{ version } = { version: '' }] = await rows<{ version: string }>(
      'SELECT max(version)::text AS version FROM insights_data_versions',
    );
    expect(BigInt(version)).toBeGreaterThan(BigInt(versionBefore));
  });
});
