import type { RequirementPassRatesAnswer, VersionDiff } from '@airlens/contract';
import { readEsx, type EsxEntity } from '@airlens/esx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadBytes, waitForFinalStatus } from '../uploads/uploads.test-helpers';
import { createDesignTestApp, type DesignSetup } from './design.test-helpers';

type Ap = EsxEntity & {
  id: string;
  name: string;
  location: { floorPlanId: string; coord: { x: number; y: number } };
};
type Plan = EsxEntity & { id: string; metersPerUnit: number };

describe('PATCH /projectapi/v1/projects/{id}/design', () => {
  let d: DesignSetup;
  let aps: Ap[];
  let plans: Plan[];

  beforeAll(async () => {
    d = await createDesignTestApp();
    aps = (await d.batch('ACCESS_POINT')).accessPoints as Ap[];
    plans = (await d.batch('FLOOR_PLAN')).floorPlans as Plan[];
  });

  afterAll(async () => {
    await d.t.close();
  });

  /** The AP's position moved along x by `meters` on its floor. */
  function movedBy(ap: Ap, meters: number) {
    const scale = plans.find((plan) => plan.id === ap.location.floorPlanId)?.metersPerUnit ?? Number.NaN;
    return {
      floorPlanId: ap.location.floorPlanId,
      coord: { x: ap.location.coord.x + meters / scale, y: ap.location.coord.y },
    };
  }

  it('saves moved APs as one EDIT entry per session; the diff shows a 0.6 m move and not a 0.4 m one', async () => {
    const [first, second] = aps as [Ap, Ap];
    const base = await d.currentVersion();
    const one = await d.patch({
      baseVersion: base,
      operations: [
        { op: 'update', type: 'ACCESS_POINT', id: first.id, value: { location: movedBy(first, 0.6) } },
      ],
    });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual({ version: base + 1 });
    const two = await d.patch({
      baseVersion: base + 1,
      operations: [
        { op: 'update', type: 'ACCESS_POINT', id: second.id, value: { location: movedBy(second, 0.4) } },
      ],
    });
    expect(two.json()).toEqual({ version: base + 2 });

    const stored = (await d.batch('ACCESS_POINT')).accessPoints as Ap[];
    expect(stored.find((ap) => ap.id === first.id)?.location).toEqual(movedBy(first, 0.6));
    expect(stored.find((ap) => ap.id === second.id)?.location).toEqual(movedBy(second, 0.4));

    const history = await d.versions();
    expect(history.map((entry) => [entry.version, entry.source])).toEqual([
      [base + 2, 'EDIT'],
      [base, 'UPLOAD'],
    ]);
    expect(history[0]).toMatchObject({ createdBy: d.owner.account.email, summary: 'Edited: 1 AP moved' });

    const diff = (
      await d.get(`/projectapi/v1/projects/${d.projectId}/versions/${base}/diff/${base + 2}`)
    ).json<VersionDiff>();
    expect(diff.accessPoints.moved.map((ap) => [ap.id, ap.distanceMeters])).toEqual([[first.id, 0.6]]);
    expect(diff.accessPoints.changed).toEqual([]);
  });

  it('starts a new history entry after a 10-minute pause or for another user', async () => {
    const base = await d.currentVersion();
    await d.t.database.query(
      `UPDATE project_versions SET created_at = now() - interval '11 minutes' WHERE project_id = $1 AND version = $2`,
      [d.projectId, base],
    );
    const ap = (aps[2] ?? aps[0]) as Ap;
    const rename = (name: string, baseVersion: number, session = d.owner.session) =>
      d.patch(
        { baseVersion, operations: [{ op: 'update', type: 'ACCESS_POINT', id: ap.id, value: { name } }] },
        session,
      );
    expect((await rename('Lobby', base)).statusCode).toBe(200);
    const writer = await d.addMember('Pro', 'WRITE_USER');
    expect((await rename('Lobby 2', base + 1, writer.session)).statusCode).toBe(200);
    const history = await d.versions();
    expect(history.slice(0, 3).map((entry) => [entry.version, entry.createdBy, entry.summary])).toEqual([
      [base + 2, writer.account.email, 'Edited: 1 AP changed'],
      [base + 1, d.owner.account.email, 'Edited: 1 AP changed'],
      [base, d.owner.account.email, 'Edited: 1 AP moved'],
    ]);
  });

  it('applies operations of every entity type and the batch call reads them back', async () => {
    const floor = plans[0] as Plan;
    const wallTypeId = ((await d.batch('WALL_TYPE')).wallTypes?.[0]?.id as string) ?? '';
    const requirementId = ((await d.batch('REQUIREMENT')).requirements?.[0]?.id as string) ?? '';
    const oldWall = (await d.batch('WALL_SEGMENT')).wallSegments?.[0]?.id as string;
    const square = [
      { x: 10, y: 10 },
      { x: 40, y: 10 },
      { x: 40, y: 40 },
      { x: 10, y: 40 },
    ];
    const response = await d.patch({
      baseVersion: await d.currentVersion(),
      operations: [
        {
          op: 'add',
          type: 'ACCESS_POINT',
          id: 'ap-new',
          value: {
            name: 'New AP',
            model: 'AP-515',
            location: { floorPlanId: floor.id, coord: { x: 50, y: 60 } },
          },
        },
        {
          op: 'add',
          type: 'SIMULATED_RADIO',
          id: 'radio-new',
          value: {
            accessPointId: 'ap-new',
            enabled: true,
            channel: [36],
            transmitPower: 17,
            radioTechnology: 'IEEE802_11',
          },
        },
        {
          op: 'add',
          type: 'WALL_SEGMENT',
          id: 'wall-new',
          value: {
            wallTypeId,
            floorPlanId: floor.id,
            points: [
              { x: 1, y: 2 },
              { x: 80, y: 2 },
            ],
          },
        },
        { op: 'remove', type: 'WALL_SEGMENT', id: oldWall },
        {
          op: 'add',
          type: 'ATTENUATION_AREA',
          id: 'att-new',
          value: { floorPlanId: floor.id, attenuationAreaTypeId: 'aat-shelving', area: square },
        },
        {
          op: 'add',
          type: 'AREA',
          id: 'area-new',
          value: { floorPlanId: floor.id, name: 'Meeting room', area: square, requirementId },
        },
        { op: 'update', type: 'FLOOR_PLAN', id: floor.id, value: { name: 'Ground (edited)', width: 1 } },
      ],
    });
    expect(response.statusCode).toBe(200);
    const { accessPoints, simulatedRadios, wallSegments, wallPoints, attenuationAreas, areas, floorPlans } =
      await d.batch('ACCESS_POINT,SIMULATED_RADIO,WALL_SEGMENT,WALL_POINT,ATTENUATION_AREA,AREA,FLOOR_PLAN');
    expect(accessPoints?.find((ap) => ap.id === 'ap-new')).toMatchObject({ name: 'New AP', model: 'AP-515' });
    expect(simulatedRadios?.find((radio) => radio.id === 'radio-new')).toMatchObject({
      accessPointId: 'ap-new',
      channel: [36],
    });
    expect(wallSegments?.find((wall) => wall.id === 'wall-new')).toEqual({
      wallTypeId,
      wallPoints: ['wall-new-a', 'wall-new-b'],
      id: 'wall-new',
    });
    expect(wallSegments?.some((wall) => wall.id === oldWall)).toBe(false);
    expect(wallPoints?.find((point) => point.id === 'wall-new-b')).toEqual({
      location: { floorPlanId: floor.id, coord: { x: 80, y: 2 } },
      id: 'wall-new-b',
    });
    expect(attenuationAreas).toEqual([
      { floorPlanId: floor.id, attenuationAreaTypeId: 'aat-shelving', area: square, id: 'att-new' },
    ]);
    expect(areas?.find((area) => area.id === 'area-new')).toMatchObject({
      name: 'Meeting room',
      requirementId,
    });
    // The name changed; the read-only width did not.
    expect(floorPlans?.find((plan) => plan.id === floor.id)).toMatchObject({
      name: 'Ground (edited)',
      width: floor.width,
    });

    const history = await d.versions();
    expect(history[0]?.summary).toBe(
      'Edited: 1 AP added, 1 wall added, 1 wall removed, 1 attenuation area added, 1 area added',
    );
  });

  it('downloads an edited version as an .esx that carries the edit and imports again', async () => {
    const version = await d.currentVersion();
    const response = await d.get(`/esxfileapi/v1/projects/${d.projectId}/download?version=${version}`);
    expect(response.statusCode).toBe(200);
    const project = readEsx(response.rawPayload);
    expect(project.accessPoints.find((ap) => ap.id === 'ap-new')?.name).toBe('New AP');
    expect(project.walls.some((wall) => wall.id === 'wall-new')).toBe(true);
    const reimport = await waitForFinalStatus(
      d.t,
      d.owner.session,
      await uploadBytes(d.t, d.owner.session, response.rawPayload),
    );
    expect(reimport).toMatchObject({ status: 'COMMITTED', projectId: d.projectId });
    expect((await d.versions())[0]).toMatchObject({ version: version + 1, source: 'UPLOAD' });
  });

  it('the planning pass rates follow an edit: removing a floor’s APs lowers its predicted pass rate', async () => {
    const rates = async () =>
      (
        await d.get(`/insightapi/v1/projects/${d.projectId}/requirementPassRates`)
      ).json<RequirementPassRatesAnswer>();
    const floor = plans[1] as Plan;
    const before = (await rates()).floors.find((entry) => entry.floorPlanId === floor.id);
    const onFloor = ((await d.batch('ACCESS_POINT')).accessPoints as Ap[]).filter(
      (ap) => ap.location.floorPlanId === floor.id,
    );
    expect(onFloor.length).toBeGreaterThan(0);
    const response = await d.patch({
      baseVersion: await d.currentVersion(),
      operations: onFloor.map((ap) => ({ op: 'remove' as const, type: 'ACCESS_POINT' as const, id: ap.id })),
    });
    expect(response.statusCode).toBe(200);
    const after = (await rates()).floors.find((entry) => entry.floorPlanId === floor.id);
    expect(before?.source).toBe('predicted');
    expect(before?.passRatePercent).toBeGreaterThan(0);
    expect(after?.passRatePercent).toBeLessThan(before?.passRatePercent ?? 0);
  });
  it('splits a wall and sets a floor scale by measuring (the editor tools): both saved, the floor list has the scale', async () => {
    const floor = plans[0] as Plan;
    const { wallSegments, wallPoints } = await d.batch('WALL_SEGMENT,WALL_POINT');
    const locationOf = (id: unknown) =>
      wallPoints?.find((point) => point.id === id)?.location as
        { floorPlanId: string; coord: { x: number; y: number } } | undefined;
    const endsOf = (segment: EsxEntity) =>
      (Array.isArray(segment.wallPoints) ? segment.wallPoints : [segment.point1Id, segment.point2Id]) as [
        string,
        string,
      ];
    const wall = wallSegments?.find((segment) => locationOf(endsOf(segment)[0])?.floorPlanId === floor.id);
    if (wall === undefined) {
      throw new Error('no wall on the first floor');
    }
    const [firstId, secondId] = endsOf(wall);
    const first = locationOf(firstId)?.coord ?? { x: 0, y: 0 };
    const second = locationOf(secondId)?.coord ?? { x: 0, y: 0 };
    const middle = { x: (first.x + second.x) / 2, y: (first.y + second.y) / 2 };
    const response = await d.patch({
      baseVersion: await d.currentVersion(),
      operations: [
        {
          op: 'add',
          type: 'WALL_SEGMENT',
          id: 'wall-half',
          value: {
            wallTypeId: wall.wallTypeId,
            floorPlanId: floor.id,
            wallPoints: ['wall-middle', secondId],
            points: [middle, second],
          },
        },
        {
          op: 'update',
          type: 'WALL_SEGMENT',
          id: wall.id as string,
          value: { wallPoints: [firstId, 'wall-middle'], points: [first, middle] },
        },
        { op: 'update', type: 'FLOOR_PLAN', id: floor.id, value: { metersPerUnit: floor.metersPerUnit * 2 } },
      ],
    });
    expect(response.statusCode).toBe(200);
    const after = await d.batch('WALL_SEGMENT,WALL_POINT');
    const halves = after.wallSegments?.filter((segment) => [wall.id, 'wall-half'].includes(segment.id));
    expect(halves?.map((segment) => [segment.id, endsOf(segment), segment.wallTypeId])).toEqual([
      [wall.id, [firstId, 'wall-middle'], wall.wallTypeId],
      ['wall-half', ['wall-middle', secondId], wall.wallTypeId],
    ]);
    expect(after.wallPoints?.find((point) => point.id === 'wall-middle')?.location).toEqual({
      floorPlanId: floor.id,
      coord: middle,
    });
    const floors = (await d.get(`/insightapi/v1/projects/${d.projectId}/floorPlans`)).json<
      { id: string; metersPerUnit: number | null }[]
    >();
    expect(floors.find((entry) => entry.id === floor.id)?.metersPerUnit).toBeCloseTo(
      floor.metersPerUnit * 2,
      9,
    );
    expect((await d.versions())[0]?.source).toBe('EDIT');
  });
});
