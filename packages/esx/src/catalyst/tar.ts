import { ControllerArchiveError } from './errors.ts';
import type { ControllerArchiveLimits } from './limits.ts';
import { printable, safeMemberPath } from './member-path.ts';

const BLOCK = 512;
const decoder = new TextDecoder();
const encoder = new TextEncoder();

/** One regular file of an archive. */
export interface ArchiveFile {
  /** Safe, normalised path (no leading `./`). */
  path: string;
  bytes: Uint8Array;
}

function corrupt(detail: string): ControllerArchiveError {
  return new ControllerArchiveError('ARCHIVE_CORRUPT', `The tar archive is corrupt: ${detail}.`);
}

function text(bytes: Uint8Array, offset: number, length: number): string {
  const field = bytes.subarray(offset, offset + length);
  const end = field.indexOf(0);
  return decoder.decode(end === -1 ? field : field.subarray(0, end));
}

function octal(bytes: Uint8Array, offset: number, length: number): number {
  const first = bytes[offset] ?? 0;
  if ((first & 0x80) !== 0) {
    throw corrupt('a member uses a base-256 size, which only members over 8 GB need');
  }
  const digits = text(bytes, offset, length).trim();
  if (digits === '') {
    return 0;
  }
  if (!/^[0-7]+$/.test(digits)) {
    throw corrupt('a header holds a number that is not octal');
  }
  return parseInt(digits, 8);
}

function checksumOk(header: Uint8Array): boolean {
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) {
    sum += i >= 148 && i < 156 ? 32 : (header[i] ?? 0);
  }
  return sum === octal(header, 148, 8);
}

/** The `path` of a pax extended header (`<len> path=<value>\n` records), if it has one. */
function paxPath(data: Uint8Array): string | undefined {
  const records = decoder.decode(data);
  for (const line of records.split('\n')) {
    const match = /^\d+ path=(.*)$/s.exec(line);
    if (match?.[1] !== undefined) {
      return match[1];
    }
  }
  return undefined;
}

/** Whether the bytes look like a ustar/GNU tar (the `ustar` magic at offset 257 of the first header). */
export function looksLikeTar(bytes: Uint8Array): boolean {
  return bytes.length >= BLOCK && text(bytes, 257, 5) === 'ustar';
}

/**
 * The regular files of a tar archive held in memory (ustar, pax and GNU long names), with the limits on member
 * count and total size checked from the headers before any member is copied. Links, devices and unsafe names
 * are refused: nothing in a map archive needs them.
 */
export function readTar(bytes: Uint8Array, limits: ControllerArchiveLimits): ArchiveFile[] {
  const files: ArchiveFile[] = [];
  const seen = new Set<string>();
  let offset = 0;
  let entries = 0;
  let totalBytes = 0;
  let longName: string | undefined;
  while (offset + BLOCK <= bytes.length) {
    const header = bytes.subarray(offset, offset + BLOCK);
    if (header.every((byte) => byte === 0)) {
      return files;
    }
    if (!checksumOk(header)) {
      throw corrupt(`the header at byte ${offset} has a wrong checksum`);
    }
    const size = octal(header, 124, 12);
    const type = String.fromCharCode(header[156] ?? 0);
    const dataStart = offset + BLOCK;
    if (dataStart + size > bytes.length) {
      throw corrupt('a member runs past the end of the archive');
    }
    entries += 1;
    totalBytes += size;
    if (entries > limits.maxEntries) {
      throw new ControllerArchiveError(
        'LIMIT_EXCEEDED',
        `The archive has more than ${limits.maxEntries} members.`,
      );
    }
    if (totalBytes > limits.maxTotalBytes) {
      throw new ControllerArchiveError(
        'LIMIT_EXCEEDED',
        `The archive unpacks to more than ${Math.round(limits.maxTotalBytes / 1024 / 1024)} MB.`,
      );
    }
    const data = bytes.subarray(dataStart, dataStart + size);
    offset = dataStart + Math.ceil(size / BLOCK) * BLOCK;
    if (type === 'x' || type === 'L') {
      longName = type === 'x' ? paxPath(data) : text(data, 0, data.length);
      continue;
    }
    if (type === 'g') {
      continue;
    }
    const prefix = text(header, 345, 155);
    const rawName = longName ?? (prefix === '' ? text(header, 0, 100) : `${prefix}/${text(header, 0, 100)}`);
    longName = undefined;
    const path = safeMemberPath(rawName);
    if (type === '5') {
      continue;
    }
    if (type !== '0' && type !== '\0' && type !== '7') {
      throw new ControllerArchiveError(
        'UNSAFE_PATH',
        `The archive member "${printable(rawName)}" is a link or device; a map archive holds only files.`,
      );
    }
    if (seen.has(path)) {
      throw new ControllerArchiveError('UNSAFE_PATH', `The archive holds "${printable(path)}" twice.`);
    }
    seen.add(path);
    files.push({ path, bytes: data });
  }
  throw corrupt('it ends without its closing blocks');
}

function writeField(header: Uint8Array, offset: number, length: number, value: string): void {
  header.set(encoder.encode(value).subarray(0, length), offset);
}

function octalField(value: number, length: number): string {
  return `${value.toString(8).padStart(length - 1, '0')}\0`;
}

function headerOf(path: string, size: number, type: '0' | '5', mtimeSeconds: number): Uint8Array {
  const header = new Uint8Array(BLOCK);
  const name = encoder.encode(path);
  if (name.length > 100) {
    throw new Error(`tar member name longer than 100 bytes: ${path}`);
  }
  writeField(header, 0, 100, path);
  writeField(header, 100, 8, octalField(type === '5' ? 0o755 : 0o644, 8));
  writeField(header, 108, 8, octalField(0, 8));
  writeField(header, 116, 8, octalField(0, 8));
  writeField(header, 124, 12, octalField(size, 12));
  writeField(header, 136, 12, octalField(mtimeSeconds, 12));
  writeField(header, 148, 8, '        ');
  writeField(header, 156, 1, type);
  writeField(header, 257, 6, 'ustar\0');
  writeField(header, 263, 2, '00');
  let sum = 0;
  for (const byte of header) {
    sum += byte;
  }
  writeField(header, 148, 8, `${sum.toString(8).padStart(6, '0')}\0 `);
  return header;
}

/**
 * A ustar archive of the given folders and files, in order, member names exactly as given (no leading `./`).
 * Names must be ASCII and at most 100 bytes, which the callers' generated names are.
 */
export function writeTar(
  members: readonly { path: string; bytes?: Uint8Array }[],
  mtimeSeconds: number,
): Uint8Array {
  const parts: Uint8Array[] = [];
  for (const member of members) {
    if (member.bytes === undefined) {
      parts.push(headerOf(member.path, 0, '5', mtimeSeconds));
      continue;
    }
    parts.push(headerOf(member.path, member.bytes.length, '0', mtimeSeconds), member.bytes);
    const padding = (BLOCK - (member.bytes.length % BLOCK)) % BLOCK;
    parts.push(new Uint8Array(padding));
  }
  parts.push(new Uint8Array(BLOCK * 2));
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
