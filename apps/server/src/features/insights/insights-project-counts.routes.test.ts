import { describe, expect, it } from 'vitest';
import { authHeaders, type TestSession } from '../auth/test-accounts';
import { useAdminWorld } from './insights-admin-fixture';
import { insertTestProject } from './test-support.repo';

// An org admin's unfiltered project list takes its total from the counts migration 0105 keeps per
// organisation, type and status. Whatever writes the projects, the total must equal what a count over the
// projects says, and the counts must equal the projects table's own grouping after every kind of change.
// The response cache is off so each total is computed.
const w = useAdminWorld();

interface Page {
  totalElements: number;
  totalPages: number;
  content: { project: { name: string } }[];
}

async function total(session: TestSession, query = '', pageNumber = 0): Promise<number> {
  const response = await w.t.app.inject({
    method: 'GET',
    url: `/insightapi/v1/projects?page=${pageNumber}&size=2${query}`,
    headers: authHeaders(session, false),
  });
  expect(response.statusCode).toBe(200);
  const page = response.json<Page>();
  expect(page.totalPages).toBe(Math.ceil(page.totalElements / 2));
  return page.totalElements;
}

/** The counts table against the projects table's own grouping (rows at zero count as absent). */
async function expectCountsExact(): Promise<void> {
  const kept = await w.t.database.query<{ key: string; projects: number }>(
    `SELECT org_id || ' ' || project_type || ' ' || status AS key, projects::int AS projects
       FROM insights_project_counts WHERE projects <> 0 ORDER BY key`,
  );
  const counted = await w.t.database.query<{ key: string; projects: number }>(
    `SELECT org_id || ' ' || project_type || ' ' || status AS key, count(*)::int AS projects
       FROM projects GROUP BY org_id, project_type, status ORDER BY key`,
  );
  expect(kept.rows).toEqual(counted.rows);
}

describe('the project list total of an org admin (migration 0105 counts)', () => {
  it('counts every listed project: any type and status but SKIP_COMPUTATION', async () => {
    expect(await total(w.admin)).toBe(0);
    await insertTestProject(w.t.database, { orgId: w.orgId, name: 'Alpha' });
    await insertTestProject(w.t.database, { orgId: w.orgId, name: 'Beta', status: 'DELETE_REQUESTED' });
    await insertTestProject(w.t.database, { orgId: w.orgId, name: 'Gamma', projectType: 'SIMULATED' });
    await insertTestProject(w.t.database, { orgId: w.orgId, name: 'Hidden', status: 'SKIP_COMPUTATION' });
    await insertTestProject(w.t.database, { orgId: w.otherOrgId, name: 'Elsewhere' });
    expect(await total(w.admin)).toBe(3);
    expect(await total(w.otherAdmin)).toBe(1);
    // The same total as the counting query a text filter takes (every name here contains an 'a' or 'e').
    expect(await total(w.admin, '&query=a')).toBe(3);
    await expectCountsExact();
  });

  it('follows status and type changes, moves between organisations and deletions', async () => {
    const id = await insertTestProject(w.t.database, { orgId: w.orgId, name: 'Delta' });
    expect(await total(w.admin)).toBe(4);
    await w.t.database.query(`UPDATE projects SET status = 'SKIP_COMPUTATION' WHERE id = $1`, [id]);
    expect(await total(w.admin)).toBe(3);
    await w.t.database.query(
      `UPDATE projects SET status = 'COMPLETED', project_type = 'HYBRID' WHERE id = $1`,
      [id],
    );
    expect(await total(w.admin)).toBe(4);
    await w.t.database.query(`UPDATE projects SET org_id = $2 WHERE id = $1`, [id, w.otherOrgId]);
    expect(await total(w.admin)).toBe(3);
    expect(await total(w.otherAdmin)).toBe(2);
    await w.t.database.query(`UPDATE projects SET name = 'Delta Two' WHERE id = $1`, [id]);
    expect(await total(w.otherAdmin)).toBe(2);
    await w.t.database.query(`DELETE FROM projects WHERE id = $1`, [id]);
    expect(await total(w.otherAdmin)).toBe(1);
    await expectCountsExact();
  });

  it('stays exact when one transaction inserts, changes and deletes the same projects', async () => {
    await w.t.database.withTransaction(async (tx) => {
      await tx.query(
        `INSERT INTO projects (id, org_id, esx_project_id, name) VALUES
           ('00000000-0000-4000-8000-000000000001', $1, 'e1', 'Epsilon'),
           ('00000000-0000-4000-8000-000000000002', $1, 'e2', 'Zeta')`,
        [w.orgId],
      );
      await tx.query(
        `UPDATE projects SET status = 'SKIP_COMPUTATION' WHERE id = '00000000-0000-4000-8000-000000000001'`,
      );
      await tx.query(
        `UPDATE projects SET status = 'COMPLETED' WHERE id = '00000000-0000-4000-8000-000000000001'`,
      );
      await tx.query(`DELETE FROM projects WHERE id = '00000000-0000-4000-8000-000000000002'`);
    });
    expect(await total(w.admin)).toBe(4);
    await expectCountsExact();
  });

  it('answers the same total on a page past the end, which has no row to carry it', async () => {
    // The count rides in the page's statement; a page with no project is counted by itself.
    expect(await total(w.admin, '', 0)).toBe(4);
    expect(await total(w.admin, '', 1)).toBe(4);
    expect(await total(w.admin, '', 9)).toBe(4);
    expect(await total(w.admin, '&frequencyBand=TWO&startDate=2025-01-01&endDate=2025-12-31', 9)).toBe(4);
  });

  it('counts a rolled-back transaction not at all', async () => {
    await expect(
      w.t.database.withTransaction(async (tx) => {
        await tx.query(
          `INSERT INTO projects (org_id, id, esx_project_id, name) VALUES ($1, gen_random_uuid(), 'e3', 'Eta')`,
          [w.orgId],
        );
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await total(w.admin)).toBe(4);
    await expectCountsExact();
  });
});
