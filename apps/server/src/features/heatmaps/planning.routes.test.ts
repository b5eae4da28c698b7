import { randomUUID } from 'node:crypto';
import type { CapacityAnswer, DeviceProfileAnswer, RequirementPassRatesAnswer } from '@airlens/contract';
import { writeEsx } from '@airlens/esx';
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
import { HIGH_SLA, LAPTOP, planningSample, SMARTPHONE } from './planning.test-helpers';

// Planning endpoints on a project imported through the real upload → import pipeline: a generated two-floor
// design with the catalogue entries of a real Ekahau project (planning.test-helpers.ts).
let t: TestApp;
let session: TestSession;
let outsider: TestSession;
let projectId: string;
let model: PlanningProject;

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
