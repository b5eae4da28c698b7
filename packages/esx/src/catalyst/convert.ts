import { gzipSync } from 'fflate';
import type { EsxProject } from '../model.ts';
import { writeEsx } from '../write.ts';
import { findImage, findMapsXml, unpackArchive } from './archive-read.ts';
import { esxToCatalyst } from './from-esx.ts';
import { DEFAULT_CONTROLLER_ARCHIVE_LIMITS, type ControllerArchiveLimits } from './limits.ts';
import type { CatalystMaps } from './model.ts';
import { writeTar } from './tar.ts';
import { catalystToEsxProject } from './to-esx.ts';
import { readMapsXml } from './xml-read.ts';
import { writeMapsXml } from './xml-write.ts';

/** Options of {@link convertControllerArchive}. */
export interface ConvertControllerArchiveOptions {
  /** Project name; default "Catalyst Center maps". */
  projectName?: string;
  limits?: Partial<ControllerArchiveLimits>;
  now?: Date;
  /** Entity ids (default random UUIDs). */
  newId?: () => string;
}

/** A converted archive: the `.esx` bytes and the project they hold. */
export interface ConvertedControllerArchive {
  esx: Uint8Array;
  project: EsxProject;
  maps: CatalystMaps;
}

/**
 * Converts a Cisco Catalyst Center / DNA Center / Prime map archive (zip, tar or tar.gz holding
 * `xmlDir/MapsImportExport.xml` and `images/…`) into an `.esx`. Throws {@link ControllerArchiveError} naming
 * what is wrong with a hostile or malformed archive; memory stays within the limits' total unpacked size.
 */
export function convertControllerArchive(
  bytes: Uint8Array,
  options: ConvertControllerArchiveOptions = {},
): ConvertedControllerArchive {
  const limits = { ...DEFAULT_CONTROLLER_ARCHIVE_LIMITS, ...options.limits };
  const files = unpackArchive(bytes, limits);
  const xmlFile = findMapsXml(files);
  const maps = readMapsXml(xmlFile.bytes, limits);
  const project = catalystToEsxProject({
    maps,
    imageOf: (buildingIndex, floorIndex) => {
      const image = maps.buildings[buildingIndex]?.floors[floorIndex]?.image;
      return image === undefined ? undefined : findImage(files, xmlFile.path, image.name)?.bytes;
    },
    projectName: options.projectName ?? 'Catalyst Center maps',
    limits,
    now: options.now ?? new Date(),
    newId: options.newId ?? (() => crypto.randomUUID()),
  });
  return { esx: writeEsx(project), project, maps };
}

/**
 * A project as a Catalyst Center map archive: a tar.gz holding `images/<file>` and
 * `xmlDir/MapsImportExport.xml` (member names without a leading `./`) that Catalyst Center's map import and
 * {@link convertControllerArchive} both read.
 */
export function writeControllerArchive(
  project: EsxProject,
  projectName: string,
  now: Date = new Date(),
): Uint8Array {
  const content = esxToCatalyst(project, projectName);
  const xml = new TextEncoder().encode(writeMapsXml(content.maps, now.getTime()));
  const tar = writeTar(
    [
      { path: 'images' },
      ...content.images.map((image) => ({ path: `images/${image.name}`, bytes: image.bytes })),
      { path: 'xmlDir' },
      { path: 'xmlDir/MapsImportExport.xml', bytes: xml },
    ],
    Math.floor(now.getTime() / 1000),
  );
  return gzipSync(tar, { level: 6, mtime: now });
}
