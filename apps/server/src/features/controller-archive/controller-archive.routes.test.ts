import { gunzipSync } from 'node:zlib';
import { generateProject, readEsx } from '@airlens/esx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { authHeaders, createTestOrg, type TestSession } from '../auth/test-accounts';
import { getAs, importProject } from '../exports/exports.test-helpers';
import { createUploadsTestApp, uploadBytes, waitForFinalStatus } from '../uploads/uploads.test-helpers';
import { campusMembers, tarGz } from './controller-archive.test-fixtures';

const NOT_FOUND = { message: 'Object Not Found Matching Id' };
const CONVERT_URL = '/esxfileapi/v1/projects/cisco/ciscoDnacUpload';

let t: TestApp;
let owner: TestSession;
let outsider: TestSession;
let unlicensed: TestSession;
let projectId: string;
const original = generateProject({ floors: 2, aps: 6, kind: 'simulated', maxImagePixels: 400, seed: 23 });

const exportUrl = (id: string, format = 'catalyst-center') =>
  `/esxfileapi/v1/projects/${id}/controller-export?format=${format}`;

function convertAs(session: TestSession | null, payload: unknown) {
  return t.app.inject({
    method: 'POST',
    url: CONVERT_URL,
    headers: session === null ? {} : authHeaders(session),
    payload: payload as Record<string, unknown>,
  });
}

function tarNames(gz: Uint8Array): string[] {
  const tar = gunzipSync(gz);
  const names: string[] = [];
  for (let offset = 0; offset + 512 <= tar.length;) {
    const header = tar.subarray(offset, offset + 512);
    if (header.every((byte) => byte === 0)) {
      break;
    }
    const name = new TextDecoder().decode(header.subarray(0, 100)).replace(/\0.*$/s, '');
    const size = parseInt(new TextDecoder().decode(header.subarray(124, 136)).replace(/\0.*$/s, ''), 8);
    names.push(name);
    offset += 512 + Math.ceil(size / 512) * 512;
  }
  return names;
}

interface Batch {
  floorPlans: { id: string; name: string; metersPerUnit: number }[];
  accessPoints: {
    name: string;
    mine: boolean;
    location?: { floorPlanId: string; coord: { x: number; y: number } };
  }[];
  wallSegments: unknown[];
}

async function batchOf(session: TestSession, id: string): Promise<Batch> {
  const response = await getAs(
    t,
    session,
    `/projectapi/v1/projects/${id}/batch?poTypes=FLOOR_PLAN,ACCESS_POINT,WALL_SEGMENT`,
  );
  expect(response.statusCode).toBe(200);
  return response.json<Batch>();
}

/** Every "mine" AP as floor name and position in metres. */
function placed(batch: Batch) {
  const plans = new Map(batch.floorPlans.map((plan) => [plan.id, plan]));
  return batch.accessPoints
    .filter((ap) => ap.mine && ap.location !== undefined)
    .map((ap) => {
      const plan = plans.get(ap.location?.floorPlanId ?? '');
      const scale = plan?.metersPerUnit ?? Number.NaN;
      return {
        name: ap.name,
        floor: plan?.name,
        x: (ap.location?.coord.x ?? 0) * scale,
        y: (ap.location?.coord.y ?? 0) * scale,
      };
    });
}

beforeAll(async () => {
  const world = await createUploadsTestApp();
  t = world.t;
  owner = world.session;
  outsider = (await world.signInNew({ orgId: await createTestOrg(t) })).session;
  unlicensed = (await createSignedInUser(t, { orgId: world.orgId, product: null })).session;
  projectId = await importProject(t, owner, original);
});

afterAll(async () => {
  await t.close();
});

