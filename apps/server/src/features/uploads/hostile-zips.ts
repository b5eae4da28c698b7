// A hostile .esx corpus for the import tests (imported by *.test.ts files only): each builder returns the
// bytes of one attack or one broken file, after security-checks.md §1.4 and Appendix A.
import { deflateRawSync } from 'node:zlib';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) {
    c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  }
  return c >>> 0;
});

function crc32(data: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of data) {
    crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** One member of a crafted zip; the optional fields forge headers. */
export interface CraftedEntry {
  name: string;
  data: Uint8Array | string;
  /** 0 stored, 8 deflate (default). */
  method?: number;
  /** Unix mode in the high 16 bits of the external attributes (symlinks: 0o120777). */
  unixMode?: number;
  declaredSize?: number;
}

/** Builds a zip with local headers, a central directory and `extraCentral` records aimed at existing entries. */
export function craftZip(
  entries: CraftedEntry[],
  extraCentral: { name: string; pointsTo: number }[] = [],
): Uint8Array {
  const encoder = new TextEncoder();
  const parts: Buffer[] = [];
  const infos: {
    name: Buffer;
    crc: number;
    csize: number;
    size: number;
    offset: number;
    method: number;
    external: number;
    madeBy: number;
  }[] = [];
  let offset = 0;
  for (const entry of entries) {
    const data = typeof entry.data === 'string' ? encoder.encode(entry.data) : entry.data;
    const method = entry.method ?? 8;
    const payload = method === 8 ? deflateRawSync(data) : Buffer.from(data);
    const name = Buffer.from(entry.name, 'utf8');
    const info = {
      name,
      crc: crc32(data),
      csize: payload.length,
      size: entry.declaredSize ?? data.length,
      offset,
      method,
      external: entry.unixMode === undefined ? 0 : (entry.unixMode << 16) >>> 0,
      madeBy: entry.unixMode === undefined ? 20 : 0x0314,
    };
    const local = Buffer.alloc(30 + name.length);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(info.crc, 14);
    local.writeUInt32LE(info.csize, 18);
    local.writeUInt32LE(info.size, 22);
    local.writeUInt16LE(name.length, 26);
    name.copy(local, 30);
    parts.push(local, payload);
    offset += local.length + payload.length;
    infos.push(info);
  }
  const records = [...infos];
  for (const extra of extraCentral) {
    const base = infos[extra.pointsTo];
    if (base !== undefined) {
      records.push({ ...base, name: Buffer.from(extra.name) });
    }
  }
  const cdOffset = offset;
  let cdSize = 0;
  for (const info of records) {
    const record = Buffer.alloc(46 + info.name.length);
    record.writeUInt32LE(0x02014b50, 0);
    record.writeUInt16LE(info.madeBy, 4);
    record.writeUInt16LE(20, 6);
    record.writeUInt16LE(0x0800, 8);
    record.writeUInt16LE(info.method, 10);
    record.writeUInt32LE(info.crc, 16);
    record.writeUInt32LE(info.csize, 20);
    record.writeUInt32LE(info.size, 24);
    record.writeUInt16LE(info.name.length, 28);
    record.writeUInt32LE(info.external, 38);
    record.writeUInt32LE(info.offset, 42);
    info.name.copy(record, 46);
    parts.push(record);
    cdSize += record.length;
  }
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(records.length, 8);
  end.writeUInt16LE(records.length, 10);
  end.writeUInt32LE(cdSize, 12);
  end.writeUInt32LE(cdOffset, 16);
  parts.push(end);
  return new Uint8Array(Buffer.concat(parts));
}

const PROJECT_ID = '11111111-2222-4333-8444-555555555555';
const FLOOR_ID = '66666666-7777-4888-8999-aaaaaaaaaaaa';

/** A minimal valid project's JSON members, to which each attack adds or from which it removes. */
export function minimalMembers(): CraftedEntry[] {
  return [
    { name: 'version', data: '2.0' },
    {
      name: 'project.json',
      data: JSON.stringify({ project: { id: PROJECT_ID, name: 'Hostile', status: 'CREATED' } }),
    },
    {
      name: 'floorPlans.json',
      data: JSON.stringify({
        floorPlans: [
          {
            id: FLOOR_ID,
            name: 'Ground',
            width: 100.0,
            height: 80.0,
            metersPerUnit: 0.05,
            status: 'CREATED',
          },
        ],
      }),
    },
  ];
}

function withMember(name: string, data: string): CraftedEntry[] {
  return [...minimalMembers().filter((entry) => entry.name !== name), { name, data }];
}

/** The corpus: a name, the bytes and the failure code the import must record. */
export function hostileCorpus(validEsx: Uint8Array): { name: string; bytes: Uint8Array; codes: string[] }[] {
  const half = validEsx.subarray(0, Math.floor(validEsx.length / 2));
  // A stored member whose bytes were damaged after the CRC was written: the check must catch it.
  const corrupt = craftZip([
    ...minimalMembers().filter((entry) => entry.name !== 'floorPlans.json'),
    { ...(minimalMembers()[2] ?? { name: 'floorPlans.json', data: '' }), method: 0 },
  ]);
  const damageAt = Buffer.from(corrupt).indexOf('"metersPerUnit"');
  for (let i = damageAt; i < damageAt + 8; i++) {
    corrupt[i] = (corrupt[i] ?? 0) ^ 0x20;
  }
  const zeros = new Uint8Array(60 * 1024 * 1024);
  let deep = '0';
  for (let i = 0; i < 5000; i++) {
    deep = `[${deep}]`;
  }
  return [
    {
      name: 'ratio bomb (60 MiB of zeros in one member)',
      bytes: craftZip([...minimalMembers(), { name: 'image-bomb', data: zeros }]),
      codes: ['ZIP_BOMB', 'LIMIT_EXCEEDED'],
    },
    {
      name: 'overlapping-entry bomb (1000 central records → one local entry)',
      bytes: craftZip(
        [...minimalMembers(), { name: 'a', data: new Uint8Array(4 * 1024 * 1024) }],
        Array.from({ length: 1000 }, (_, i) => ({ name: `f${i}`, pointsTo: 3 })),
      ),
      codes: ['ZIP_BOMB'],
    },
    {
      name: 'zip slip (../ member name)',
      bytes: craftZip([...minimalMembers(), { name: '../../evil.json', data: '{}' }]),
      codes: ['ZIP_UNSAFE_PATH'],
    },
    {
      name: 'absolute member name',
      bytes: craftZip([...minimalMembers(), { name: '/tmp/evil', data: 'x' }]),
      codes: ['ZIP_UNSAFE_PATH'],
    },
    {
      name: 'symlink member',
      bytes: craftZip([...minimalMembers(), { name: 'link', data: '/etc/passwd', unixMode: 0o120777 }]),
      codes: ['ZIP_UNSAFE_PATH'],
    },
    {
      name: 'NUL byte in a member name',
      bytes: craftZip([...minimalMembers(), { name: 'evil\u0000name.json', data: '{}' }]),
      codes: ['ZIP_UNSAFE_PATH', 'ZIP_CORRUPT'],
    },
    {
      name: 'duplicate member names',
      bytes: craftZip([...minimalMembers(), { name: 'project.json', data: '{"project":{"id":"x"}}' }]),
      codes: ['ZIP_UNSAFE_PATH'],
    },
    {
      name: 'liar (declared size smaller than the data)',
      bytes: craftZip([
        ...minimalMembers(),
        { name: 'image-liar', data: new Uint8Array(200_000).fill(7), declaredSize: 10 },
      ]),
      codes: ['ZIP_CORRUPT', 'ZIP_BOMB'],
    },
    { name: 'truncated zip', bytes: half, codes: ['ZIP_CORRUPT'] },
    {
      name: 'corrupt zip (damaged deflate data)',
      bytes: corrupt,
      codes: ['ZIP_CORRUPT', 'INVALID_JSON', 'INVALID_TRACK', 'INVALID_FIELD'],
    },
    {
      name: 'random bytes',
      bytes: new Uint8Array(4096).map((_, i) => (i * 2654435761) % 251),
      codes: ['ZIP_CORRUPT', 'NOT_EKAHAU'],
    },
    {
      name: 'wrong JSON',
      bytes: craftZip(withMember('floorPlans.json', '{"floorPlans": [ {"id": ')),
      codes: ['INVALID_JSON'],
    },
    {
      name: 'wrong types',
      bytes: craftZip(
        withMember(
          'floorPlans.json',
          JSON.stringify({
            floorPlans: [{ id: FLOOR_ID, name: 'G', width: 'wide', height: 80, metersPerUnit: 0.05 }],
          }),
        ),
      ),
      codes: ['INVALID_FIELD'],
    },
    {
      name: 'prototype pollution key',
      bytes: craftZip(withMember('notes.json', '{"notes":[{"id":"n1","__proto__":{"polluted":true}}]}')),
      codes: ['INVALID_JSON'],
    },
    {
      name: 'JSON nested 5000 deep',
      bytes: craftZip(withMember('notes.json', `{"notes":[{"id":"n1","x":${deep}}]}`)),
      codes: ['INVALID_JSON', 'LIMIT_EXCEEDED'],
    },
    {
      name: 'missing floorPlans.json',
      bytes: craftZip(minimalMembers().filter((entry) => entry.name !== 'floorPlans.json')),
      codes: ['MISSING_MEMBER'],
    },
    {
      name: 'missing project.json',
      bytes: craftZip(minimalMembers().filter((entry) => entry.name !== 'project.json')),
      codes: ['MISSING_MEMBER'],
    },
    {
      name: 'non-Ekahau zip (Xactimate-like)',
      bytes: craftZip([
        { name: 'XACTDOC.XML', data: '<xml/>' },
        { name: 'notes.txt', data: 'hi' },
      ]),
      codes: ['NOT_EKAHAU'],
    },
  ];
}
