/** CRC-32 (IEEE 802.3, as in zip) with slicing-by-8 tables: fast enough for hundreds of MB. */
const TABLES = buildTables();

function buildTables(): Int32Array[] {
  const tables: Int32Array[] = [];
  const first = new Int32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) {
      c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    }
    first[n] = c;
  }
  tables.push(first);
  for (let t = 1; t < 8; t++) {
    const previous = tables[t - 1] as Int32Array;
    const table = new Int32Array(256);
    for (let n = 0; n < 256; n++) {
      const value = previous[n] as number;
      table[n] = (value >>> 8) ^ (first[value & 0xff] as number);
    }
    tables.push(table);
  }
  return tables;
}

/** Continues a CRC-32 over `bytes`; start with `crc = 0`. Returns the unsigned CRC. */
export function crc32(bytes: Uint8Array, crc = 0): number {
  const [t0, t1, t2, t3, t4, t5, t6, t7] = TABLES as [
    Int32Array,
    Int32Array,
    Int32Array,
    Int32Array,
    Int32Array,
    Int32Array,
    Int32Array,
    Int32Array,
  ];
  let c = ~crc;
  let i = 0;
  const length = bytes.length;
  const end8 = length - (length % 8);
  for (; i < end8; i += 8) {
    const a =
      c ^
      ((bytes[i] as number) |
        ((bytes[i + 1] as number) << 8) |
        ((bytes[i + 2] as number) << 16) |
        ((bytes[i + 3] as number) << 24));
    c =
      (t7[a & 0xff] as number) ^
      (t6[(a >>> 8) & 0xff] as number) ^
      (t5[(a >>> 16) & 0xff] as number) ^
      (t4[a >>> 24] as number) ^
      (t3[bytes[i + 4] as number] as number) ^
      (t2[bytes[i + 5] as number] as number) ^
      (t1[bytes[i + 6] as number] as number) ^
      (t0[bytes[i + 7] as number] as number);
  }
  for (; i < length; i++) {
    c = (t0[(c ^ (bytes[i] as number)) & 0xff] as number) ^ (c >>> 8);
  }
  return ~c >>> 0;
}
