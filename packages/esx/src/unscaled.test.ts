import { describe, expect, it } from 'vitest';
import { generateProject } from './generate/generate.ts';
import { readEsx } from './read.ts';
import { buildTestZip, minimalMembers } from './test-zip.ts';
import { writeEsx } from './write.ts';

function planWith(fields: Record<string, unknown>): Uint8Array {
  return buildTestZip(
    minimalMembers({
      'floorPlans.json': JSON.stringify({
        floorPlans: [{ name: 'Scan', width: 800.0, height: 600.0, ...fields, id: 'fp1', status: 'CREATED' }],
      }),
    }),
  );
}

describe('floor plans without a scale', () => {
  it.each([
    ['no metersPerUnit', {}],
    ['metersPerUnit null', { metersPerUnit: null }],
    ['metersPerUnit 0', { metersPerUnit: 0.0 }],
  ])('reads a plan with %s as not scaled, keeping its size and crop', (_label, fields) => {
    const project = readEsx(planWith(fields));
    expect(project.floorPlans).toHaveLength(1);
    expect(project.floorPlans[0]).toMatchObject({
      id: 'fp1',
      name: 'Scan',
      width: 800,
      height: 600,
      metersPerUnit: undefined,
      crop: { minX: 0, minY: 0, maxX: 800, maxY: 600 },
    });
  });

  it('keeps the scale of a scaled plan', () => {
    expect(readEsx(planWith({ metersPerUnit: 0.025 })).floorPlans[0]?.metersPerUnit).toBe(0.025);
  });
});

// Generous hang guard: these generate whole projects and share the machine with other suites.
describe('Ekahau Pro 10.2 (schema 1.3.0) projects', { timeout: 30_000 }, () => {
  const options = {
    floors: 2,
    aps: 6,
    surveys: 2,
    scansPerSurvey: 40,
    maxImagePixels: 400,
    seed: 7,
    kind: 'hybrid',
    schema: '1.3.0',
    unscaledFloors: [0],
  } as const;

  it('generates the 1.3.0 shape: older catalogues and fields, a floor without a scale', () => {
    const project = generateProject(options);
    const [meta] = project.collections.get('project') ?? [];
    expect(meta?.schemaVersion).toBe('1.3.0');
    expect(meta && 'tags' in meta).toBe(false);
    expect(project.meta).toMatchObject({ schemaVersion: '1.3.0', productVersion: '10.2.1.30' });
    const [first, second] = project.collections.get('floorPlans') ?? [];
    expect(first && 'metersPerUnit' in first).toBe(false);
    expect(typeof second?.metersPerUnit).toBe('number');
    const [configuration] = project.collections.get('projectConfiguration') ?? [];
    expect(configuration && 'favoriteSsids' in configuration).toBe(false);
    for (const ap of project.collections.get('accessPoints') ?? []) {
      expect('hidden' in ap).toBe(false);
    }
    for (const wallType of project.collections.get('wallTypes') ?? []) {
      expect(typeof wallType.totalAttenuation).toBe('number');
      expect('propagationProperties' in wallType).toBe(false);
    }
    for (const measurement of project.collections.get('accessPointMeasurements') ?? []) {
      expect(Array.isArray(measurement.channel)).toBe(true);
      expect('channelByCenterFrequencyDefinedNarrowChannels' in measurement).toBe(false);
    }
    expect(project.collections.get('tagKeys')?.map((tagKey) => tagKey.key)).toEqual(['Installer']);
  });

  it('reads the written file back: the unscaled floor has its plan, APs and surveys, walls keep their loss', () => {
    const project = readEsx(writeEsx(generateProject(options)));
    const [unscaled, scaled] = project.floorPlans;
    expect(unscaled?.metersPerUnit).toBeUndefined();
    expect(scaled?.metersPerUnit).toBeGreaterThan(0);
    expect(project.images.find((image) => image.id === unscaled?.imageId)?.kind).toBe('png');
    const placed = project.accessPoints.filter((ap) => ap.location?.floorPlanId === unscaled?.id);
    expect(placed.length).toBeGreaterThan(0);
    expect(project.accessPoints.every((ap) => !ap.hidden)).toBe(true);
    expect(project.surveys.length).toBe(2);
    expect(project.walls.length).toBeGreaterThan(0);
    expect(project.walls.every((wall) => wall.lossDb.FIVE > 0 && wall.lossDb.TWO === wall.lossDb.FIVE)).toBe(
      true,
    );
  });

  it('is the legacy project of the same seed in the older shape: same floors, APs and positions', () => {
    const legacy = generateProject({ ...options, schema: 'legacy', unscaledFloors: [] });
    const older = generateProject(options);
    expect(older.floorPlans.map((plan) => [plan.id, plan.width, plan.height])).toEqual(
      legacy.floorPlans.map((plan) => [plan.id, plan.width, plan.height]),
    );
    expect(older.accessPoints.map((ap) => [ap.id, ap.location])).toEqual(
      legacy.accessPoints.map((ap) => [ap.id, ap.location]),
    );
    expect(older.floorPlans[1]?.metersPerUnit).toBe(legacy.floorPlans[1]?.metersPerUnit);
  });
});
