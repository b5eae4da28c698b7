import { generateProject, type EsxProject } from '@airlens/esx';
import { computeHeatmap } from '@airlens/heatmap';
import { describe, expect, it } from 'vitest';
import { decodeFloorBlob, encodeFloorBlob, floorBlobHash } from './floor-blob';
import { buildFloorInput, hasUsableScale } from './floor-input';
import { heatmapFloorBlobKey, heatmapsDerivation, prepareHeatmaps } from './heatmaps.derivation';
import { toHealthRequirements } from './requirement-mapping';

const measured = generateProject({
  kind: 'measured',
  floors: 2,
  aps: 6,
  surveys: 2,
  scansPerSurvey: 120,
  seed: 11,
  maxImagePixels: 400,
});
const design = generateProject({ kind: 'simulated', floors: 1, aps: 5, seed: 12, maxImagePixels: 400 });

function firstFloor(project: EsxProject) {
  const floor = project.floorPlans[0];
  if (floor === undefined || !hasUsableScale(floor)) {
    throw new Error('generated project without a scaled floor');
  }
  return floor;
}

describe('buildFloorInput', () => {
  it('converts survey scans to metres and reduces them to the points × radios matrix', () => {
    const floor = firstFloor(measured);
    const input = buildFloorInput(measured, floor);
    const pointCount = input.points.xMeters.length;
    expect(pointCount).toBeGreaterThan(50);
    expect(input.radios.length).toBeGreaterThan(3);
    expect(input.V.length).toBe(pointCount * input.radios.length);
    for (let p = 0; p < pointCount; p++) {
      expect(input.points.xMeters[p]).toBeGreaterThanOrEqual(0);
      expect(input.points.xMeters[p]).toBeLessThanOrEqual(floor.width * floor.metersPerUnit);
      expect(input.points.yMeters[p]).toBeLessThanOrEqual(floor.height * floor.metersPerUnit);
    }
    // Every value is a heard level in the track's int8 dBm range or the "not heard" floor.
    expect(input.V.every((value) => value === -100 || (value >= -128 && value <= 0))).toBe(true);
    expect(input.widthMeters).toBeCloseTo(floor.width * floor.metersPerUnit, 9);
    expect(input.metersPerPixel).toBe(floor.metersPerUnit);
    // The generator's noise floors (5 GHz medians per survey) reach every point.
    expect(input.noiseDbm?.length).toBe(pointCount);
    expect(Array.from(input.noiseDbm ?? []).every((value) => value < -80 && value > -110)).toBe(true);
  });

  it('groups BSSIDs by AP and band and carries the "mine" flag of the AP', () => {
    const input = buildFloorInput(measured, firstFloor(measured));
    const apById = new Map(measured.accessPoints.map((ap) => [ap.id, ap]));
    for (const radio of input.radios) {
      expect(radio.id).toBe(`${radio.apId}|${radio.band}`);
      expect(radio.isMine).toBe(apById.get(radio.apId)?.mine ?? false);
    }
    expect(new Set(input.radios.map((radio) => radio.id)).size).toBe(input.radios.length);
  });

  it('builds walls in metres with per-band loss and the requirements of areas and the default profile', () => {
    const floor = firstFloor(measured);
    const input = buildFloorInput(measured, floor);
    const walls = measured.walls.filter((wall) => wall.floorPlanId === floor.id);
    expect(input.walls?.x1.length).toBe(walls.length);
    const first = walls[0];
    expect(input.walls?.x1[0]).toBeCloseTo((first?.a.x ?? 0) * floor.metersPerUnit, 9);
    expect(input.walls?.lossDb.FIVE[0]).toBe(first?.lossDb.FIVE);
    const areas = measured.areas.filter(
      (area) => area.floorPlanId === floor.id && area.requirementId !== undefined,
    );
    expect(input.areas?.map((area) => area.id)).toEqual(areas.map((area) => area.id));
    const fallback = measured.requirements.find((requirement) => requirement.isDefault);
    expect(input.requirements).toEqual(fallback === undefined ? undefined : toHealthRequirements(fallback));
  });

  it('gives a design-only floor its placed APs and planned radios for prediction, and no survey points', () => {
    const floor = firstFloor(design);
    const input = buildFloorInput(design, floor);
    expect(input.points.xMeters.length).toBe(0);
    expect(input.radios).toEqual([]);
    const placed = design.accessPoints.filter((ap) => ap.location?.floorPlanId === floor.id);
    expect(input.accessPoints?.map((ap) => ap.id).sort()).toEqual(placed.map((ap) => ap.id).sort());
    const ap = input.accessPoints?.[0];
    const source = design.accessPoints.find((candidate) => candidate.id === ap?.id);
    expect(ap?.xMeters).toBeCloseTo((source?.location?.x ?? 0) * floor.metersPerUnit, 9);
    const planned = design.simulatedRadios.filter(
      (radio) => radio.accessPointId === ap?.id && radio.radioTechnology === 'IEEE802_11',
    );
    expect(ap?.radios.map((radio) => radio.txPowerDbm)).toEqual(
      planned.map((radio) => radio.transmitPowerDbm),
    );
    expect(input.prediction?.heightDifferenceMeters).toBeGreaterThan(0);
  });

  it("gives each placed AP its own antenna height (the median of its planned radios'), for the 3-D distance", () => {
    const floor = firstFloor(design);
    const input = buildFloorInput(design, floor);
    expect(input.accessPoints?.length).toBeGreaterThan(0);
    for (const ap of input.accessPoints ?? []) {
      const stated = design.simulatedRadios
        .filter((radio) => radio.accessPointId === ap.id)
        .map((radio) => radio.antenna.heightMeters)
        .filter((height): height is number => height !== undefined)
        .sort((a, b) => a - b);
      expect(stated.length).toBeGreaterThan(0);
      expect(ap.mountHeightMeters).toBeGreaterThanOrEqual(stated[0] ?? Number.NaN);
      expect(ap.mountHeightMeters).toBeLessThanOrEqual(stated.at(-1) ?? Number.NaN);
    }
  });
});

