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

/** Rows are handed on in pieces of about this many characters: few enough writes, little memory. */
const CHUNK_CHARS = 64 * 1024;

// RSSI is a signed byte: every possible cell written once.
const RSSI_TEXT = Array.from({ length: 256 }, (_, index) => String(index - 128));
// The milliseconds of a timestamp, `000` to `999`, with the `Z` that ends it.
const MILLIS_TEXT = Array.from({ length: 1000 }, (_, index) => `${String(index).padStart(3, '0')}Z`);

function metersText(units: number | undefined, metersPerUnit: number | undefined): string {
  // A floor without a scale has no metres: its rows keep the measurement but leave the position empty (plan
  // units are no unit a reader could use, and xMeters must mean metres). Setting the scale fills them in.
  if (units === undefined || metersPerUnit === undefined || Number.isNaN(units)) {
    return '';
  }
  return (units * metersPerUnit).toFixed(2);
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
  const surveyPart = `${csvCell(input.surveyId)},`;
  const floorPart = `,${csvCell(input.floorName)},`;
  // Per measurement index of the track: the apName,bssid,ssid cells, written once.
  const radioParts = input.track.measurementIds.map((measurementId) => {
    const measurement = input.measurementsById.get(measurementId);
    const apName =
      measurement?.accessPointId === undefined ? '' : (input.apNames.get(measurement.accessPointId) ?? '');
    return `,${csvCell(apName)},${csvCell(measurement?.bssid ?? '')},${csvCell(measurement?.ssid ?? '')},`;
  });
  // Per frequency: the channel,band cells, or null when the band filter leaves it out.
  const channelParts = new Map<number, string | null>();
  const channelPartOf = (frequencyMhz: number): string | null => {
    let part = channelParts.get(frequencyMhz);
    if (part === undefined) {
      const band = bandOfFrequency(frequencyMhz);
      part =
        input.band !== null && band !== input.band
          ? null
          : `${band === undefined ? '' : channelOfFrequency(frequencyMhz)},${band ?? ''},`;
      channelParts.set(frequencyMhz, part);
    }
    return part;
  };
  // Readings of a survey run forward in time: the ISO text up to the second is made once per second.
  let secondStartMs = Number.NaN;
  let secondText = '';
  let chunk = '';
  for (let s = 0; s < scans.scanCount; s++) {
    const position = `${metersText(input.track.scanX[s], input.metersPerUnit)},${metersText(input.track.scanY[s], input.metersPerUnit)}`;
    const end = scans.scanReadingStart[s + 1] ?? scans.readingCount;
    for (let r = scans.scanReadingStart[s] ?? end; r < end; r++) {
      const channelPart = channelPartOf(scans.readingFrequencyMhz[r] ?? 0);
      if (channelPart === null) {
        continue;
      }
      const timeMs = input.surveyStartMs + (scans.readingTimeMs[r] ?? 0);
      let time = '';
      if (!Number.isInteger(timeMs)) {
        time = Number.isFinite(timeMs) ? new Date(timeMs).toISOString() : '';
      } else {
        const millis = ((timeMs % 1000) + 1000) % 1000;
        if (timeMs - millis !== secondStartMs) {
          secondStartMs = timeMs - millis;
          // '2025-03-03T09:00:01.' of '2025-03-03T09:00:01.000Z'.
          secondText = new Date(secondStartMs).toISOString().slice(0, -4);
        }
        time = secondText + (MILLIS_TEXT[millis] ?? '');
      }
      chunk +=
        surveyPart +
        time +
        floorPart +
        position +
        (radioParts[scans.readingMeasurementIndex[r] ?? 0] ?? ',,,,') +
        channelPart +
        (RSSI_TEXT[(scans.readingRssiDbm[r] ?? 0) + 128] ?? '') +
        '\r\n';
    }
    if (chunk.length >= CHUNK_CHARS) {
      yield chunk;
      chunk = '';
    }
  }
  if (chunk !== '') {
    yield chunk;
  }
}
