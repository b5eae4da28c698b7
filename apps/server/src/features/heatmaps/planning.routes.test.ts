import { randomUUID } from 'node:crypto';
import type { CapacityAnswer, DeviceProfileAnswer, RequirementPassRatesAnswer } from '@airlens/contract';
import { generateProject, writeEsx, type EsxEntity, type EsxProject } from '@airlens/esx';
import { createCellGrid } from '@airlens/heatmap';
import { predictFloorField } from '@airlens/heatmap/planning';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app';
import { authHeaders, createTestOrg, type TestSession } from '../auth/test-accounts';
import { listDocuments } from '../projects/projects.repo';
import { createUploadsTestApp, uploadBytes, waitForFinalStatus } from '../uploads/uploads.test-helpers';
import {
  buildPlanningProject,
  collectionsOf,
  PLANNING_COLLECTIONS,
  type PlanningProject,
} from './planning-model';

// Planning endpoints on a project imported through the real upload → import pipeline: a generated two-floor
// design with the catalogue entries of a real Ekahau 1.5.0 project (theantmich/EkahauAutomation `project/`):
// the Retail Shelf attenuation type, the Generic Smartphone and Laptop device profiles, the High SLA usage
// profile and the network capacity settings.
let t: TestApp;
let session: TestSession;
let outsider: TestSession;
let projectId: string;
let model: PlanningProject;

const SMARTPHONE = 'c5ac8569-4861-48d0-8d13-c05716ec5f6b';
const LAPTOP = 'e5f5651a-b95d-40d5-ba76-9a469385e5bc';
const HIGH_SLA = '605c7080-36ba-4448-8917-84299073684d';

function catalogueEntries(floorPlanId: string, width: number, height: number): Record<string, EsxEntity[]> {
  const created = { status: 'CREATED' };
  return {
    attenuationAreaTypes: [
      {
        name: 'Retail Shelf',
        key: 'retail_shelf',
        color: '#00FA9A',
        propagationProperties: [
          { band: 'TWO', attenuationFactor: 5.0 },
          { band: 'FIVE', attenuationFactor: 5.0 },
          { band: 'SIX', attenuationFactor: 5.0 },
        ],
        lowerEdge: 0.0,
        upperEdge: 1.5,
        id: '7d6afafe-3f7d-46a0-b058-e2781257926f',
        ...created,
      },
    ],
    attenuationAreas: [
      {
        attenuationAreaTypeId: '7d6afafe-3f7d-46a0-b058-e2781257926f',
        floorPlanId,
        area: [
          { x: width * 0.3, y: height * 0.1 },
          { x: width * 0.35, y: height * 0.1 },
          { x: width * 0.35, y: height * 0.9 },
          { x: width * 0.3, y: height * 0.9 },
        ],
        id: randomUUID(),
        ...created,
      },
    ],
    deviceProfiles: [
      {
        name: 'Generic Smartphone',
        key: 'DeviceProfile.GenericSmartphone',
        mimoTxChains: 2,
        mimoRxChains: 2,
        spatialStreams: 2,
        offset24: -10.0,
        offset5: -10.0,
        maxSupportedBandwidth: 'BW_80',
        deviceProfileTechnology: 'AC',
        bandSelectionBehaviour: 'AUTOMATIC',
        editable: false,
        id: SMARTPHONE,
        legacyId: 1,
        ...created,
      },
      {
        name: 'Generic Laptop',
        key: 'DeviceProfile.GenericLaptop',
        mimoTxChains: 3,
        mimoRxChains: 3,
        spatialStreams: 3,
        offset24: -3.0,
        offset5: -3.0,
        maxSupportedBandwidth: 'BW_80',
        deviceProfileTechnology: 'AC',
        bandSelectionBehaviour: 'AUTOMATIC',
        editable: false,
        id: LAPTOP,
        legacyId: 0,
        ...created,
      },
    ],
    usageProfiles: [
      {
        name: 'High SLA (4 Mbps)',
        key: 'UsageProfile.HighUsage',
        editable: false,
        applicationProfileIds: ['f2d64dd8-fe56-46fc-bc35-36dc75e3a8c2'],
        id: HIGH_SLA,
        legacyId: 4,
        ...created,
      },
    ],
    applicationProfiles: [
      {
        name: 'SLA, Heavy',
        key: 'ApplicationProfile.HighSla',
        accessCategory: 'AC_BE',
        applicationProtocols: ['UNKNOWN'],
        packetSize: 1500,
        bitRate: 4194304.0,
        fullDuplex: false,
        id: 'f2d64dd8-fe56-46fc-bc35-36dc75e3a8c2',
        ...created,
      },
    ],
    networkCapacitySettings: (['TWO', 'FIVE'] as const).map((band) => ({
      frequencyBand: band,
      numberOfSsids: 2,
      rtsCtsEnabled: false,
      maxAssociatedClientsAmount: 200,
      abgRates: [
        { rate: 'R6', state: 'DISABLED' },
        { rate: 'R12', state: 'MANDATORY' },
        { rate: 'R24', state: 'MANDATORY' },
      ],
      bssColoring: false,
      id: randomUUID(),
      ...created,
    })),
  };
}

