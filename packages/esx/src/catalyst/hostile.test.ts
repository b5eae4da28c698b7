import { gzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { buildTestZip } from '../test-zip.ts';
import { convertControllerArchive } from './convert.ts';
import { ControllerArchiveError, type ControllerArchiveErrorCode } from './errors.ts';
import { DEFAULT_CONTROLLER_ARCHIVE_LIMITS } from './limits.ts';
import { writeTar } from './tar.ts';
import {
  campusMembers,
  campusXml,
  floorXml,
  forgeTarType,
  mapsXml,
  plainTar,
  tarGz,
  zipOf,
} from './test-archives.ts';

function refusal(bytes: Uint8Array, limits = {}): { code: ControllerArchiveErrorCode; message: string } {
  try {
    convertControllerArchive(bytes, { limits });
  } catch (error) {
    if (error instanceof ControllerArchiveError) {
      return { code: error.code, message: error.message };
    }
    throw error;
  }
  throw new Error('the archive was accepted');
}

function withXml(xml: string): Uint8Array {
  return tarGz({ ...campusMembers(), 'xmlDir/MapsImportExport.xml': xml });
}

describe('hostile and malformed archives', () => {
  it('refuses path traversal in tar and zip member names', () => {
    const evilTar = tarGz({ ...campusMembers(), '../../etc/cron.d/evil': 'x' });
    expect(refusal(evilTar)).toEqual({
      code: 'UNSAFE_PATH',
      message:
        'The archive member "../../etc/cron.d/evil" has an unsafe path (absolute, "..", or a control character).',
    });
    expect(refusal(plainTar({ '/etc/passwd': 'x' })).code).toBe('UNSAFE_PATH');
    const evilZip = buildTestZip([{ name: '../evil.xml', data: 'x' }]);
    expect(refusal(evilZip).code).toBe('UNSAFE_PATH');
  });

  it('refuses links and devices in a tar', () => {
    const tar = plainTar({ 'images/link.png': 'x', ...campusMembers() });
    expect(refusal(forgeTarType(tar, '2'))).toEqual({
      code: 'UNSAFE_PATH',
      message: 'The archive member "images/link.png" is a link or device; a map archive holds only files.',
    });
  });

  it('stops a gzip bomb at the total unpacked size without inflating it all', () => {
    const bomb = gzipSync(new Uint8Array(16 * 1024 * 1024));
    expect(bomb.length).toBeLessThan(64 * 1024);
    expect(refusal(bomb, { maxTotalBytes: 4 * 1024 * 1024 })).toEqual({
      code: 'LIMIT_EXCEEDED',
      message: 'The archive unpacks to more than 4 MB.',
    });
  });

  it('refuses a tar whose headers declare more than the limits', () => {
    const many = Object.fromEntries(
      Array.from({ length: 30 }, (_unused, index) => [`images/${index}.png`, 'x']),
    );
    expect(refusal(tarGz({ ...campusMembers(), ...many }), { maxEntries: 20 })).toEqual({
      code: 'LIMIT_EXCEEDED',
      message: 'The archive has more than 20 members.',
    });
    const big = writeTar([{ path: 'images/big.png', bytes: new Uint8Array(3 * 1024 * 1024) }], 0);
    expect(refusal(big, { maxTotalBytes: 2 * 1024 * 1024 }).code).toBe('LIMIT_EXCEEDED');
  });

  it('refuses a zip bomb (a member declaring a ratio no honest file has) and too many zip members', () => {
    const bomb = buildTestZip([
      { name: 'xmlDir/MapsImportExport.xml', data: new Uint8Array(8 * 1024 * 1024) },
    ]);
    expect(refusal(bomb, { maxTotalBytes: 1024 * 1024 }).code).toBe('LIMIT_EXCEEDED');
    const many = Object.fromEntries(
      Array.from({ length: 30 }, (_unused, index) => [`images/${index}.png`, 'x']),
    );
    expect(refusal(zipOf({ ...campusMembers(), ...many }), { maxEntries: 20 }).code).toBe('LIMIT_EXCEEDED');
  });

  it('refuses XML entity expansion and any DOCTYPE before parsing', () => {
    const laughs = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;">]>${campusXml().replace('<?xml version="1.0" encoding="UTF-8"?>', '')}`;
    expect(refusal(withXml(laughs))).toEqual({
      code: 'INVALID_XML',
      message:
        'MapsImportExport.xml declares a DOCTYPE or entities, which a map archive never needs; it is refused.',
    });
    const external = `<!DOCTYPE x SYSTEM "file:///etc/passwd">${mapsXml('')}`;
    expect(refusal(withXml(external)).code).toBe('INVALID_XML');
  });

  it('names the line of malformed XML, and refuses deep nesting and a wrong root', () => {
    const broken = mapsXml(
      `<ns0:Site name="S"><ns0:Building name="B">${floorXml('F', 1, '<ns0:PlannedAp name="x" x="1" y="2">')}</ns0:Building></ns0:Site>`,
    );
    const malformed = refusal(withXml(broken));
    expect(malformed.code).toBe('INVALID_XML');
    expect(malformed.message).toMatch(/^MapsImportExport\.xml is not well-formed XML \(line \d+: .+\)\.$/);
    const deep = mapsXml(`${'<a>'.repeat(100)}${'</a>'.repeat(100)}`);
    expect(refusal(withXml(deep))).toEqual({
      code: 'INVALID_XML',
      message: `MapsImportExport.xml nests elements more than ${DEFAULT_CONTROLLER_ARCHIVE_LIMITS.maxXmlDepth} deep.`,
    });
    expect(refusal(withXml('<?xml version="1.0"?><Other/>')).message).toBe(
      'MapsImportExport.xml has no CiscoUnifiedInterchange root element.',
    );
  });

  it('refuses huge dimensions, coordinates and images, and non-numbers, naming the floor', () => {
    const huge = campusXml().replace(
      'width="100" length="50" height="12"',
      'width="1e9" length="50" height="12"',
    );
    expect(refusal(withXml(huge))).toEqual({
      code: 'INVALID_VALUE',
      message: 'Floor "Ground & Lobby" has width 1000000000, beyond the 20000 ft limit.',
    });
    const nan = campusXml().replace('x="50" y="25"', 'x="fifty" y="25"');
    expect(refusal(withXml(nan)).message).toBe(
      'Access point "AP-Lobby" on floor "Ground & Lobby" has x="fifty", which is not a number.',
    );
    const zero = campusXml().replace('width="100" length="50" height="12"', 'width="0" length="50"');
    expect(refusal(withXml(zero)).message).toBe(
      'Floor "Ground & Lobby" has no positive Dimension width and length.',
    );
    expect(refusal(tarGz(campusMembers()), { maxImagePixels: 150 }).message).toBe(
      'The image of floor "Ground & Lobby" is 200×100 pixels; the limit is 150 on a side.',
    );
  });

  it('says what is missing: the XML, any floor, or an archive at all', () => {
    expect(refusal(tarGz({ 'images/a.png': 'x' })).code).toBe('MISSING_MAPS_XML');
    expect(refusal(withXml(mapsXml('<ns0:Site name="Empty"/>'))).message).toBe(
      'MapsImportExport.xml describes no floor.',
    );
    expect(refusal(new TextEncoder().encode('hello, not an archive')).code).toBe('ARCHIVE_CORRUPT');
    expect(refusal(tarGz(campusMembers()).subarray(0, 200)).code).toBe('ARCHIVE_CORRUPT');
    expect(refusal(withXml(mapsXml('', 'distUnits="PARSECS"'))).code).toBe('INVALID_VALUE');
  });
});
