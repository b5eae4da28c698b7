import type { Transferable } from 'node:worker_threads';
import { openEsx, surveysByFloor, type EsxArchive } from '@airlens/esx';
import {
  IMPORT_DERIVATIONS,
  type ImportContext,
  type ImportDerivation,
  type SurveySink,
} from './import-derivations';
import {
  documentPieces,
  summarize,
  type ImportReply,
  type ImportRequest,
  type PreparedBatch,
} from './import-prepare';
import { toWorkerError } from './import-rejection';
import { memberBlobKey } from './member-keys';
import { nativeEsxCodec } from './native-codec';
import type { WorkerHandler } from './run-in-worker';

/** A batch is handed over once it holds about this many bytes (one larger member travels alone). */
const BATCH_BYTES = 4 * 1024 * 1024;

function emptyBatch(): PreparedBatch {
  return {
    documentChunks: [],
    largeDocuments: [],
    members: [],
    done: false,
    documentCount: 0,
    derivations: [],
  };
}

/**
 * Produces everything an import writes for `context`, in batches: the binary members that no survey reads, then
 * floor by floor each survey's tracks (decoded once, fed to every derivation, then handed on as members), with
 * the documents spread over the batches, and last the derivations' prepared values. Track members are inflated
 * once.
 */
export async function* prepareBatches(
  archive: EsxArchive,
  context: ImportContext,
  derivations: readonly ImportDerivation<unknown>[],
): AsyncGenerator<PreparedBatch, void, undefined> {
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
  // Staging statements run on the job's thread; one per batch keeps that thread's work level with the worker's.
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
  for (const name of archive.binaryMembers) {
    if (!readBySurveys.has(name) && emit(name, archive.readMember(name))) {
      yield take();
    }
  }

  // Only the tracks are left to read: drop the rest of the archive (images are often most of it) before the
  // memory-heavy part.
  archive.retainOnly(readBySurveys);

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
  let position = 0;
  let nextTracks = readTracks(0);
  for (const floor of surveysByFloor(project)) {
    for (const shell of floor.surveys) {
      const read = await nextTracks;
      position += 1;
      nextTracks = readTracks(position);
      const loaded = archive.loadSurvey(shell, read);
      for (const problem of loaded.problems) {
        if (project.warnings.length < 250) {
          project.warnings.push(problem);
        }
      }
      for (const sink of streaming) {
        sink.addSurvey(loaded.survey);
      }
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
  }
  pullDocuments(Number.POSITIVE_INFINITY);
  const last = take();
  last.done = true;
  last.documentCount = documentCount ?? 0;
  last.derivations = [];
  for (const [index, derivation] of derivations.entries()) {
    const sink = sinks[index];
    const prepared = sink === undefined ? derivation.prepare(project, context) : await sink.finish();
    last.derivations.push({ name: derivation.name, prepared });
  }
  yield last;
}

function transferablesOf(batch: PreparedBatch): Transferable[] {
  const buffers = new Set<ArrayBuffer>();
  for (const item of [...batch.members, ...batch.largeDocuments]) {
    // Only a buffer a member owns may move: its own allocation, or one at offset 0 too large for Node's shared
    // Buffer pool (which serves only small allocations). Anything else is copied by the message instead.
    const { buffer, byteOffset, byteLength } = item.bytes;
    if (
      buffer instanceof ArrayBuffer &&
      byteOffset === 0 &&
      (byteLength === buffer.byteLength || byteLength >= 16 * 1024)
    ) {
      buffers.add(buffer);
    }
  }
  return [...buffers];
}

/**
 * The import worker's handler: `parse` opens the archive with limits (JSON read, binary members left compressed)
 * and keeps it; `prepare` and then `next` return the batches of {@link prepareBatches}; the last one forgets the
 * archive. The same handler runs on the main thread when no worker can start.
 */
export function createImportHandler(
  derivations: readonly ImportDerivation<unknown>[] = IMPORT_DERIVATIONS,
): WorkerHandler<ImportRequest, ImportReply> {
  let archive: EsxArchive | null = null;
  let batches: AsyncGenerator<PreparedBatch, void, undefined> | null = null;
  return async (request) => {
    try {
      if (request.type === 'parse') {
        archive = openEsx(request.bytes, request.limits, nativeEsxCodec);
        return { answer: { ok: true, reply: summarize(archive.project, request.fileName) }, transfer: [] };
      }
      if (request.type === 'prepare') {
        if (archive === null) {
          throw new Error('prepare before parse');
        }
        batches = prepareBatches(archive, request.context, derivations);
      }
      if (batches === null) {
        throw new Error('next before prepare');
      }
      const next = await batches.next();
      if (next.done === true) {
        throw new Error('next after the last batch');
      }
      if (next.value.done) {
        archive = null;
        batches = null;
      }
      return { answer: { ok: true, reply: next.value }, transfer: transferablesOf(next.value) };
    } catch (error) {
      archive = null;
      batches = null;
      return { answer: { ok: false, error: toWorkerError(error) }, transfer: [] };
    }
  };
}
