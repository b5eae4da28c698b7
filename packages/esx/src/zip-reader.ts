import { EsxError } from './errors.ts';
import type { EsxLimits } from './limits.ts';
import { formatBytes } from './format.ts';

/** One member of a zip archive as described by its central-directory record, after every safety check. */
export interface ZipEntry {
  /** Member name exactly as stored (UTF-8 decoded). */
  name: string;
  /** 0 = stored, 8 = DEFLATE. */
  method: 0 | 8;
  /** General-purpose bit flags (Ekahau writes 0x0808). */
  flags: number;
  /** CRC-32 of the inflated bytes, from the central directory. */
  crc: number;
  /** Compressed size in bytes. */
  compressedSize: number;
  /** Declared inflated size in bytes. */
  size: number;
  /** Offset of the member's local header. */
  localHeaderOffset: number;
  /** Offset of the first compressed byte. */
  dataOffset: number;
  /** True for directory entries (name ends with `/`), which carry no data. */
  isDirectory: boolean;
}

const SIG_LOCAL = 0x04034b50;
const SIG_CENTRAL = 0x02014b50;
const SIG_EOCD = 0x06054b50;
const SIG_ZIP64_EOCD = 0x06064b50;
const SIG_ZIP64_LOCATOR = 0x07064b50;
const SIG_DESCRIPTOR = 0x08074b50;
const EOCD_SIZE = 22;
const MAX_COMMENT = 0xffff;

const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;

const utf8Fatal = new TextDecoder('utf-8', { fatal: true });
const utf8Lenient = new TextDecoder('utf-8');

/** The error for a damaged archive, with the detail in words. */
export function corrupt(detail: string, member?: string): EsxError {
  return new EsxError(
    'ZIP_CORRUPT',
    `The project file is damaged and cannot be opened (${detail}). Try exporting it from Ekahau again.`,
    member,
  );
}

interface CentralDirectory {
  entryCount: number;
  offset: number;
  size: number;
  /** Where the central directory must end: the (zip64) end record. */
  end: number;
}

function readU64(view: DataView, offset: number): number {
  const value = view.getBigUint64(offset, true);
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) {
    throw corrupt('a size or offset is impossibly large');
  }
  return Number(value);
}

function findCentralDirectory(bytes: Uint8Array, view: DataView): CentralDirectory {
  const length = bytes.length;
  const lowest = Math.max(0, length - EOCD_SIZE - MAX_COMMENT);
  let eocd = -1;
  for (let i = length - EOCD_SIZE; i >= lowest; i--) {
    if (bytes[i] === 0x50 && bytes[i + 1] === 0x4b && view.getUint32(i, true) === SIG_EOCD) {
      const commentLength = view.getUint16(i + 20, true);
      if (i + EOCD_SIZE + commentLength <= length) {
        eocd = i;
        break;
      }
    }
  }
  if (eocd < 0) {
    if (length >= 4 && view.getUint32(0, true) === SIG_LOCAL) {
      throw corrupt('the end of the archive is missing; the upload may have been cut short');
    }
    throw new EsxError(
      'NOT_EKAHAU',
      'This file is not an Ekahau project: it is not a zip archive. Upload the .esx file that Ekahau saved.',
    );
  }
  const disk = view.getUint16(eocd + 4, true);
  const cdDisk = view.getUint16(eocd + 6, true);
  let entriesOnDisk = view.getUint16(eocd + 8, true);
  let entryCount = view.getUint16(eocd + 10, true);
  let size = view.getUint32(eocd + 12, true);
  let offset = view.getUint32(eocd + 16, true);
  let end = eocd;
  const needsZip64 = entryCount === 0xffff || size === 0xffffffff || offset === 0xffffffff;
  const locator = eocd - 20;
  if (locator >= 0 && view.getUint32(locator, true) === SIG_ZIP64_LOCATOR) {
    const zip64Offset = readU64(view, locator + 8);
    if (zip64Offset + 56 > locator || view.getUint32(zip64Offset, true) !== SIG_ZIP64_EOCD) {
      throw corrupt('the zip64 end record is invalid');
    }
    entriesOnDisk = readU64(view, zip64Offset + 24);
    entryCount = readU64(view, zip64Offset + 32);
    size = readU64(view, zip64Offset + 40);
    offset = readU64(view, zip64Offset + 48);
    end = zip64Offset;
  } else if (needsZip64) {
    throw corrupt('the zip64 end record is missing');
  }
  if (
    (disk !== 0 && disk !== 0xffff) ||
    (cdDisk !== 0 && cdDisk !== 0xffff) ||
    entriesOnDisk !== entryCount
  ) {
    throw new EsxError(
      'ZIP_UNSUPPORTED',
      'This project file is split over several parts (a multi-volume zip). Upload the single .esx file that Ekahau saved.',
    );
  }
  if (offset + size > end) {
    throw corrupt('the table of contents points outside the file');
  }
  return { entryCount, offset, size, end };
}

