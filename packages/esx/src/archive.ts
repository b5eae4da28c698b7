import { Inflate } from 'fflate';
import { EsxError } from './errors.ts';
import { sniffImage } from './image-sniff.ts';
import { resolveLimits, type EsxLimits } from './limits.ts';
import type { EsxProject, EsxSurvey } from './model.ts';
import { buildProject } from './project.ts';
import { checkedEntries, sortMembers } from './read.ts';
import { loadSurveyTracks } from './views-survey.ts';
import { createTrackDecodeScratch, type TrackDecodeScratch } from './track.ts';
import { inflateEntry, inflateEntryAsync, type EsxCodec } from './zip-inflate.ts';
import type { ZipEntry } from './zip-reader.ts';

/**
 * An `.esx` opened lazily: the JSON members are read and the views built, but binary members (tracks, images,
 * unknown files) stay compressed in the archive until asked for, one at a time. This keeps a large project's
 * memory to the archive plus what the caller holds at once.
 */
export interface EsxArchive {
  /**
   * The project without binary data: `binaries` is empty, images carry their sniffed type but empty `bytes`,
   * and survey tracks are listed without scans (see {@link EsxArchive.loadSurvey}).
   */
  project: EsxProject;
  /** Every binary member's name (images, tracks, unknown members), in archive order. */
  binaryMembers: readonly string[];
  /** Inflates one binary member with every check (declared size, zip-bomb bounds, CRC). */
  readMember(name: string): Uint8Array;
  /** {@link EsxArchive.readMember} off the calling thread when the codec can inflate there. */
  readMemberAsync(name: string): Promise<Uint8Array>;
  /**
   * Reads and decodes one survey's tracks and places its scans on the route. Returns the survey with scans, the
   * raw bytes of the track members it read (to store them without inflating twice) and any track problems.
   * The scans' reading arrays are reused by the next call: use a loaded survey before loading the next one.
   * `read` may hold track members already read (with {@link EsxArchive.readMemberAsync}); others are read now.
   */
  /**
   * Keeps only the compressed bytes of the members in `names` (every other member can no longer be read), so the
   * archive's memory shrinks once a caller is done with most of it. The bytes given to `openEsx` are released.
   */
  retainOnly(names: Iterable<string>): void;
  /**
   * {@link EsxArchive.retainOnly} with the kept members' compressed bytes copied from `chunks`: the same archive
   * read again from its start (a stream of the file). The bytes given to `openEsx` are let go first, so they and
   * the kept copies are never both in memory. A stream that ends early or holds other bytes is caught when a
   * member is read (size and CRC are checked then).
   */
  retainFrom(names: Iterable<string>, chunks: AsyncIterable<Uint8Array>): Promise<void>;
  /**
   * Drops the compressed bytes of one member kept by {@link EsxArchive.retainOnly} (it can no longer be read), so
   * a caller reading each member once gives its memory back as it goes.
   */
  release(name: string): void;
  /**
   * One binary member as stored, for a caller that inflates it as a stream instead of into one buffer: a view of
   * its compressed bytes, whether they are DEFLATE (else stored as is), and the size and CRC-32 the inflated
   * bytes must have. The caller must check both (and stop past the size); {@link EsxArchive.readMember} is the
   * path that checks everything itself.
   */
  rawMember(name: string): { compressed: Uint8Array; isDeflated: boolean; sizeBytes: number; crc32: number };
  loadSurvey(
    survey: EsxSurvey,
    read?: ReadonlyMap<string, Uint8Array>,
  ): {
    survey: EsxSurvey;
    members: Map<string, Uint8Array>;
    problems: string[];
  };
}

/** Images at most this large (inflated) are sniffed from their whole bytes; larger ones from a prefix first. */
const FULL_SNIFF_BYTES = 2 * 1024 * 1024;
const SNIFF_PREFIX_BYTES = 64 * 1024;
const SNIFF_CHUNK = 16 * 1024;

class PrefixDone extends Error {}

