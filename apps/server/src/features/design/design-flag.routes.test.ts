import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDesignTestApp, type DesignSetup } from './design.test-helpers';

describe('PATCH /projectapi/v1/projects/{id}/design with the cloud planner turned off', () => {
  let d: DesignSetup;

  beforeAll(async () => {
    d = await createDesignTestApp({ FEATURE_CLOUD_PLANNER: 'false' });
  });

  afterAll(async () => {
    await d.t.close();
  });

  it('answers 404 even to the owner with planner access, and changes nothing', async () => {
    const ap = (await d.batch('ACCESS_POINT')).accessPoints?.[0];
    const base = await d.currentVersion();
    const response = await d.patch({
      baseVersion: base,
      operations: [
        {
          op: 'update',
          type: 'ACCESS_POINT',
          id: typeof ap?.id === 'string' ? ap.id : '',
          value: { name: 'Renamed' },
        },
      ],
    });
    expect(response.statusCode).toBe(404);
    expect(await d.currentVersion()).toBe(base);
  });
});