/** Rejects names that could escape a folder or be read differently by different tools. */
function checkName(name: string): void {
  const unsafe = (why: string): EsxError =>
    new EsxError(
      'ZIP_UNSAFE_PATH',
      `The project file contains a member with an unsafe name (${why}): "${name.slice(0, 120)}". Ekahau never writes such names, so the file was altered.`,
      name,
    );
  if (name.length === 0) {
    throw unsafe('empty name');
  }
  if (name.includes('\0')) {
    throw unsafe('NUL character');
  }
  if (name.includes('\\')) {
    throw unsafe('backslash');
  }
  if (name.startsWith('/') || /^[a-zA-Z]:/.test(name)) {
    throw unsafe('absolute path');
  }
  if (name.split('/').some((part) => part === '..')) {
    throw unsafe('".." path traversal');
  }
}

/**
 * Parses and validates the central directory and every local header, without inflating anything:
 * entry count, names, symlinks, duplicates, encryption, methods, declared sizes and ratio, and that
 * no two members overlap (the overlapping-entry zip bomb).
 */
export function listZipEntries(bytes: Uint8Array, limits: EsxLimits): ZipEntry[] {
  if (bytes.length > limits.maxArchiveBytes) {
    throw new EsxError(
      'LIMIT_EXCEEDED',
      `The project file is ${formatBytes(bytes.length)}; the limit is ${formatBytes(limits.maxArchiveBytes)}.`,
    );
  }
  if (bytes.length < EOCD_SIZE) {
    if (bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b) {
      throw corrupt('the file is truncated');
    }
    throw new EsxError(
      'NOT_EKAHAU',
      'This file is not an Ekahau project: it is not a zip archive. Upload the .esx file that Ekahau saved.',
    );
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const directory = findCentralDirectory(bytes, view);
  if (directory.entryCount > limits.maxEntries) {
    throw new EsxError(
      'LIMIT_EXCEEDED',
      `The project file has ${directory.entryCount} members; the limit is ${limits.maxEntries}.`,
    );
  }
  const entries: ZipEntry[] = [];
  const seen = new Set<string>();
  let position = directory.offset;
  const cdEnd = directory.offset + directory.size;
  let totalSize = 0;
  for (let index = 0; index < directory.entryCount; index++) {
    if (position + 46 > cdEnd || view.getUint32(position, true) !== SIG_CENTRAL) {
      throw corrupt('the table of contents is truncated');
    }
    const versionMadeBy = view.getUint16(position + 4, true);
    const flags = view.getUint16(position + 8, true);
    const method = view.getUint16(position + 10, true);
    const crc = view.getUint32(position + 16, true);
    let compressedSize = view.getUint32(position + 20, true);
    let size = view.getUint32(position + 24, true);
    const nameLength = view.getUint16(position + 28, true);
    const extraLength = view.getUint16(position + 30, true);
    const commentLength = view.getUint16(position + 32, true);
    const externalAttributes = view.getUint32(position + 38, true);
    let localHeaderOffset = view.getUint32(position + 42, true);
    const nameStart = position + 46;
    const next = nameStart + nameLength + extraLength + commentLength;
    if (next > cdEnd) {
      throw corrupt('the table of contents is truncated');
    }
    if (nameLength > limits.maxNameBytes) {
      throw new EsxError(
        'ZIP_UNSAFE_PATH',
        `The project file contains a member name of ${nameLength} bytes; the limit is ${limits.maxNameBytes}.`,
      );
    }
    const nameBytes = bytes.subarray(nameStart, nameStart + nameLength);
    let name: string;
    try {
      name = flags & 0x800 ? utf8Fatal.decode(nameBytes) : utf8Lenient.decode(nameBytes);
    } catch {
      throw new EsxError(
        'ZIP_UNSAFE_PATH',
        'The project file contains a member name that is not valid UTF-8.',
      );
    }
    checkName(name);
    // Zip64 extra field: only the fields saturated in the record are present, in this order.
    if (size === 0xffffffff || compressedSize === 0xffffffff || localHeaderOffset === 0xffffffff) {
      let extra = nameStart + nameLength;
      const extraEnd = extra + extraLength;
      let found = false;
      while (extra + 4 <= extraEnd) {
        const id = view.getUint16(extra, true);
        const length = view.getUint16(extra + 2, true);
        if (id === 0x0001) {
          let field = extra + 4;
          const fieldEnd = field + length;
          const take = (): number => {
            if (field + 8 > fieldEnd || fieldEnd > extraEnd) {
              throw corrupt('a zip64 field is truncated', name);
            }
            const value = readU64(view, field);
            field += 8;
            return value;
          };
          if (size === 0xffffffff) {
            size = take();
          }
          if (compressedSize === 0xffffffff) {
            compressedSize = take();
          }
          if (localHeaderOffset === 0xffffffff) {
            localHeaderOffset = take();
          }
          found = true;
          break;
        }
        extra += 4 + length;
      }
      if (!found) {
        throw corrupt('a zip64 field is missing', name);
      }
    }
    if (flags & 0x41) {
      throw new EsxError(
        'ZIP_UNSUPPORTED',
        'The project file is password-protected. Save it from Ekahau without a password and upload it again.',
        name,
      );
    }
    if (method !== 0 && method !== 8) {
      throw new EsxError(
        'ZIP_UNSUPPORTED',
        `The project file uses a compression method this app cannot read (method ${method} in "${name}"). Save it from Ekahau again.`,
        name,
      );
    }
    const host = versionMadeBy >>> 8;
    const mode = externalAttributes >>> 16;
    if ((host === 3 || host === 19 || mode !== 0) && (mode & S_IFMT) === S_IFLNK) {
      throw new EsxError(
        'ZIP_UNSAFE_PATH',
        `The project file contains a symbolic link ("${name.slice(0, 120)}"). Ekahau never writes links, so the file was altered.`,
        name,
      );
    }
    const key = name.normalize('NFC').toLowerCase();
    if (seen.has(key)) {
      throw new EsxError(
        'ZIP_UNSAFE_PATH',
        `The project file contains "${name.slice(0, 120)}" more than once, so it is ambiguous which one to read.`,
        name,
      );
    }
    seen.add(key);
    const isDirectory = name.endsWith('/');
    if (isDirectory && size !== 0) {
      throw corrupt('a folder entry carries data', name);
    }
    if (method === 0 && compressedSize !== size) {
      throw corrupt('a stored member has inconsistent sizes', name);
    }
    if (size > limits.maxEntryBytes) {
      throw new EsxError(
        'LIMIT_EXCEEDED',
        `The member "${name.slice(0, 120)}" is ${formatBytes(size)} when unpacked; the limit is ${formatBytes(limits.maxEntryBytes)}.`,
        name,
      );
    }
    if (size > limits.ratioExemptBytes && size / Math.max(compressedSize, 1) > limits.maxCompressionRatio) {
      throw new EsxError(
        'ZIP_BOMB',
        `The project file looks like a zip bomb: "${name.slice(0, 120)}" would unpack to ${formatBytes(size)} from ${formatBytes(compressedSize)}.`,
        name,
      );
    }
    totalSize += size;
    if (totalSize > limits.maxTotalBytes) {
      throw new EsxError(
        'LIMIT_EXCEEDED',
        `The project file unpacks to more than ${formatBytes(limits.maxTotalBytes)}, the limit.`,
      );
    }
    entries.push({
      name,
      method,
      flags,
      crc,
      compressedSize,
      size,
      localHeaderOffset,
      dataOffset: -1,
      isDirectory,
    });
    position = next;
  }
  locateData(bytes, view, entries, directory.offset);
  return entries;
}

/** Reads each local header, fills `dataOffset` and rejects members whose byte ranges overlap. */
function locateData(bytes: Uint8Array, view: DataView, entries: ZipEntry[], cdOffset: number): void {
  const spans: { start: number; end: number; name: string }[] = [];
  const utf8 = utf8Lenient;
  for (const entry of entries) {
    const start = entry.localHeaderOffset;
    if (start + 30 > cdOffset || view.getUint32(start, true) !== SIG_LOCAL) {
      throw corrupt('a member header is missing', entry.name);
    }
    const nameLength = view.getUint16(start + 26, true);
    const extraLength = view.getUint16(start + 28, true);
    const dataOffset = start + 30 + nameLength + extraLength;
    let end = dataOffset + entry.compressedSize;
    if (end > cdOffset) {
      throw corrupt('a member is cut short', entry.name);
    }
    if (entry.flags & 0x08) {
      const hasSignature = end + 4 <= cdOffset && view.getUint32(end, true) === SIG_DESCRIPTOR;
      end += hasSignature ? 16 : 12;
      if (end > cdOffset) {
        end = cdOffset;
      }
    }
    entry.dataOffset = dataOffset;
    spans.push({ start, end, name: entry.name });
  }
  spans.sort((a, b) => a.start - b.start);
  for (let i = 1; i < spans.length; i++) {
    const previous = spans[i - 1];
    const current = spans[i];
    if (previous !== undefined && current !== undefined && current.start < previous.end) {
      throw new EsxError(
        'ZIP_BOMB',
        `The project file looks like a zip bomb: members "${previous.name.slice(0, 80)}" and "${current.name.slice(0, 80)}" share the same bytes.`,
        current.name,
      );
    }
  }
  // Only after the overlap check: a bomb's records all disagree with the one header they share.
  for (const entry of entries) {
    const start = entry.localHeaderOffset;
    const nameLength = view.getUint16(start + 26, true);
    if (utf8.decode(bytes.subarray(start + 30, start + 30 + nameLength)) !== entry.name) {
      throw corrupt('a member header disagrees with the table of contents', entry.name);
    }
  }
}
