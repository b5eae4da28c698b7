import { createHash } from 'node:crypto';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import type {
  FloorSurvey,
  HealthRequirements,
  PlacedAccessPoint,
  PredictionModel,
  RadioInfo,
} from '@airlens/heatmap';
import {
  denseMatrixFromSections,
  matrixSections,
  sparseMatrixOf,
  type SectionArray,
} from './floor-blob-matrix';
import type { SparseMatrix } from './floor-matrix-parts';

/**
 * One floor's heatmap input as one blob: `AHM1`, the raw payload length (uint32 LE), then the deflated payload.
 * The payload is a small JSON header (uint32 LE length + UTF-8) followed by 8-byte aligned typed arrays
 * (little-endian, as every supported CPU is), which decode as views without copying element by element.
 * Format 2 stores the points × radios matrix sparse: a point hears a few dozen of a floor's hundreds of radios, so
 * the dense matrix (tens of MB per floor, mostly "not heard") cost the import more to copy and deflate than
 * everything else it does with a floor. Format 1 blobs (dense `V`) still decode.
 */
const MAGIC = 'AHM1';
const FORMAT_VERSION = 2;
const DENSE_FORMAT_VERSION = 1;
/** Refuses absurd payloads from a damaged blob before allocating them. */
const MAX_PAYLOAD_BYTES = 1024 * 1024 * 1024;
type ArrayKind = 'f64' | 'f32' | 'u32' | 'u16' | 'i16';
type NumericArray = SectionArray;

/** A floor's engine input before it is stored; `dataVersion` is the content hash of the stored blob. */
export type FloorInput = Omit<FloorSurvey, 'dataVersion'>;

/** A floor's engine input with its matrix sparse: what the import stores (see {@link floorBlobPayload}). */
export type SparseFloorInput = Omit<FloorInput, 'V'> & { cells: SparseMatrix };

interface Section {
  name: string;
  kind: ArrayKind;
  offset: number;
  length: number;
}

interface BlobHeader {
  format: number;
  floorId: string;
  widthMeters: number;
  heightMeters: number;
  metersPerPixel: number;
  radios: RadioInfo[];
  accessPoints: PlacedAccessPoint[];
  areas: { id: string; requirements: Partial<HealthRequirements>; section: string }[];
  requirements: Partial<HealthRequirements> | null;
  prediction: Partial<PredictionModel> | null;
  hasNoise: boolean;
  sections: Section[];
}

function align8(value: number): number {
  return Math.ceil(value / 8) * 8;
}

function kindOf(array: NumericArray): ArrayKind {
  if (array instanceof Float64Array) {
    return 'f64';
  }
  if (array instanceof Float32Array) {
    return 'f32';
  }
  if (array instanceof Uint32Array) {
    return 'u32';
  }
  return array instanceof Uint16Array ? 'u16' : 'i16';
}

function namedArrays(floor: SparseFloorInput): [string, NumericArray][] {
  const arrays: [string, NumericArray][] = [
    ['points.x', floor.points.xMeters],
    ['points.y', floor.points.yMeters],
    ...matrixSections(floor.cells, floor.points.xMeters.length, floor.radios.length),
  ];
  if (floor.noiseDbm !== undefined) {
    arrays.push(['noise', floor.noiseDbm]);
  }
  if (floor.pointDays !== undefined) {
    arrays.push(['points.dayFirst', floor.pointDays.first], ['points.dayLast', floor.pointDays.last]);
  }
  const walls = floor.walls;
  if (walls !== undefined) {
    arrays.push(
      ['walls.x1', walls.x1],
      ['walls.y1', walls.y1],
      ['walls.x2', walls.x2],
      ['walls.y2', walls.y2],
    );
    arrays.push(
      ['walls.TWO', walls.lossDb.TWO],
      ['walls.FIVE', walls.lossDb.FIVE],
      ['walls.SIX', walls.lossDb.SIX],
    );
  }
  (floor.areas ?? []).forEach((area, index) => arrays.push([`area.${index}`, area.polygonMeters]));
  return arrays;
}

/** Payloads up to this size are deflated (level 1); larger ones are stored (see {@link floorBlobDeflateLevel}). */
const DEFLATE_BELOW_BYTES = 1024 * 1024;