/** The first `limit` inflated bytes of an entry (no CRC: the full read checks it), or null if unreadable. */
function inflatePrefix(bytes: Uint8Array, entry: ZipEntry, limit: number): Uint8Array | null {
  const input = bytes.subarray(entry.dataOffset, entry.dataOffset + entry.compressedSize);
  if (entry.method === 0) {
    return input.slice(0, limit);
  }
  const prefix = new Uint8Array(limit);
  let filled = 0;
  const inflater = new Inflate((chunk) => {
    const take = Math.min(chunk.length, limit - filled);
    prefix.set(chunk.subarray(0, take), filled);
    filled += take;
    if (filled >= limit) {
      throw new PrefixDone();
    }
  });
  try {
    for (let offset = 0; offset < input.length; offset += SNIFF_CHUNK) {
      const end = Math.min(offset + SNIFF_CHUNK, input.length);
      inflater.push(input.subarray(offset, end), end === input.length);
    }
  } catch (error) {
    if (!(error instanceof PrefixDone)) {
      return null;
    }
  }
  return prefix.subarray(0, filled);
}

/**
 * The bytes image sniffing needs: a prefix when it settles the type and size of a large raster image (PNG, GIF,
 * BMP headers; a JPEG's frame header), else the whole member.
 */
function sniffBytes(bytes: Uint8Array, entry: ZipEntry, codec: EsxCodec | undefined): Uint8Array {
  if (entry.size > FULL_SNIFF_BYTES) {
    const prefix = inflatePrefix(bytes, entry, SNIFF_PREFIX_BYTES);
    if (prefix !== null) {
      const sniffed = sniffImage(prefix);
      const isSettled =
        sniffed.kind === 'png' ||
        sniffed.kind === 'gif' ||
        sniffed.kind === 'bmp' ||
        (sniffed.kind === 'jpeg' && sniffed.width !== undefined);
      if (isSettled) {
        return prefix;
      }
    }
  }
  return inflateEntry(bytes, entry, codec);
}

/**
 * Opens an `.esx` lazily (see {@link EsxArchive}) with the same limits and checks as `readEsx`: every zip check
 * up front, JSON members parsed with their limits, binary members checked as they are read.
 * Throws only {@link EsxError}.
 */
