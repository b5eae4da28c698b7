// The auto-planning tests' helpers: the floor a plan is made for, emptied of its APs, and a database that records
// its statements.
import type { EsxEntity } from '@airlens/esx';
import { expect } from 'vitest';
import type { Database } from '../../db/database';
import type { DesignSetup } from './design.test-helpers';

/** The id of the design project's first floor. */
export async function firstFloorId(d: DesignSetup): Promise<string> {
  return String(((await d.batch('FLOOR_PLAN')).floorPlans?.[0] as EsxEntity & { id: string }).id);
}

/** Removes every AP on the floor in one design PATCH (which must succeed), so that a plan starts from an empty floor. */
export async function removeAccessPointsOnFloor(d: DesignSetup, floorId: string): Promise<void> {
  const onFloor = ((await d.batch('ACCESS_POINT')).accessPoints ?? []).filter(
    (ap) => (ap.location as { floorPlanId?: string } | undefined)?.floorPlanId === floorId,
  );
  const cleared = await d.patch({
    baseVersion: await d.currentVersion(),
    operations: onFloor.map((ap) => ({
      op: 'remove' as const,
      type: 'ACCESS_POINT' as const,
      id: typeof ap.id === 'string' ? ap.id : '',
    })),
  });
  expect(cleared.statusCode).toBe(200);
}

/** `database` with every parameterised statement recorded (text and parameters), in order. */
export function recordingDatabase(database: Database) {
  const statements: { text: string; params: unknown[] }[] = [];
  const recorded: Database = {
    ...database,
    query<Row>(text: string, params: unknown[] = []) {
      statements.push({ text, params });
      return database.query<Row>(text, params);
    },
  };
  return { database: recorded, statements };
}
