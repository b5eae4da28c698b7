import type { FrequencyBand } from '@airlens/domain';
import { bandOfFrequency, channelOfFrequency, type EsxMeasurement, type EsxWifiTrack } from '@airlens/esx';
import { csvCell } from './csv';

/** What the rows of one decoded track need to know about the survey, its floor and the project's radios. */
export interface RssiTrackInput {
  surveyId: string;
  /** Epoch milliseconds of the survey start; NaN leaves the timestamp empty. */
  surveyStartMs: number;
  floorName: string;
  /** Metres per plan unit; undefined on a floor without a scale. */
  metersPerUnit: number | undefined;
  /** A decoded track: `scans` set, `scanX`/`scanY` per scan. */
  track: EsxWifiTrack;
  measurementsById: ReadonlyMap<string, EsxMeasurement>;
  apNames: ReadonlyMap<string, string>;
  /** Only readings heard on this band; null for every band. */
  band: FrequencyBand | null;
}

/** Rows are handed on in pieces of about this many bytes: few enough writes, little memory. */
const CHUNK_BYTES = 64 * 1024;

const ascii = (text: string): Uint8Array => Buffer.from(text, 'utf8');
// RSSI is a signed byte: every possible cell written once.
const RSSI_BYTES = Array.from({ length: 256 }, (_, index) => ascii(String(index - 128)));
// The milliseconds of a timestamp, `000` to `999`, with the `Z` that ends it.
const MILLIS_BYTES = Array.from({ length: 1000 }, (_, index) => ascii(`${String(index).padStart(3, '0')}Z`));
const NO_RADIO = ascii(',,,,');
const LINE_END = ascii('\r\n');
/** The longest time and position cells a row can have: an ISO timestamp and two numbers written with toFixed. */
const TIME_AND_POSITION_BYTES = 32 + 2 * 32;

function metersText(units: number | undefined, metersPerUnit: number | undefined): string {
  // A floor without a scale has no metres: its rows keep the measurement but leave the position empty (plan
  // units are no unit a reader could use, and xMeters must mean metres). Setting the scale fills them in.
  if (units === undefined || metersPerUnit === undefined || Number.isNaN(units)) {
    return '';
  }
  return (units * metersPerUnit).toFixed(2);
}

/**
 * Rows written as UTF-8 bytes into one buffer reused for every piece, each piece handed on as one flat string.
 * Why not join strings: a piece built of thousands of small joined strings lived through several collections of
 * the young generation while it grew, was moved to the old one, and the old generation grew with the size of the
 * export; bytes in a reused buffer leave nothing behind but the finished piece.
 */
class RowBuffer {
  private bytes: Buffer;
  length = 0;

  constructor(maxRowBytes: number) {
    this.bytes = Buffer.allocUnsafe(CHUNK_BYTES + maxRowBytes);
  }

  put(part: Uint8Array): void {
    const bytes = this.bytes;
    let at = this.length;
    // Cells are a few bytes long: a plain loop is cheaper than a call to set() for each.
    for (let i = 0; i < part.length; i++) {
      bytes[at++] = part[i] as number;
    }
    this.length = at;
  }

  /** Writes ASCII text (timestamps and numbers). */
  putAscii(text: string): void {
    const bytes = this.bytes;
    let at = this.length;
    for (let i = 0; i < text.length; i++) {
      bytes[at++] = text.charCodeAt(i);
    }
    this.length = at;
  }

  get isFull(): boolean {
    return this.length >= CHUNK_BYTES;
  }

  /** The piece written so far, as text; the buffer starts over. */
  take(): string {
    const piece = this.bytes.toString('utf8', 0, this.length);
    this.length = 0;
    return piece;
  }
}

/**
 * The CSV rows of one decoded track (`surveyId,timestamp,floor,xMeters,yMeters,apName,bssid,ssid,channel,band,rssi`),
 * one per reading (a BSSID heard in a scan), in pieces of about 64 KiB. Text that could start a formula is
 * neutralised; a scan off the route has empty coordinates.
 */
