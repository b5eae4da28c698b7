import { openEsx, surveysByFloor, type EsxArchive } from '@airlens/esx';
import type { BlobStore } from '../../blobs/blob-store';
import {
  versionBlobPrefix,
  type ImportContext,
  type ImportDerivation,
  type SurveySink,
} from '../../jobs/import-derivation';
import { IMPORT_DERIVATIONS } from './import-derivations';
import {
  documentPieces,
  summarize,
  type ImportReply,
  type ImportRequest,
  type PreparedBatch,
  type StoredBatch,
} from './import-prepare';
import { ImportRejection, toWorkerError } from './import-rejection';
import { writeMemberStreamed } from './import-member-stream';
import { mapWithLimit } from './map-with-limit';
import { memberBlobKey } from './member-keys';
import { nativeEsxCodec } from './native-codec';
import type { WorkerHandler } from './run-in-worker';

/** A batch is handed over once it holds about this many bytes (one larger member travels alone). */
const BATCH_BYTES = 4 * 1024 * 1024;
/** Staging statements per batch once only documents are left (about 4 MB of JSON, see DOCUMENT_CHUNK_CHARS). */
const DOCUMENT_CHUNKS_PER_BATCH = 16;
/** Members streamed into the blob store at once before the tracks. */
const PARALLEL_MEMBER_STREAMS = 4;
/** Blob writes of one batch in flight at once. */
const PARALLEL_WRITES = 8;

function emptyBatch(): PreparedBatch {
  return {
    documentChunks: [],
    largeDocuments: [],
    members: [],
    storedMembers: [],
    done: false,
    documentCount: 0,
    derivations: [],
  };
}

/**
 * Produces everything an import writes for `context`, in batches: the binary members that no survey reads, then
 * floor by floor each survey's tracks (decoded once, fed to every derivation, then handed on as members), with
 * the documents spread over the batches, and last the derivations' prepared values. Track members are inflated
 * once. With `blobs`, the members no survey reads are written there as they inflate (listed as storedMembers)
 * instead of travelling in the batches with their bytes.
 */