/**
 * The DEFLATE level of a floor blob's payload of `payloadLength` bytes. A small payload is mostly its JSON header,
 * which level 1 shrinks several times for next to nothing; a large one is mostly the sparse matrix, already compact,
 * which DEFLATE shrank ~3× at ~20 MB/s of CPU, more than building the matrix costs: stored (level 0).
 */
export function floorBlobDeflateLevel(payloadLength: number): number {
  return payloadLength < DEFLATE_BELOW_BYTES ? 1 : 0;
}

/** Serialises a floor's engine input into the compact blob stored per floor. */
export function encodeFloorBlob(floor: FloorInput | SparseFloorInput): Uint8Array {
  const payload = floorBlobPayload(floor);
  return floorBlobOf(
    payload.length,
    deflateRawSync(payload, { level: floorBlobDeflateLevel(payload.length) }),
  );
}

/** The blob from its raw payload's length and the payload deflated (raw DEFLATE, any level): see encodeFloorBlob. */
export function floorBlobOf(payloadLength: number, compressed: Uint8Array): Uint8Array {
  const blob = new Uint8Array(8 + compressed.length);
  blob.set(new TextEncoder().encode(MAGIC), 0);
  new DataView(blob.buffer).setUint32(4, payloadLength, true);
  blob.set(compressed, 8);
  return blob;
}

/**
 * The uncompressed payload of a floor's blob (header and typed arrays), for a caller that deflates it elsewhere
 * (the import does so off its thread) and wraps it with {@link floorBlobOf}. With `into`, the payload is written
 * there when it fits (a caller reusing memory floor after floor) and the result is a view of it.
 */
export function floorBlobPayload(input: FloorInput | SparseFloorInput, into?: ArrayBuffer): Uint8Array {
  const floor = 'cells' in input ? input : { ...input, cells: sparseMatrixOf(input.V) };
  const arrays = namedArrays(floor);
  let offset = 0;
  const sections: Section[] = arrays.map(([name, array]) => {
    const section: Section = {
      name,
      kind: kindOf(array),
      offset,
      length: array.length,
    };
    offset = align8(offset + array.byteLength);
    return section;
  });
  const header: BlobHeader = {
    format: FORMAT_VERSION,
    floorId: floor.floorId,
    widthMeters: floor.widthMeters,
    heightMeters: floor.heightMeters,
    metersPerPixel: floor.metersPerPixel,
    radios: floor.radios,
    accessPoints: floor.accessPoints ?? [],
    areas: (floor.areas ?? []).map((area, index) => ({
      id: area.id,
      requirements: area.requirements,
      section: `area.${index}`,
    })),
    requirements: floor.requirements ?? null,
    prediction: floor.prediction ?? null,
    hasNoise: floor.noiseDbm !== undefined,
    sections,
  };
  const headerBytes = new TextEncoder().encode(JSON.stringify(header));
  const bodyStart = align8(4 + headerBytes.length);
  const size = bodyStart + offset;
  const payload =
    into !== undefined && into.byteLength >= size
      ? new Uint8Array(into, 0, size).fill(0)
      : new Uint8Array(size);
  new DataView(payload.buffer).setUint32(0, headerBytes.length, true);
  payload.set(headerBytes, 4);
  arrays.forEach(([, array], index) => {
    const section = sections[index];
    if (section !== undefined) {
      payload.set(
        new Uint8Array(array.buffer, array.byteOffset, array.byteLength),
        bodyStart + section.offset,
      );
    }
  });
  return payload;
}

/** SHA-256 of a blob in hex: the floor's data version, part of every heatmap ETag. */
export function floorBlobHash(blob: Uint8Array): string {
  return createHash('sha256').update(blob).digest('hex');
}

