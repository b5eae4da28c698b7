import { generateProject, type EsxProject, type EsxSurvey } from '@airlens/esx';
import { buildMatrixFromScans, type Scan, type ScanReading } from '@airlens/heatmap';
import { describe, expect, it } from 'vitest';
import { addSurveyToMatrix, hasUsableScale, knownAccessPoints } from './floor-input';
import { FloorMatrixBuilder } from './floor-matrix';
import { median } from './floor-matrix-parts';

const WIDTHS = [20, 40, 80, 160, 320] as const;

/** The scans of a survey as the engine's reference implementation takes them (one object per reading). */
function referenceScans(project: EsxProject, survey: EsxSurvey, metersPerUnit: number, noiseDbm?: number) {
  const measurements = new Map(project.measurements.map((m) => [m.id, m]));
  const hasPrimary = survey.tracks.some((track) => track.primary);
  const scans: Scan[] = [];
  for (const track of survey.tracks) {
    const table = track.scans;
    if (table === undefined || (hasPrimary && !track.primary)) {
      continue;
    }
    for (let s = 0; s < table.scanCount; s++) {
      const x = track.scanX[s] ?? NaN;
      const y = track.scanY[s] ?? NaN;
      if (!Number.isFinite(x) || !Number.isFinite(y)) {
        continue;
      }
      const readings: ScanReading[] = [];
      for (let r = table.scanReadingStart[s] ?? 0; r < (table.scanReadingStart[s + 1] ?? 0); r++) {
        const measurement = measurements.get(
          track.measurementIds[table.readingMeasurementIndex[r] ?? -1] ?? '',
        );
        if (measurement === undefined) {
          continue;
        }
        const technology = (['BE', 'AX', 'AC', 'N'] as const).find((t) =>
          measurement.technologies.includes(t),
        );
        readings.push({
          bssid: measurement.bssid,
          rssiDbm: table.readingRssiDbm[r] ?? -100,
          frequencyMhz: table.readingFrequencyMhz[r] ?? 0,
          widthMhz: WIDTHS.find((w) => w === measurement.channelWidthMhz) ?? 20,
          ...(measurement.accessPointId === undefined ? {} : { apId: measurement.accessPointId }),
          ...(technology === undefined ? {} : { technology }),
        });
      }
      scans.push({
        xMeters: x * metersPerUnit,
        yMeters: y * metersPerUnit,
        ...(noiseDbm === undefined ? {} : { noiseDbm }),
        readings,
      });
    }
  }
  return scans;
}

