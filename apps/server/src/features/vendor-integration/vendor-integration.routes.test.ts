import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type {
  VendorChange,
  VendorLiveDevice,
  VendorOptimization,
  VendorProjectLink,
} from '@airlens/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drainJobs } from '../../jobs/job-drain';
import type { TestApp } from '../../test/test-app';
import { authHeaders, type TestSession } from '../auth/test-accounts';
import { importProject } from '../exports/exports.test-helpers';
import { createUploadsTestApp } from '../uploads/uploads.test-helpers';
import { startFakeMeraki, type FakeMeraki } from './fake-meraki.test-helpers';
import { createVendorIntegrationFeature } from './vendor-integration.feature';
import { insertChange, saveDevice, setChangeStatus } from './vendor-integration.repo';
import {
  API_KEY,
  buildIntegrationProject,
  buildMerakiState,
  capturingLogger,
  CONTROLLER_FLOOR_ID,
  NETWORK_ID,
  ORG,
} from './vendor-integration.test-helpers';

let t: TestApp;
let fake: FakeMeraki;
let admin: TestSession;
let writer: TestSession;
let reader: TestSession;
let outsider: TestSession;
let projectId: string;
let floorPlanId: string;
let orgId: string;
const captured = capturingLogger();
/** Every answer of the test, to grep for the key. */
const answers: string[] = [];

