import { describe, expect, it } from 'vitest';
import { readEsx } from '../read.ts';
import { writeEsx } from '../write.ts';
import { generateProject } from './generate.ts';
import { WallIndex, pathLossDb } from './propagation.ts';

const small = { floors: 2, aps: 10, surveys: 3, days: 10, scansPerSurvey: 60, maxImagePixels: 600 } as const;

// Generous hang guard: these generate or inflate whole projects and share the machine with other suites.
describe('synthetic project generator', { timeout: 30_000 }, () => {
  it('is deterministic for a seed and differs across seeds', () => {
    const date = new Date('2025-01-01T00:00:00Z');
    const a = writeEsx(generateProject({ ...small, seed: 42 }), { modifiedAt: date });
    const b = writeEsx(generateProject({ ...small, seed: 42 }), { modifiedAt: date });
    const c = writeEsx(generateProject({ ...small, seed: 43 }), { modifiedAt: date });
    expect(a).toEqual(b);
    expect(a).not.toEqual(c);
  });

  it('renders scanned plans as larger greyscale PNGs of the same floor, deterministically', () => {
    const options = { floors: 1, aps: 4, surveys: 0, seed: 6, maxImagePixels: 900 } as const;
    const clean = generateProject(options);
    const scanned = generateProject({ ...options, scannedPlans: true });
    const again = generateProject({ ...options, scannedPlans: true });
    const [image] = scanned.images;
    const [cleanImage] = clean.images;
    expect(image?.mimeType).toBe('image/png');
    expect(image?.bytes[25]).toBe(0);
    expect(cleanImage?.bytes[25]).toBe(3);
    expect(image?.width).toBe(scanned.floorPlans[0]?.width);
    expect(image?.bytes).toEqual(again.images[0]?.bytes);
    expect(image?.bytes.length ?? 0).toBeGreaterThan(10 * (cleanImage?.bytes.length ?? 0));
    expect(readEsx(writeEsx(scanned)).images[0]?.height).toBe(image?.height);
  });

  it('places every AP inside its floor plan and gives radios real channels and widths', () => {
    const project = generateProject({ ...small, seed: 1, kind: 'simulated' });
    expect(project.surveys).toEqual([]);
    const plans = new Map(project.floorPlans.map((plan) => [plan.id, plan]));
    for (const ap of project.accessPoints) {
      const plan = ap.location === undefined ? undefined : plans.get(ap.location.floorPlanId);
      expect(plan).toBeDefined();
      expect(ap.location?.x).toBeGreaterThan(0);
      expect(ap.location?.x).toBeLessThan(plan?.width ?? 0);
      expect(ap.vendor).toMatch(/Cisco|Aruba|Juniper|Extreme|Ubiquiti|Fortinet|Ruckus/);
    }
    const wifi = project.simulatedRadios.filter((radio) => radio.radioTechnology === 'IEEE802_11');
    expect(wifi.length).toBeGreaterThanOrEqual(20);
    for (const radio of wifi) {
      expect(radio.band).toBeDefined();
      if (radio.band === 'TWO') {
        expect([1, 6, 11]).toContain(radio.primaryChannel);
        expect(radio.channelWidthMhz).toBe(20);
      } else {
        expect([20, 40, 80, 160]).toContain(radio.channelWidthMhz);
      }
      expect(radio.transmitPowerDbm).toBeGreaterThanOrEqual(3);
      expect(radio.transmitPowerDbm).toBeLessThanOrEqual(20);
    }
  });

  it('spreads surveys over the requested days with realistic scan intervals', () => {
    const project = generateProject({ ...small, surveys: 6, days: 30, seed: 3 });
    const starts = project.surveys.map((survey) => survey.startTimeMs);
    const spanDays = (Math.max(...starts) - Math.min(...starts)) / 86_400_000;
    expect(spanDays).toBeGreaterThan(15);
    expect(spanDays).toBeLessThan(30);
    const track = project.surveys.find((survey) => survey.routeType === 'CONTINUOUS')?.tracks[0]?.scans;
    expect(track).toBeDefined();
    const gaps: number[] = [];
    for (let s = 1; s < (track?.scanCount ?? 0); s++) {
      const gap = (track?.scanTimeMs[s] ?? 0) - (track?.scanTimeMs[s - 1] ?? 0);
      if (gap < 10_000) {
        gaps.push(gap);
      }
    }
    const mean = gaps.reduce((sum, gap) => sum + gap, 0) / gaps.length;
    expect(mean).toBeGreaterThan(900);
    expect(mean).toBeLessThan(2200);
  });

  it('produces RSSI that falls with distance (log-distance path loss)', () => {
    const project = generateProject({
      ...small,
      floors: 1,
      aps: 6,
      surveys: 2,
      scansPerSurvey: 200,
      seed: 8,
      kind: 'hybrid',
    });
    const plan = project.floorPlans[0];
    const measurements = new Map(project.measurements.map((m) => [m.id, m]));
    const aps = new Map(project.accessPoints.map((ap) => [ap.id, ap]));
    const near: number[] = [];
    const far: number[] = [];
    for (const survey of project.surveys) {
      for (const track of survey.tracks) {
        const scans = track.scans;
        if (scans === undefined) {
          continue;
        }
        for (let s = 0; s < scans.scanCount; s++) {
          for (let r = scans.scanReadingStart[s] ?? 0; r < (scans.scanReadingStart[s + 1] ?? 0); r++) {
            const measurement = measurements.get(
              track.measurementIds[scans.readingMeasurementIndex[r] ?? 0] ?? '',
            );
            const ap = aps.get(measurement?.accessPointId ?? '');
            if (ap?.location === undefined || !ap.mine || measurement?.band !== 'FIVE') {
              continue;
            }
            const meters =
              Math.hypot((track.scanX[s] ?? 0) - ap.location.x, (track.scanY[s] ?? 0) - ap.location.y) *
              (plan?.metersPerUnit ?? 0);
            (meters < 8 ? near : meters > 20 ? far : []).push(scans.readingRssiDbm[r] ?? 0);
          }
        }
      }
    }
    const mean = (values: number[]): number => values.reduce((sum, v) => sum + v, 0) / values.length;
    expect(near.length).toBeGreaterThan(20);
    expect(far.length).toBeGreaterThan(20);
    expect(mean(near) - mean(far)).toBeGreaterThan(10);
    expect(mean(near)).toBeLessThan(-25);
  });

  it('measures one BSSID twice when RRM moved its channel, and links every measurement to a radio', () => {
    const project = generateProject({
      floors: 1,
      aps: 12,
      surveys: 12,
      days: 12,
      scansPerSurvey: 40,
      seed: 5,
      maxImagePixels: 400,
    });
    const byMac = new Map<string, number>();
    for (const measurement of project.measurements) {
      byMac.set(measurement.bssid, (byMac.get(measurement.bssid) ?? 0) + 1);
      expect(measurement.radioId).toBeDefined();
    }
    expect([...byMac.values()].some((count) => count > 1)).toBe(true);
  });

  it('writes the legacy schema generation that reads to the same typed views', () => {
    const options = { ...small, seed: 21, kind: 'hybrid' as const };
    const current = readEsx(writeEsx(generateProject(options)));
    const legacy = readEsx(writeEsx(generateProject({ ...options, schema: 'legacy' })));
    expect(legacy.meta.schemaVersion).toBe('1.5.0');
    expect(legacy.collections.get('wallSegments')?.[0]).toHaveProperty('point1Id');
    expect(legacy.collections.get('simulatedRadios')?.[0]).toHaveProperty('channel');
    expect(current.collections.get('simulatedRadios')?.[0]).toHaveProperty(
      'channelByCenterFrequencyDefinedNarrowChannels',
    );
    expect(legacy.simulatedRadios).toEqual(current.simulatedRadios);
    expect(legacy.measurements).toEqual(current.measurements);
    expect(legacy.walls).toEqual(current.walls);
    expect(legacy.surveys).toEqual(current.surveys);
  });

  it('writes a project the reader accepts without warnings', () => {
    const project = readEsx(writeEsx(generateProject({ ...small, seed: 9, kind: 'hybrid' })));
    expect(project.warnings).toEqual([]);
    expect(project.meta.productName).toBe('Ekahau AI Pro');
    expect(project.meta.schemaVersion).toBe('1.9.0');
  });
});

describe('propagation helpers', () => {
  it('counts every wall a ray crosses, per band', () => {
    const index = new WallIndex(
      [
        { ax: 5, ay: 0, bx: 5, by: 10, loss: [3, 4, 5] },
        { ax: 15, ay: 0, bx: 15, by: 10, loss: [10, 13, 15] },
        { ax: 0, ay: 20, bx: 30, by: 20, loss: [99, 99, 99] },
      ],
      30,
      30,
    );
    const out = new Float64Array(3);
    index.lossBetween({ x: 1, y: 5 }, { x: 29, y: 5 }, out);
    expect(Array.from(out)).toEqual([13, 17, 20]);
    index.lossBetween({ x: 1, y: 5 }, { x: 10, y: 5 }, out);
    expect(Array.from(out)).toEqual([3, 4, 5]);
  });

  it('gives free-space loss at 1 m and 26 dB per decade beyond', () => {
    expect(pathLossDb(1, 2437)).toBeCloseTo(40.2, 1);
    expect(pathLossDb(10, 5180) - pathLossDb(1, 5180)).toBeCloseTo(26, 5);
  });
});