/** A generated two-floor design with the real catalogue entries and 150 laptops in the ground floor's first area. */
function planningSample(): EsxProject {
  const project = generateProject({ kind: 'simulated', floors: 2, aps: 8, maxImagePixels: 400, seed: 18 });
  const upper = project.floorPlans[1];
  if (upper === undefined) {
    throw new Error('two floors expected');
  }
  for (const [name, entities] of Object.entries(catalogueEntries(upper.id, upper.width, upper.height))) {
    project.collections.set(name, entities);
  }
  const ground = project.floorPlans[0]?.id;
  const area = (project.collections.get('areas') ?? []).find((entity) => entity.floorPlanId === ground);
  if (area !== undefined) {
    area.capacityItems = [
      { identifier: randomUUID(), deviceCount: 150, usageProfileId: HIGH_SLA, deviceProfileId: LAPTOP },
    ];
  }
  return project;
}

function get(path: string, as: TestSession = session) {
  return t.app.inject({
    method: 'GET',
    url: `/insightapi/v1/projects/${projectId}/${path}`,
    headers: authHeaders(as),
  });
}

beforeAll(async () => {
  const app = await createUploadsTestApp({ env: { HEATMAP_WORKERS: '0' } });
  ({ t, session } = app);
  outsider = (await app.signInNew({ orgId: await createTestOrg(t) })).session;
  const answer = await waitForFinalStatus(
    t,
    session,
    await uploadBytes(t, session, writeEsx(planningSample())),
  );
  expect(answer.status, answer.rollbackReason ?? '').toBe('COMMITTED');
  projectId = answer.projectId ?? '';
  const { rows } = await t.database.query<{ version: number }>('SELECT version FROM projects WHERE id = $1', [
    projectId,
  ]);
  const documents = await listDocuments(t.database, projectId, rows[0]?.version ?? 0, PLANNING_COLLECTIONS);
  model = buildPlanningProject(
    collectionsOf(
      documents.map((document) => ({
        collection: document.collection,
        json: JSON.parse(document.body) as unknown,
      })),
    ),
  );
});

afterAll(async () => {
  await t.close();
});

describe('planning model read from the imported documents', () => {
  it('keeps attenuation areas, building floors, floor types, device and usage profiles and capacity items', () => {
    expect(model.floors).toHaveLength(2);
    const [ground, upper] = model.floors;
    expect(upper?.attenuationAreas).toHaveLength(1);
    expect(upper?.attenuationAreas[0]).toMatchObject({ lowerEdgeMeters: 0, upperEdgeMeters: 1.5 });
    expect(upper?.attenuationAreas[0]?.dbPerMeter.FIVE).toBe(5);
    expect(ground?.attenuationAreas).toHaveLength(0);
    // The generator's floor type: (loss ÷ 0.3 m) dB/m × 0.3 m thickness.
    expect(upper?.thicknessMeters).toBe(0.3);
    expect(upper?.slabLossDb.FIVE).toBeGreaterThan(0);
    expect(model.usageProfiles.get(HIGH_SLA)?.demandBps).toBe(4194304);
    expect(model.areas.flatMap((area) => area.capacityItems)).toEqual([
      { deviceCount: 150, usageProfileId: HIGH_SLA, deviceProfileId: LAPTOP },
    ]);
    expect(model.capacitySettings.FIVE.basicRateMbps).toBe(12);
  });

  it('yields different one-floor and multi-floor predictions on the upper floor', () => {
    const upper = model.floors[1];
    const size = model.floorSizes.get(upper?.floorPlanId ?? '');
    if (upper === undefined || size === undefined) {
      throw new Error('no upper floor');
    }
    const grid = createCellGrid(size.widthMeters, size.heightMeters, 'rough', 100_000);
    const one = predictFloorField(model.floors, upper.floorPlanId, grid, 'one-floor');
    const multi = predictFloorField(model.floors, upper.floorPlanId, grid, 'multi-floor');
    expect(multi.radios.length).toBeGreaterThan(one.radios.length);
    expect(multi.radios.some((radio) => radio.floorPlanId !== upper.floorPlanId)).toBe(true);
  });
});

