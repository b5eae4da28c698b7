import { gunzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { readEsx } from '../read.ts';
import { convertControllerArchive } from './convert.ts';
import { campusMembers, plainTar, tarGz, zipOf } from './test-archives.ts';

function ids(): () => string {
  let next = 0;
  return () => `00000000-0000-4000-8000-${String(++next).padStart(12, '0')}`;
}

function convert(bytes: Uint8Array) {
  const { esx } = convertControllerArchive(bytes, {
    projectName: 'Campus',
    newId: ids(),
    now: new Date('2026-01-01T00:00:00Z'),
  });
  return readEsx(esx);
}

describe('convertControllerArchive', () => {
  it('keeps the hierarchy: floor names unchanged, site path and building as the building name', () => {
    const project = convert(tarGz(campusMembers()));
    expect(project.meta.name).toBe('Campus');
    expect(project.floorPlans.map((plan) => plan.name)).toEqual(['Ground & Lobby', 'Floor 2', 'Basement']);
    expect(project.collections.get('buildings')?.map((building) => building.name)).toEqual([
      'Campus / West / HQ',
      'Global / Annex',
    ]);
    expect(project.floorPlans.map((plan) => plan.floorNumber)).toEqual([0, 1, -1]);
    expect(project.floorPlans[0]?.floorHeightMeters).toBeCloseTo(12 * 0.3048, 6);
  });

  it('scales each plan from its width in feet over its image, and draws a blank plan when the image is missing', () => {
    const [ground, , basement] = convert(tarGz(campusMembers())).floorPlans;
    expect(ground?.width).toBe(200);
    expect(ground?.metersPerUnit).toBeCloseTo(30.48 / 200, 9);
    // 100 ft × 50 ft at 10 px/m: 305 × 152 px.
    expect([basement?.width, basement?.height]).toEqual([305, 152]);
    expect((basement?.metersPerUnit ?? 0) * 305).toBeCloseTo(30.48, 6);
  });

  it('converts an AP with two radios: name, MAC, model, position, height, channels, power, antenna, azimuth', () => {
    const project = convert(tarGz(campusMembers()));
    const [ap] = project.accessPoints;
    expect(ap).toMatchObject({ name: 'AP-Lobby', model: 'C9136I', vendor: 'Cisco', mine: true });
    // 50 ft, 25 ft on a 0.1524 m/px plan.
    expect(ap?.location?.x).toBeCloseTo(100, 6);
    expect(ap?.location?.y).toBeCloseTo(50, 6);
    const tagKey = project.collections.get('tagKeys')?.[0];
    expect(tagKey?.key).toBe('MAC');
    expect(project.collections.get('accessPoints')?.[0]?.tags).toEqual([
      { tagKeyId: tagKey?.id, value: 'aa:bb:cc:00:11:22' },
    ]);
    const radios = project.simulatedRadios;
    expect(
      radios.map((radio) => [radio.band, radio.channels, radio.channelWidthMhz, radio.transmitPowerDbm]),
    ).toEqual([
      ['TWO', [6], 20, 14],
      ['FIVE', [36, 40], 40, 17],
    ]);
    expect(radios[1]?.antenna).toMatchObject({
      name: 'Internal 5GHz',
      directionDegrees: 90,
      tiltDegrees: -10,
      maxGainDbi: 5,
    });
    expect(radios[0]?.antenna.heightMeters).toBeCloseTo(3.048, 6);
  });

  it('turns obstacles into wall segments whose wall types carry Cisco losses, and coverage areas into areas', () => {
    const project = convert(tarGz(campusMembers()));
    expect(project.walls).toHaveLength(3);
    expect(project.wallTypes.map((type) => [type.name, type.lossDb.TWO, type.lossDb.FIVE])).toEqual([
      ['Cisco Thick Door', 15, 15],
      ['Cisco Drywall', 2, 2],
    ]);
    expect(project.walls[1]?.a).toEqual({ x: 0, y: 40 });
    expect(project.walls[1]?.b).toEqual({ x: 80, y: 40 });
    expect(project.areas).toHaveLength(1);
    expect(project.areas[0]?.name).toBe('Open office');
    expect(project.areas[0]?.polygon).toEqual([
      { x: 0, y: 0 },
      { x: 120, y: 0 },
      { x: 120, y: 80 },
    ]);
  });

  it('reads the same archive as zip, as plain tar, and with ./ member names', () => {
    const names = (bytes: Uint8Array) => convert(bytes).floorPlans.map((plan) => plan.name);
    const expected = ['Ground & Lobby', 'Floor 2', 'Basement'];
    expect(names(zipOf(campusMembers()))).toEqual(expected);
    expect(names(plainTar(campusMembers('./')))).toEqual(expected);
    expect(names(zipOf(campusMembers('export-2026/')))).toEqual(expected);
  });

  it('converts metres when the document says distUnits="METERS"', () => {
    const members = campusMembers();
    members['xmlDir/MapsImportExport.xml'] = String(members['xmlDir/MapsImportExport.xml']).replace(
      'distUnits="FEET"',
      'distUnits="METERS"',
    );
    const [ground] = convert(tarGz(members)).floorPlans;
    expect((ground?.metersPerUnit ?? 0) * 200).toBeCloseTo(100, 6);
  });

  it('writes an .esx whose tar.gz input really was gzip (sanity of the fixture)', () => {
    expect(gunzipSync(tarGz(campusMembers())).length % 512).toBe(0);
  });
});
