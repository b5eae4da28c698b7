import { EsxError } from './errors.ts';

/**
 * A decoded binary Wi-Fi track (`track-<binaryFileId>.bin`, reference §4) in columnar typed arrays:
 * scans, and for each scan the readings `[scanReadingStart[s], scanReadingStart[s + 1])`.
 */
export interface EsxScanTable {
  /** Number of scans. */
  scanCount: number;
  /** Scan index as written in the file, per scan. */
  scanIndex: Int32Array;
  /** Milliseconds since the survey start of the scan (its first reading), NaN for an empty scan. */
  scanTimeMs: Float64Array;
  /** Reading range of each scan; length `scanCount + 1`. */
  scanReadingStart: Uint32Array;
  /** Number of readings (one heard BSSID in one scan). */
  readingCount: number;
  /** Milliseconds since the survey start, per reading. */
  readingTimeMs: Int32Array;
  /** Index into the wifi track's `accessPointMeasurementIds`, per reading. */
  readingMeasurementIndex: Uint16Array;
  /** Received signal strength in dBm, per reading. */
  readingRssiDbm: Int8Array;
  /** Centre frequency in MHz of the channel the beacon was heard on, per reading. */
  readingFrequencyMhz: Uint16Array;
  /**
   * The optional `0x06` byte (meaning unknown, kept opaque) per reading, −1 where absent; undefined
   * when no reading of the track has it (saves memory on large tracks).
   */
  readingExtra: Int16Array | undefined;
}

const HEADER_0 = 0x02;
const HEADER_1 = 0x01;
const TAG_SCAN = 0x00;
const TAG_RECORD = 0x01;
const TAG_TIME = 0x02;
const TAG_AP_INDEX = 0x04;
const TAG_RSSI = 0x05;
const TAG_EXTRA = 0x06;
const TAG_RECORD_END = 0x09;
const TAG_SCAN_END = 0x10;
const TAG_FREQUENCY = 0x11;
/** Smallest record: 0x01, time(5), index(3), rssi(2), frequency(5), 0x09. */
const MIN_RECORD_BYTES = 17;

function invalid(member: string, detail: string): EsxError {
  return new EsxError(
    'INVALID_TRACK',
    `The survey data "${member}" is damaged (${detail}). The survey it belongs to cannot be shown.`,
    member,
  );
}

function grow<T extends Int32Array | Float64Array | Uint32Array>(array: T, make: (length: number) => T): T {
  const next = make(array.length * 2);
  next.set(array);
  return next;
}

/**
 * Reading arrays a caller reuses from one decoded track to the next (see {@link decodeWifiTrack}), so reading a
 * large project track by track does not leave a dead set of arrays per track for the collector.
 */
export interface TrackDecodeScratch {
  timeMs: Int32Array;
  measurementIndex: Uint16Array;
  rssiDbm: Int8Array;
  frequencyMhz: Uint16Array;
}

/** Empty scratch for {@link decodeWifiTrack}; it grows to the largest track decoded with it. */
export function createTrackDecodeScratch(): TrackDecodeScratch {
  return {
    timeMs: new Int32Array(0),
    measurementIndex: new Uint16Array(0),
    rssiDbm: new Int8Array(0),
    frequencyMhz: new Uint16Array(0),
  };
}

function readingArrays(maxReadings: number, scratch: TrackDecodeScratch | undefined): TrackDecodeScratch {
  if (scratch === undefined) {
    return {
      timeMs: new Int32Array(maxReadings),
      measurementIndex: new Uint16Array(maxReadings),
      rssiDbm: new Int8Array(maxReadings),
      frequencyMhz: new Uint16Array(maxReadings),
    };
  }
  if (scratch.timeMs.length < maxReadings) {
    const size = Math.ceil(maxReadings * 1.25);
    scratch.timeMs = new Int32Array(size);
    scratch.measurementIndex = new Uint16Array(size);
    scratch.rssiDbm = new Int8Array(size);
    scratch.frequencyMhz = new Uint16Array(size);
  }
  return scratch;
}

/**
 * Decodes a binary Wi-Fi track into typed arrays. Throws {@link EsxError} `INVALID_TRACK` on a bad
 * header, a truncated or unknown record, and `LIMIT_EXCEEDED` past `maxScans`. With `scratch`, the reading
 * arrays of the result are views of it, valid until the next decode with the same scratch.
 */
