// Test-only fixtures: map archives written from the public description of MapsImportExport.xml
// (docs/controller-archives.md), never copied from a real export.
import { gzipSync, zipSync } from 'fflate';
import { encodeGrayPng } from '../generate/png.ts';
import { writeTar } from './tar.ts';

const encoder = new TextEncoder();

/** A white PNG of the given size. */
export function whitePng(width: number, height: number): Uint8Array {
  return encodeGrayPng(width, height, new Uint8Array(width * height).fill(255));
}

/** A floor of the fixture XML. */
export function floorXml(name: string, level: number, body: string, image = `${name}.png`): string {
  return `<ns0:Floor name="${name}" level="${level}">
  <ns0:Dimension width="100" length="50" height="12" offsetX="0" offsetY="0"/>
  <ns0:ImageInfo imageName="${image}" imageType="PNG"/>
  ${body}
</ns0:Floor>`;
}

/** An access point with a 2.4 GHz and a 5 GHz radio. */
export const TWO_RADIO_AP = `<ns0:PlannedAp name="AP-Lobby" apModel="C9136I" macAddress="AA:BB:CC:00:11:22" x="50" y="25" z="10">
  <ns0:Radio slot="0" ifType="802.11b/g/n" txPowerLevel="14" adminStatus="ENABLE">
    <ChannelDefinition channelNumber="6" channelWidth="20"/>
    <ns0:Antenna name="Internal 2.4GHz" gain="4" azimuth="90" elevation="0"/>
  </ns0:Radio>
  <ns0:Radio slot="1" ifType="802.11a/n/ac" txPowerLevel="17" adminStatus="ENABLE">
    <ChannelDefinition channelNumber="36" channelWidth="40"/>
    <ns0:Antenna name="Internal 5GHz" gain="5" azimuth="90" elevation="-10"/>
  </ns0:Radio>
</ns0:PlannedAp>`;

/** Obstacles: a thick door without a stated loss, and a three-point drywall run with one. */
export const OBSTACLES = `<ns0:Obstacle type="Thick Door"><ns0:Point x="10" y="0"/><ns0:Point x="10" y="5"/></ns0:Obstacle>
<ns0:Obstacle type="Drywall" attenuation="2"><ns0:Point x="0" y="20"/><ns0:Point x="40" y="20"/><ns0:Point x="40" y="50"/></ns0:Obstacle>`;

/** A coverage area. */
export const COVERAGE = `<ns0:CoverageArea name="Open office"><ns0:Point x="0" y="0"/><ns0:Point x="60" y="0"/><ns0:Point x="60" y="40"/></ns0:CoverageArea>`;

/** A whole MapsImportExport.xml around the given Maps content. */
export function mapsXml(maps: string, rootAttributes = 'distUnits="FEET"'): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<ns0:CiscoUnifiedInterchange xmlns:ns0="http://importexport.cisco.com/1.0" ver="1.0" source="Fixture" angleUnits="DEGREE" ${rootAttributes} ssUnits="dBm">
  <ns0:Maps>${maps}</ns0:Maps>
</ns0:CiscoUnifiedInterchange>`;
}

/** The multi-floor fixture: two buildings under nested sites, three floors, APs, obstacles and an area. */
export function campusXml(): string {
  return mapsXml(`
<ns0:Site name="Campus"><ns0:Site name="West">
  <ns0:Building name="HQ">
    <ns0:CivicAddress latitude="60.17" longitude="24.94"/>
    ${floorXml('Ground &amp; Lobby', 1, `${TWO_RADIO_AP}${OBSTACLES}${COVERAGE}`, 'ground.png')}
    ${floorXml('Floor 2', 2, '', 'floor2.png')}
  </ns0:Building>
</ns0:Site></ns0:Site>
<ns0:Site name="Global"><ns0:Building name="Annex">${floorXml('Basement', 0, '', 'missing.png')}</ns0:Building></ns0:Site>`);
}

/** Members of an archive: path → bytes or text. */
export type FixtureMembers = Record<string, Uint8Array | string>;

function bytesOf(value: Uint8Array | string): Uint8Array {
  return typeof value === 'string' ? encoder.encode(value) : value;
}

/** The members of the campus fixture (images 200×100 px, so 0.1524 m per pixel for a 100 ft floor). */
export function campusMembers(prefix = ''): FixtureMembers {
  return {
    [`${prefix}xmlDir/MapsImportExport.xml`]: campusXml(),
    [`${prefix}images/ground.png`]: whitePng(200, 100),
    [`${prefix}images/floor2.png`]: whitePng(200, 100),
  };
}

/** A tar.gz of the members. */
export function tarGz(members: FixtureMembers): Uint8Array {
  return gzipSync(plainTar(members));
}

/** A tar of the members. */
export function plainTar(members: FixtureMembers): Uint8Array {
  return writeTar(
    Object.entries(members).map(([path, value]) => ({ path, bytes: bytesOf(value) })),
    1_700_000_000,
  );
}

/** A zip of the members. */
export function zipOf(members: FixtureMembers): Uint8Array {
  return zipSync(Object.fromEntries(Object.entries(members).map(([path, value]) => [path, bytesOf(value)])));
}

/** Overwrites the type flag of the first tar header (to forge a symlink) and fixes its checksum. */
export function forgeTarType(tar: Uint8Array, type: string): Uint8Array {
  const copy = tar.slice();
  copy[156] = type.charCodeAt(0);
  copy.fill(32, 148, 156);
  let sum = 0;
  for (let i = 0; i < 512; i++) {
    sum += copy[i] ?? 0;
  }
  copy.set(encoder.encode(`${sum.toString(8).padStart(6, '0')}\0 `), 148);
  return copy;
}
