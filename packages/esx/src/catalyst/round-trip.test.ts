import { gunzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { generateProject } from '../generate/generate.ts';
import type { EsxProject } from '../model.ts';
import { readEsx } from '../read.ts';
import { convertControllerArchive, writeControllerArchive } from './convert.ts';
import { readTar } from './tar.ts';
import { DEFAULT_CONTROLLER_ARCHIVE_LIMITS } from './limits.ts';

function metres(project: EsxProject) {
  const plans = new Map(project.floorPlans.map((plan) => [plan.id, plan]));
  return project.accessPoints
    .filter((ap) => ap.mine && ap.location !== undefined)
    .map((ap) => {
      const plan = plans.get(ap.location?.floorPlanId ?? '');
      const scale = plan?.metersPerUnit ?? 0;
      return {
        name: ap.name,
        floor: plan?.name,
        x: (ap.location?.x ?? 0) * scale,
        y: (ap.location?.y ?? 0) * scale,
      };
    });
}

describe('export → conversion round trip', () => {
  const original = generateProject({ floors: 3, aps: 9, kind: 'simulated', maxImagePixels: 600, seed: 17 });
  const archive = writeControllerArchive(original, 'Round trip', new Date('2026-02-01T00:00:00Z'));

  it('writes a tar.gz with xmlDir/MapsImportExport.xml and images/<file>, names without ./', () => {
    const files = readTar(gunzipSync(archive), DEFAULT_CONTROLLER_ARCHIVE_LIMITS);
    expect(files.map((file) => file.path)).toEqual([
      'images/floor-1.png',
      'images/floor-2.png',
      'images/floor-3.png',
      'xmlDir/MapsImportExport.xml',
    ]);
    const xml = new TextDecoder().decode(files.at(-1)?.bytes);
    expect(xml).toContain('<ns0:CiscoUnifiedInterchange xmlns:ns0="http://importexport.cisco.com/1.0"');
    expect(xml).toContain('distUnits="FEET"');
    expect(xml).toMatch(/<ns0:Obstacle type="[A-Za-z ]+" attenuation="[\d.]+">/);
    expect(xml).toMatch(
      /<ns0:Radio slot="0" ifType="802\.11b\/g\/n" txPowerLevel="[\d.]+" adminStatus="ENABLE">/,
    );
  });

  it('gives back the same floors, the same APs within 0.1 m, and the same wall count', () => {
    const back = readEsx(convertControllerArchive(archive, { projectName: 'Round trip' }).esx);
    expect(back.floorPlans.map((plan) => plan.name)).toEqual(original.floorPlans.map((plan) => plan.name));
    expect(original.walls.length).toBeGreaterThan(10);
    expect(back.walls).toHaveLength(original.walls.length);
    const before = metres(original);
    const after = metres(back);
    expect(after.map((ap) => [ap.name, ap.floor])).toEqual(before.map((ap) => [ap.name, ap.floor]));
    after.forEach((ap, index) => {
      const was = before[index];
      expect(Math.hypot(ap.x - (was?.x ?? 0), ap.y - (was?.y ?? 0))).toBeLessThan(0.1);
    });
    expect(
      back.simulatedRadios
        .filter((radio) => radio.radioTechnology === 'IEEE802_11')
        .map((radio) => [radio.band, radio.primaryChannel, radio.channelWidthMhz, radio.transmitPowerDbm]),
    ).toEqual(
      original.simulatedRadios
        .filter((radio) => radio.radioTechnology === 'IEEE802_11')
        .map((radio) => [radio.band, radio.primaryChannel, radio.channelWidthMhz, radio.transmitPowerDbm]),
    );
    for (const [index, wall] of back.walls.entries()) {
      expect(wall.lossDb.FIVE).toBeCloseTo(original.walls[index]?.lossDb.FIVE ?? Number.NaN, 6);
    }
  });

  it('keeps a converted archive stable through a second export and conversion', () => {
    const first = convertControllerArchive(archive).project;
    const again = readEsx(convertControllerArchive(writeControllerArchive(first, 'x')).esx);
    expect(again.floorPlans.map((plan) => plan.name)).toEqual(first.floorPlans.map((plan) => plan.name));
    expect(again.collections.get('buildings')?.map((b) => b.name)).toEqual(
      first.collections.get('buildings')?.map((b) => b.name),
    );
    expect(again.wallTypes.map((type) => type.name)).toEqual(first.wallTypes.map((type) => type.name));
  });
});