describe('GET /insightapi/v1/projects/{id}/deviceProfiles', () => {
  it("lists the project's profiles, then the built-ins", async () => {
    const response = await get('deviceProfiles');
    expect(response.statusCode).toBe(200);
    expect(response.json<DeviceProfileAnswer[]>()).toEqual([
      {
        id: SMARTPHONE,
        name: 'Generic Smartphone',
        offsets: { TWO: -10, FIVE: -10, SIX: -10 },
        builtIn: false,
      },
      { id: LAPTOP, name: 'Generic Laptop', offsets: { TWO: -3, FIVE: -3, SIX: -3 }, builtIn: false },
      { id: 'builtin-laptop', name: 'Laptop', offsets: { TWO: 0, FIVE: 0, SIX: 0 }, builtIn: true },
      {
        id: 'builtin-smartphone',
        name: 'Smartphone',
        offsets: { TWO: -10, FIVE: -10, SIX: -10 },
        builtIn: true,
      },
      { id: 'builtin-iot', name: 'IoT device', offsets: { TWO: -12, FIVE: -12, SIX: -12 }, builtIn: true },
    ]);
  });
});

describe('GET /insightapi/v1/projects/{id}/requirementPassRates', () => {
  it('answers pass rates per project, floor and area, lower for a −10 dB device', async () => {
    const plain = await get('requirementPassRates?frequencyBand=FIVE');
    expect(plain.statusCode).toBe(200);
    const body = plain.json<RequirementPassRatesAnswer>();
    expect(body.floors.map((floor) => floor.floorPlanId)).toEqual(
      model.floors.map((floor) => floor.floorPlanId),
    );
    expect(body.areas.length).toBe(model.areas.length);
    expect(body.project.source).toBe('predicted');
    const signal = body.project.criteria.find((criterion) => criterion.type === 'SIGNAL_STRENGTH');
    expect(signal).toBeDefined();
    for (const rate of [body.project, ...body.floors, ...body.areas]) {
      expect(rate.passRatePercent).toBeGreaterThanOrEqual(0);
      expect(rate.passRatePercent).toBeLessThanOrEqual(100);
    }
    const phone = (
      await get(`requirementPassRates?frequencyBand=FIVE&deviceProfileId=${SMARTPHONE}`)
    ).json<RequirementPassRatesAnswer>();
    const phoneSignal = phone.project.criteria.find((criterion) => criterion.type === 'SIGNAL_STRENGTH');
    expect(phoneSignal?.passRatePercent).toBeLessThan(signal?.passRatePercent ?? 0);
    expect(phone.project.passRatePercent).toBeLessThanOrEqual(body.project.passRatePercent);
  });

  it('rejects a device profile the project does not have', async () => {
    expect((await get('requirementPassRates?deviceProfileId=nope')).statusCode).toBe(400);
  });
});

describe('GET /insightapi/v1/projects/{id}/capacity', () => {
  it('associates the 150 laptops to radios and reports airtime and APs needed', async () => {
    const response = await get('capacity?frequencyBand=FIVE');
    expect(response.statusCode).toBe(200);
    const body = response.json<CapacityAnswer>();
    expect(body.areas).toHaveLength(1);
    const area = body.areas[0];
    expect(area).toMatchObject({ clients: 150, usageProfile: 'High SLA (4 Mbps)' });
    expect(area?.servedClients).toBeGreaterThan(0);
    expect(area?.apsNeeded).toBeGreaterThanOrEqual(1);
    expect(body.radios.every((radio) => radio.band === 'FIVE')).toBe(true);
    expect(body.radios.reduce((sum, radio) => sum + radio.clients, 0)).toBe(area?.servedClients);
    const serving = body.radios.filter((radio) => radio.clients > 0);
    expect(serving.length).toBeGreaterThan(0);
    for (const radio of body.radios) {
      expect(radio.overloaded).toBe(radio.airtimePercent > 70 || radio.clients > 200);
    }
    const two = (await get('capacity?frequencyBand=TWO')).json<CapacityAnswer>();
    expect(two.areas[0]?.clients).toBe(150);
    expect((two.areas[0]?.servedClients ?? 0) + (area?.servedClients ?? 0)).toBeLessThanOrEqual(150);
  });
});

describe('access', () => {
  it('answers 404 to callers who cannot see the project, and for unknown projects', async () => {
    for (const path of ['deviceProfiles', 'requirementPassRates', 'capacity']) {
      expect((await get(path, outsider)).statusCode).toBe(404);
      const unknown = await t.app.inject({
        method: 'GET',
        url: `/insightapi/v1/projects/${randomUUID()}/${path}`,
        headers: authHeaders(session),
      });
      expect(unknown.statusCode).toBe(404);
    }
  });
});
