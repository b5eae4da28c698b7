// Migration 0070 for installations seeded before the demo was frozen: it records the seeded projects, not the
// ones uploaded into the demo organisation afterwards.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { MIGRATIONS_DIR } from '../../db/migrate';
import { DEMO_ORG_ID } from '../../seed/accounts-seed';
import { insertOrganization } from '../../seed/accounts-seed.repo';
import { createTestDatabase } from '../../test/test-database';
import { findDemoScope } from './demo.service';
import { insertAppSetting, insertProjectRow } from '../../test/factories.repo';

const BACKFILL = readFileSync(join(MIGRATIONS_DIR, '0070_demo_projects.sql'), 'utf8');

let database: Database;
let drop: () => Promise<void>;

async function insertProject(createdAt: string, version = 1, orgId = DEMO_ORG_ID): Promise<string> {
  return insertProjectRow(database, {
    orgId,
    esxProjectId: randomUUID(),
    name: 'Project',
    version,
    createdAt,
  });
}

beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
});

afterAll(async () => {
  await drop();
});

describe('migration 0070 on an installation seeded before the demo was frozen', () => {
  it('records nothing where the demo was never seeded', async () => {
    await database.exec(BACKFILL);
    expect(await findDemoScope({ database, isEnabled: true })).toBeNull();
  });

  it('records the demo organisation’s projects imported by the seed, and none uploaded or replaced later', async () => {
    await insertOrganization(database, {
      id: DEMO_ORG_ID,
      name: 'Demo Networks',
      enterprisePlus: true,
      passwordPolicy: false,
    });
    const otherOrg = randomUUID();
    await insertOrganization(database, {
      id: otherOrg,
      name: 'Other',
      enterprisePlus: false,
      passwordPolicy: false,
    });
    const seededA = await insertProject('2025-01-01T10:00:00Z');
    const seededB = await insertProject('2025-01-01T10:01:00Z');
    await insertProject('2025-01-01T10:01:30Z', 2);
    await insertProject('2025-01-01T10:00:30Z', 1, otherOrg);
    await insertProject('2025-03-01T09:00:00Z');
    await insertAppSetting(database, 'demo_seeded_at', '2025-01-01T10:02:00.000Z');
    await database.exec(BACKFILL);
    expect(await findDemoScope({ database, isEnabled: true })).toEqual({
      orgId: DEMO_ORG_ID,
      projectIds: [seededA, seededB].sort(),
    });
  });
});
