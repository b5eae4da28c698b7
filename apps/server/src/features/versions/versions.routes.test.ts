import type { ProjectVersion, VersionDiff, VersionRestoreAnswer } from '@airlens/contract';
import {
  convertControllerArchive,
  generateProject,
  readEsx,
  writeEsx,
  type EsxEntity,
  type EsxProject,
} from '@airlens/esx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addProjectUser } from '../../test/factories';
import { authHeaders, createTestOrg, type TestSession } from '../auth/test-accounts';
import { campusMembers, tarGz } from '../controller-archive/controller-archive.test-fixtures';
import { createUploadsTestApp, uploadBytes, waitForFinalStatus } from '../uploads/uploads.test-helpers';

type Setup = Awaited<ReturnType<typeof createUploadsTestApp>>;

/** A hybrid project (planned radios and surveys): 2 floors, 6 planned APs and the APs its surveys heard. */
const first = readEsx(
  writeEsx(
    generateProject({
      floors: 2,
      aps: 6,
      surveys: 2,
      scansPerSurvey: 30,
      maxImagePixels: 300,
      seed: 41,
      kind: 'hybrid',
    }),
  ),
);
const firstBytes = writeEsx(first);
const movedAp = first.accessPoints.find((ap) => ap.location !== undefined);
const floorOfMoved = first.floorPlans.find((plan) => plan.id === movedAp?.location?.floorPlanId);

/** The same project with one AP moved by 2 m along x and one AP added (a copy of it, 10 m away). */
function secondVersion(project: EsxProject): Uint8Array {
  const scale = floorOfMoved?.metersPerUnit ?? Number.NaN;
  const collections = new Map(
    [...project.collections].map(([name, entities]) => [name, structuredClone(entities)]),
  );
  const aps = collections.get('accessPoints') ?? [];
  const target = aps.find((ap) => ap.id === movedAp?.id) as EsxEntity & {
    location: { coord: { x: number; y: number } };
  };
  const copy = structuredClone(target);
  target.location.coord.x += 2 / scale;
  copy.id = 'c0ffee00-0000-4000-8000-000000000001';
  copy.name = 'Added AP';
  copy.location.coord.x += 10 / scale;
  aps.push(copy);
  return writeEsx({ archiveVersion: project.archiveVersion, collections, binaries: project.binaries });
}

