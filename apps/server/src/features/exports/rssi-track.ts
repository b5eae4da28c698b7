import {
  createTrackDecodeScratch,
  loadSurveyTracks,
  type EsxLimits,
  type EsxSurvey,
  type EsxWifiTrack,
  type TrackDecodeScratch,
} from '@airlens/esx';
import { rssiTrackRows, type RssiTrackInput } from './rssi-rows';
import { createByteScratch, trackSlices, TRACK_SLICE_BYTES, type ByteScratch } from './track-slices';

/** The scratch memory an export reuses from one slice of a track to the next, and from track to track. */
export interface TrackScratch {
  bytes: ByteScratch;
  readings: TrackDecodeScratch;
}

export function createTrackScratch(): TrackScratch {
  return { bytes: createByteScratch(), readings: createTrackDecodeScratch() };
}

/** One track of a survey to export, and where its bytes come from (null when the blob is missing). */
export interface TrackToExport {
  survey: EsxSurvey;
  track: EsxWifiTrack;
  open: () => Promise<AsyncIterable<Uint8Array> | null>;
  limits: EsxLimits;
}

/** What the rows of a track need beside the decoded track itself. */
export type TrackRowsInput = Omit<RssiTrackInput, 'track'>;

/**
 * The decoded slices of a track, scans placed on the route; a slice the decoder refuses ends them with its
 * problem. The scan limit counts the whole track, as when it is decoded at once.
 */
async function* decodedSlices(
  source: TrackToExport,
  chunks: AsyncIterable<Uint8Array>,
  scratch: TrackScratch,
  sliceBytes: number,
): AsyncGenerator<{ track: EsxWifiTrack } | { problems: string[] }, void, undefined> {
  let scans = 0;
  for await (const slice of trackSlices(chunks, scratch.bytes, sliceBytes)) {
    const loaded = loadSurveyTracks(
      { ...source.survey, tracks: [source.track] },
      () => slice,
      { ...source.limits, maxScansPerTrack: source.limits.maxScansPerTrack - scans },
      () => scratch.readings,
    );
    const [track] = loaded.survey.tracks;
    if (track?.scans === undefined) {
      yield { problems: loaded.problems };
      return;
    }
    scans += track.scans.scanCount;
    yield { track };
  }
}

/**
 * The CSV rows of one stored track in pieces of text, read and decoded a slice of whole scans at a time, so the
 * memory it takes does not depend on the track's size. A damaged track gives no rows at all, as when the whole
 * file is read (its problems go to `onProblems`): the track is read twice, once to check every slice and once to
 * write, since rows sent cannot be taken back. A missing track gives none either.
 */
export async function* rssiTrackPieces(
  source: TrackToExport,
  input: TrackRowsInput,
  scratch: TrackScratch,
  onProblems: (problems: string[]) => void,
  sliceBytes: number = TRACK_SLICE_BYTES,
): AsyncGenerator<string, void, undefined> {
  const checked = await source.open();
  if (checked === null) {
    return;
  }
  for await (const slice of decodedSlices(source, checked, scratch, sliceBytes)) {
    if ('problems' in slice) {
      onProblems(slice.problems);
      return;
    }
  }
  const written = await source.open();
  if (written === null) {
    return;
  }
  for await (const slice of decodedSlices(source, written, scratch, sliceBytes)) {
    if ('problems' in slice) {
      // Blobs do not change: a track that read well a moment ago and not now is a storage fault.
      throw new Error(`track ${source.track.member} could not be read again: ${slice.problems.join(' ')}`);
    }
    yield* rssiTrackRows({ ...input, track: slice.track });
  }
}