export async function* prepareBatches(
  archive: EsxArchive,
  context: ImportContext,
  derivations: readonly ImportDerivation<unknown>[],
  upload?: { blobs: BlobStore; contentKey: string },
): AsyncGenerator<PreparedBatch, void, undefined> {
  const blobs = upload?.blobs;
  const { project } = archive;
  let batch = emptyBatch();
  let batchBytes = 0;
  const add = (bytes: number): boolean => {
    batchBytes += bytes;
    return batchBytes >= BATCH_BYTES;
  };
  const pieces = documentPieces(project, context);
  let documentCount: number | null = null;
  // Moves document pieces into the batch until it carries `chunks` staging statements (or all are out).
  const pullDocuments = (chunks: number): void => {
    let pulled = 0;
    while (documentCount === null && pulled < chunks) {
      const next = pieces.next();
      if (next.done === true) {
        documentCount = next.value;
        return;
      }
      const piece = next.value;
      if ('chunk' in piece) {
        batch.documentChunks.push(piece.chunk);
        pulled += 1;
      } else {
        batch.largeDocuments.push(piece.large);
      }
    }
  };
  // Staging statements run in the job's process; one per batch keeps its work level with the worker's.
  const take = (): PreparedBatch => {
    pullDocuments(1);
    const full = batch;
    batch = emptyBatch();
    batchBytes = 0;
    return full;
  };

  const contentTypes = new Map(project.images.map((image) => [image.member, image.mimeType]));
  const emitted = new Set<string>();
  const emit = (name: string, bytes: Uint8Array): boolean => {
    emitted.add(name);
    batch.members.push({
      name,
      key: memberBlobKey(context.projectId, context.version, name),
      contentType: contentTypes.get(name) ?? 'application/octet-stream',
      bytes,
    });
    return add(bytes.length);
  };
  const binary = new Set(archive.binaryMembers);
  const readBySurveys = new Set(
    project.surveys
      .flatMap((survey) => survey.tracks.map((track) => track.member))
      .filter((m) => binary.has(m)),
  );
  const unread = archive.binaryMembers.filter((name) => !readBySurveys.has(name));
  if (blobs !== undefined) {
    // Straight into the store as they inflate: no whole copy of a member (or its garbage) in this worker. A few at
    // once: each waits on the disk and on an inflate off the thread.
    const stored = await mapWithLimit(unread, PARALLEL_MEMBER_STREAMS, async (name) => {
      const key = memberBlobKey(context.projectId, context.version, name);
      const sizeBytes = await writeMemberStreamed(blobs, key, archive, name);
      return { name, key, sizeBytes, contentType: contentTypes.get(name) ?? 'application/octet-stream' };
    });
    for (const member of stored) {
      emitted.add(member.name);
      batch.storedMembers.push(member);
    }
  } else {
    for (const name of unread) {
      if (emit(name, archive.readMember(name))) {
        yield take();
      }
    }
  }

  // Only the tracks are left to read: drop the rest of the archive (images are often most of it) before the
  // memory-heavy part.
  if (upload === undefined) {
    archive.retainOnly(readBySurveys);
  } else {
    // The tracks' compressed bytes come from the upload read again as a stream, after the archive let go of the
    // whole file: the file and the tracks' copies are never in memory together.
    await keepTracksFrom(archive, readBySurveys, upload);
  }

  const sinks = derivations.map((derivation) => derivation.stream?.(project, context));
  const streaming = sinks.filter((sink): sink is SurveySink<unknown> => sink !== undefined);
  // Each survey's tracks inflate off the thread while the previous survey is decoded and derived.
  const order = surveysByFloor(project).flatMap((floor) => floor.surveys);
  const readTracks = (index: number): Promise<Map<string, Uint8Array>> => {
    const names = [...new Set((order[index]?.tracks ?? []).map((track) => track.member))].filter((name) =>
      readBySurveys.has(name),
    );
    const reading = Promise.all(
      names.map(async (name) => [name, await archive.readMemberAsync(name)] as const),
    ).then((entries) => new Map(entries));
    // Awaited in turn below; a failure meanwhile must not count as unhandled.
    reading.catch(() => undefined);
    return reading;
  };
  // How many surveys still read each track: its compressed bytes go once the last of them has it.
  const readersLeft = new Map<string, number>();
  for (const survey of order) {
    for (const name of new Set(survey.tracks.map((track) => track.member))) {
      readersLeft.set(name, (readersLeft.get(name) ?? 0) + 1);
    }
  }
  let position = 0;
  let nextTracks = readTracks(0);
  for (const floor of surveysByFloor(project)) {
    for (const shell of floor.surveys) {
      const read = await nextTracks;
      position += 1;
      nextTracks = readTracks(position);
      const loaded = archive.loadSurvey(shell, read);
      for (const name of new Set(shell.tracks.map((track) => track.member))) {
        const left = (readersLeft.get(name) ?? 1) - 1;
        readersLeft.set(name, left);
        if (left === 0) {
          archive.release(name);
        }
      }
      for (const problem of loaded.problems) {
        if (project.warnings.length < 250) {
          project.warnings.push(problem);
        }
      }
      for (const sink of streaming) {
        sink.addSurvey(loaded.survey);
      }
      collectIfHeavy();
      let isFull = false;
      for (const [name, bytes] of loaded.members) {
        if (!emitted.has(name)) {
          isFull = emit(name, bytes) || isFull;
        }
      }
      if (isFull) {
        yield take();
      }
    }
    for (const sink of streaming) {
      await sink.endFloor(floor.floorPlanId);
    }
    // Derived blobs of finished floors are written with this batch instead of waiting in memory for the end.
    if (takeDerivedBlobs(streaming, context, batch)) {
      yield take();
    }
  }
  // The documents left go in batches of their own, so no one answer carries them all to the job's process.
  const hasMoreDocuments = (): boolean => documentCount === null;
  pullDocuments(DOCUMENT_CHUNKS_PER_BATCH);
  while (hasMoreDocuments()) {
    yield take();
    pullDocuments(DOCUMENT_CHUNKS_PER_BATCH);
  }
  const last = take();
  last.done = true;
  last.documentCount = documentCount ?? 0;
  last.derivations = [];
  for (const [index, derivation] of derivations.entries()) {
    const sink = sinks[index];
    const prepared = sink === undefined ? derivation.prepare(project, context) : await sink.finish();
    last.derivations.push({ name: derivation.name, prepared });
  }
  takeDerivedBlobs(streaming, context, last);
  yield last;
}

/**
 * Moves the blobs the sinks have finished into `batch` (written by this worker like large documents); refuses a
 * key outside the version. Answers whether any were taken.
 */
function takeDerivedBlobs(
  sinks: readonly SurveySink<unknown>[],
  context: ImportContext,
  batch: PreparedBatch,
): boolean {
  const prefix = versionBlobPrefix(context.projectId, context.version);
  let isTaken = false;
  for (const sink of sinks) {
    for (const blob of sink.takeBlobs?.() ?? []) {
      if (!blob.key.startsWith(prefix)) {
        throw new Error(`a derivation wrote outside its version: ${blob.key}`);
      }
      batch.largeDocuments.push(blob);
      isTaken = true;
    }
  }
  return isTaken;
}