async function call(
  session: TestSession,
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  url: string,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  const response = await t.app.inject({
    method,
    url,
    headers: authHeaders(session),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
  answers.push(response.body);
  return response;
}

const base = () => `/insightapi/v1/projects/${projectId}/vendorIntegration`;

/** Runs every queued change job to its end (drainJobs) and answers the change as the API shows it. */
async function finished(session: TestSession, changeId: string): Promise<VendorChange> {
  await drainJobs(t.app);
  const response = await call(session, 'GET', `${base()}/changes/${changeId}`);
  expect(response.statusCode).toBe(200);
  const change = response.json<VendorChange>();
  expect(['DONE', 'FAILED']).toContain(change.status);
  return change;
}

async function change(session: TestSession, body: Record<string, unknown>): Promise<VendorChange> {
  const response = await call(session, 'POST', `${base()}/changes`, body);
  expect(response.statusCode).toBe(202);
  return finished(session, response.json<{ changeId: string }>().changeId);
}

const byAp = (link: VendorProjectLink) => new Map(link.apMatches.map((m) => [m.accessPointName, m]));

beforeAll(async () => {
  fake = await startFakeMeraki(API_KEY, buildMerakiState());
  const world = await createUploadsTestApp({ deps: { logger: captured.logger } });
  t = world.t;
  orgId = world.orgId;
  const adminWorld = await world.signInNew({ orgAdmin: true });
  admin = adminWorld.session;
  const writerWorld = await world.signInNew();
  const readerWorld = await world.signInNew();
  writer = writerWorld.session;
  reader = readerWorld.session;
  outsider = world.session;
  projectId = await importProject(t, admin, buildIntegrationProject());
  const share = await call(admin, 'PUT', `/shareapi/v1/projects/${projectId}/users`, [
    { username: adminWorld.account.email, role: 'OWNER' },
    { username: writerWorld.account.email, role: 'WRITE_USER' },
    { username: readerWorld.account.email, role: 'READ_USER' },
  ]);
  expect(share.statusCode).toBe(200);
});

afterAll(async () => {
  await t.close();
  await fake.close();
});

describe('the Meraki integration against the fake dashboard', () => {
  it('connects only for org admins, testing the key and keeping it sealed', async () => {
    expect((await call(admin, 'GET', '/insightapi/v1/vendorIntegration')).json()).toBeNull();
    const body = { vendor: 'meraki', apiKey: API_KEY, baseUrl: fake.baseUrl };
    expect((await call(writer, 'PUT', '/insightapi/v1/vendorIntegration', body)).statusCode).toBe(404);
    const refused = await call(admin, 'PUT', '/insightapi/v1/vendorIntegration', {
      ...body,
      apiKey: 'wrong-key-1234',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: 'The controller refused the API key (HTTP 401).' });
    // The listing of organisations (three, two a page) waits out a 429 first.
    fake.rateLimitNext(1, 1, '/organizations');
    const connected = await call(admin, 'PUT', '/insightapi/v1/vendorIntegration', body);
    expect(connected.statusCode).toBe(200);
    expect(connected.json()).toMatchObject({
      vendor: 'meraki',
      baseUrl: fake.baseUrl,
      apiKeyLast4: API_KEY.slice(-4),
      organizations: [ORG, { id: '549237', name: 'Second' }, { id: '549238', name: 'Third' }],
    });
    expect(fake.requests.filter((r) => r.startsWith('GET /organizations')).slice(-3)).toEqual([
      'GET /organizations',
      'GET /organizations',
      `GET /organizations?startingAfter=549237`,
    ]);
    const { rows } = await t.database.query<{ api_key_sealed: string }>(
      'SELECT api_key_sealed FROM vendor_connections',
    );
    expect(rows[0]?.api_key_sealed).not.toContain(API_KEY.slice(4, 20));
    const secret = await stat(join(t.dataDir, 'integration-secret'));
    expect(secret.mode & 0o777).toBe(0o600);
    expect((await call(writer, 'GET', '/insightapi/v1/vendorIntegration')).json()).toMatchObject({
      apiKeyLast4: API_KEY.slice(-4),
    });
  });

  it('lists networks with their floor plans', async () => {
    const networks = await call(
      writer,
      'GET',
      `/insightapi/v1/vendorIntegration/networks?organizationId=${ORG.id}`,
    );
    expect(networks.statusCode).toBe(200);
    expect(networks.json()).toEqual([
      { id: NETWORK_ID, name: 'HQ Wireless', floorPlans: [{ id: CONTROLLER_FLOOR_ID, name: 'HQ Ground' }] },
      { id: 'L_2', name: 'Branch', floorPlans: [] },
      { id: 'L_3', name: 'Warehouse', floorPlans: [] },
    ]);
    const unknown = await call(writer, 'GET', '/insightapi/v1/vendorIntegration/networks?organizationId=999');
    expect(unknown.statusCode).toBe(400);
  });

  it('links the project and matches APs by name, serial tag and BSSID; a shared name is AMBIGUOUS', async () => {
    expect((await call(reader, 'GET', base())).statusCode).toBe(403);
    expect((await call(outsider, 'GET', base())).statusCode).toBe(404);
    const unlinked = (await call(writer, 'GET', base())).json<VendorProjectLink>();
    floorPlanId = unlinked.floorMappings[0]?.floorPlanId ?? '';
    expect(unlinked.floorMappings).toEqual([
      { floorPlanId, floorPlanName: 'Ground Floor', controllerFloorPlanId: null },
    ]);
    const linked = await call(writer, 'PUT', base(), {
      organizationId: ORG.id,
      networkId: NETWORK_ID,
      floorMappings: [{ floorPlanId, controllerFloorPlanId: CONTROLLER_FLOOR_ID }],
    });
    expect(linked.statusCode).toBe(200);
    const matches = byAp(linked.json<VendorProjectLink>());
    expect(matches.get('AP-1A-01')).toMatchObject({
      status: 'MATCHED',
      serial: 'Q2AA-0001',
      matchedBy: 'name',
    });
    expect(matches.get('AP-1A-02')).toMatchObject({
      status: 'MATCHED',
      serial: 'Q2AA-0002',
      matchedBy: 'serial-tag',
    });
    expect(matches.get('AP-1A-03')).toMatchObject({
      status: 'AMBIGUOUS',
      serial: null,
      candidates: ['Q2AA-0003', 'Q2AA-0033'],
    });
    expect(matches.get('AP-1A-04')).toMatchObject({ status: 'UNMATCHED', serial: null });
    expect(matches.get('Measured AP-36:c0')).toMatchObject({
      status: 'MATCHED',
      serial: 'Q2AA-0036',
      matchedBy: 'bssid',
    });
    const badNetwork = await call(writer, 'PUT', base(), {
      organizationId: ORG.id,
      networkId: 'L_nope',
      floorMappings: [],
    });
    expect(badNetwork.statusCode).toBe(400);
    // A manual override settles the ambiguous AP.
    const ambiguous = matches.get('AP-1A-03')?.accessPointId ?? '';
    const overridden = await call(writer, 'PUT', base(), {
      organizationId: ORG.id,
      networkId: NETWORK_ID,
      floorMappings: [{ floorPlanId, controllerFloorPlanId: CONTROLLER_FLOOR_ID }],
      overrides: [{ accessPointId: ambiguous, serial: 'Q2AA-0003' }],
    });
    expect(byAp(overridden.json<VendorProjectLink>()).get('AP-1A-03')).toMatchObject({
      status: 'MATCHED',
      serial: 'Q2AA-0003',
      matchedBy: 'manual',
    });
  });

  it('shows live status to READ roles, with planned-vs-live differences', async () => {
    expect((await call(outsider, 'GET', `${base()}/live`)).statusCode).toBe(404);
    const live = await call(reader, 'GET', `${base()}/live`);
    expect(live.statusCode).toBe(200);
    const rows = new Map(live.json<VendorLiveDevice[]>().map((row) => [row.serial, row]));
    expect(rows.get('Q2AA-0036')).toMatchObject({ online: true, status: 'alerting', clients: 3 });
    expect(rows.get('Q2AA-0001')).toMatchObject({
      name: 'AP-1A-01',
      model: 'MR46',
      online: true,
      status: 'online',
      clients: 3,
      radios: [{ band: 'FIVE', channel: 36, channelWidth: 20, power: 14, utilization: 22.5 }],
      plannedDiff: [
        { band: 'FIVE', field: 'channel', planned: 52, live: 36 },
        { band: 'FIVE', field: 'power', planned: 10, live: 14 },
      ],
    });
  });

  it('dry-runs, pushes radio settings through a 429 and a failing device, and rolls back every before', async () => {
    const apIds = (await call(writer, 'GET', base())).json<VendorProjectLink>().apMatches;
    const id = (name: string) => apIds.find((m) => m.accessPointName === name)?.accessPointId ?? '';
    const chosen = [id('AP-1A-01'), id('AP-1A-02')];
    const dry = await change(writer, { kind: 'radio-settings', dryRun: true, accessPointIds: chosen });
    expect(dry).toMatchObject({ status: 'DONE', dryRun: true });
    expect(dry.devices.map((d) => [d.serial, d.result])).toEqual([
      ['Q2AA-0001', 'PLANNED'],
      ['Q2AA-0002', 'PLANNED'],
    ]);
    expect(dry.devices[0]?.after).toEqual({
      twoFourGhzSettings: { channel: 11, targetPower: 7 },
      fiveGhzSettings: { channel: 52, channelWidth: 40, targetPower: 10 },
    });
    // Device 0002's GET has no channelWidth: the change leaves it out.
    expect(dry.devices[1]?.after).toEqual({
      twoFourGhzSettings: { channel: 6, targetPower: 12 },
      fiveGhzSettings: { channel: 36, targetPower: 11 },
    });
    expect(fake.puts).toEqual([]);
    const writerPush = await call(writer, 'POST', `${base()}/changes`, {
      kind: 'radio-settings',
      dryRun: false,
    });
    expect(writerPush.statusCode).toBe(403);

    fake.failDevice('Q2AA-0002');
    fake.rateLimitNext(1, 1, '/wireless/radio/settings');
    const push = await change(admin, { kind: 'radio-settings', dryRun: false, accessPointIds: chosen });
    expect(push.requestedBy).toMatch(/@example\.com$/);
    expect(push.devices.map((d) => [d.serial, d.result])).toEqual([
      ['Q2AA-0001', 'APPLIED'],
      ['Q2AA-0002', 'FAILED'],
    ]);
    expect(push.devices[1]?.error).toContain('Device Q2AA-0002 refused the change');
    expect(fake.puts[0]).toEqual({
      path: '/devices/Q2AA-0001/wireless/radio/settings',
      body: dry.devices[0]?.after,
    });
    expect(fake.puts[1]?.body).not.toHaveProperty('fiveGhzSettings.channelWidth');
    expect(fake.state.devices.get('Q2AA-0001')?.radio.fiveGhzSettings).toEqual({
      channel: 52,
      channelWidth: 40,
      targetPower: 10,
    });

    const rollback = await call(admin, 'POST', `${base()}/changes/${push.changeId}/rollback`);
    expect(rollback.statusCode).toBe(202);
    const restored = await finished(admin, rollback.json<{ changeId: string }>().changeId);
    expect(restored).toMatchObject({ rollbackOf: push.changeId, status: 'DONE' });
    expect(restored.devices).toEqual([
      {
        accessPointId: chosen[0],
        serial: 'Q2AA-0001',
        before: push.devices[0]?.after,
        after: push.devices[0]?.before,
        result: 'APPLIED',
        error: null,
      },
    ]);
    expect(fake.puts.at(-1)).toEqual({
      path: '/devices/Q2AA-0001/wireless/radio/settings',
      body: push.devices[0]?.before,
    });
    expect(fake.state.devices.get('Q2AA-0001')?.radio).toEqual({
      twoFourGhzSettings: { channel: 1, targetPower: 15 },
      fiveGhzSettings: { channel: 36, channelWidth: 20, targetPower: 14 },
    });
  });

  it('pushes names and geo-referenced placement, sending only what changes', async () => {
    const names = await change(admin, { kind: 'names', dryRun: false });
    const result = new Map(names.devices.map((d) => [d.serial, d]));
    expect(result.get('Q2AA-0001')).toMatchObject({ result: 'UNCHANGED', before: { name: 'AP-1A-01' } });
    expect(result.get('Q2AA-0036')).toMatchObject({
      result: 'APPLIED',
      before: { name: 'office-36c0' },
      after: { name: 'Measured AP-36:c0' },
    });
    const placement = await change(admin, { kind: 'placement', dryRun: true });
    const first = placement.devices.find((d) => d.serial === 'Q2AA-0001');
    expect(first?.before).toEqual({ floorPlanId: null, lat: 37.418095, lng: -122.098531 });
    expect(first?.after).toMatchObject({ floorPlanId: CONTROLLER_FLOOR_ID });
    const lat = Number(first?.after?.lat);
    const lng = Number(first?.after?.lng);
    expect(lat).toBeLessThan(37.42);
    expect(lat).toBeGreaterThan(37.4197);
    expect(lng).toBeGreaterThan(-122.1);
    expect(lng).toBeLessThan(-122.0995);
  });

  it('plans channels and power with less predicted co-channel interference', async () => {
    expect((await call(reader, 'POST', `${base()}/optimization`, { frequencyBand: 'FIVE' })).statusCode).toBe(
      403,
    );
    // Two channels for four APs: some co-channel interference is unavoidable, and the numbers say how much.
    const tight = await call(writer, 'POST', `${base()}/optimization`, {
      frequencyBand: 'FIVE',
      allowedChannels: [36, 40],
      channelWidth: 20,
      minPower: 8,
      maxPower: 17,
    });
    expect(tight.statusCode).toBe(200);
    const answer = tight.json<VendorOptimization>();
    expect(answer.plan).toHaveLength(4);
    for (const entry of answer.plan) {
      expect([36, 40]).toContain(entry.channel);
      expect(entry.power).toBeGreaterThanOrEqual(8);
      expect(entry.power).toBeLessThanOrEqual(17);
    }
    expect(answer.predictedAfter.cciAreaPercent).toBeGreaterThan(0);
    expect(answer.predictedAfter.cciAreaPercent).toBeLessThanOrEqual(100);
    // The default non-DFS channels: the plan is predicted no worse than the project's own channels and powers.
    const open = (
      await call(writer, 'POST', `${base()}/optimization`, { frequencyBand: 'FIVE' })
    ).json<VendorOptimization>();
    expect(open.predictedAfter.meanCciDb).toBeLessThanOrEqual(open.predictedBefore.meanCciDb);
    expect(open.plan.every((entry) => entry.channel < 52 || entry.channel >= 149)).toBe(true);
    const dfs = await call(writer, 'POST', `${base()}/optimization`, {
      frequencyBand: 'FIVE',
      allowedChannels: [52],
    });
    expect(dfs.statusCode).toBe(400);
  });

  it('resumes a change a restart interrupted: a landed write is recognised, the rest is sent', async () => {
    const matches = (await call(writer, 'GET', base())).json<VendorProjectLink>().apMatches;
    const apId = (name: string) => matches.find((m) => m.accessPointName === name)?.accessPointId ?? '';
    const changeId = '7d3f1c2a-5b6e-4f80-9a1b-2c3d4e5f6a70';
    await insertChange(t.database, {
      id: changeId,
      projectId,
      orgId,
      kind: 'names',
      dryRun: false,
      requestedBy: null,
      requestedByEmail: 'admin@example.com',
      rollbackOf: null,
      request: {
        targets: [
          { accessPointId: apId('AP-1A-01'), serial: 'Q2AA-0001', desired: { name: 'Renamed-1' } },
          { accessPointId: apId('AP-1A-03'), serial: 'Q2AA-0003', desired: { name: 'Renamed-3' } },
        ],
        skipped: [],
      } as never,
      createdAt: new Date(),
    });
    await setChangeStatus(t.database, changeId, 'RUNNING', null, null);
    // The first device's write landed just before the process died; its row still says PENDING.
    await saveDevice(t.database, changeId, {
      position: 0,
      accessPointId: apId('AP-1A-01'),
      serial: 'Q2AA-0001',
      before: { name: 'AP-1A-01' },
      after: { name: 'Renamed-1' },
      result: 'PENDING',
      error: null,
    });
    const landed = fake.state.devices.get('Q2AA-0001');
    if (landed !== undefined) {
      landed.name = 'Renamed-1';
    }
    const putsBefore = fake.puts.length;
    // A new process on the same database: its start resumes the unfinished change.
    const restarted = createVendorIntegrationFeature({
      config: t.config,
      database: t.database,
      blobs: t.blobs,
      logger: captured.logger,
    });
    await restarted.startJobs();
    await restarted.drain();
    const resumed = (await call(admin, 'GET', `${base()}/changes/${changeId}`)).json<VendorChange>();
    expect(resumed.status).toBe('DONE');
    expect(resumed.devices.map((d) => [d.serial, d.result, d.before, d.after])).toEqual([
      ['Q2AA-0001', 'APPLIED', { name: 'AP-1A-01' }, { name: 'Renamed-1' }],
      ['Q2AA-0003', 'APPLIED', { name: 'AP-1A-03' }, { name: 'Renamed-3' }],
    ]);
    expect(fake.puts.slice(putsBefore)).toEqual([
      { path: '/devices/Q2AA-0003', body: { name: 'Renamed-3' } },
    ]);
  });

  it('sent only requests of the schema subset, and the key reached no answer and no log line', async () => {
    expect(fake.violations).toEqual([]);
    expect(captured.lines.length).toBeGreaterThan(10);
    expect(captured.lines.filter((line) => line.includes(API_KEY))).toEqual([]);
    expect(answers.filter((body) => body.includes(API_KEY))).toEqual([]);
    expect((await call(admin, 'DELETE', '/insightapi/v1/vendorIntegration')).statusCode).toBe(204);
    expect((await call(admin, 'GET', '/insightapi/v1/vendorIntegration')).json()).toBeNull();
  });
});