export function* rssiTrackRows(input: RssiTrackInput): Generator<string, void, undefined> {
  const scans = input.track.scans;
  if (scans === undefined) {
    return;
  }
  const surveyPart = ascii(`${csvCell(input.surveyId)},`);
  const floorPart = ascii(`,${csvCell(input.floorName)},`);
  // Per measurement index of the track: the apName,bssid,ssid cells, written once.
  const radioParts = input.track.measurementIds.map((measurementId) => {
    const measurement = input.measurementsById.get(measurementId);
    const apName =
      measurement?.accessPointId === undefined ? '' : (input.apNames.get(measurement.accessPointId) ?? '');
    return ascii(
      `,${csvCell(apName)},${csvCell(measurement?.bssid ?? '')},${csvCell(measurement?.ssid ?? '')},`,
    );
  });
  // Per frequency: the channel,band cells, or null when the band filter leaves it out.
  const channelParts = new Map<number, Uint8Array | null>();
  const channelPartOf = (frequencyMhz: number): Uint8Array | null => {
    let part = channelParts.get(frequencyMhz);
    if (part === undefined) {
      const band = bandOfFrequency(frequencyMhz);
      part =
        input.band !== null && band !== input.band
          ? null
          : ascii(`${band === undefined ? '' : channelOfFrequency(frequencyMhz)},${band ?? ''},`);
      channelParts.set(frequencyMhz, part);
    }
    return part;
  };
  const rows = new RowBuffer(
    surveyPart.length +
      floorPart.length +
      radioParts.reduce((longest, part) => Math.max(longest, part.length), NO_RADIO.length) +
      // channel,band: at most a 5-digit channel number and a band name.
      32 +
      TIME_AND_POSITION_BYTES +
      8,
  );
  // Readings of a survey run forward in time: the ISO text up to the second is made once per second.
  let secondStartMs = Number.NaN;
  let secondText = '';
  for (let s = 0; s < scans.scanCount; s++) {
    const position = `${metersText(input.track.scanX[s], input.metersPerUnit)},${metersText(input.track.scanY[s], input.metersPerUnit)}`;
    const end = scans.scanReadingStart[s + 1] ?? scans.readingCount;
    for (let r = scans.scanReadingStart[s] ?? end; r < end; r++) {
      const channelPart = channelPartOf(scans.readingFrequencyMhz[r] ?? 0);
      if (channelPart === null) {
        continue;
      }
      rows.put(surveyPart);
      const timeMs = input.surveyStartMs + (scans.readingTimeMs[r] ?? 0);
      if (!Number.isInteger(timeMs)) {
        rows.putAscii(Number.isFinite(timeMs) ? new Date(timeMs).toISOString() : '');
      } else {
        const millis = ((timeMs % 1000) + 1000) % 1000;
        if (timeMs - millis !== secondStartMs) {
          secondStartMs = timeMs - millis;
          // '2025-03-03T09:00:01.' of '2025-03-03T09:00:01.000Z'.
          secondText = new Date(secondStartMs).toISOString().slice(0, -4);
        }
        rows.putAscii(secondText);
        rows.put(MILLIS_BYTES[millis] as Uint8Array);
      }
      rows.put(floorPart);
      rows.putAscii(position);
      rows.put(radioParts[scans.readingMeasurementIndex[r] ?? 0] ?? NO_RADIO);
      rows.put(channelPart);
      rows.put(RSSI_BYTES[(scans.readingRssiDbm[r] ?? 0) + 128] as Uint8Array);
      rows.put(LINE_END);
      // The buffer has room past a full piece for one more row, so a piece ends after any row.
      if (rows.isFull) {
        yield rows.take();
      }
    }
  }
  if (rows.length > 0) {
    yield rows.take();
  }
}
