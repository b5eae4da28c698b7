// Test support (imported by *.test.ts files only): writes an .esx whose `notes.json` is one huge JSON string of
// random base64, the low-compressibility member of security-checks.md D4. The file is streamed to disk (random
// chunks, native deflate, a data descriptor after the member), so the test process never holds it in memory.
import { randomBytes } from 'node:crypto';
import { open } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { constants, crc32, createDeflateRaw, deflateRawSync } from 'node:zlib';
import { minimalMembers } from './hostile-zips';

interface WrittenEntry {
  name: Buffer;
  flags: number;
  crc: number;
  compressedSize: number;
  size: number;
  offset: number;
}

function localHeader(entry: Omit<WrittenEntry, 'offset'>): Buffer {
  const header = Buffer.alloc(30 + entry.name.length);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt16LE(entry.flags, 6);
  header.writeUInt16LE(8, 8);
  header.writeUInt32LE(entry.crc, 14);
  header.writeUInt32LE(entry.compressedSize, 18);
  header.writeUInt32LE(entry.size, 22);
  header.writeUInt16LE(entry.name.length, 26);
  entry.name.copy(header, 30);
  return header;
}

function centralRecord(entry: WrittenEntry): Buffer {
  const record = Buffer.alloc(46 + entry.name.length);
  record.writeUInt32LE(0x02014b50, 0);
  record.writeUInt16LE(20, 4);
  record.writeUInt16LE(20, 6);
  record.writeUInt16LE(entry.flags, 8);
  record.writeUInt16LE(8, 10);
  record.writeUInt32LE(entry.crc, 16);
  record.writeUInt32LE(entry.compressedSize, 20);
  record.writeUInt32LE(entry.size, 24);
  record.writeUInt16LE(entry.name.length, 28);
  record.writeUInt32LE(entry.offset, 42);
  entry.name.copy(record, 46);
  return record;
}

/** The JSON text of `notes.json`, `jsonBytes` long, produced in 4 MiB pieces of random base64. */
function* hugeNotes(jsonBytes: number): Generator<Buffer> {
  const head = Buffer.from('{"notes":[{"id":"n1","status":"CREATED","text":"');
  const tail = Buffer.from('"}]}');
  yield head;
  let left = jsonBytes - head.length - tail.length;
  while (left > 0) {
    const piece = Buffer.from(randomBytes(3 * 1024 * 1024).toString('base64'));
    const take = Math.min(left, piece.length);
    yield piece.subarray(0, take);
    left -= take;
  }
  yield tail;
}

/**
 * Writes a valid minimal project plus a `notes.json` of exactly `jsonBytes` bytes (about 3/4 of that compressed)
 * to `path`; answers the file's size.
 */
export async function writeLargeJsonEsx(path: string, jsonBytes: number): Promise<number> {
  const file = await open(path, 'w');
  const entries: WrittenEntry[] = [];
  let offset = 0;
  const write = async (bytes: Uint8Array): Promise<void> => {
    await file.write(bytes);
    offset += bytes.length;
  };
  try {
    for (const member of minimalMembers()) {
      const data = Buffer.from(member.data);
      const payload = deflateRawSync(data);
      const entry = {
        name: Buffer.from(member.name),
        flags: 0x0800,
        crc: crc32(data),
        compressedSize: payload.length,
        size: data.length,
        offset,
      };
      entries.push(entry);
      await write(localHeader(entry));
      await write(payload);
    }
    // Sizes and CRC follow the data (general-purpose bit 3), as a streaming writer (and Ekahau) writes them.
    const big = {
      name: Buffer.from('notes.json'),
      flags: 0x0808,
      crc: 0,
      compressedSize: 0,
      size: 0,
      offset,
    };
    await write(localHeader(big));
    const counted = async function* (source: Iterable<Buffer>): AsyncGenerator<Buffer> {
      for (const piece of source) {
        big.crc = crc32(piece, big.crc);
        big.size += piece.length;
        yield piece;
      }
    };
    await pipeline(
      Readable.from(counted(hugeNotes(jsonBytes))),
      // Huffman coding only: random base64 has no repeats to find, so this compresses as well, several times faster.
      createDeflateRaw({ level: 1, strategy: constants.Z_HUFFMAN_ONLY }),
      async (compressed: AsyncIterable<Buffer>) => {
        for await (const chunk of compressed) {
          big.compressedSize += chunk.length;
          await write(chunk);
        }
      },
    );
    const descriptor = Buffer.alloc(16);
    descriptor.writeUInt32LE(0x08074b50, 0);
    descriptor.writeUInt32LE(big.crc, 4);
    descriptor.writeUInt32LE(big.compressedSize, 8);
    descriptor.writeUInt32LE(big.size, 12);
    await write(descriptor);
    entries.push(big);
    const directoryOffset = offset;
    for (const entry of entries) {
      await write(centralRecord(entry));
    }
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(entries.length, 8);
    end.writeUInt16LE(entries.length, 10);
    end.writeUInt32LE(offset - directoryOffset, 12);
    end.writeUInt32LE(directoryOffset, 16);
    await write(end);
  } finally {
    await file.close();
  }
  return offset;
}