describe('version history', () => {
  let s: Setup;
  let projectId: string;
  let reader: TestSession;
  let writer: TestSession;
  let member: TestSession;
  let outsider: TestSession;

  const get = (url: string, session: TestSession = s.session) =>
    s.t.app.inject({ method: 'GET', url, headers: authHeaders(session) });
  const versionsOf = async (session: TestSession = s.session) =>
    (await get(`/projectapi/v1/projects/${projectId}/versions`, session)).json<ProjectVersion[]>();
  const restore = (version: number, session: TestSession) =>
    s.t.app.inject({
      method: 'POST',
      url: `/projectapi/v1/projects/${projectId}/versions/${version}/restore`,
      headers: authHeaders(session),
    });
  const download = (query: string, session: TestSession = s.session) =>
    get(`/esxfileapi/v1/projects/${projectId}/download${query}`, session);
  const apsOf = (project: EsxProject) =>
    project.accessPoints
      .map((ap) => ({ id: ap.id, name: ap.name, location: ap.location }))
      .sort((a, b) => a.id.localeCompare(b.id));

  beforeAll(async () => {
    s = await createUploadsTestApp({ env: { VERSION_RETENTION: '3' } });
    const firstUpload = await waitForFinalStatus(
      s.t,
      s.session,
      await uploadBytes(s.t, s.session, firstBytes),
    );
    expect(firstUpload.status).toBe('COMMITTED');
    projectId = firstUpload.projectId ?? '';
    const second = await waitForFinalStatus(
      s.t,
      s.session,
      await uploadBytes(s.t, s.session, secondVersion(first)),
    );
    expect(second).toMatchObject({ status: 'COMMITTED', projectId });
    ({ session: reader } = await s.signInNew());
    ({ session: writer } = await s.signInNew());
    ({ session: member } = await s.signInNew());
    const otherOrg = await s.signInNew({ orgId: await createTestOrg(s.t) });
    outsider = otherOrg.session;
    for (const [session, role] of [
      [reader, 'READ_USER'],
      [writer, 'WRITE_USER'],
    ] as const) {
      await addProjectUser(s.t, projectId, (await whoAmI(session)).email, role);
    }
  });

  async function whoAmI(session: TestSession): Promise<{ email: string }> {
    return (await get('/userapi/v1/users/who-am-i', session)).json<{ email: string }>();
  }

  afterAll(async () => {
    await s.t.close();
  });

  it('lists two uploads as two versions, newest first, with who and what', async () => {
    const versions = await versionsOf(reader);
    const uploader = (await whoAmI(s.session)).email;
    expect(versions.map((v) => [v.version, v.source, v.createdBy])).toEqual([
      [2, 'UPLOAD', uploader],
      [1, 'UPLOAD', uploader],
    ]);
    // Every AP of the file counts, placed or only heard in the surveys.
    const aps = first.accessPoints.length;
    expect(versions[0]?.summary).toBe(`Uploaded site.esx: 2 floors, ${aps + 1} APs`);
    expect(versions[1]?.summary).toBe(`Uploaded site.esx: 2 floors, ${aps} APs`);
    expect(Number.isNaN(Date.parse(versions[0]?.createdAt ?? ''))).toBe(false);
  });

  it('diffs version 1 to 2: the added AP and the AP moved by 2 m, nothing else', async () => {
    const response = await get(`/projectapi/v1/projects/${projectId}/versions/1/diff/2`, reader);
    expect(response.statusCode).toBe(200);
    const diff = response.json<VersionDiff>();
    expect(diff.accessPoints.added.map((ap) => ap.name)).toEqual(['Added AP']);
    expect(diff.accessPoints.removed).toEqual([]);
    expect(diff.accessPoints.moved).toHaveLength(1);
    expect(diff.accessPoints.moved[0]).toMatchObject({ id: movedAp?.id, name: movedAp?.name });
    expect(diff.accessPoints.moved[0]?.distanceMeters).toBeCloseTo(2, 1);
    expect(diff.accessPoints.moved[0]?.from).toEqual(movedAp?.location);
    expect(diff.accessPoints.changed).toEqual([]);
    expect(diff.walls).toEqual({ added: [], removed: [] });
    // The other way round the added AP is removed.
    const back = (await get(`/projectapi/v1/projects/${projectId}/versions/2/diff/1`)).json<VersionDiff>();
    expect(back.accessPoints.removed.map((ap) => ap.name)).toEqual(['Added AP']);
  });

  it('downloads version 1 with the first file’s APs, and the current version without ?version', async () => {
    const old = await download('?version=1', reader);
    expect(old.statusCode).toBe(200);
    expect(old.headers['content-disposition']).toContain('version%201');
    expect(apsOf(readEsx(old.rawPayload))).toEqual(apsOf(first));
    const current = await download('');
    expect(apsOf(readEsx(current.rawPayload))).toHaveLength(first.accessPoints.length + 1);
    expect((await download('?version=9')).statusCode).toBe(404);
  });

  it('refuses readers a restore (403) and makes version 3 equal to 1 for a writer', async () => {
    expect((await restore(1, reader)).statusCode).toBe(403);
    const response = await restore(1, writer);
    expect(response.statusCode).toBe(202);
    const answer = response.json<VersionRestoreAnswer>();
    expect(answer).toMatchObject({ projectId, restoredVersion: 1 });
    expect((await waitForFinalStatus(s.t, writer, answer.fileUploadId)).status).toBe('COMMITTED');
    const versions = await versionsOf();
    expect(versions[0]).toMatchObject({
      version: 3,
      source: 'RESTORE',
      createdBy: (await whoAmI(writer)).email,
    });
    expect(versions[0]?.summary).toBe(`Restored version 1: 2 floors, ${first.accessPoints.length} APs`);
    const diff = (await get(`/projectapi/v1/projects/${projectId}/versions/1/diff/3`)).json<VersionDiff>();
    expect(diff.accessPoints).toEqual({ added: [], removed: [], moved: [], changed: [] });
    expect(apsOf(readEsx((await download('')).rawPayload))).toEqual(apsOf(first));
    // The derived tables follow the restored version: the added AP is gone from the batch call too.
    const batch = (await get(`/projectapi/v1/projects/${projectId}/batch?poTypes=ACCESS_POINT`)).json<{
      accessPoints: { id: string }[];
    }>();
    expect(batch.accessPoints).toHaveLength(first.accessPoints.length);
  });

  it('prunes versions beyond VERSION_RETENTION (3): documents, members, blobs and history of version 1', async () => {
    const upload = await uploadBytes(s.t, s.session, secondVersion(first));
    expect((await waitForFinalStatus(s.t, s.session, upload)).status).toBe('COMMITTED');
    expect((await versionsOf()).map((v) => v.version)).toEqual([4, 3, 2]);
    expect((await download('?version=1')).statusCode).toBe(404);
    const diff = await get(`/projectapi/v1/projects/${projectId}/versions/1/diff/4`);
    expect(diff.statusCode).toBe(404);
    expect(diff.json<{ message: string }>().message).toContain('no version 1');
    expect((await restore(1, writer)).statusCode).toBe(404);
    const { rows } = await s.t.database.query<{ version: number }>(
      `SELECT DISTINCT version FROM project_documents WHERE project_id = $1
       UNION SELECT DISTINCT version FROM project_members WHERE project_id = $1 ORDER BY version`,
      [projectId],
    );
    expect(rows.map((row) => row.version)).toEqual([2, 3, 4]);
    const member = first.binaries.keys().next().value ?? '';
    await expect.poll(() => s.t.blobs.exists(`projects/${projectId}/v1/members/${member}`)).toBe(false);
    expect(await s.t.blobs.exists(`projects/${projectId}/v2/members/${member}`)).toBe(true);
  });

  it('records the upload of a converted controller archive as a CONVERSION', async () => {
    const converted = convertControllerArchive(tarGz(campusMembers()), { projectName: 'Campus' });
    const upload = await waitForFinalStatus(s.t, s.session, await uploadBytes(s.t, s.session, converted.esx));
    expect(upload.status).toBe('COMMITTED');
    const versions = (await get(`/projectapi/v1/projects/${upload.projectId ?? ''}/versions`)).json<
      ProjectVersion[]
    >();
    expect(versions.map((v) => [v.version, v.source])).toEqual([[1, 'CONVERSION']]);
    // The campus fixture: three floors, one planned AP.
    expect([converted.project.floorPlans.length, converted.project.accessPoints.length]).toEqual([3, 1]);
    expect(versions[0]?.summary).toBe('Converted site.esx: 3 floors, 1 AP');
  });

  it('answers 404 on every route to members without a share and to other organisations', async () => {
    for (const session of [member, outsider]) {
      for (const url of [
        `/projectapi/v1/projects/${projectId}/versions`,
        `/projectapi/v1/projects/${projectId}/versions/2/diff/3`,
        `/esxfileapi/v1/projects/${projectId}/download?version=2`,
      ]) {
        expect((await get(url, session)).statusCode, url).toBe(404);
      }
      expect((await restore(2, session)).statusCode).toBe(404);
    }
    expect((await get(`/projectapi/v1/projects/not-a-uuid/versions`)).statusCode).toBe(404);
    expect((await get(`/projectapi/v1/projects/${projectId}/versions/x/diff/2`)).statusCode).toBe(400);
  });
});
