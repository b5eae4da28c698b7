// Creating a controller floor plan from a project floor, through the fake dashboard that checks the request
// against createNetworkFloorPlan's parameters (test/meraki-api-subset.json).
import type { VendorCreatedFloorPlan, VendorProjectLink } from '@airlens/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distanceMeters } from './floor-plan-geo';
import { buildIntegrationProject, NETWORK_ID } from './vendor-integration.test-helpers';
import { createIntegrationWorld, type IntegrationWorld } from './vendor-world.test-helpers';

let w: IntegrationWorld;
const floor = buildIntegrationProject().floorPlans[0];
const widthMeters = (floor?.width ?? 0) * (floor?.metersPerUnit ?? 0);
const heightMeters = (floor?.height ?? 0) * (floor?.metersPerUnit ?? 0);

beforeAll(async () => {
  w = await createIntegrationWorld();
});

afterAll(async () => {
  await w.close();
});

const url = () => `${w.base}/floorPlans`;

describe('creating a controller floor plan from a project floor', () => {
  it('is for organisation admins of a visible, linked project with a known place', async () => {
    const body = { floorPlanId: w.floorPlanId };
    expect((await w.call(w.outsider, 'POST', url(), body)).statusCode).toBe(404);
    expect((await w.call(w.reader, 'POST', url(), body)).statusCode).toBe(403);
    expect((await w.call(w.writer, 'POST', url(), body)).statusCode).toBe(403);
    const unknownFloor = await w.call(w.admin, 'POST', url(), { floorPlanId: 'no-such-floor' });
    expect(unknownFloor.statusCode).toBe(400);
    expect(unknownFloor.json()).toMatchObject({ message: expect.stringContaining('floorPlanId') as unknown });
    const nowhere = await w.call(w.admin, 'POST', url(), body);
    expect(nowhere.statusCode).toBe(400);
    expect(nowhere.json()).toMatchObject({ message: expect.stringContaining('no location') as unknown });
    const badCenter = await w.call(w.admin, 'POST', url(), { ...body, center: { lat: 91, lng: 0 } });
    expect(badCenter.statusCode).toBe(400);
    expect(w.fake.createdFloorPlans).toEqual([]);
  });

  it('uploads the floor image with corners around the centre, through a 429, and maps the floor to it', async () => {
    const center = { lat: 37.4185, lng: -122.0985 };
    w.fake.rateLimitNext(1, 1, '/floorPlans');
    const response = await w.call(w.admin, 'POST', url(), {
      floorPlanId: w.floorPlanId,
      name: 'HQ Level 1',
      center,
    });
    expect(response.statusCode).toBe(201);
    const created = response.json<VendorCreatedFloorPlan>();
    expect(created).toMatchObject({ floorPlanId: w.floorPlanId, name: 'HQ Level 1' });
    // The 429 was waited out and the creation sent once more, not twice more.
    expect(w.fake.requests.filter((r) => r === `POST /networks/${NETWORK_ID}/floorPlans`)).toHaveLength(2);
    expect(w.fake.createdFloorPlans).toHaveLength(1);
    const sent = w.fake.createdFloorPlans[0];
    expect(sent?.networkId).toBe(NETWORK_ID);
    expect(Object.keys(sent?.body ?? {}).sort()).toEqual([
      'bottomLeftCorner',
      'bottomRightCorner',
      'imageContents',
      'name',
      'topLeftCorner',
    ]);
    const image = Buffer.from(String(sent?.body.imageContents), 'base64');
    expect(image.subarray(1, 4).toString('latin1')).toBe('PNG');
    const { topLeftCorner, bottomLeftCorner, bottomRightCorner } = created;
    expect(sent?.body.topLeftCorner).toEqual(topLeftCorner);
    expect(distanceMeters(bottomLeftCorner, bottomRightCorner)).toBeCloseTo(widthMeters, 1);
    expect(distanceMeters(topLeftCorner, bottomLeftCorner)).toBeCloseTo(heightMeters, 1);
    expect((topLeftCorner.lat + bottomLeftCorner.lat) / 2).toBeCloseTo(center.lat, 6);
    expect((bottomLeftCorner.lng + bottomRightCorner.lng) / 2).toBeCloseTo(center.lng, 6);

    const link = (await w.call(w.writer, 'GET', w.base)).json<VendorProjectLink>();
    expect(link.floorMappings).toEqual([
      {
        floorPlanId: w.floorPlanId,
        floorPlanName: floor?.name,
        controllerFloorPlanId: created.controllerFloorPlanId,
      },
    ]);
    expect(link.controllerFloorPlans).toContainEqual({
      id: created.controllerFloorPlanId,
      name: 'HQ Level 1',
    });
  });

  it('places the floor at the project’s location when no centre is given, named as the floor', async () => {
    await w.t.database.query('UPDATE projects SET latitude = $2, longitude = $3 WHERE id = $1', [
      w.projectId,
      51.5014,
      -0.1419,
    ]);
    const response = await w.call(w.admin, 'POST', url(), { floorPlanId: w.floorPlanId });
    expect(response.statusCode).toBe(201);
    const created = response.json<VendorCreatedFloorPlan>();
    expect(created.name).toBe(floor?.name);
    expect((created.topLeftCorner.lat + created.bottomLeftCorner.lat) / 2).toBeCloseTo(51.5014, 6);
    expect(distanceMeters(created.bottomLeftCorner, created.bottomRightCorner)).toBeCloseTo(widthMeters, 1);
    expect(w.fake.createdFloorPlans).toHaveLength(2);
    expect(w.fake.violations).toEqual([]);
  });
});
