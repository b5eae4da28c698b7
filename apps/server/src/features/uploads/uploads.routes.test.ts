import { generateProject, readEsx, writeEsx } from '@airlens/esx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders } from '../auth/test-accounts';
import {
  createUploadsTestApp,
  importedCounts,
  initiate,
  putContent,
  smallEsx,
  uploadBytes,
  waitForFinalStatus,
} from './uploads.test-helpers';

type Setup = Awaited<ReturnType<typeof createUploadsTestApp>>;

describe('upload endpoints', () => {
  let s: Setup;
  beforeAll(async () => {
    s = await createUploadsTestApp({ env: { UPLOAD_LIMIT_BYTES: String(2 * 1024 * 1024) } });
  });
  afterAll(async () => {
    await s.t.close();
  });

  it('initiates with a same-server PUT url and the upload id', async () => {
    const response = await initiate(s.t, s.session);
    expect(response.statusCode).toBe(200);
    const body = response.json<{ url: string; fileUploadId: string }>();
    expect(body.fileUploadId).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.url).toBe(`/esxfileapi/v1/projects/upload/${body.fileUploadId}/content`);
    const status = await s.t.app.inject({
      method: 'GET',
      url: `/esxfileapi/v1/projects/upload/status?fileUploadId=${body.fileUploadId}`,
      headers: authHeaders(s.session),
    });
    expect(status.json()).toEqual({
      status: 'IN_PROGRESS',
      projectId: null,
      rollbackReason: null,
      projectName: null,
    });
  });

  it('imports a generated measured project: COMMITTED with every table filled', async () => {
    const project = generateProject({
      floors: 2,
      aps: 6,
      surveys: 3,
      scansPerSurvey: 40,
      maxImagePixels: 400,
      seed: 11,
      kind: 'measured',
    });
    const bytes = writeEsx(project);
    const id = await uploadBytes(s.t, s.session, bytes, {
      fileName: 'hq.esx',
      fileExtension: 'esx',
      city: 'Helsinki',
      country: 'Finland',
      latitude: 60.1699,
      longitude: 24.9384,
    });
    const answer = await waitForFinalStatus(s.t, s.session, id);
    expect(answer).toMatchObject({ status: 'COMMITTED', rollbackReason: null });
    expect(answer.projectId).toMatch(/^[0-9a-f-]{36}$/);
    const projectId = answer.projectId ?? '';
    const expected = readEsx(bytes);
    expect(answer.projectName).toBe(expected.meta.name);
    const counts = await importedCounts(s.t, projectId);
    const documentCount = [...expected.collections.values()].reduce(
      (sum, entities) => sum + entities.length,
      0,
    );
    expect(counts).toEqual({
      projects: 1,
      documents: documentCount,
      members: expected.binaries.size,
      floorPlans: 2,
      accessPoints: expected.accessPoints.length,
      radios: expected.measuredRadios.length + expected.simulatedRadios.length,
      surveys: 3,
      projectUsers: 1,
    });
    const { rows } = await s.t.database.query<Record<string, unknown>>(
      'SELECT name, project_type, version, city, country, latitude, longitude, esx_project_id, status, last_survey_date::text AS last_survey_date FROM projects WHERE id = $1',
      [projectId],
    );
    const lastSurvey = Math.max(...expected.surveys.map((survey) => survey.startTimeMs));
    expect(rows[0]).toEqual({
      name: expected.meta.name,
      project_type: 'MEASURED',
      version: 1,
      city: 'Helsinki',
      country: 'Finland',
      latitude: 60.1699,
      longitude: 24.9384,
      esx_project_id: expected.meta.id,
      status: 'COMPLETED',
      last_survey_date: new Date(lastSurvey).toISOString().slice(0, 10),
    });
    const owners = await s.t.database.query(
      'SELECT username, role FROM project_users WHERE project_id = $1',
      [projectId],
    );
    expect(owners.rows).toEqual([{ username: s.account.email, role: 'OWNER' }]);
    const floors = await s.t.database.query<{
      survey_count: number;
      image_content_type: string;
      image_blob_key: string;
    }>(
      'SELECT survey_count, image_content_type, image_blob_key FROM floor_plans WHERE project_id = $1 ORDER BY position',
      [projectId],
    );
    expect(floors.rows.reduce((sum, row) => sum + row.survey_count, 0)).toBe(3);
    expect(floors.rows.every((row) => row.image_content_type === 'image/png')).toBe(true);
    expect(await s.t.blobs.exists(floors.rows[0]?.image_blob_key ?? '')).toBe(true);
  });

  it('a second upload of the same project makes version 2 of the same project, not a duplicate', async () => {
    const first = await waitForFinalStatus(
      s.t,
      s.session,
      await uploadBytes(s.t, s.session, smallEsx({ seed: 21, kind: 'simulated' })),
    );
    expect(first.status).toBe('COMMITTED');
    const before = await importedCounts(s.t, first.projectId);
    const second = await waitForFinalStatus(
      s.t,
      s.session,
      await uploadBytes(s.t, s.session, smallEsx({ seed: 21, kind: 'hybrid' })),
    );
    expect(second).toEqual({
      status: 'COMMITTED',
      projectId: first.projectId,
      rollbackReason: null,
      projectName: first.projectName,
    });
    const { rows } = await s.t.database.query<{ version: number; project_type: string }>(
      'SELECT version, project_type FROM projects WHERE id = $1',
      [first.projectId],
    );
    expect(rows).toEqual([{ version: 2, project_type: 'HYBRID' }]);
    const after = await importedCounts(s.t, first.projectId);
    expect(before.surveys).toBe(0);
    expect(after.surveys).toBe(2);
    // Version 1 is kept for the version history (VERSION_RETENTION, features/versions).
    const versions = await s.t.database.query<{ version: number }>(
      'SELECT DISTINCT version FROM project_documents WHERE project_id = $1 ORDER BY version',
      [first.projectId],
    );
    expect(versions.rows).toEqual([{ version: 1 }, { version: 2 }]);
    const member =
      (
        await s.t.database.query<{ member_name: string }>(
          'SELECT member_name FROM project_members WHERE project_id = $1 LIMIT 1',
          [first.projectId],
        )
      ).rows[0]?.member_name ?? '';
    expect(await s.t.blobs.exists(`projects/${first.projectId ?? ''}/v2/members/${member}`)).toBe(true);
    // The previous version's blobs stay with it (pruned only beyond the retention: versions.routes.test.ts).
    expect(await s.t.blobs.exists(`projects/${first.projectId ?? ''}/v1/members/${member}`)).toBe(true);
  });

  it('keeps floor plan row ids across versions', async () => {
    const first = await waitForFinalStatus(
      s.t,
      s.session,
      await uploadBytes(s.t, s.session, smallEsx({ seed: 31 })),
    );
    const rowIds = async () =>
      (
        await s.t.database.query<{ id: string; row_id: string | number }>(
          'SELECT id, row_id FROM floor_plans WHERE project_id = $1 ORDER BY id',
          [first.projectId],
        )
      ).rows.map((row) => [row.id, Number(row.row_id)]);
    const before = await rowIds();
    await waitForFinalStatus(s.t, s.session, await uploadBytes(s.t, s.session, smallEsx({ seed: 31 })));
    expect(await rowIds()).toEqual(before);
  });

  it('rejects a non-esx extension, needs a session and CSRF', async () => {
    const wrong = await initiate(s.t, s.session, { fileName: 'a.zip', fileExtension: 'zip' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<{ message: string }>().message).toContain('fileExtension');
    const anonymous = await s.t.app.inject({
      method: 'POST',
      url: '/esxfileapi/v1/projects/upload/initiate',
      payload: { fileName: 'a.esx', fileExtension: 'esx' },
    });
    expect(anonymous.statusCode).toBe(401);
    const noCsrf = await s.t.app.inject({
      method: 'POST',
      url: '/esxfileapi/v1/projects/upload/initiate',
      headers: authHeaders(s.session, false),
      payload: { fileName: 'a.esx', fileExtension: 'esx' },
    });
    expect(noCsrf.statusCode).toBe(403);
  });

  it('names the project the upload became as it is now, and not once the uploader may no longer see it', async () => {
    const uploader = await s.signInNew();
    const id = await uploadBytes(s.t, uploader.session, smallEsx({ seed: 33 }));
    const done = await waitForFinalStatus(s.t, uploader.session, id);
    expect(done.status).toBe('COMMITTED');
    const projectId = done.projectId ?? '';
    const statusOf = async () =>
      (
        await s.t.app.inject({
          method: 'GET',
          url: `/esxfileapi/v1/projects/upload/status?fileUploadId=${id}`,
          headers: authHeaders(uploader.session),
        })
      ).json<Record<string, unknown>>();
    const rename = await s.t.app.inject({
      method: 'PATCH',
      url: `/projectapi/v1/projects/${projectId}`,
      headers: authHeaders(uploader.session),
      payload: { name: 'Annex, second floor' },
    });
    expect(rename.statusCode).toBe(200);
    expect(await statusOf()).toEqual({
      status: 'COMMITTED',
      projectId,
      rollbackReason: null,
      projectName: 'Annex, second floor',
    });
    // Taken off the project (an owner handed it over): the id stays, the name is no longer the uploader's to read.
    await s.t.database.query('DELETE FROM project_users WHERE project_id = $1', [projectId]);
    expect(await statusOf()).toEqual({
      status: 'COMMITTED',
      projectId,
      rollbackReason: null,
      projectName: null,
    });
  });

  it("answers 404 to another user's PUT, commit and status", async () => {
    const { fileUploadId, url } = (await initiate(s.t, s.session)).json<{
      url: string;
      fileUploadId: string;
    }>();
    const other = await s.signInNew();
    expect((await putContent(s.t, other.session, url, smallEsx())).statusCode).toBe(404);
    const commit = await s.t.app.inject({
      method: 'POST',
      url: `/esxfileapi/v1/projects/upload/commit?fileUploadId=${fileUploadId}`,
      headers: authHeaders(other.session),
    });
    expect(commit.statusCode).toBe(404);
    const status = await s.t.app.inject({
      method: 'GET',
      url: `/esxfileapi/v1/projects/upload/status?fileUploadId=${fileUploadId}`,
      headers: authHeaders(other.session),
    });
    expect(status.statusCode).toBe(404);
  });

  it('tells the uploader when an import ends, with the file name or the reason', async () => {
    const notifications = async () =>
      (
        await s.t.app.inject({
          method: 'GET',
          url: '/notifyapi/v1/notification',
          headers: authHeaders(s.session),
        })
      ).json<{ level: string; title: string; description: string }[]>();
    const good = await uploadBytes(s.t, s.session, smallEsx({ seed: 71 }), {
      fileName: 'annex.esx',
      fileExtension: 'esx',
    });
    expect((await waitForFinalStatus(s.t, s.session, good)).status).toBe('COMMITTED');
    // The notification is stored just after the commit, by the same job that waitForFinalStatus drained.
    expect(await notifications()).toContainEqual(
      expect.objectContaining({
        level: 'success',
        title: 'Upload finished',
        description: 'annex.esx was imported.',
      }),
    );
    const bad = await uploadBytes(s.t, s.session, new TextEncoder().encode('not a zip at all'), {
      fileName: 'broken.esx',
      fileExtension: 'esx',
    });
    const failed = await waitForFinalStatus(s.t, s.session, bad);
    expect(failed.status).toBe('ROLLED_BACK');
    expect(failed).toMatchObject({ projectId: null, projectName: null });
    expect(await notifications()).toContainEqual(
      expect.objectContaining({
        level: 'error',
        title: 'Upload failed',
        description: `broken.esx: ${failed.rollbackReason ?? ''}`,
      }),
    );
  });

  it('answers 413 past the upload limit and 400 when committing without bytes', async () => {
    const { fileUploadId, url } = (await initiate(s.t, s.session)).json<{
      url: string;
      fileUploadId: string;
    }>();
    const tooBig = await putContent(s.t, s.session, url, new Uint8Array(2 * 1024 * 1024 + 1));
    expect(tooBig.statusCode).toBe(413);
    expect(await s.t.blobs.exists(`uploads/${fileUploadId}/content.esx`)).toBe(false);
    const commit = await s.t.app.inject({
      method: 'POST',
      url: `/esxfileapi/v1/projects/upload/commit?fileUploadId=${fileUploadId}`,
      headers: authHeaders(s.session),
    });
    expect(commit.statusCode).toBe(400);
  });

  it('answers 400 to a PUT without a body, with or without a content type, and keeps the upload open', async () => {
    const { fileUploadId, url } = (await initiate(s.t, s.session)).json<{
      url: string;
      fileUploadId: string;
    }>();
    for (const headers of [{}, { 'content-type': 'application/octet-stream' }, { 'content-length': '0' }]) {
      const empty = await s.t.app.inject({
        method: 'PUT',
        url,
        headers: { ...authHeaders(s.session), ...headers },
      });
      expect(empty.statusCode).toBe(400);
      expect(empty.json<{ message: string }>().message).toBe('body: the file is empty');
    }
    expect(await s.t.blobs.exists(`uploads/${fileUploadId}/content.esx`)).toBe(false);
    expect((await putContent(s.t, s.session, url, smallEsx())).statusCode).toBe(200);
  });

  it('accepts a repeated commit without a second import', async () => {
    const id = await uploadBytes(s.t, s.session, smallEsx({ seed: 41 }));
    const again = await s.t.app.inject({
      method: 'POST',
      url: `/esxfileapi/v1/projects/upload/commit?fileUploadId=${id}`,
      headers: authHeaders(s.session),
    });
    expect(again.statusCode).toBe(202);
    const answer = await waitForFinalStatus(s.t, s.session, id);
    expect(answer.status).toBe('COMMITTED');
    const { rows } = await s.t.database.query<{ attempts: number }>(
      'SELECT attempts FROM uploads WHERE id = $1',
      [id],
    );
    expect(rows[0]?.attempts).toBe(1);
  });
});
