import {
  DEFAULT_ESX_LIMITS,
  decodeWifiTrack,
  encodeWifiTrack,
  generateProject,
  loadSurveyTracks,
  WifiTrackWriter,
  type EsxScanTable,
  type EsxSurvey,
} from '@airlens/esx';
import { describe, expect, it } from 'vitest';
import { rssiTrackRows, type RssiTrackInput } from './rssi-rows';
import { createTrackScratch, rssiTrackPieces } from './rssi-track';
import { createByteScratch, trackSlices } from './track-slices';

/** The bytes in pieces of the given sizes, in turn, as a blob stream hands them out. */
async function* inPieces(bytes: Uint8Array, sizes: readonly number[]): AsyncGenerator<Uint8Array> {
  let at = 0;
  for (let k = 0; at < bytes.length; k++) {
    const size = sizes[k % sizes.length] ?? 1;
    yield bytes.slice(at, at + size);
    at += size;
  }
}

/** A track of `scans` scans of 1–7 readings, some with the optional 0x06 byte. */
function sampleTrack(scans: number): Uint8Array {
  const writer = new WifiTrackWriter();
  for (let s = 0; s < scans; s++) {
    writer.beginScan(s);
    for (let r = 0; r <= s % 7; r++) {
      writer.addReading(
        s * 1000 + r,
        (s + r) % 5,
        -40 - ((s * 7 + r) % 50),
        r % 2 === 0 ? 2412 : 5180,
        r === 3 ? 9 : undefined,
      );
    }
    writer.endScan();
  }
  return writer.finish();
}

/** The readings of a decoded table, one line each, in order. */
function readingLines(table: EsxScanTable): string[] {
  const lines: string[] = [];
  for (let s = 0; s < table.scanCount; s++) {
    for (let r = table.scanReadingStart[s] ?? 0; r < (table.scanReadingStart[s + 1] ?? 0); r++) {
      lines.push(
        `${table.scanIndex[s]} ${table.readingTimeMs[r]} ${table.readingMeasurementIndex[r]} ${table.readingRssiDbm[r]} ${table.readingFrequencyMhz[r]}`,
      );
    }
  }
  return lines;
}

async function slicesOf(bytes: Uint8Array, sliceBytes: number, pieces: readonly number[]) {
  const slices: Uint8Array[] = [];
  for await (const slice of trackSlices(inPieces(bytes, pieces), createByteScratch(), sliceBytes)) {
    slices.push(slice.slice());
  }
  return slices;
}

describe('trackSlices', () => {
  it('cuts a track into slices of whole scans that decode to the whole track, in order', async () => {
    const bytes = sampleTrack(60);
    const whole = readingLines(decodeWifiTrack(bytes, 'track', 1000));
    for (const pieces of [[1], [7, 3, 64], [4096]]) {
      const slices = await slicesOf(bytes, 200, pieces);
      expect(slices.length).toBeGreaterThan(5);
      slices.slice(0, -1).forEach((slice) => expect(slice.length - 2).toBeGreaterThanOrEqual(200));
      const decoded = slices.flatMap((slice) => readingLines(decodeWifiTrack(slice, 'track', 1000)));
      expect(decoded).toEqual(whole);
    }
  });

  it('hands out a track smaller than a slice whole, and an empty one as an empty slice', async () => {
    const bytes = sampleTrack(3);
    expect(await slicesOf(bytes, 1024 * 1024, [5])).toEqual([bytes]);
    expect(await slicesOf(new Uint8Array(0), 100, [1])).toEqual([new Uint8Array(0)]);
  });

  it('ends with a slice the decoder refuses when a record is unknown or cut short', async () => {
    const bytes = sampleTrack(40);
    const unknown = new Uint8Array([...bytes, 0x7f, ...sampleTrack(5).subarray(2)]);
    const slices = await slicesOf(unknown, 100, [9]);
    expect(() => decodeWifiTrack(slices.at(-1) ?? new Uint8Array(0), 'track', 1000)).toThrow(/damaged/);
    const cut = await slicesOf(bytes.subarray(0, bytes.length - 4), 100, [9]);
    expect(() => decodeWifiTrack(cut.at(-1) ?? new Uint8Array(0), 'track', 1000)).toThrow(/damaged/);
  });
});

describe('rssiTrackPieces', () => {
  const project = generateProject({
    kind: 'measured',
    floors: 1,
    aps: 8,
    surveys: 1,
    scansPerSurvey: 120,
    seed: 4,
  });
  const survey = project.surveys[0] as EsxSurvey;
  const listed = survey.tracks[0];
  const scans = listed?.scans;
  if (listed === undefined || scans === undefined) {
    throw new Error('the generated survey has no decoded track');
  }
  const bytes = encodeWifiTrack(scans);
  const floor = project.floorPlans[0];
  const input: Omit<RssiTrackInput, 'track'> = {
    surveyId: survey.id,
    surveyStartMs: survey.startTimeMs,
    floorName: floor?.name ?? '',
    metersPerUnit: floor?.metersPerUnit,
    measurementsById: new Map(project.measurements.map((measurement) => [measurement.id, measurement])),
    apNames: new Map(project.accessPoints.map((ap) => [ap.id, ap.name])),
    band: null,
  };
  const source = (track: Uint8Array) => ({
    survey,
    track: { ...listed, scans: undefined },
    open: async () => inPieces(track, [4096]),
    limits: DEFAULT_ESX_LIMITS,
  });

  async function exported(track: Uint8Array, sliceBytes: number) {
    const problems: string[] = [];
    let text = '';
    for await (const piece of rssiTrackPieces(
      source(track),
      input,
      createTrackScratch(),
      (found) => problems.push(...found),
      sliceBytes,
    )) {
      text += piece;
    }
    return { text, problems };
  }

  it('exports a track larger than one slice completely and in order, as when it is read whole', async () => {
    const whole = loadSurveyTracks(
      { ...survey, tracks: [{ ...listed, scans: undefined }] },
      () => bytes,
      DEFAULT_ESX_LIMITS,
    );
    const track = whole.survey.tracks[0];
    expect(track?.scans?.readingCount).toBeGreaterThan(500);
    const expected = [...rssiTrackRows({ ...input, track: track ?? listed })].join('');
    // Slices of 1 KiB: the track (tens of KiB) is read in dozens of them.
    expect(bytes.length).toBeGreaterThan(20 * 1024);
    const { text, problems } = await exported(bytes, 1024);
    expect(problems).toEqual([]);
    expect(text).toBe(expected);
    expect(text.split('\r\n').length - 1).toBe(scans.readingCount);
  });

  it('exports no row of a track damaged after its first slice, and says why', async () => {
    const damaged = bytes.slice();
    // The end mark of the last reading (the track ends with it and the end of its scan).
    damaged[damaged.length - 2] = 0x7f;
    const { text, problems } = await exported(damaged, 1024);
    expect(text).toBe('');
    expect(problems.join(' ')).toMatch(/damaged/);
  });
});
