import type { AutoPlanStatus } from '@airlens/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drainJobs } from '../../jobs/job-drain';
import { authHeaders, type TestSession } from '../auth/test-accounts';
import { firstFloorId, removeAccessPointsOnFloor } from './auto-plan.test-helpers';
import { createDesignTestApp, type DesignSetup } from './design.test-helpers';

describe('auto-planning: POST and GET /projectapi/v1/projects/{id}/floor-plans/{floorId}/auto-plan', () => {
  let d: DesignSetup;
  let floorId: string;
  const url = (suffix = '') =>
    `/projectapi/v1/projects/${d.projectId}/floor-plans/${floorId}/auto-plan${suffix}`;
  const start = (
    session: TestSession = d.owner.session,
    body: Record<string, unknown> = { apModel: 'AP-515', frequencyBand: 'FIVE', maxAps: 12 },
  ) => d.t.app.inject({ method: 'POST', url: url(), headers: authHeaders(session), payload: body });

  /** The job's state once every plan this app started has run (inline here: the test app has no queue). */
  async function finished(jobId: string): Promise<AutoPlanStatus> {
    await drainJobs(d.t.app);
    return (await d.get(url(`/${jobId}`))).json<AutoPlanStatus>();
  }

  beforeAll(async () => {
    d = await createDesignTestApp();
    floorId = await firstFloorId(d);
  });

  afterAll(async () => {
    await d.t.close();
  });

  it('answers 202 with a job whose proposal can be applied as a design PATCH, nothing applied before', async () => {
    // The generated floor passes already with its own APs (and then nothing is proposed): plan it from empty.
    await removeAccessPointsOnFloor(d, floorId);
    const before = (await d.batch('ACCESS_POINT')).accessPoints?.length;
    const response = await start();
    expect(response.statusCode).toBe(202);
    const { jobId } = response.json<{ jobId: string }>();
    const state = await finished(jobId);
    expect(state).toMatchObject({ status: 'DONE', progress: 1, message: null });
    const proposal = state.proposal;
    expect(proposal?.accessPoints.length).toBeGreaterThan(0);
    expect(proposal?.accessPoints.length).toBeLessThanOrEqual(12);
    expect(proposal?.predictedPassRatePercent).toBeGreaterThanOrEqual(95);
    for (const ap of proposal?.accessPoints ?? []) {
      expect(ap).toMatchObject({ model: 'AP-515', band: 'FIVE', location: { floorPlanId: floorId } });
    }
    expect((await d.batch('ACCESS_POINT')).accessPoints?.length).toBe(before);

    const applied = await d.patch({
      baseVersion: await d.currentVersion(),
      operations: (proposal?.accessPoints ?? []).map((ap, index) => ({
        op: 'add' as const,
        type: 'ACCESS_POINT' as const,
        id: `proposed-${index}`,
        value: { name: ap.name, model: ap.model, location: ap.location },
      })),
    });
    expect(applied.statusCode).toBe(200);
    expect((await d.batch('ACCESS_POINT')).accessPoints?.length).toBe(
      (before ?? 0) + (proposal?.accessPoints.length ?? 0),
    );
    // A plan is seconds of CPU work, slower on shared test machines than the default allowance.
  }, 180_000);

  it('refuses readers (403), unknown floors, requirements and jobs (404) and invalid bodies (400)', async () => {
    const reader = await d.addMember('Pro', 'READ_USER');
    expect((await start(reader.session)).statusCode).toBe(403);
    const cheap = { apModel: 'AP-515', frequencyBand: 'FIVE', maxAps: 1 };
    const { jobId } = (await start(d.owner.session, cheap)).json<{ jobId: string }>();
    expect((await d.get(url(`/${jobId}`), reader.session)).statusCode).toBe(403);
    expect((await d.get(url(`/${jobId}`))).statusCode).toBe(200);
    expect(
      (await start(d.owner.session, { apModel: 'AP-515', frequencyBand: 'FIVE', requirementId: 'nope' }))
        .statusCode,
    ).toBe(404);
    expect((await start(d.owner.session, { apModel: 'AP-515', frequencyBand: 'SEVEN' })).statusCode).toBe(
      400,
    );
    expect((await d.get(url('/00000000-0000-4000-8000-000000000000'))).statusCode).toBe(404);
    const other = floorId;
    floorId = 'no-such-floor';
    expect((await start()).statusCode).toBe(404);
    floorId = other;
  });
});
