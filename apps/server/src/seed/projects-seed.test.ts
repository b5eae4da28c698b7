import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateProject } from '@airlens/esx';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalBlobStore } from '../blobs/local-blob-store';
import { parseConfig } from '../config';
import type { Database } from '../db/database';
import { createTestDatabase } from '../test/test-database';
import { findDemoScope } from '../features/demo/demo.service';
import { seedAccounts, DEMO_ADMIN_EMAIL, DEMO_ENGINEER_EMAIL, DEMO_ORG_ID } from './accounts-seed';
import type { SeedContext } from './demo-seed';
import {
  DEMO_PROJECTS,
  demoGenerateOptions,
  MEASURED_SURVEY_DAYS,
  seedProjects,
  type DemoProjectSpec,
} from './projects-seed';
import { DEMO_SEED_STEPS } from './seed-steps';

function specOfKind(kind: DemoProjectSpec['kind']): DemoProjectSpec {
  const spec = DEMO_PROJECTS.find((candidate) => candidate.kind === kind);
  if (spec === undefined) {
    throw new Error(`no ${kind} demo project`);
  }
  return spec;
}

describe('demo projects', () => {
  it('are at least 12 sites in different cities with real coordinates, of every project type', () => {
    expect(DEMO_PROJECTS.length).toBeGreaterThanOrEqual(12);
    expect(new Set(DEMO_PROJECTS.map((spec) => spec.city)).size).toBe(DEMO_PROJECTS.length);
    expect(new Set(DEMO_PROJECTS.map((spec) => spec.kind))).toEqual(
      new Set(['measured', 'simulated', 'hybrid']),
    );
    expect(new Set(DEMO_PROJECTS.map((spec) => spec.seed)).size).toBe(DEMO_PROJECTS.length);
    for (const spec of DEMO_PROJECTS) {
      expect(Math.abs(spec.latitude)).toBeLessThanOrEqual(90);
      expect(Math.abs(spec.longitude)).toBeLessThanOrEqual(180);
      expect(spec.floors).toBeGreaterThanOrEqual(1);
      expect(spec.floors).toBeLessThanOrEqual(3);
      expect(spec.aps).toBeGreaterThanOrEqual(8);
      expect(spec.aps).toBeLessThanOrEqual(25);
    }
    const tokyo = DEMO_PROJECTS.find((spec) => spec.city === 'Tokyo');
    expect([Math.round(tokyo?.latitude ?? 0), Math.round(tokyo?.longitude ?? 0)]).toEqual([36, 140]);
  });

  it('run after the accounts step', () => {
    expect(DEMO_SEED_STEPS.map((step) => step.name).slice(0, 2)).toEqual(['accounts', 'projects']);
  });

  it('give a measured project surveys on 30 distinct days ending before today', () => {
    const now = new Date('2025-06-15T10:00:00Z');
    const project = generateProject({
      ...demoGenerateOptions(specOfKind('measured'), now),
      aps: 8,
      floors: 1,
    });
    const days = new Set(project.surveys.map((survey) => survey.startTime.slice(0, 10)));
    expect(days.size).toBe(MEASURED_SURVEY_DAYS);
    expect([...days].sort().at(-1) ?? '').toBe('2025-06-14');
  });
});

describe('seeding demo projects through the import pipeline', () => {
  let database: Database;
  let drop: () => Promise<void>;
  let dir: string;
  let context: SeedContext;

  beforeAll(async () => {
    ({ database, drop } = await createTestDatabase());
    dir = await mkdtemp(join(tmpdir(), 'airlens-seed-'));
    const config = parseConfig({
      NODE_ENV: 'test',
      DATA_DIR: dir,
      ARGON2_MEMORY_KIB: '1024',
      ARGON2_TIME_COST: '1',
    });
    context = {
      config,
      database,
      blobs: createLocalBlobStore(join(dir, 'blobs')),
      logger: pino({ level: 'silent' }),
    };
    await seedAccounts(context);
  });
  afterAll(async () => {
    await drop();
    await rm(dir, { recursive: true, force: true });
  });

  it('imports one project of each kind with its city, owner and sharing', async () => {
    const sample = [
      { ...specOfKind('measured'), floors: 1, aps: 8 },
      { ...specOfKind('simulated'), floors: 1, aps: 8 },
      { ...specOfKind('hybrid'), floors: 1, aps: 8 },
    ];
    await seedProjects(context, { projects: sample, preferInProcess: true });
    const { rows } = await database.query<{
      name: string;
      city: string;
      project_type: string;
      latitude: number;
      owner: string;
      other: string;
      days: string | number;
    }>(
      `SELECT p.name, p.city, p.project_type, p.latitude,
         (SELECT username FROM project_users WHERE project_id = p.id AND role = 'OWNER') AS owner,
         (SELECT username FROM project_users WHERE project_id = p.id AND role <> 'OWNER') AS other,
         (SELECT count(DISTINCT survey_date) FROM surveys s WHERE s.project_id = p.id) AS days
       FROM projects p ORDER BY p.name`,
    );
    const expected = sample
      .map((spec) => ({
        name: spec.name,
        city: spec.city,
        project_type: spec.kind.toUpperCase(),
        latitude: spec.latitude,
        owner: spec.owner === 'admin' ? DEMO_ADMIN_EMAIL : DEMO_ENGINEER_EMAIL,
        other: spec.owner === 'admin' ? DEMO_ENGINEER_EMAIL : DEMO_ADMIN_EMAIL,
        days: spec.kind === 'measured' ? MEASURED_SURVEY_DAYS : spec.kind === 'hybrid' ? 10 : 0,
      }))
      .sort((a, b) => a.name.localeCompare(b.name));
    expect(rows.map((row) => ({ ...row, days: Number(row.days) }))).toEqual(expected);
    // The public demo shows exactly these, frozen now (a later upload is never part of it).
    const imported = await database.query<{ id: string }>('SELECT id::text FROM projects ORDER BY id');
    expect(await findDemoScope({ database, isEnabled: true })).toEqual({
      orgId: DEMO_ORG_ID,
      projectIds: imported.rows.map((row) => row.id),
    });
    expect(imported.rows).toHaveLength(3);
  });
});
