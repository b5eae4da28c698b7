import type { EsxEntity } from '@airlens/esx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecureLink } from '../../test/factories';
import { createTestAccount, createTestOrg, type TestSession } from '../auth/test-accounts';
import { waitForFinalStatus } from '../uploads/uploads.test-helpers';
import { createDesignTestApp, type DesignSetup } from './design.test-helpers';

describe('PATCH /projectapi/v1/projects/{id}/design: who may edit, stale bases, failing operations', () => {
  let d: DesignSetup;
  let ap: EsxEntity & { id: string; name: string };
  const rename = (name: string) => [
    { op: 'update' as const, type: 'ACCESS_POINT' as const, id: ap.id, value: { name } },
  ];

  beforeAll(async () => {
    d = await createDesignTestApp();
    ap = (await d.batch('ACCESS_POINT')).accessPoints?.[0] as typeof ap;
  });

  afterAll(async () => {
    await d.t.close();
  });

  it('answers 409 with the current version when the base is stale, changing nothing', async () => {
    const base = await d.currentVersion();
    expect((await d.patch({ baseVersion: base, operations: rename('First') })).statusCode).toBe(200);
    const stale = await d.patch({ baseVersion: base, operations: rename('Second') });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ currentVersion: base + 1 });
    expect((await d.batch('ACCESS_POINT')).accessPoints?.find((entity) => entity.id === ap.id)?.name).toBe(
      'First',
    );
  });

  it('applies nothing when one operation fails, naming it (400)', async () => {
    const base = await d.currentVersion();
    const before = await d.batch('ACCESS_POINT,SIMULATED_RADIO');
    const response = await d.patch({
      baseVersion: base,
      operations: [...rename('Should not stay'), { op: 'remove', type: 'ACCESS_POINT', id: 'no-such-ap' }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(
      'operations[1]: Access point no-such-ap does not exist.',
    );
    expect(await d.currentVersion()).toBe(base);
    expect(await d.batch('ACCESS_POINT,SIMULATED_RADIO')).toEqual(before);
    const { rows } = await d.t.database.query<{ count: string }>(
      `SELECT count(*)::text AS count FROM uploads WHERE project_id = $1 AND status <> 'COMMITTED'`,
      [d.projectId],
    );
    expect(rows[0]?.count).toBe('0');
  });

  it('refuses an invalid body and an unknown operation type (400)', async () => {
    const base = await d.currentVersion();
    expect((await d.patch({ baseVersion: base, operations: [] })).statusCode).toBe(400);
    expect(
      (await d.patch({ baseVersion: base, operations: [{ op: 'move', type: 'ACCESS_POINT', id: ap.id }] }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await d.patch({
          baseVersion: base,
          operations: [{ op: 'update', type: 'ACCESS_POINT', id: ap.id, value: { name: 5 } }],
        })
      ).statusCode,
    ).toBe(400);
  });

  it('lets only write roles with planner access edit: 401 signed out, 403 readers, guests and licences without the planner, 404 other organisations', async () => {
    const body = { baseVersion: await d.currentVersion(), operations: rename('Nope') };
    const signedOut = await d.t.app.inject({
      method: 'PATCH',
      url: `/projectapi/v1/projects/${d.projectId}/design`,
      payload: body,
    });
    expect(signedOut.statusCode).toBe(401);
    const reader = await d.addMember('Pro', 'READ_USER');
    expect((await d.patch(body, reader.session)).statusCode).toBe(403);
    const plainWriter = await d.addMember('Connect', 'WRITE_USER');
    const refused = await d.patch(body, plainWriter.session);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ message: string }>().message).toBe(
      'Editing the design needs a licence with the online planner.',
    );
    const outsider = await d.signInWith('Pro', await createTestOrg(d.t));
    expect((await d.patch(body, outsider.session)).statusCode).toBe(404);
    const guestAccount = await createTestAccount(d.t, { role: 'GUEST', product: null });
    await createSecureLink(d.t, { projectId: d.projectId, guest: guestAccount, keyId: 'design-guest' });
    const issued = await d.t.app.sessions.startSession({
      userId: guestAccount.userId,
      kind: 'GUEST',
      guestProjectId: d.projectId,
    });
    const guest: TestSession = {
      cookie: `airlens_session=${issued.sessionId}`,
      csrfToken: issued.csrfToken,
      userId: guestAccount.userId,
    };
    expect((await d.patch(body, guest)).statusCode).toBe(403);
    expect((await d.batch('ACCESS_POINT')).accessPoints?.some((entity) => entity.name === 'Nope')).toBe(
      false,
    );
  });

  it('records a floor-scale change as an EDIT version', async () => {
    const floor = (await d.batch('FLOOR_PLAN')).floorPlans?.[0] as EsxEntity & { id: string; name: string };
    const response = await d.t.app.inject({
      method: 'PUT',
      url: `/projectapi/v1/projects/${d.projectId}/floorPlans/${floor.id}/scale`,
      headers: { cookie: d.owner.session.cookie, csrftoken: d.owner.session.csrfToken },
      payload: { metersPerUnit: 0.02 },
    });
    expect(response.statusCode).toBe(202);
    const upload = await waitForFinalStatus(
      d.t,
      d.owner.session,
      response.json<{ fileUploadId: string }>().fileUploadId,
    );
    expect(upload.status).toBe('COMMITTED');
    expect((await d.versions())[0]).toMatchObject({
      source: 'EDIT',
      summary: expect.stringMatching(new RegExp(`^Edited: scale of ${floor.name} set`)) as unknown,
    });
  });
});
