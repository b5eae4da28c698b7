import { Gunzip } from 'fflate';
import { isEsxError } from '../errors.ts';
import { DEFAULT_ESX_LIMITS } from '../limits.ts';
import { inflateEntry } from '../zip-inflate.ts';
import { listZipEntries } from '../zip-reader.ts';
import { ControllerArchiveError } from './errors.ts';
import type { ControllerArchiveLimits } from './limits.ts';
import { safeMemberPath } from './member-path.ts';
import { looksLikeTar, readTar, type ArchiveFile } from './tar.ts';

const CHUNK = 64 * 1024;

function megabytes(bytes: number): string {
  return `${Math.round(bytes / 1024 / 1024)} MB`;
}

/** Inflates a gzip stream chunk by chunk, stopping as soon as the output passes the total-size limit. */
function gunzipBounded(bytes: Uint8Array, limits: ControllerArchiveLimits): Uint8Array {
  const chunks: Uint8Array[] = [];
  let total = 0;
  const gunzip = new Gunzip((chunk) => {
    total += chunk.length;
    if (total > limits.maxTotalBytes) {
      throw new ControllerArchiveError(
        'LIMIT_EXCEEDED',
        `The archive unpacks to more than ${megabytes(limits.maxTotalBytes)}.`,
      );
    }
    chunks.push(chunk);
  });
  try {
    for (let offset = 0; offset < bytes.length; offset += CHUNK) {
      gunzip.push(bytes.subarray(offset, offset + CHUNK), offset + CHUNK >= bytes.length);
    }
  } catch (error) {
    if (error instanceof ControllerArchiveError) {
      throw error;
    }
    throw new ControllerArchiveError('ARCHIVE_CORRUPT', 'The gzip data of the archive is corrupt.');
  }
  const out = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

function zipError(error: unknown): ControllerArchiveError {
  if (!isEsxError(error)) {
    return new ControllerArchiveError('ARCHIVE_CORRUPT', 'The zip archive is corrupt.');
  }
  switch (error.code) {
    case 'ZIP_UNSAFE_PATH':
      return new ControllerArchiveError('UNSAFE_PATH', `The zip archive is refused: ${error.message}`);
    case 'ZIP_BOMB':
    case 'LIMIT_EXCEEDED':
      return new ControllerArchiveError('LIMIT_EXCEEDED', `The zip archive is refused: ${error.message}`);
    default:
      return new ControllerArchiveError(
        'ARCHIVE_CORRUPT',
        'The zip archive is corrupt or uses an unsupported feature.',
      );
  }
}

function readZip(bytes: Uint8Array, limits: ControllerArchiveLimits): ArchiveFile[] {
  try {
    const entries = listZipEntries(bytes, {
      ...DEFAULT_ESX_LIMITS,
      maxArchiveBytes: limits.maxArchiveBytes,
      maxEntries: limits.maxEntries,
      maxEntryBytes: limits.maxTotalBytes,
      maxTotalBytes: limits.maxTotalBytes,
    });
    return entries
      .filter((entry) => !entry.isDirectory)
      .map((entry) => ({ path: safeMemberPath(entry.name), bytes: inflateEntry(bytes, entry) }));
  } catch (error) {
    if (error instanceof ControllerArchiveError) {
      throw error;
    }
    throw zipError(error);
  }
}

/**
 * The files of a zip, tar or tar.gz map archive, told apart by their first bytes, with every limit checked
 * while unpacking: the archive size, member count, total unpacked size and safe member names.
 */
export function unpackArchive(bytes: Uint8Array, limits: ControllerArchiveLimits): ArchiveFile[] {
  if (bytes.length > limits.maxArchiveBytes) {
    throw new ControllerArchiveError(
      'LIMIT_EXCEEDED',
      `The archive is larger than ${megabytes(limits.maxArchiveBytes)}.`,
    );
  }
  if (bytes[0] === 0x50 && bytes[1] === 0x4b) {
    return readZip(bytes, limits);
  }
  if (bytes[0] === 0x1f && bytes[1] === 0x8b) {
    const tar = gunzipBounded(bytes, limits);
    if (!looksLikeTar(tar)) {
      throw new ControllerArchiveError('ARCHIVE_CORRUPT', 'The gzip file does not hold a tar archive.');
    }
    return readTar(tar, limits);
  }
  if (looksLikeTar(bytes)) {
    return readTar(bytes, limits);
  }
  throw new ControllerArchiveError(
    'ARCHIVE_CORRUPT',
    'The file is not a zip, tar or tar.gz archive. Export the maps from Catalyst Center, DNA Center or Prime and upload that archive.',
  );
}

/** The maps descriptor: `xmlDir/MapsImportExport.xml`, also when the export wrapped everything in one folder. */
export function findMapsXml(files: readonly ArchiveFile[]): ArchiveFile {
  const candidates = files.filter((file) => /(^|\/)MapsImportExport\.xml$/i.test(file.path));
  const preferred = candidates.find((file) => /(^|\/)xmlDir\/MapsImportExport\.xml$/i.test(file.path));
  const found = preferred ?? candidates[0];
  if (found === undefined) {
    throw new ControllerArchiveError(
      'MISSING_MAPS_XML',
      'The archive has no xmlDir/MapsImportExport.xml: it is not a Catalyst Center, DNA Center or Prime map archive.',
    );
  }
  return found;
}

/** The image a floor names: `images/<name>` beside the XML's folder, else any member with that file name. */
export function findImage(
  files: readonly ArchiveFile[],
  xmlPath: string,
  imageName: string,
): ArchiveFile | undefined {
  const root = xmlPath.split('/').slice(0, -2).join('/');
  const wanted = `${root === '' ? '' : `${root}/`}images/${imageName}`;
  const exact = files.find((file) => file.path === wanted);
  if (exact !== undefined) {
    return exact;
  }
  const lower = imageName.toLowerCase();
  return files.find((file) => (file.path.split('/').pop() ?? '').toLowerCase() === lower);
}
