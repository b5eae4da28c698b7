// Test helpers for the heatmap routes (imported by *.test.ts files only).
import { randomUUID } from 'node:crypto';
import type { EsxProject } from '@airlens/esx';
import type { FloorSurvey } from '@airlens/heatmap';
import type { TestApp } from '../../test/test-app';
import { decodeFloorBlob } from './floor-blob';
import { heatmapsDerivation, type PreparedHeatmaps } from './heatmaps.derivation';

export interface SeededProject {
  projectId: string;
  version: number;
  prepared: PreparedHeatmaps;
  /** The first floor's id and its engine input, as the server will load it. */
  floorId: string;
  floor: FloorSurvey;
}

/**
 * A project row, its users and its heatmap data written the way an import writes them (derivation prepare →
 * blobs → insert). Until the uploads feature's import service can be called from tests, this stands in for it.
 */
export async function seedHeatmapProject(
  t: TestApp,
  input: {
    orgId: string;
    project: EsxProject;
    users?: { email: string; role: string }[];
    projectType?: string;
    status?: string;
    version?: number;
  },
): Promise<SeededProject> {
  const projectId = randomUUID();
  const version = input.version ?? 1;
  await t.database.query(
    `INSERT INTO projects (id, org_id, esx_project_id, name, project_type, status, version) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      projectId,
      input.orgId,
      randomUUID(),
      input.project.meta.name,
      input.projectType ?? 'MEASURED',
      input.status ?? 'COMPLETED',
      version,
    ],
  );
  for (const user of input.users ?? []) {
    await t.database.query('INSERT INTO project_users (project_id, username, role) VALUES ($1, $2, $3)', [
      projectId,
      user.email,
      user.role,
    ]);
  }
  const context = { projectId, version };
  const prepared = heatmapsDerivation.prepare(input.project, context);
  for (const blob of heatmapsDerivation.blobs(prepared, context)) {
    await t.blobs.put(blob.key, blob.bytes);
  }
  await heatmapsDerivation.insert(t.database, prepared, context);
  const first = prepared.floors[0];
  if (first === undefined) {
    throw new Error('the project has no floor with a usable scale');
  }
  return {
    projectId,
    version,
    prepared,
    floorId: first.floorPlanId,
    floor: decodeFloorBlob(first.bytes, first.contentHash),
  };
}
