import { deflateSync } from 'fflate';
import { crc32 } from './crc32.ts';

/** A member for {@link buildTestZip}; the overrides forge headers for hostile-archive tests. */
export interface TestZipEntry {
  name: string;
  data: Uint8Array | string;
  /** 0 stored, 8 deflate (default 8). */
  method?: number;
  flags?: number;
  versionMadeBy?: number;
  externalAttributes?: number;
  /** Lie about the inflated size (both headers). */
  declaredSize?: number;
  /** Lie about the CRC (both headers). */
  crc?: number;
  /** Write a data descriptor after the data (flag 0x08), with or without its optional signature. */
  descriptor?: 'signed' | 'unsigned';
}

/** Options for {@link buildTestZip}. */
export interface TestZipOptions {
  /** Write zip64 sizes/offsets in the central directory plus the zip64 end records. */
  zip64?: boolean;
}

const encoder = new TextEncoder();

/**
 * Test-only zip builder: local headers (optionally followed by data descriptors) plus a central
 * directory, with every field overridable. `extraCentral` appends more central records, each pointing at
 * an entry's header (the overlap bomb); `zip64` moves sizes and offsets into zip64 fields.
 */
export function buildTestZip(
  entries: TestZipEntry[],
  extraCentral: { name: string; pointsTo: number }[] = [],
  options: TestZipOptions = {},
): Uint8Array {
  const parts: Uint8Array[] = [];
  const records: Uint8Array[] = [];
  interface Info {
    crc: number;
    csize: number;
    size: number;
    offset: number;
    method: number;
    flags: number;
  }
  const infos: Info[] = [];
  let offset = 0;
  const central = (name: Uint8Array, info: Info, versionMadeBy: number, external: number): Uint8Array => {
    const extraLength = options.zip64 === true ? 28 : 0;
    const record = new Uint8Array(46 + name.length + extraLength);
    const v = new DataView(record.buffer);
    const wide = options.zip64 === true;
    v.setUint32(0, 0x02014b50, true);
    v.setUint16(4, versionMadeBy, true);
    v.setUint16(6, wide ? 45 : 20, true);
    v.setUint16(8, info.flags, true);
    v.setUint16(10, info.method, true);
    v.setUint32(16, info.crc, true);
    v.setUint32(20, wide ? 0xffffffff : info.csize, true);
    v.setUint32(24, wide ? 0xffffffff : info.size, true);
    v.setUint16(28, name.length, true);
    v.setUint16(30, extraLength, true);
    v.setUint32(38, external, true);
    v.setUint32(42, wide ? 0xffffffff : info.offset, true);
    record.set(name, 46);
    if (wide) {
      const at = 46 + name.length;
      v.setUint16(at, 0x0001, true);
      v.setUint16(at + 2, 24, true);
      v.setBigUint64(at + 4, BigInt(info.size), true);
      v.setBigUint64(at + 12, BigInt(info.csize), true);
      v.setBigUint64(at + 20, BigInt(info.offset), true);
    }
    return record;
  };
  for (const entry of entries) {
    const data = typeof entry.data === 'string' ? encoder.encode(entry.data) : entry.data;
    const method = entry.method ?? 8;
    const payload = method === 8 ? deflateSync(data) : data;
    const name = encoder.encode(entry.name);
    const descriptor = entry.descriptor;
    const info: Info = {
      crc: entry.crc ?? crc32(data),
      csize: payload.length,
      size: entry.declaredSize ?? data.length,
      offset,
      method,
      flags: (entry.flags ?? 0x0800) | (descriptor === undefined ? 0 : 0x08),
    };
    const local = new Uint8Array(30 + name.length);
    const v = new DataView(local.buffer);
    v.setUint32(0, 0x04034b50, true);
    v.setUint16(4, 20, true);
    v.setUint16(6, info.flags, true);
    v.setUint16(8, method, true);
    if (descriptor === undefined) {
      v.setUint32(14, info.crc, true);
      v.setUint32(18, info.csize, true);
      v.setUint32(22, info.size, true);
    }
    v.setUint16(26, name.length, true);
    local.set(name, 30);
    parts.push(local, payload);
    offset += local.length + payload.length;
    if (descriptor !== undefined) {
      const signed = descriptor === 'signed';
      const trailer = new Uint8Array(signed ? 16 : 12);
      const dv = new DataView(trailer.buffer);
      const base = signed ? 4 : 0;
      if (signed) {
        dv.setUint32(0, 0x08074b50, true);
      }
      dv.setUint32(base, info.crc, true);
      dv.setUint32(base + 4, info.csize, true);
      dv.setUint32(base + 8, info.size, true);
      parts.push(trailer);
      offset += trailer.length;
    }
    infos.push(info);
    records.push(central(name, info, entry.versionMadeBy ?? 20, entry.externalAttributes ?? 0));
  }
  for (const extra of extraCentral) {
    const info = infos[extra.pointsTo];
    if (info === undefined) {
      throw new RangeError('pointsTo out of range');
    }
    records.push(central(encoder.encode(extra.name), info, 20, 0));
  }
  const cdOffset = offset;
  let cdSize = 0;
  for (const record of records) {
    parts.push(record);
    cdSize += record.length;
  }
  if (options.zip64 === true) {
    const record = new Uint8Array(56 + 20);
    const v = new DataView(record.buffer);
    v.setUint32(0, 0x06064b50, true);
    v.setBigUint64(4, 44n, true);
    v.setUint16(12, 45, true);
    v.setUint16(14, 45, true);
    v.setBigUint64(24, BigInt(records.length), true);
    v.setBigUint64(32, BigInt(records.length), true);
    v.setBigUint64(40, BigInt(cdSize), true);
    v.setBigUint64(48, BigInt(cdOffset), true);
    v.setUint32(56, 0x07064b50, true);
    v.setBigUint64(64, BigInt(cdOffset + cdSize), true);
    v.setUint32(72, 1, true);
    parts.push(record);
  }
  const end = new Uint8Array(22);
  const v = new DataView(end.buffer);
  const wide = options.zip64 === true;
  v.setUint32(0, 0x06054b50, true);
  v.setUint16(8, wide ? 0xffff : records.length, true);
  v.setUint16(10, wide ? 0xffff : records.length, true);
  v.setUint32(12, wide ? 0xffffffff : cdSize, true);
  v.setUint32(16, wide ? 0xffffffff : cdOffset, true);
  parts.push(end);
  const total = parts.reduce((sum, part) => sum + part.length, 0);
  const out = new Uint8Array(total);
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** The smallest JSON members that make a readable Ekahau project. */
export function minimalMembers(overrides: Record<string, string> = {}): TestZipEntry[] {
  const base: Record<string, string> = {
    version: '2.0',
    'project.json': JSON.stringify({
      project: { name: 'Tiny', id: '11111111-1111-4111-8111-111111111111', status: 'CREATED' },
    }),
    'floorPlans.json': JSON.stringify({
      floorPlans: [
        { name: 'F1', width: 100.0, height: 50.0, metersPerUnit: 0.1, id: 'fp1', status: 'CREATED' },
      ],
    }),
    ...overrides,
  };
  return Object.entries(base).map(([name, data]) => ({ name, data }));
}