describe('POST /esxfileapi/v1/projects/cisco/ciscoDnacUpload', () => {
  it('answers the .esx of a map archive, named after the upload', async () => {
    const response = await convertAs(owner, {
      fileName: 'campus.tar.gz',
      base64ZipFile: Buffer.from(tarGz(campusMembers())).toString('base64'),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/octet-stream');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="campus.esx"; filename*=UTF-8''campus.esx`,
    );
    const project = readEsx(response.rawPayload);
    expect(project.meta.name).toBe('campus');
    expect(project.floorPlans.map((plan) => plan.name)).toEqual(['Ground & Lobby', 'Floor 2', 'Basement']);
  });

  it('answers 400 with a message naming what is wrong with a hostile or malformed archive', async () => {
    const traversal = await convertAs(owner, {
      fileName: 'evil.tar.gz',
      base64ZipFile: Buffer.from(tarGz({ ...campusMembers(), '../../etc/cron.d/x': 'x' })).toString('base64'),
    });
    expect(traversal.statusCode).toBe(400);
    expect(traversal.json()).toEqual({
      message:
        'The archive member "../../etc/cron.d/x" has an unsafe path (absolute, "..", or a control character).',
    });
    const entities = await convertAs(owner, {
      fileName: 'laughs.tar.gz',
      base64ZipFile: Buffer.from(
        tarGz({ 'xmlDir/MapsImportExport.xml': '<!DOCTYPE a [<!ENTITY a "aaaa">]><a>&a;</a>' }),
      ).toString('base64'),
    });
    expect(entities.statusCode).toBe(400);
    expect(entities.json<{ message: string }>().message).toBe(
      'MapsImportExport.xml declares a DOCTYPE or entities, which a map archive never needs; it is refused.',
    );
    const notBase64 = await convertAs(owner, { fileName: 'x.zip', base64ZipFile: 'not base64!' });
    expect(notBase64.statusCode).toBe(400);
    expect(notBase64.json<{ message: string }>().message).toBe('base64ZipFile: is not base64 text');
    const noName = await convertAs(owner, { base64ZipFile: 'AAAA' });
    expect(noName.statusCode).toBe(400);
  });

  it('needs a signed-in user with insights access and the CSRF header', async () => {
    const body = { fileName: 'campus.zip', base64ZipFile: 'AAAA' };
    expect((await convertAs(null, body)).statusCode).toBe(401);
    const withoutCsrf = await t.app.inject({
      method: 'POST',
      url: CONVERT_URL,
      headers: authHeaders(owner, false),
      payload: body,
    });
    expect(withoutCsrf.statusCode).toBe(403);
    expect(withoutCsrf.json()).toEqual({ message: 'Invalid CSRF token' });
    const denied = await convertAs(unlicensed, body);
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({ message: 'Insights access required' });
  });
});

describe('GET /esxfileapi/v1/projects/{id}/controller-export', () => {
  it('answers a Catalyst Center tar.gz: xmlDir/MapsImportExport.xml and images/<file>, no leading ./', async () => {
    const response = await getAs(t, owner, exportUrl(projectId));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/gzip');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename=".+ catalyst-center\.tar\.gz"/,
    );
    const names = tarNames(response.rawPayload);
    expect(names).toEqual([
      'images',
      'images/floor-1.png',
      'images/floor-2.png',
      'xmlDir',
      'xmlDir/MapsImportExport.xml',
    ]);
  });

  it('round-trips through conversion and the import: same floors, APs within 0.1 m, same wall count', async () => {
    const exported = await getAs(t, owner, exportUrl(projectId));
    const converted = await convertAs(owner, {
      fileName: 'round-trip.tar.gz',
      base64ZipFile: exported.rawPayload.toString('base64'),
    });
    expect(converted.statusCode).toBe(200);
    const uploadId = await uploadBytes(t, owner, converted.rawPayload, {
      fileName: 'round-trip.esx',
      fileExtension: 'esx',
    });
    const status = await waitForFinalStatus(t, owner, uploadId);
    expect(status).toMatchObject({ status: 'COMMITTED', rollbackReason: null });
    const before = await batchOf(owner, projectId);
    const after = await batchOf(owner, status.projectId ?? '');
    expect(after.floorPlans.map((plan) => plan.name)).toEqual(before.floorPlans.map((plan) => plan.name));
    expect(before.wallSegments.length).toBeGreaterThan(0);
    expect(after.wallSegments).toHaveLength(before.wallSegments.length);
    const was = placed(before);
    const now = placed(after);
    expect(now.map((ap) => [ap.name, ap.floor])).toEqual(was.map((ap) => [ap.name, ap.floor]));
    now.forEach((ap, index) => {
      expect(Math.hypot(ap.x - (was[index]?.x ?? 0), ap.y - (was[index]?.y ?? 0))).toBeLessThan(0.1);
    });
  });

  it('is 404 for a project the caller cannot see or a malformed id, 401 signed out, 400 for another format', async () => {
    const hidden = await getAs(t, outsider, exportUrl(projectId));
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual(NOT_FOUND);
    expect((await getAs(t, owner, exportUrl('not-a-uuid'))).statusCode).toBe(404);
    expect((await getAs(t, owner, exportUrl('00000000-0000-4000-8000-000000000000'))).json()).toEqual(
      NOT_FOUND,
    );
    expect((await getAs(t, null, exportUrl(projectId))).statusCode).toBe(401);
    expect((await getAs(t, owner, exportUrl(projectId, 'meraki'))).statusCode).toBe(400);
  });
});