describe('floor blob', () => {
  it('round-trips every array and header field exactly', () => {
    const input = buildFloorInput(measured, firstFloor(measured));
    const blob = encodeFloorBlob(input);
    const decoded = decodeFloorBlob(blob, 'v1');
    expect(decoded.dataVersion).toBe('v1');
    expect(decoded.floorId).toBe(input.floorId);
    expect(decoded.widthMeters).toBe(input.widthMeters);
    expect(decoded.heightMeters).toBe(input.heightMeters);
    expect(decoded.metersPerPixel).toBe(input.metersPerPixel);
    expect(decoded.points.xMeters).toEqual(input.points.xMeters);
    expect(decoded.points.yMeters).toEqual(input.points.yMeters);
    expect(decoded.V).toEqual(input.V);
    expect(decoded.noiseDbm).toEqual(input.noiseDbm);
    expect(decoded.radios).toEqual(input.radios);
    expect(decoded.walls).toEqual(input.walls);
    expect(decoded.areas).toEqual(input.areas);
    expect(decoded.accessPoints).toEqual(input.accessPoints);
    expect(decoded.requirements).toEqual(input.requirements);
  });

  it('gives the engine the same heatmap before and after storage', () => {
    const input = buildFloorInput(design, firstFloor(design));
    const decoded = decodeFloorBlob(encodeFloorBlob(input), 'x');
    const request = { type: 'primary-coverage', signalPrediction: 'one-floor', mode: 'detailed' } as const;
    const before = computeHeatmap({ ...input, dataVersion: 'x' }, request);
    const after = computeHeatmap(decoded, request);
    expect(after.source).toBe('predicted');
    expect(after.bins).toEqual(before.bins);
  });

  it('compresses, and rejects bytes that are not a floor blob', () => {
    const input = buildFloorInput(measured, firstFloor(measured));
    const blob = encodeFloorBlob(input);
    expect(blob.length).toBeLessThan(input.V.byteLength + input.points.xMeters.byteLength * 2);
    expect(() => decodeFloorBlob(new TextEncoder().encode('PK\u0003\u0004 not ours'), 'x')).toThrow(
      'Not a heatmap floor blob',
    );
    const truncated = blob.slice(0, blob.length - 20);
    expect(() => decodeFloorBlob(truncated, 'x')).toThrow();
  });

  it('hashes content: same input, same hash; another floor, another hash', () => {
    const [a, b] = measured.floorPlans.filter(hasUsableScale);
    if (a === undefined || b === undefined) {
      throw new Error('expected two floors');
    }
    const first = encodeFloorBlob(buildFloorInput(measured, a));
    expect(floorBlobHash(encodeFloorBlob(buildFloorInput(measured, a)))).toBe(floorBlobHash(first));
    expect(floorBlobHash(encodeFloorBlob(buildFloorInput(measured, b)))).not.toBe(floorBlobHash(first));
    expect(floorBlobHash(first)).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('heatmapsDerivation', () => {
  it('prepares one structured-cloneable blob per floor, keyed under the project version', () => {
    const prepared = heatmapsDerivation.prepare(measured, { projectId: 'p1', version: 3 });
    expect(prepared.floors.map((floor) => floor.floorPlanId)).toEqual(
      measured.floorPlans.map((floor) => floor.id),
    );
    const cloned = structuredClone(prepared);
    expect(cloned).toEqual(prepared);
    const blobs = heatmapsDerivation.blobs(prepared, { projectId: 'p1', version: 3 });
    expect(blobs.map((blob) => blob.key)).toEqual(
      prepared.floors.map((floor) => `projects/p1/v3/heatmaps/${floor.contentHash}.bin`),
    );
    expect(blobs[0]?.bytes).toBe(prepared.floors[0]?.bytes);
    expect(heatmapFloorBlobKey({ projectId: 'p1', version: 3 }, 'abc')).toBe(
      'projects/p1/v3/heatmaps/abc.bin',
    );
  });

  it('skips floors without a usable scale', () => {
    const broken: EsxProject = {
      ...measured,
      floorPlans: measured.floorPlans.map((floor, index) =>
        index === 0 ? { ...floor, metersPerUnit: 0 } : floor,
      ),
    };
    const prepared = prepareHeatmaps(broken);
    expect(prepared.floors.map((floor) => floor.floorPlanId)).toEqual([measured.floorPlans[1]?.id]);
  });
});