export function openEsx(archiveBytes: Uint8Array, limits?: Partial<EsxLimits>, codec?: EsxCodec): EsxArchive {
  const resolved: EsxLimits = resolveLimits(limits);
  let bytes = archiveBytes;
  const entries = checkedEntries(bytes, resolved);
  const byName = new Map(entries.map((entry) => [entry.name, entry]));
  const sorted = sortMembers(bytes, entries, resolved, { inflateBinaries: false, codec });
  const binaryNames = new Set(sorted.binaryNames);
  // Only image members are looked at now (their type), and only as much of them as sniffing needs.
  const sniffed = new Map<string, Uint8Array>();
  for (const name of sorted.binaryNames) {
    const entry = byName.get(name);
    if (name.startsWith('image-') && entry !== undefined) {
      sniffed.set(name, sniffBytes(bytes, entry, codec));
    }
  }
  const project = buildProject(sorted.archiveVersion, sorted.collections, sniffed, resolved, {
    deferTracks: true,
  });
  sniffed.clear();
  const empty = new Uint8Array(0);
  for (const image of project.images) {
    image.bytes = empty;
  }
  const entryOf = (name: string): ZipEntry => {
    const entry = byName.get(name);
    if (entry === undefined || !binaryNames.has(name)) {
      throw new EsxError('MISSING_MEMBER', `The project file has no member "${name.slice(0, 120)}".`, name);
    }
    return entry;
  };
  // After retainOnly, each kept member's compressed bytes in a buffer of its own (its entry's offset 0), so
  // releasing one member frees its memory.
  let retained: Map<string, Uint8Array> | null = null;
  const bytesOf = (name: string): Uint8Array => {
    if (retained === null) {
      return bytes;
    }
    const own = retained.get(name);
    if (own === undefined) {
      throw new EsxError('MISSING_MEMBER', `The project file has no member "${name.slice(0, 120)}".`, name);
    }
    return own;
  };
  const readMember = (name: string): Uint8Array => inflateEntry(bytesOf(name), entryOf(name), codec);
  const readMemberAsync = async (name: string): Promise<Uint8Array> =>
    inflateEntryAsync(bytesOf(name), entryOf(name), codec);
  // One reading scratch per track position within a survey, reused survey after survey.
  const scratches: TrackDecodeScratch[] = [];
  const scratchOf = (index: number): TrackDecodeScratch => {
    while (scratches.length <= index) {
      scratches.push(createTrackDecodeScratch());
    }
    return scratches[index] as TrackDecodeScratch;
  };
  const keptEntries = (names: Iterable<string>): ZipEntry[] =>
    [...new Set(names)]
      .map((name) => byName.get(name))
      .filter((entry): entry is ZipEntry => entry !== undefined && binaryNames.has(entry.name));
  const endOf = (entry: ZipEntry | undefined): number =>
    entry === undefined ? Number.POSITIVE_INFINITY : entry.dataOffset + entry.compressedSize;
  const retainFrom = async (names: Iterable<string>, chunks: AsyncIterable<Uint8Array>): Promise<void> => {
    const kept = keptEntries(names).sort((a, b) => a.dataOffset - b.dataOffset);
    const own = new Map<string, Uint8Array>();
    byName.clear();
    bytes = new Uint8Array(0);
    retained = own;
    for (const entry of kept) {
      byName.set(entry.name, { ...entry, dataOffset: 0 });
    }
    // Each member's buffer is made when the stream reaches it, so the memory grows only as bytes arrive.
    let next = 0;
    let position = 0;
    const open: { entry: ZipEntry; buffer: Uint8Array }[] = [];
    for await (const chunk of chunks) {
      const chunkEnd = position + chunk.length;
      while (next < kept.length && (kept[next] as ZipEntry).dataOffset < chunkEnd) {
        const entry = kept[next] as ZipEntry;
        const buffer = new Uint8Array(entry.compressedSize);
        own.set(entry.name, buffer);
        open.push({ entry, buffer });
        next += 1;
      }
      for (const { entry, buffer } of open) {
        const from = Math.max(entry.dataOffset, position);
        const to = Math.min(entry.dataOffset + entry.compressedSize, chunkEnd);
        if (from < to) {
          buffer.set(chunk.subarray(from - position, to - position), from - entry.dataOffset);
        }
      }
      position = chunkEnd;
      // Members end in the order they start (entries never overlap): drop the ones the stream has passed.
      while (open.length > 0 && endOf(open[0]?.entry) <= position) {
        open.shift();
      }
    }
    // Members the stream never reached keep zero bytes: reading one fails its checks.
    for (; next < kept.length; next++) {
      const entry = kept[next] as ZipEntry;
      own.set(entry.name, new Uint8Array(entry.compressedSize));
    }
  };
  const retainOnly = (names: Iterable<string>): void => {
    const kept = keptEntries(names);
    const own = new Map<string, Uint8Array>();
    byName.clear();
    for (const entry of kept) {
      own.set(entry.name, bytes.slice(entry.dataOffset, entry.dataOffset + entry.compressedSize));
      byName.set(entry.name, { ...entry, dataOffset: 0 });
    }
    retained = own;
    bytes = new Uint8Array(0);
  };
  const release = (name: string): void => {
    if (retained?.delete(name) === true) {
      byName.delete(name);
    }
  };
  return {
    project,
    binaryMembers: sorted.binaryNames,
    readMember,
    readMemberAsync,
    retainOnly,
    retainFrom,
    release,
    rawMember(name) {
      const source = bytesOf(name);
      const entry = entryOf(name);
      return {
        compressed: source.subarray(entry.dataOffset, entry.dataOffset + entry.compressedSize),
        isDeflated: entry.method === 8,
        sizeBytes: entry.size,
        crc32: entry.crc,
      };
    },
    loadSurvey(survey, read) {
      const members = new Map<string, Uint8Array>(read);
      const loaded = loadSurveyTracks(
        survey,
        (member) => {
          if (!binaryNames.has(member)) {
            return undefined;
          }
          const data = members.get(member) ?? readMember(member);
          members.set(member, data);
          return data;
        },
        resolved,
        scratchOf,
      );
      return { ...loaded, members };
    },
  };
}
