// Test support (imported by *.test.ts only): project rows the uploads feature would write, and a project's
// insights written through the real derivation.
import type { EsxProject } from '@airlens/esx';
import type { Database } from '../../db/database';
import { insertProjectRow, insertProjectUser } from '../../test/factories.repo';
import { buildKpiFixtureProject } from './insights-fixture';
import { IMPORT_DERIVATIONS } from '../uploads/import-derivations';

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
  const id = await insertProjectRow(database, project);
  for (const user of project.users ?? []) {
    await insertProjectUser(database, id, user.username, user.role);
  }
  return id;
}

/** Writes the hand-computed fixture's derived rows for a project through every import derivation, as an import would. */
export async function insertFixtureInsights(
  database: Database,
  projectId: string,
  orgId: string,
  project: EsxProject = buildKpiFixtureProject(),
): Promise<void> {
  const context = { projectId, orgId, version: 1, projectType: 'MEASURED' };
  for (const derivation of IMPORT_DERIVATIONS) {
    const prepared = derivation.prepare(project, context);
    await derivation.remove(database, projectId);
    await derivation.insert(database, prepared, context);
  }
}