function readPayload(blob: Uint8Array): Uint8Array {
  if (blob.length < 8 || new TextDecoder().decode(blob.subarray(0, 4)) !== MAGIC) {
    throw new Error('Not a heatmap floor blob');
  }
  const length = new DataView(blob.buffer, blob.byteOffset, blob.byteLength).getUint32(4, true);
  if (length > MAX_PAYLOAD_BYTES) {
    throw new Error('Heatmap floor blob is too large');
  }
  const payload = inflateRawSync(blob.subarray(8), { maxOutputLength: length });
  if (payload.length !== length) {
    throw new Error('Heatmap floor blob is truncated');
  }
  // A fresh, 8-byte aligned copy so every section can be a typed-array view.
  return new Uint8Array(payload);
}

function viewOf(section: Section, buffer: ArrayBufferLike, at: number): NumericArray {
  if (section.kind === 'f64') {
    return new Float64Array(buffer, at, section.length);
  }
  if (section.kind === 'f32') {
    return new Float32Array(buffer, at, section.length);
  }
  if (section.kind === 'u32') {
    return new Uint32Array(buffer, at, section.length);
  }
  return section.kind === 'u16'
    ? new Uint16Array(buffer, at, section.length)
    : new Int16Array(buffer, at, section.length);
}

/** Decodes a stored floor blob into the engine's input; `dataVersion` is the blob's content hash. */
export function decodeFloorBlob(blob: Uint8Array, dataVersion: string): FloorSurvey {
  const payload = readPayload(blob);
  const headerLength = new DataView(payload.buffer).getUint32(0, true);
  const header = JSON.parse(new TextDecoder().decode(payload.subarray(4, 4 + headerLength))) as BlobHeader;
  if (header.format !== FORMAT_VERSION && header.format !== DENSE_FORMAT_VERSION) {
    throw new Error(`Unknown heatmap floor blob format ${header.format}`);
  }
  const bodyStart = align8(4 + headerLength);
  const views = new Map<string, NumericArray>();
  for (const section of header.sections) {
    const at = payload.byteOffset + bodyStart + section.offset;
    views.set(section.name, viewOf(section, payload.buffer, at));
  }
  const f64 = (name: string): Float64Array => {
    const view = views.get(name);
    return view instanceof Float64Array ? view : new Float64Array(0);
  };
  const f32 = (name: string): Float32Array => {
    const view = views.get(name);
    return view instanceof Float32Array ? view : new Float32Array(0);
  };
  return {
    floorId: header.floorId,
    dataVersion,
    widthMeters: header.widthMeters,
    heightMeters: header.heightMeters,
    metersPerPixel: header.metersPerPixel,
    points: { xMeters: f64('points.x'), yMeters: f64('points.y') },
    radios: header.radios,
    V:
      header.format === DENSE_FORMAT_VERSION
        ? f32('V')
        : denseMatrixFromSections((name) => views.get(name), f64('points.x').length, header.radios.length),
    ...(header.hasNoise ? { noiseDbm: f32('noise') } : {}),
    // Blobs stored before surveys were dated have no day sections (the format is otherwise the same).
    ...(views.has('points.dayFirst')
      ? { pointDays: { first: f32('points.dayFirst'), last: f32('points.dayLast') } }
      : {}),
    walls: {
      x1: f64('walls.x1'),
      y1: f64('walls.y1'),
      x2: f64('walls.x2'),
      y2: f64('walls.y2'),
      lossDb: { TWO: f32('walls.TWO'), FIVE: f32('walls.FIVE'), SIX: f32('walls.SIX') },
    },
    accessPoints: header.accessPoints,
    areas: header.areas.map((area) => ({
      id: area.id,
      requirements: area.requirements,
      polygonMeters: f64(area.section),
    })),
    ...(header.requirements === null ? {} : { requirements: header.requirements }),
    ...(header.prediction === null ? {} : { prediction: header.prediction }),
  };
}

/** Bytes a decoded floor holds in memory, for the floor cache's budget. */
export function floorBytes(floor: FloorSurvey): number {
  const walls = floor.walls;
  const wallBytes = walls === undefined ? 0 : walls.x1.byteLength * 4 + walls.lossDb.TWO.byteLength * 3;
  return (
    floor.V.byteLength +
    floor.points.xMeters.byteLength * 2 +
    (floor.noiseDbm?.byteLength ?? 0) +
    (floor.pointDays?.first.byteLength ?? 0) * 2 +
    wallBytes +
    4096
  );
}
