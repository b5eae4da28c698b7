import { createHash } from 'node:crypto';
import type { Transferable } from 'node:worker_threads';
import { readEsx, type EsxLimits, type EsxProject } from '@airlens/esx';
import {
  IMPORT_DERIVATIONS,
  versionBlobPrefix,
  type ImportContext,
  type ImportDerivation,
} from './import-derivations';
import { ImportRejection, toWorkerError } from './import-rejection';
import { memberBlobKey } from './member-keys';
import type { WorkerHandler } from './run-in-worker';

/** The project types an import decides from the content. */
export type ImportedProjectType = 'MEASURED' | 'SIMULATED' | 'HYBRID';

/** What the first step (parse) tells the import job, before it knows the target project and version. */
export interface ParsedSummary {
  esxProjectId: string;
  name: string;
  projectType: ImportedProjectType;
  /** UTC date (YYYY-MM-DD) of the latest survey start, null without surveys. */
  lastSurveyDate: string | null;
  warnings: string[];
}

/** An archive member that is not JSON (image, track, unknown), to be stored as a blob. */
export interface PreparedMember {
  name: string;
  key: string;
  contentType: string;
  bytes: Uint8Array;
}

/** Everything the import writes, computed off the main thread. */
export interface PreparedImport {
  /** Documents as JSON arrays of `{c, e, p, b}` (collection, entity id, position, body), each a bounded statement. */
  documentChunks: string[];
  documentCount: number;
  /** Bodies of large documents, written as blobs before the transaction. */
  largeDocuments: LargeDocument[];
  members: PreparedMember[];
  derivations: { name: string; prepared: unknown }[];
}

/** A request to the import worker: parse the bytes, then prepare for the target the job chose. */
export type ImportRequest =
  | { type: 'parse'; bytes: Uint8Array; fileName: string; limits?: Partial<EsxLimits> }
  | { type: 'prepare'; context: ImportContext };

/** The worker's answer to one request. */
export type ImportReply = ParsedSummary | PreparedImport;

// Each staging statement carries at most about this much JSON, so no single statement holds the database long.
const DOCUMENT_CHUNK_CHARS = 256 * 1024;
const MAX_ID_LENGTH = 200;

/** MEASURED (surveys only), SIMULATED (planned APs, no surveys) or HYBRID (both). */
export function projectTypeOf(project: EsxProject): ImportedProjectType {
  const hasSurveys = project.surveys.length > 0;
  const hasPlan = project.simulatedRadios.length > 0;
  if (hasSurveys) {
    return hasPlan ? 'HYBRID' : 'MEASURED';
  }
  return 'SIMULATED';
}

function lastSurveyDateOf(project: EsxProject): string | null {
  let latest = Number.NEGATIVE_INFINITY;
  for (const survey of project.surveys) {
    if (Number.isFinite(survey.startTimeMs) && survey.startTimeMs > latest) {
      latest = survey.startTimeMs;
    }
  }
  return Number.isFinite(latest) ? new Date(latest).toISOString().slice(0, 10) : null;
}

/** The project's name: the one in project.json, else the file name without its extension. */
function projectNameOf(project: EsxProject, fileName: string): string {
  const stated = project.meta.name.trim();
  const fallback = fileName.replace(/\.esx$/i, '').trim();
  return (stated === '' ? fallback : stated).slice(0, 200) || 'Untitled project';
}

/** Summarises a parsed project; refuses one without a usable project id (it could never be updated). */
export function summarize(project: EsxProject, fileName: string): ParsedSummary {
  const id = project.meta.id;
  if (id === undefined || id.trim() === '' || id.length > MAX_ID_LENGTH) {
    throw new ImportRejection(
      'MISSING_MEMBER',
      'The project file has no project.json with a project id, so it cannot be matched to earlier uploads. Save it from Ekahau again.',
    );
  }
  return {
    esxProjectId: id,
    name: projectNameOf(project, fileName),
    projectType: projectTypeOf(project),
    lastSurveyDate: lastSurveyDateOf(project),
    warnings: project.warnings.slice(0, 50),
  };
}

/** A document body kept in the blob store (too large for a row). */
export interface LargeDocument {
  key: string;
  bytes: Uint8Array;
}

/** Entities whose JSON is longer than this keep their body in the blob store. */
export const LARGE_DOCUMENT_CHARS = 32 * 1024;
const PLAIN_COLLECTION = /^[A-Za-z][A-Za-z0-9_-]{0,99}$/;

