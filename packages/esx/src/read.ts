import { EsxError } from './errors.ts';
import { formatBytes } from './format.ts';
import { parseJsonMember, type JsonObject, type JsonValue } from './json.ts';
import { resolveLimits, type EsxLimits } from './limits.ts';
import type { EsxEntity, EsxProject } from './model.ts';
import { buildProject } from './project.ts';
import { inflateEntry, type EsxCodec } from './zip-inflate.ts';
import { listZipEntries, type ZipEntry } from './zip-reader.ts';

/** Collections stored as a single object rather than an array. */
export const SINGLETON_COLLECTIONS: ReadonlySet<string> = new Set(['project', 'projectConfiguration']);

/** Collections whose shape the product relies on; a malformed one is an error, not an opaque member. */
const USED_COLLECTIONS = new Set([
  'project',
  'projectHistorys',
  'floorPlans',
  'buildingFloors',
  'images',
  'accessPoints',
  'simulatedRadios',
  'antennaTypes',
  'measuredRadios',
  'accessPointMeasurements',
  'wallTypes',
  'wallPoints',
  'wallSegments',
  'areas',
  'requirements',
  'surveys',
  'airlensNoiseFloors',
]);

/** Top-level key a JSON member must have: its file stem, or `surveys` for `survey-<id>.json`. */
export function collectionOfMember(name: string): string | undefined {
  if (!name.endsWith('.json') || name.includes('/')) {
    return undefined;
  }
  const stem = name.slice(0, -'.json'.length);
  return stem.startsWith('survey-') ? 'surveys' : stem;
}

