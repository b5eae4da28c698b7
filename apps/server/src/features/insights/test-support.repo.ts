// Test support (imported by *.test.ts only): project rows the uploads feature would write, and a project's
// insights written through the real derivation.
import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/database';
import { buildKpiFixtureProject } from './insights-fixture';
import { insightsDerivation } from './insights.derivation';

/** Inserts a project of an organisation with its listed users; answers its id. */
export async function insertTestProject(
  database: Database,
  project: {
    orgId: string;
    name: string;
    country?: string | null;
    city?: string | null;
    latitude?: number | null;
    longitude?: number | null;
    projectType?: string;
    status?: string;
    lastSurveyDate?: string | null;
    users?: { username: string; role: string }[];
  },
): Promise<string> {
  const id = randomUUID();
  await database.query(
    `INSERT INTO projects (id, org_id, esx_project_id, name, country, city, latitude, longitude, project_type, status, last_survey_date)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [
      id,
      project.orgId,
      id,
      project.name,
      project.country ?? null,
      project.city ?? null,
      project.latitude ?? null,
      project.longitude ?? null,
      project.projectType ?? 'MEASURED',
      project.status ?? 'COMPLETED',
      project.lastSurveyDate ?? null,
    ],
  );
  for (const user of project.users ?? []) {
    await database.query('INSERT INTO project_users (project_id, username, role) VALUES ($1, $2, $3)', [
      id,
      user.username,
      user.role,
    ]);
  }
  return id;
}

/** Writes the hand-computed fixture's insights for a project, as an import would. */
export async function insertFixtureInsights(database: Database, projectId: string): Promise<void> {
  const prepared = insightsDerivation.prepare(buildKpiFixtureProject());
  await insightsDerivation.remove(database, projectId);
  await insightsDerivation.insert(database, prepared, { projectId });
}
