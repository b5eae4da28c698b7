// Test helpers for the heatmap routes (imported by *.test.ts files only).
import { randomUUID } from 'node:crypto';
import { generateProject, type EsxProject } from '@airlens/esx';
import type { FloorSurvey } from '@airlens/heatmap';
import { insertProjectRow, insertProjectUser } from '../../test/factories.repo';
import type { TestApp } from '../../test/test-app';
import {
  authHeaders,
  createTestAccount,
  createTestOrg,
  signIn,
  type TestSession,
} from '../auth/test-accounts';
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
  const version = input.version ?? 1;
  const projectId = await insertProjectRow(t.database, {
    orgId: input.orgId,
    esxProjectId: randomUUID(),
    name: input.project.meta.name,
    projectType: input.projectType ?? 'MEASURED',
    status: input.status ?? 'COMPLETED',
    version,
  });
  for (const user of input.users ?? []) {
    await insertProjectUser(t.database, projectId, user.email, user.role);
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

/** Signed-in callers and seeded projects shared by the heatmap API tests. */
export interface HeatmapWorld {
  orgId: string;
  /** OWNER of every seeded project (listed with a differently cased e-mail: roles match without case). */
  owner: TestSession;
  ownerEmail: string;
  /** Organisation admin without a role on the projects. */
  orgAdmin: TestSession;
  /** Member of the organisation without a role on the projects. */
  colleague: TestSession;
  /** Admin of another organisation. */
  outsiderAdmin: TestSession;
  measured: SeededProject;
  design: SeededProject;
  deleting: SeededProject;
}

/** Two organisations, four callers and a measured, a design-only and a DELETE_REQUESTED project. */
export async function createHeatmapWorld(t: TestApp): Promise<HeatmapWorld> {
  const orgId = await createTestOrg(t);
  const otherOrgId = await createTestOrg(t);
  const ownerAccount = await createTestAccount(t, { orgId, email: `owner-${orgId.slice(0, 8)}@example.com` });
  const owner = await signIn(t.app, ownerAccount);
  const orgAdmin = await signIn(t.app, await createTestAccount(t, { orgId, orgAdmin: true }));
  const colleague = await signIn(t.app, await createTestAccount(t, { orgId }));
  const outsiderAdmin = await signIn(
    t.app,
    await createTestAccount(t, { orgId: otherOrgId, orgAdmin: true }),
  );
  const users = [{ email: ownerAccount.email.toUpperCase(), role: 'OWNER' }];
  const measuredProject = generateProject({
    kind: 'measured',
    floors: 1,
    aps: 6,
    surveys: 2,
    scansPerSurvey: 150,
    seed: 7,
    maxImagePixels: 400,
  });
  const measured = await seedHeatmapProject(t, {
    orgId,
    users,
    project: measuredProject,
  });
  const design = await seedHeatmapProject(t, {
    orgId,
    users,
    projectType: 'SIMULATED',
    project: generateProject({ kind: 'simulated', floors: 1, aps: 6, seed: 8, maxImagePixels: 400 }),
  });
  const deleting = await seedHeatmapProject(t, {
    orgId,
    users,
    status: 'DELETE_REQUESTED',
    // Another project row with the same content: only its status differs.
    project: measuredProject,
  });
  return {
    orgId,
    owner,
    ownerEmail: ownerAccount.email,
    orgAdmin,
    colleague,
    outsiderAdmin,
    measured,
    design,
    deleting,
  };
}

/** The heatmap URL of a seeded project's first floor (or another floor id), with an optional query string. */
export function heatmapUrl(project: SeededProject, floorId = project.floorId, query = ''): string {
  return `/heatmapapi/v1/projects/${project.projectId}/floor-plans/${floorId}/heatmap${query}`;
}

/** POSTs a heatmap request as a signed-in caller (or anonymously with null). */
export function postHeatmap(
  t: TestApp,
  session: TestSession | null,
  url: string,
  payload: unknown,
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...(session === null ? {} : authHeaders(session)), ...headers },
    payload: payload as Record<string, unknown>,
  });
}