function isObject(value: JsonValue | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Rejects archives that are not Ekahau projects before anything is inflated. */
function checkIsEkahau(entries: ZipEntry[]): void {
  const names = new Set(entries.map((entry) => entry.name));
  if (names.has('floorPlans.json')) {
    return;
  }
  const nested = entries.find(
    (entry) => entry.name.endsWith('/floorPlans.json') || entry.name.endsWith('/project.json'),
  );
  if (nested !== undefined) {
    const folder = nested.name.slice(0, nested.name.lastIndexOf('/') + 1);
    throw new EsxError(
      'NOT_EKAHAU',
      `The project files are inside a folder ("${folder.slice(0, 120)}"). Ekahau projects are flat: zip the files themselves, not their folder, or upload the .esx Ekahau saved.`,
    );
  }
  if (names.has('project.json')) {
    throw new EsxError(
      'MISSING_MEMBER',
      'This Ekahau project has no floorPlans.json, so it has no floor plans to show. Save it from Ekahau again.',
      'floorPlans.json',
    );
  }
  const looksXml = entries.some(
    (entry) => /\.xml$/i.test(entry.name) || entry.name.toUpperCase().startsWith('XACTDOC'),
  );
  const hint = looksXml ? ' It contains XML documents, as Xactimate .esx estimates do.' : '';
  throw new EsxError(
    'NOT_EKAHAU',
    `This file is not an Ekahau project: it has no project.json or floorPlans.json.${hint} Upload the .esx file saved by Ekahau Pro or Ekahau AI Pro.`,
  );
}

function readVersion(bytes: Uint8Array): string {
  const text = new TextDecoder('utf-8').decode(bytes.subarray(0, 64)).trim();
  return /^[0-9][0-9A-Za-z.-]{0,31}$/.test(text) ? text : '2.0';
}

/** The members of an archive sorted into JSON collections and binary (non-JSON or opaque) members. */
export interface SortedMembers {
  archiveVersion: string;
  collections: Map<string, EsxEntity[]>;
  /** Binary members' bytes; only filled when the caller asked for them. */
  binaries: Map<string, Uint8Array>;
  /** Every binary member's name, in archive order. */
  binaryNames: string[];
}

/**
 * Inflates and parses every JSON member with the limits; binary members are inflated (and kept) only when
 * `inflateBinaries` is true, so a lazy reader can leave them in the archive until they are needed.
 */
export function sortMembers(
  bytes: Uint8Array,
  entries: ZipEntry[],
  resolved: EsxLimits,
  options: { inflateBinaries: boolean; codec?: EsxCodec },
): SortedMembers {
  const collections = new Map<string, EsxEntity[]>();
  const binaries = new Map<string, Uint8Array>();
  const binaryNames: string[] = [];
  let archiveVersion = '2.0';
  const addBinary = (name: string, data: Uint8Array | undefined): void => {
    binaryNames.push(name);
    if (options.inflateBinaries && data !== undefined) {
      binaries.set(name, data);
    }
  };
  for (const entry of entries) {
    if (entry.isDirectory) {
      continue;
    }
    const collection = collectionOfMember(entry.name);
    if (collection === undefined && entry.name !== 'version') {
      addBinary(entry.name, options.inflateBinaries ? inflateEntry(bytes, entry, options.codec) : undefined);
      continue;
    }
    const data = inflateEntry(bytes, entry, options.codec);
    if (entry.name === 'version' || collection === undefined) {
      archiveVersion = readVersion(data);
      continue;
    }
    const value = parseJsonMember(data, entry.name, resolved);
    const keys = isObject(value) ? Object.keys(value) : [];
    const body = isObject(value) && keys.length === 1 ? value[collection] : undefined;
    const isUsed = USED_COLLECTIONS.has(collection);
    let entities: EsxEntity[] | undefined;
    if (Array.isArray(body) && body.every(isObject) && !SINGLETON_COLLECTIONS.has(collection)) {
      entities = body.filter((entity) => entity.status !== 'DELETED');
    } else if (isObject(body) && SINGLETON_COLLECTIONS.has(collection)) {
      entities = [body];
    }
    if (entities === undefined) {
      if (isUsed) {
        const shape = SINGLETON_COLLECTIONS.has(collection)
          ? `{"${collection}": {…}}`
          : `{"${collection}": [ {…}, … ]}`;
        throw new EsxError(
          'INVALID_FIELD',
          `The member "${entry.name}" does not have the shape Ekahau writes (${shape}). It may have been edited by another tool; save it from Ekahau again.`,
          entry.name,
        );
      }
      addBinary(entry.name, data);
      continue;
    }
    const existing = collections.get(collection);
    if (existing === undefined) {
      collections.set(collection, entities);
    } else {
      for (const entity of entities) {
        existing.push(entity);
      }
    }
  }
  return { archiveVersion, collections, binaries, binaryNames };
}

/**
 * Refuses text members (JSON collections, `version`) larger than the JSON limit by their declared size, before
 * anything is inflated: the reader holds each whole, and parsing costs a multiple of it. The declared size binds
 * (inflating stops one byte past it), so a member cannot lie its way past this check.
 */
function checkTextMembers(entries: ZipEntry[], resolved: EsxLimits): void {
  for (const entry of entries) {
    const isText = entry.name === 'version' || collectionOfMember(entry.name) !== undefined;
    if (!entry.isDirectory && isText && entry.size > resolved.maxJsonBytes) {
      throw new EsxError(
        'LIMIT_EXCEEDED',
        `The member "${entry.name.slice(0, 120)}" is ${formatBytes(entry.size)} when unpacked; the limit for one JSON member is ${formatBytes(resolved.maxJsonBytes)}.`,
        entry.name,
      );
    }
  }
}

/** Lists and checks the archive's entries (every zip limit) and that it is an Ekahau project. */
export function checkedEntries(bytes: Uint8Array, resolved: EsxLimits): ZipEntry[] {
  const entries = listZipEntries(bytes, resolved);
  checkIsEkahau(entries);
  checkTextMembers(entries, resolved);
  return entries;
}

/**
 * Reads an `.esx` archive with hard limits (see {@link EsxLimits}) into an {@link EsxProject}: every
 * member kept, `DELETED` entities filtered, typed views built and binary tracks decoded. A host may pass
 * faster primitives in `codec` (see {@link EsxCodec}).
 * Throws only {@link EsxError}, whose message a surveyor can act on.
 */
export function readEsx(bytes: Uint8Array, limits?: Partial<EsxLimits>, codec?: EsxCodec): EsxProject {
  const resolved = resolveLimits(limits);
  const entries = checkedEntries(bytes, resolved);
  const sorted = sortMembers(bytes, entries, resolved, { inflateBinaries: true, codec });
  return buildProject(sorted.archiveVersion, sorted.collections, sorted.binaries, resolved);
}

/**
 * Reads an `.esx` from a stream of chunks (for example an upload body), refusing to buffer more than
 * `maxArchiveBytes`, then parses it with {@link readEsx}.
 */
export async function readEsxStream(
  chunks: AsyncIterable<Uint8Array>,
  limits?: Partial<EsxLimits>,
): Promise<EsxProject> {
  const resolved = resolveLimits(limits);
  const parts: Uint8Array[] = [];
  let total = 0;
  for await (const chunk of chunks) {
    total += chunk.length;
    if (total > resolved.maxArchiveBytes) {
      throw new EsxError(
        'LIMIT_EXCEEDED',
        `The project file is larger than ${Math.round(resolved.maxArchiveBytes / 1024 / 1024)} MB, the limit.`,
      );
    }
    parts.push(chunk);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const part of parts) {
    bytes.set(part, offset);
    offset += part.length;
  }
  return readEsx(bytes, resolved);
}