/**
 * Resident memory above which the worker collects garbage at once (between surveys) rather than when V8 would:
 * the tracks inflated and written survey after survey are dead buffers V8 counts lazily, which otherwise pile up
 * past the worker's memory budget (512 MB) on a fast machine. Below it, no collection is forced.
 */
const COLLECT_ABOVE_RSS_BYTES = 440 * 1024 * 1024;

function collectIfHeavy(): void {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (gc !== undefined && process.memoryUsage.rss() > COLLECT_ABOVE_RSS_BYTES) {
    gc();
  }
}

/** Keeps only `names` of the archive, their bytes streamed again from the upload (see EsxArchive.retainFrom). */
async function keepTracksFrom(
  archive: EsxArchive,
  names: ReadonlySet<string>,
  upload: { blobs: BlobStore; contentKey: string },
): Promise<void> {
  const stream = await upload.blobs.getStream(upload.contentKey);
  if (stream === null) {
    throw new ImportRejection(
      'NO_CONTENT',
      'The uploaded file is no longer available. Please upload it again.',
    );
  }
  const reading = archive.retainFrom(names, stream);
  // The worker starts with --expose-gc: the whole file the archive just let go is collected before its tracks
  // are copied again, instead of whenever the collector next runs.
  (globalThis as { gc?: () => void }).gc?.();
  await reading;
}

/** Writes a batch's blobs (members and large documents), a few at a time. */
async function writeBlobs(blobs: BlobStore, batch: PreparedBatch): Promise<void> {
  const writes = [...batch.members, ...batch.largeDocuments];
  for (let index = 0; index < writes.length; index += PARALLEL_WRITES) {
    await Promise.all(
      writes.slice(index, index + PARALLEL_WRITES).map((blob) => blobs.put(blob.key, blob.bytes)),
    );
  }
}

/** What the job still needs of a batch once the worker writes its blobs: no bytes. */
function storedBatch(batch: PreparedBatch): StoredBatch {
  return {
    documentChunks: batch.documentChunks,
    members: [
      ...batch.storedMembers,
      ...batch.members.map((member) => ({
        name: member.name,
        key: member.key,
        sizeBytes: member.bytes.length,
        contentType: member.contentType,
      })),
    ],
    done: batch.done,
    documentCount: batch.documentCount,
    derivations: batch.derivations,
  };
}

/**
 * The import worker's handler: `parse` reads the upload from `blobs` by its key and opens the archive with limits
 * (JSON read, binary members left compressed) and keeps it; `prepare` and then `next` answer each batch of
 * {@link prepareBatches} without its bytes, which go to `blobs` while the next batch is prepared (all of them
 * before the last answer); the last one forgets the archive. The same handler runs in the job's process when no
 * worker can start.
 */
export function createImportHandler(
  blobs: BlobStore,
  derivations: readonly ImportDerivation<unknown>[] = IMPORT_DERIVATIONS,
): WorkerHandler<ImportRequest, ImportReply> {
  let archive: EsxArchive | null = null;
  let contentKey = '';
  let batches: AsyncGenerator<PreparedBatch, void, undefined> | null = null;
  // The previous batch's blob writes: on disk while the next batch is prepared, awaited before answering it.
  let writing: Promise<void> = Promise.resolve();
  return async (request) => {
    try {
      if (request.type === 'parse') {
        const bytes = await blobs.get(request.contentKey);
        if (bytes === null) {
          throw new ImportRejection(
            'NO_CONTENT',
            'The uploaded file is no longer available. Please upload it again.',
          );
        }
        archive = openEsx(bytes, request.limits, nativeEsxCodec);
        contentKey = request.contentKey;
        return { ok: true, reply: summarize(archive.project, request.fileName) };
      }
      if (request.type === 'prepare') {
        if (archive === null) {
          throw new Error('prepare before parse');
        }
        batches = prepareBatches(archive, request.context, derivations, { blobs, contentKey });
      }
      if (batches === null) {
        throw new Error('next before prepare');
      }
      const next = await batches.next();
      if (next.done === true) {
        throw new Error('next after the last batch');
      }
      await writing;
      writing = writeBlobs(blobs, next.value);
      // A failed write surfaces when the next answer awaits it; until then it must not count as unhandled.
      writing.catch(() => undefined);
      if (next.value.done) {
        archive = null;
        batches = null;
        // Every blob is on disk before the last answer: the job commits right after it.
        await writing;
      }
      return { ok: true, reply: storedBatch(next.value) };
    } catch (error) {
      archive = null;
      batches = null;
      writing = Promise.resolve();
      return { ok: false, error: toWorkerError(error) };
    }
  };
}
