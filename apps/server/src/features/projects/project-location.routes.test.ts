import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createTestOrg, type TestSession } from '../auth/test-accounts';
import {
  createUploadsTestApp,
  initiate,
  putContent,
  smallEsx,
  uploadBytes,
  waitForFinalStatus,
} from '../uploads/uploads.test-helpers';
import { addProjectUser } from '../../test/factories';

type Setup = Awaited<ReturnType<typeof createUploadsTestApp>>;

const HELSINKI = 658225;
const SAO_PAULO = 3448439;

describe('project location', () => {
  let s: Setup;
  let projectId: string;
  let writer: TestSession;
  let admin: TestSession;
  let bystander: TestSession;
  let outsider: TestSession;

  const locationOf = async (id: string) =>
    (
      await s.t.database.query<{
        city: string | null;
        country: string | null;
        latitude: number | null;
        longitude: number | null;
      }>('SELECT city, country, latitude, longitude FROM projects WHERE id = $1', [id])
    ).rows[0];

  const putLocation = (session: TestSession | null, id: string, payload: unknown) =>
    s.t.app.inject({
      method: 'PUT',
      url: `/projectapi/v1/projects/${id}/location`,
      headers: session === null ? {} : authHeaders(session),
      payload: payload as Record<string, unknown>,
    });

  /** Initiate and PUT, then commit with `body`: answers the commit response and the upload id. */
  const uploadAndCommit = async (
    bytes: Uint8Array,
    body: unknown,
    initiateBody?: Record<string, unknown>,
  ) => {
    const started = (await initiate(s.t, s.session, initiateBody)).json<{
      url: string;
      fileUploadId: string;
    }>();
    expect((await putContent(s.t, s.session, started.url, bytes)).statusCode).toBe(200);
    const commit = await s.t.app.inject({
      method: 'POST',
      url: `/esxfileapi/v1/projects/upload/commit?fileUploadId=${started.fileUploadId}`,
      headers: authHeaders(s.session),
      ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
    });
    return { commit, fileUploadId: started.fileUploadId };
  };

  beforeAll(async () => {
    s = await createUploadsTestApp();
    const { commit, fileUploadId } = await uploadAndCommit(smallEsx({ seed: 11 }), { placeId: SAO_PAULO });
    expect(commit.statusCode).toBe(202);
    projectId = (await waitForFinalStatus(s.t, s.session, fileUploadId)).projectId ?? '';
    const writerAccount = await s.signInNew();
    writer = writerAccount.session;
    await addProjectUser(s.t, projectId, writerAccount.account, 'WRITE_USER');
    admin = (await s.signInNew({ orgAdmin: true })).session;
    bystander = (await s.signInNew()).session;
    outsider = (await s.signInNew({ orgId: await createTestOrg(s.t), orgAdmin: true })).session;
  });
  afterAll(async () => {
    await s.t.close();
  });

  it('takes the place given at commit: city, country and coordinates from the gazetteer', async () => {
    expect(await locationOf(projectId)).toEqual({
      city: 'São Paulo',
      country: 'Brazil',
      latitude: -23.5475,
      longitude: -46.6361,
    });
  });

  it('takes a place given at initiate, and none when neither gives one', async () => {
    const withPlace = await uploadBytes(s.t, s.session, smallEsx({ seed: 12 }), {
      fileName: 'a.esx',
      fileExtension: 'esx',
      placeId: HELSINKI,
    });
    const placed = (await waitForFinalStatus(s.t, s.session, withPlace)).projectId ?? '';
    expect(await locationOf(placed)).toMatchObject({ city: 'Helsinki', country: 'Finland' });
    const without = await uploadBytes(s.t, s.session, smallEsx({ seed: 13 }));
    const bare = (await waitForFinalStatus(s.t, s.session, without)).projectId ?? '';
    expect(await locationOf(bare)).toEqual({ city: null, country: null, latitude: null, longitude: null });
  });

  it('refuses a place the gazetteer does not know, at initiate and at commit', async () => {
    const started = await initiate(s.t, s.session, { fileName: 'b.esx', fileExtension: 'esx', placeId: 1 });
    expect(started.statusCode).toBe(400);
    const { commit } = await uploadAndCommit(smallEsx({ seed: 14 }), { placeId: 1 });
    expect(commit.statusCode).toBe(400);
    const { commit: wrongType } = await uploadAndCommit(smallEsx({ seed: 14 }), { placeId: 'Helsinki' });
    expect(wrongType.statusCode).toBe(400);
  });

  it('lets the owner and an organisation admin change or clear the location', async () => {
    const changed = await putLocation(s.session, projectId, { placeId: HELSINKI });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({
      id: projectId,
      city: 'Helsinki',
      country: 'Finland',
      latitude: 60.1695,
      longitude: 24.9354,
    });
    expect(await locationOf(projectId)).toMatchObject({ city: 'Helsinki', latitude: 60.1695 });
    const cleared = await putLocation(admin, projectId, { placeId: null });
    expect(cleared.statusCode).toBe(200);
    expect(await locationOf(projectId)).toEqual({
      city: null,
      country: null,
      latitude: null,
      longitude: null,
    });
    expect((await putLocation(admin, projectId, { placeId: SAO_PAULO })).statusCode).toBe(200);
    expect(await locationOf(projectId)).toMatchObject({ city: 'São Paulo' });
  });

  it('refuses other roles (403), people who cannot see the project (404) and bad input (400, 401)', async () => {
    expect((await putLocation(writer, projectId, { placeId: HELSINKI })).statusCode).toBe(403);
    expect((await putLocation(bystander, projectId, { placeId: HELSINKI })).statusCode).toBe(404);
    expect((await putLocation(outsider, projectId, { placeId: HELSINKI })).statusCode).toBe(404);
    expect((await putLocation(null, projectId, { placeId: HELSINKI })).statusCode).toBe(401);
    expect((await putLocation(s.session, projectId, { placeId: 1 })).statusCode).toBe(400);
    expect((await putLocation(s.session, projectId, {})).statusCode).toBe(400);
    expect((await putLocation(s.session, 'not-a-project', { placeId: HELSINKI })).statusCode).toBe(404);
    expect(await locationOf(projectId)).toMatchObject({ city: 'São Paulo' });
  });

  it('applies NO_SHARING: only listed owners and organisation admins still see the project', async () => {
    const batch = (session: TestSession) =>
      s.t.app.inject({
        method: 'GET',
        url: `/projectapi/v1/projects/${projectId}/batch?poTypes=PROJECT_CONFIGURATION`,
        headers: authHeaders(session),
      });
    expect((await batch(writer)).statusCode).toBe(200);
    await s.t.database.query(`UPDATE organizations SET sharing_restriction = 'NO_SHARING' WHERE id = $1`, [
      s.orgId,
    ]);
    try {
      expect((await batch(writer)).statusCode).toBe(404);
      expect((await putLocation(writer, projectId, { placeId: HELSINKI })).statusCode).toBe(404);
      expect((await batch(s.session)).statusCode).toBe(200);
      expect((await batch(admin)).statusCode).toBe(200);
    } finally {
      await s.t.database.query(
        `UPDATE organizations SET sharing_restriction = 'NO_RESTRICTION' WHERE id = $1`,
        [s.orgId],
      );
    }
  });
});