export function decodeWifiTrack(
  bytes: Uint8Array,
  member: string,
  maxScans: number,
  scratch?: TrackDecodeScratch,
): EsxScanTable {
  if (bytes.length < 2 || bytes[0] !== HEADER_0 || bytes[1] !== HEADER_1) {
    throw invalid(member, 'unknown header');
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const maxReadings = Math.floor(bytes.length / MIN_RECORD_BYTES);
  const arrays = readingArrays(maxReadings, scratch);
  const readingTimeMs = arrays.timeMs;
  const readingMeasurementIndex = arrays.measurementIndex;
  const readingRssiDbm = arrays.rssiDbm;
  const readingFrequencyMhz = arrays.frequencyMhz;
  let readingExtra: Int16Array | undefined;
  let scanIndex = new Int32Array(64);
  let scanTimeMs = new Float64Array(64);
  let scanReadingStart = new Uint32Array(65);
  let scanCount = 0;
  let readingCount = 0;
  let inScan = false;
  const length = bytes.length;
  let p = 2;
  const need = (n: number): void => {
    if (p + n > length) {
      throw invalid(member, 'truncated');
    }
  };
  while (p < length) {
    const tag = bytes[p++] as number;
    if (tag === TAG_SCAN) {
      need(4);
      if (scanCount >= maxScans) {
        throw new EsxError(
          'LIMIT_EXCEEDED',
          `The survey data "${member}" has more than ${maxScans} scans, the limit.`,
          member,
        );
      }
      if (scanCount === scanIndex.length) {
        scanIndex = grow(scanIndex, (n) => new Int32Array(n));
        scanTimeMs = grow(scanTimeMs, (n) => new Float64Array(n));
        scanReadingStart = grow(scanReadingStart, (n) => new Uint32Array(n + 1));
      }
      scanIndex[scanCount] = view.getInt32(p);
      scanTimeMs[scanCount] = Number.NaN;
      scanReadingStart[scanCount] = readingCount;
      scanCount++;
      p += 4;
      inScan = true;
    } else if (tag === TAG_SCAN_END) {
      inScan = false;
    } else if (tag === TAG_RECORD) {
      if (!inScan) {
        throw invalid(member, 'a reading outside a scan');
      }
      need(MIN_RECORD_BYTES - 1);
      if (bytes[p] !== TAG_TIME || bytes[p + 5] !== TAG_AP_INDEX || bytes[p + 8] !== TAG_RSSI) {
        throw invalid(member, 'unknown reading layout');
      }
      const time = view.getInt32(p + 1);
      const apIndex = view.getUint16(p + 6);
      const rssi = view.getInt8(p + 9);
      p += 10;
      let extra = -1;
      if (bytes[p] === TAG_EXTRA) {
        need(2);
        extra = bytes[p + 1] as number;
        p += 2;
      }
      need(6);
      if (bytes[p] !== TAG_FREQUENCY || bytes[p + 5] !== TAG_RECORD_END) {
        throw invalid(member, 'unknown reading layout');
      }
      const frequency = view.getInt32(p + 1);
      if (frequency < 0 || frequency > 0xffff) {
        throw invalid(member, 'impossible frequency');
      }
      p += 6;
      readingTimeMs[readingCount] = time;
      readingMeasurementIndex[readingCount] = apIndex;
      readingRssiDbm[readingCount] = rssi;
      readingFrequencyMhz[readingCount] = frequency;
      if (extra >= 0 && readingExtra === undefined) {
        readingExtra = new Int16Array(maxReadings);
        readingExtra.fill(-1, 0, readingCount);
      }
      if (readingExtra !== undefined) {
        readingExtra[readingCount] = extra;
      }
      const scan = scanCount - 1;
      if (Number.isNaN(scanTimeMs[scan])) {
        scanTimeMs[scan] = time;
      }
      readingCount++;
    } else {
      throw invalid(member, `unknown record type 0x${tag.toString(16)}`);
    }
  }
  scanReadingStart[scanCount] = readingCount;
  const fit = <T extends Int32Array | Float64Array | Uint32Array | Uint16Array | Int8Array | Int16Array>(
    array: T,
    n: number,
  ): T =>
    (scratch !== undefined || array.length - n <= array.length / 8
      ? array.subarray(0, n)
      : array.slice(0, n)) as T;
  return {
    scanCount,
    scanIndex: fit(scanIndex, scanCount),
    scanTimeMs: fit(scanTimeMs, scanCount),
    scanReadingStart: fit(scanReadingStart, scanCount + 1),
    readingCount,
    readingTimeMs: fit(readingTimeMs, readingCount),
    readingMeasurementIndex: fit(readingMeasurementIndex, readingCount),
    readingRssiDbm: fit(readingRssiDbm, readingCount),
    readingFrequencyMhz: fit(readingFrequencyMhz, readingCount),
    readingExtra: readingExtra === undefined ? undefined : fit(readingExtra, readingCount),
  };
}

/** Builds a binary Wi-Fi track incrementally, scan by scan, in Ekahau's layout (reference §4). */
export class WifiTrackWriter {
  private buffer: Uint8Array;
  private view: DataView;
  private length = 2;

  constructor(initialBytes = 4096) {
    this.buffer = new Uint8Array(Math.max(initialBytes, 16));
    this.view = new DataView(this.buffer.buffer);
    this.buffer[0] = HEADER_0;
    this.buffer[1] = HEADER_1;
  }

  private reserve(n: number): void {
    if (this.length + n <= this.buffer.length) {
      return;
    }
    const next = new Uint8Array(Math.max(this.buffer.length * 2, this.length + n));
    next.set(this.buffer.subarray(0, this.length));
    this.buffer = next;
    this.view = new DataView(next.buffer);
  }

  /** Starts a scan group. */
  beginScan(scanIndex: number): void {
    this.reserve(5);
    this.buffer[this.length] = TAG_SCAN;
    this.view.setInt32(this.length + 1, scanIndex);
    this.length += 5;
  }

  /** Adds one reading to the current scan; `extra` is the optional opaque 0x06 byte. */
  addReading(
    timeMs: number,
    measurementIndex: number,
    rssiDbm: number,
    frequencyMhz: number,
    extra?: number,
  ): void {
    this.reserve(19);
    const b = this.buffer;
    const v = this.view;
    let p = this.length;
    b[p] = TAG_RECORD;
    b[p + 1] = TAG_TIME;
    v.setInt32(p + 2, timeMs);
    b[p + 6] = TAG_AP_INDEX;
    v.setUint16(p + 7, measurementIndex);
    b[p + 9] = TAG_RSSI;
    v.setInt8(p + 10, rssiDbm);
    p += 11;
    if (extra !== undefined && extra >= 0) {
      b[p] = TAG_EXTRA;
      b[p + 1] = extra;
      p += 2;
    }
    b[p] = TAG_FREQUENCY;
    v.setInt32(p + 1, frequencyMhz);
    b[p + 5] = TAG_RECORD_END;
    this.length = p + 6;
  }

  /** Ends the current scan group. */
  endScan(): void {
    this.reserve(1);
    this.buffer[this.length++] = TAG_SCAN_END;
  }

  /** Returns the track bytes (a copy trimmed to size). */
  finish(): Uint8Array {
    return this.buffer.slice(0, this.length);
  }
}

/** Encodes a decoded track back to bytes (the inverse of {@link decodeWifiTrack}). */
export function encodeWifiTrack(table: EsxScanTable): Uint8Array {
  const writer = new WifiTrackWriter(2 + table.scanCount * 6 + table.readingCount * 19);
  for (let s = 0; s < table.scanCount; s++) {
    writer.beginScan(table.scanIndex[s] as number);
    const end = table.scanReadingStart[s + 1] as number;
    for (let r = table.scanReadingStart[s] as number; r < end; r++) {
      const extra = table.readingExtra === undefined ? -1 : (table.readingExtra[r] as number);
      writer.addReading(
        table.readingTimeMs[r] as number,
        table.readingMeasurementIndex[r] as number,
        table.readingRssiDbm[r] as number,
        table.readingFrequencyMhz[r] as number,
        extra >= 0 ? extra : undefined,
      );
    }
    writer.endScan();
  }
  return writer.finish();
}