function documentBlobKey(context: ImportContext, collection: string, position: number): string {
  const folder = PLAIN_COLLECTION.test(collection)
    ? collection
    : `x-${createHash('sha256').update(collection).digest('hex').slice(0, 32)}`;
  return `${versionBlobPrefix(context.projectId, context.version)}documents/${folder}/${position}.json`;
}

/**
 * Serialises every JSON collection as document rows in bounded chunks (large bodies go to blobs, the row
 * keeps a stub and the key); refuses duplicate entity ids.
 */
export function documentChunksOf(
  project: EsxProject,
  context: ImportContext,
): { chunks: string[]; count: number; large: LargeDocument[] } {
  const encoder = new TextEncoder();
  const chunks: string[] = [];
  const large: LargeDocument[] = [];
  let pieces: string[] = [];
  let size = 0;
  let count = 0;
  for (const [collection, entities] of project.collections) {
    const seen = new Set<string>();
    entities.forEach((entity, position) => {
      const id = typeof entity.id === 'string' && entity.id !== '' ? entity.id : `#${position}`;
      if (id.length > MAX_ID_LENGTH || seen.has(id)) {
        throw new ImportRejection(
          'INVALID_FIELD',
          `The collection "${collection}" lists the id "${id.slice(0, 60)}" more than once or an id that is too long. Save the project from Ekahau again.`,
        );
      }
      seen.add(id);
      const body = JSON.stringify(entity);
      let piece: string;
      if (body.length > LARGE_DOCUMENT_CHARS) {
        const key = documentBlobKey(context, collection, position);
        large.push({ key, bytes: encoder.encode(body) });
        piece = JSON.stringify({ c: collection, e: id, p: position, b: { id }, k: key });
      } else {
        piece = `{"c":${JSON.stringify(collection)},"e":${JSON.stringify(id)},"p":${position},"b":${body}}`;
      }
      if (size > 0 && size + piece.length > DOCUMENT_CHUNK_CHARS) {
        chunks.push(`[${pieces.join(',')}]`);
        pieces = [];
        size = 0;
      }
      pieces.push(piece);
      size += piece.length + 1;
      count += 1;
    });
  }
  if (pieces.length > 0) {
    chunks.push(`[${pieces.join(',')}]`);
  }
  return { chunks, count, large };
}

function membersOf(project: EsxProject, context: ImportContext): PreparedMember[] {
  const imageTypes = new Map(project.images.map((image) => [image.member, image.mimeType]));
  return [...project.binaries].map(([name, bytes]) => ({
    name,
    key: memberBlobKey(context.projectId, context.version, name),
    contentType: imageTypes.get(name) ?? 'application/octet-stream',
    bytes,
  }));
}

/** Everything the import writes for `context`: documents, member blobs and each derivation's prepared value. */
export function prepareImport(
  project: EsxProject,
  context: ImportContext,
  derivations: readonly ImportDerivation<unknown>[],
): PreparedImport {
  const { chunks, count, large } = documentChunksOf(project, context);
  return {
    documentChunks: chunks,
    documentCount: count,
    largeDocuments: large,
    members: membersOf(project, context),
    derivations: derivations.map((derivation) => ({
      name: derivation.name,
      prepared: derivation.prepare(project, context),
    })),
  };
}

function transferablesOf(prepared: PreparedImport): Transferable[] {
  const buffers = new Set<ArrayBuffer>();
  for (const item of [...prepared.members, ...prepared.largeDocuments]) {
    if (item.bytes.buffer instanceof ArrayBuffer) {
      buffers.add(item.bytes.buffer);
    }
  }
  return [...buffers];
}

/**
 * The import worker's handler: `parse` reads the archive with limits and keeps it, `prepare` computes what
 * the job writes and forgets the project. The same handler runs on the main thread when no worker can start.
 */
export function createImportHandler(
  derivations: readonly ImportDerivation<unknown>[] = IMPORT_DERIVATIONS,
): WorkerHandler<ImportRequest, ImportReply> {
  let project: EsxProject | null = null;
  return (request) => {
    try {
      if (request.type === 'parse') {
        project = readEsx(request.bytes, request.limits);
        return { answer: { ok: true, reply: summarize(project, request.fileName) }, transfer: [] };
      }
      if (project === null) {
        throw new Error('prepare before parse');
      }
      const prepared = prepareImport(project, request.context, derivations);
      project = null;
      return { answer: { ok: true, reply: prepared }, transfer: transferablesOf(prepared) };
    } catch (error) {
      project = null;
      return { answer: { ok: false, error: toWorkerError(error) }, transfer: [] };
    }
  };
}
