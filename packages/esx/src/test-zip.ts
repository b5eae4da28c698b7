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
}

const encoder = new TextEncoder();

/**
 * Test-only zip builder: plain local headers (no data descriptor) plus a central directory, with every
 * field overridable. `extraCentral` appends more central records, each pointing at an entry's header.
 */
export function buildTestZip(
  entries: TestZipEntry[],
  extraCentral: { name: string; pointsTo: number }[] = [],
): Uint8Array {
  const parts: Uint8Array[] = [];
  const records: Uint8Array[] = [];
  const infos: { crc: number; csize: number; size: number; offset: number; method: number; flags: number }[] =
    [];
  let offset = 0;
  const central = (
    name: Uint8Array,
    info: (typeof infos)[number],
    versionMadeBy: number,
    external: number,
  ): Uint8Array => {
    const record = new Uint8Array(46 + name.length);
    const v = new DataView(record.buffer);
    v.setUint32(0, 0x02014b50, true);
    v.setUint16(4, versionMadeBy, true);
    v.setUint16(6, 20, true);
    v.setUint16(8, info.flags, true);
    v.setUint16(10, info.method, true);
    v.setUint32(16, info.crc, true);
    v.setUint32(20, info.csize, true);
    v.setUint32(24, info.size, true);
    v.setUint16(28, name.length, true);
    v.setUint32(38, external, true);
    v.setUint32(42, info.offset, true);
    record.set(name, 46);
    return record;
  };
  for (const entry of entries) {
    const data = typeof entry.data === 'string' ? encoder.encode(entry.data) : entry.data;
    const method = entry.method ?? 8;
    const payload = method === 8 ? deflateSync(data) : data;
    const name = encoder.encode(entry.name);
    const info = {
      crc: entry.crc ?? crc32(data),
      csize: payload.length,
      size: entry.declaredSize ?? data.length,
      offset,
      method,
      flags: entry.flags ?? 0x0800,
    };
    const local = new Uint8Array(30 + name.length);
    const v = new DataView(local.buffer);
    v.setUint32(0, 0x04034b50, true);
    v.setUint16(4, 20, true);
    v.setUint16(6, info.flags, true);
    v.setUint16(8, method, true);
    v.setUint32(14, info.crc, true);
    v.setUint32(18, info.csize, true);
    v.setUint32(22, info.size, true);
    v.setUint16(26, name.length, true);
    local.set(name, 30);
    parts.push(local, payload);
    offset += local.length + payload.length;
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
  const end = new Uint8Array(22);
  const v = new DataView(end.buffer);
  v.setUint32(0, 0x06054b50, true);
  v.setUint16(8, records.length, true);
  v.setUint16(10, records.length, true);
  v.setUint32(12, cdSize, true);
  v.setUint32(16, cdOffset, true);
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
