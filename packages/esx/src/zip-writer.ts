import { deflateSync } from 'fflate';
import { crc32 } from './crc32.ts';
import { EsxError } from './errors.ts';

/** One member to write. */
export interface ZipMember {
  name: string;
  data: Uint8Array;
}

/** How to write the archive. */
export interface ZipWriteOptions {
  /** DEFLATE level 0–9 (default 6). 0 stores members uncompressed. */
  level?: number;
  /** Modification time stamped on every member (default: now). */
  modifiedAt?: Date;
}

const FLAGS = 0x0808;
const VERSION = 20;

function dosDateTime(date: Date): { time: number; date: number } {
  const year = Math.min(Math.max(date.getUTCFullYear(), 1980), 2107);
  return {
    time: (date.getUTCHours() << 11) | (date.getUTCMinutes() << 5) | Math.floor(date.getUTCSeconds() / 2),
    date: ((year - 1980) << 9) | ((date.getUTCMonth() + 1) << 5) | date.getUTCDate(),
  };
}

/**
 * Writes a zip the way Ekahau (Java ZipOutputStream) does: DEFLATE, flags 0x0808 (data descriptor +
 * UTF-8 names), version 2.0, MS-DOS host. Yields chunks so a caller can stream a large archive to disk.
 */
export function* zipChunks(
  members: Iterable<ZipMember>,
  options: ZipWriteOptions = {},
): Generator<Uint8Array> {
  const level = options.level ?? 6;
  const stamp = dosDateTime(options.modifiedAt ?? new Date());
  const encoder = new TextEncoder();
  const central: Uint8Array[] = [];
  const names = new Set<string>();
  let offset = 0;
  let count = 0;
  for (const member of members) {
    if (names.has(member.name)) {
      throw new EsxError(
        'INVALID_FIELD',
        `Cannot write the project: the member "${member.name}" would appear twice.`,
        member.name,
      );
    }
    names.add(member.name);
    const name = encoder.encode(member.name);
    const crc = crc32(member.data);
    const method = level === 0 ? 0 : 8;
    const compressed = method === 0 ? member.data : deflateSync(member.data, { level: level as 1 });
    const local = new Uint8Array(30 + name.length);
    const lv = new DataView(local.buffer);
    lv.setUint32(0, 0x04034b50, true);
    lv.setUint16(4, VERSION, true);
    lv.setUint16(6, FLAGS, true);
    lv.setUint16(8, method, true);
    lv.setUint16(10, stamp.time, true);
    lv.setUint16(12, stamp.date, true);
    // CRC and sizes are 0 here and follow in the data descriptor, as with Java's ZipOutputStream.
    lv.setUint16(26, name.length, true);
    local.set(name, 30);
    const descriptor = new Uint8Array(16);
    const dv = new DataView(descriptor.buffer);
    dv.setUint32(0, 0x08074b50, true);
    dv.setUint32(4, crc, true);
    dv.setUint32(8, compressed.length, true);
    dv.setUint32(12, member.data.length, true);
    const record = new Uint8Array(46 + name.length);
    const cv = new DataView(record.buffer);
    cv.setUint32(0, 0x02014b50, true);
    cv.setUint16(4, VERSION, true);
    cv.setUint16(6, VERSION, true);
    cv.setUint16(8, FLAGS, true);
    cv.setUint16(10, method, true);
    cv.setUint16(12, stamp.time, true);
    cv.setUint16(14, stamp.date, true);
    cv.setUint32(16, crc, true);
    cv.setUint32(20, compressed.length, true);
    cv.setUint32(24, member.data.length, true);
    cv.setUint16(28, name.length, true);
    cv.setUint32(42, offset, true);
    record.set(name, 46);
    central.push(record);
    yield local;
    yield compressed;
    yield descriptor;
    offset += local.length + compressed.length + descriptor.length;
    count++;
    if (offset > 0xffffffff || count > 0xffff) {
      throw new EsxError(
        'LIMIT_EXCEEDED',
        'Cannot write the project: it is larger than 4 GB or has more than 65,535 members.',
      );
    }
  }
  let size = 0;
  for (const record of central) {
    size += record.length;
    yield record;
  }
  const end = new Uint8Array(22);
  const ev = new DataView(end.buffer);
  ev.setUint32(0, 0x06054b50, true);
  ev.setUint16(8, count, true);
  ev.setUint16(10, count, true);
  ev.setUint32(12, size, true);
  ev.setUint32(16, offset, true);
  yield end;
}

/** Concatenates chunks into one array. */
export function concatChunks(chunks: Iterable<Uint8Array>): Uint8Array {
  const parts = [...chunks];
  const total = parts.reduce((sum, part) => sum + part.length, 0);
  const out = new Uint8Array(total);
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