describe('FloorMatrixBuilder', () => {
  it('gives exactly the engine reference matrix: points, radios, medians over repeated scans, noise', () => {
    const project = generateProject({
      kind: 'measured',
      floors: 2,
      aps: 8,
      surveys: 12,
      scansPerSurvey: 60,
      seed: 21,
      maxImagePixels: 300,
    });
    const stopAndGo = project.surveys.filter((survey) => survey.routeType === 'STOP_AND_GO');
    expect(stopAndGo.length).toBeGreaterThan(0);
    for (const floor of project.floorPlans.filter(hasUsableScale)) {
      const surveys = project.surveys.filter((survey) => survey.floorPlanId === floor.id);
      const known = knownAccessPoints(project, floor);
      const builder = new FloorMatrixBuilder(known);
      const measurements = new Map(project.measurements.map((m) => [m.id, m]));
      const scans: Scan[] = [];
      for (const survey of surveys) {
        addSurveyToMatrix(builder, { noiseFloors: [] }, survey, floor.metersPerUnit, measurements);
        scans.push(...referenceScans(project, survey, floor.metersPerUnit));
      }
      const fast = builder.finish();
      const reference = buildMatrixFromScans(scans, { accessPoints: known });
      expect(fast.radios).toEqual(reference.radios);
      expect(fast.points.xMeters).toEqual(reference.points.xMeters);
      expect(fast.points.yMeters).toEqual(reference.points.yMeters);
      expect(fast.V).toEqual(reference.V);
      expect(fast.noiseDbm).toBeUndefined();
    }
  });

  it('takes the median of the noise of every scan at a point and of levels heard several times', () => {
    const project = generateProject({
      kind: 'measured',
      floors: 1,
      aps: 4,
      surveys: 3,
      seed: 5,
      scansPerSurvey: 60,
    });
    const floor = project.floorPlans[0];
    expect(floor).toBeDefined();
    if (floor === undefined || !hasUsableScale(floor)) {
      throw new Error('the generator scales every floor');
    }
    const known = knownAccessPoints(project, floor);
    const measurements = new Map(project.measurements.map((m) => [m.id, m]));
    const builder = new FloorMatrixBuilder(known);
    const scans: Scan[] = [];
    project.surveys.forEach((survey, index) => {
      const noise = -95 + index * 3;
      const noiseFloors = [
        {
          id: `n${index}`,
          surveyId: survey.id,
          floorPlanId: floor.id,
          centerFrequencyMhz: 5180,
          band: 'FIVE' as const,
          noiseFloorDbm: noise,
        },
      ];
      addSurveyToMatrix(builder, { noiseFloors }, survey, floor.metersPerUnit, measurements);
      // The same survey twice over: every point is heard in two scans.
      addSurveyToMatrix(builder, { noiseFloors }, survey, floor.metersPerUnit, measurements);
      const once = referenceScans(project, survey, floor.metersPerUnit, noise);
      scans.push(...once, ...once);
    });
    const fast = builder.finish();
    const reference = buildMatrixFromScans(scans, { accessPoints: known });
    expect(fast.V).toEqual(reference.V);
    expect(fast.noiseDbm).toEqual(reference.noiseDbm);
    expect(fast.radios).toEqual(reference.radios);
  });

  it('dates each point with the first and last start day of the surveys whose scans it merges', () => {
    const project = generateProject({
      kind: 'measured',
      floors: 1,
      aps: 4,
      surveys: 2,
      seed: 9,
      scansPerSurvey: 40,
    });
    const floor = project.floorPlans[0];
    const [first, second] = project.surveys;
    if (floor === undefined || !hasUsableScale(floor) || first === undefined || second === undefined) {
      throw new Error('a scaled floor with two surveys expected');
    }
    const day = (survey: EsxSurvey) => Math.floor(survey.startTimeMs / 86_400_000);
    expect(day(second)).toBeGreaterThan(day(first));
    const measurements = new Map(project.measurements.map((m) => [m.id, m]));
    const builder = new FloorMatrixBuilder(knownAccessPoints(project, floor));
    addSurveyToMatrix(builder, { noiseFloors: [] }, first, floor.metersPerUnit, measurements);
    const firstPoints = builder.finish().points.xMeters.length;
    addSurveyToMatrix(builder, { noiseFloors: [] }, second, floor.metersPerUnit, measurements);
    // The first survey again, undated: its points become undated.
    addSurveyToMatrix(
      builder,
      { noiseFloors: [] },
      { ...first, startTimeMs: NaN },
      floor.metersPerUnit,
      measurements,
    );
    const { pointDays, points } = builder.finish();
    expect(pointDays.first).toHaveLength(points.xMeters.length);
    for (let p = 0; p < points.xMeters.length; p++) {
      if (p < firstPoints) {
        expect(pointDays.first[p]).toBeNaN();
        expect(pointDays.last[p]).toBeNaN();
      } else {
        expect(pointDays.first[p]).toBe(day(second));
        expect(pointDays.last[p]).toBe(day(second));
      }
    }
    const twice = new FloorMatrixBuilder(knownAccessPoints(project, floor));
    addSurveyToMatrix(twice, { noiseFloors: [] }, first, floor.metersPerUnit, measurements);
    addSurveyToMatrix(
      twice,
      { noiseFloors: [] },
      { ...first, startTimeMs: second.startTimeMs },
      floor.metersPerUnit,
      measurements,
    );
    const merged = twice.finish().pointDays;
    expect(Array.from(merged.first)).toEqual(new Array(firstPoints).fill(day(first)));
    expect(Array.from(merged.last)).toEqual(new Array(firstPoints).fill(day(second)));
  });
});

describe('median', () => {
  it('gives what sorting gives, for the short lists it takes without sorting and for longer ones', () => {
    const bySorting = (values: number[]): number => {
      const sorted = [...values].sort((a, b) => a - b);
      const middle = Math.floor(sorted.length / 2);
      return sorted.length % 2 === 1
        ? (sorted[middle] as number)
        : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
    };
    let seed = 7;
    const level = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return -30 - (seed % 70) - (seed % 4) / 4;
    };
    for (let length = 1; length <= 6; length++) {
      for (let run = 0; run < 200; run++) {
        const values = Array.from({ length }, level);
        expect(median(values)).toBe(bySorting(values));
      }
    }
    expect(median([-70, -70, -50])).toBe(-70);
    expect(median([-50, -90, -70])).toBe(-70);
  });
});
