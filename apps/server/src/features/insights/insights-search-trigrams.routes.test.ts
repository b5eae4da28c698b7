import { describe, expect, it } from 'vitest';
import { authHeaders } from '../auth/test-accounts';
import { useAdminWorld } from './insights-admin-fixture';
import { insertTestProject } from './test-support.repo';

// A search of three or more characters walks the projects containing the text's first three-character piece
// (migration 0119) instead of every project. Whatever writes the projects, that table must list exactly the
// pieces of each project's search text with the project's list-order fields, and a search must answer what a
// walk over every project would. The response cache is off so each answer is computed.
const w = useAdminWorld();

async function search(query: string): Promise<string[]> {
  const response = await w.t.app.inject({
    method: 'GET',
    url: `/insightapi/v1/search?query=${encodeURIComponent(query)}`,
    headers: authHeaders(w.admin, false),
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ projects: { name: string }[] }>().projects.map((project) => project.name);
}

/** What a walk over every project of the organisation answers: COMPLETED first, then by name, at most 50. */
async function walked(query: string): Promise<string[]> {
  const { rows } = await w.t.database.query<{ name: string }>(
    `SELECT name FROM projects
      WHERE org_id = $1 AND status <> 'SKIP_COMPUTATION' AND strpos(search_text, $2) > 0
      ORDER BY (status <> 'COMPLETED'), lower(name), id LIMIT 50`,
    [w.orgId, query.trim().toLowerCase()],
  );
  return rows.map((row) => row.name);
}

/** The table against the pieces recomputed from the projects themselves. */
async function expectTrigramsExact(): Promise<void> {
  const columns = `id::text || ' ' || org_id || ' ' || trigram || ' ' || completed_last || ' ' || sort_name
    || ' ' || status || ' ' || project_type || ' ' || search_text AS key`;
  const kept = await w.t.database.query<{ key: string }>(
    `SELECT ${columns} FROM project_search_trigrams ORDER BY key`,
  );
  const computed = await w.t.database.query<{ key: string }>(
    `SELECT ${columns} FROM (
       SELECT p.id, p.org_id, t.trigram, p.status <> 'COMPLETED' AS completed_last, lower(p.name) AS sort_name,
              p.status, p.project_type, p.search_text
         FROM projects p CROSS JOIN LATERAL project_search_trigrams_of(p.search_text) AS t(trigram)) x
     ORDER BY key`,
  );
  expect(kept.rows).toEqual(computed.rows);
}

describe('the project search through the pieces of migration 0119', () => {
  it('answers what a walk over every project answers, COMPLETED first and at most 50', async () => {
    for (let index = 0; index < 60; index++) {
      await insertTestProject(w.t.database, {
        orgId: w.orgId,
        name: `${['Helsinki', 'Berlin', 'Tokyo'][index % 3] ?? ''} Site ${index}`,
        country: index % 2 === 0 ? 'Finland' : 'Japan',
        city: 'São Paulo',
        status: index % 7 === 0 ? 'IN_PROGRESS' : 'COMPLETED',
      });
    }
    await insertTestProject(w.t.database, {
      orgId: w.orgId,
      name: 'Hidden Helsinki',
      status: 'SKIP_COMPUTATION',
    });
    await insertTestProject(w.t.database, { orgId: w.otherOrgId, name: 'Helsinki Elsewhere' });
    for (const query of ['hel', 'Site 1', ' TOKYO ', 'são p', 'o p', 'land', 'si', 'xyz', 'hel%']) {
      expect(await search(query), query).toEqual(await walked(query));
    }
    expect(await search('hel')).toHaveLength(20);
    expect(await search('site')).toHaveLength(50);
    await expectTrigramsExact();
  });

  it('follows renames, status and type changes, moves between organisations and deletions', async () => {
    const id = await insertTestProject(w.t.database, { orgId: w.orgId, name: 'Quokka Depot' });
    expect(await search('quokka')).toEqual(['Quokka Depot']);
    await w.t.database.query(`UPDATE projects SET name = 'Wombat Depot', city = 'Perth' WHERE id = $1`, [id]);
    expect(await search('quokka')).toEqual([]);
    expect(await search('wombat')).toEqual(['Wombat Depot']);
    expect(await search('perth')).toEqual(['Wombat Depot']);
    await w.t.database.query(`UPDATE projects SET status = 'SKIP_COMPUTATION' WHERE id = $1`, [id]);
    expect(await search('wombat')).toEqual([]);
    await w.t.database.query(
      `UPDATE projects SET status = 'COMPLETED', project_type = 'HYBRID' WHERE id = $1`,
      [id],
    );
    expect(await search('wombat')).toEqual(['Wombat Depot']);
    // An update that changes nothing searched keeps the rows as they were.
    await w.t.database.query(`UPDATE projects SET version = version + 1 WHERE id = $1`, [id]);
    expect(await search('wombat')).toEqual(['Wombat Depot']);
    await w.t.database.query(`UPDATE projects SET org_id = $2 WHERE id = $1`, [id, w.otherOrgId]);
    expect(await search('wombat')).toEqual([]);
    await w.t.database.query(`UPDATE projects SET org_id = $2 WHERE id = $1`, [id, w.orgId]);
    await expectTrigramsExact();
    await w.t.database.query(`DELETE FROM projects WHERE id = $1`, [id]);
    expect(await search('wombat')).toEqual([]);
    await expectTrigramsExact();
  });

  it('stays exact when one transaction inserts, changes and deletes the same projects', async () => {
    await w.t.database.withTransaction(async (tx) => {
      await tx.query(
        `INSERT INTO projects (id, org_id, esx_project_id, name) VALUES
           ('00000000-0000-4000-8000-000000000011', $1, 'n1', 'Numbat One'),
           ('00000000-0000-4000-8000-000000000012', $1, 'n2', 'Numbat Two')`,
        [w.orgId],
      );
      await tx.query(
        `UPDATE projects SET name = 'Numbat Uno' WHERE id = '00000000-0000-4000-8000-000000000011'`,
      );
      await tx.query(`DELETE FROM projects WHERE id = '00000000-0000-4000-8000-000000000012'`);
    });
    expect(await search('numbat')).toEqual(['Numbat Uno']);
    await expectTrigramsExact();
  });
});
