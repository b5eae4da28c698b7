import { createHash } from 'node:crypto';
import type { EsxLimits, EsxProject } from '@airlens/esx';
import { versionBlobPrefix, type ImportContext } from '../../jobs/import-derivation';
import { ImportRejection } from './import-rejection';

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

/**
 * One batch of what the import writes, computed in the import worker in bounded pieces: the worker writes each
 * batch's blobs, the job its staged documents, then it asks for the next, so no one holds the whole project's
 * bytes. The last batch (`done`) carries the derivations' prepared values and the document count.
 */
export interface PreparedBatch {
  /** Documents as JSON arrays of `{c, e, p, b}` (collection, entity id, position, body), each a bounded statement. */
  documentChunks: string[];
  /** Bodies of large documents, written as blobs before the transaction. */
  largeDocuments: LargeDocument[];
  members: PreparedMember[];
  /** Members the worker already wrote as it inflated them (streamed, never whole in memory). */
  storedMembers: StoredMember[];
  done: boolean;
  /** Set on the last batch. */
  documentCount: number;
  /** Set on the last batch: each derivation's prepared value, in registry order. */
  derivations: { name: string; prepared: unknown }[];
}

/** A member the worker has written to the blob store, as project_members lists it. */
export interface StoredMember {
  name: string;
  key: string;
  sizeBytes: number;
  contentType: string;
}

/**
 * A {@link PreparedBatch} after the worker wrote its blobs (members and large documents): what the job still
 * writes, to the database. No file bytes cross to the job's process.
 */
export interface StoredBatch {
  documentChunks: string[];
  members: StoredMember[];
  done: boolean;
  documentCount: number;
  derivations: { name: string; prepared: unknown }[];
}

/**
 * A request to the import worker: parse the upload (read from the blob store by its key), then prepare for the
 * target the job chose, batch by batch.
 */
export type ImportRequest =
  | { type: 'parse'; contentKey: string; fileName: string; limits?: Partial<EsxLimits> }
  | { type: 'prepare'; context: ImportContext }
  | { type: 'next' };

/** The worker's answer to one request. */
export type ImportReply = ParsedSummary | StoredBatch;

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

/** One piece of the documents: a staging statement's JSON array, or a large body stored as a blob. */
export type DocumentPiece = { chunk: string } | { large: LargeDocument };

/**
 * Serialises every JSON collection as document rows in bounded chunks (large bodies go to blobs, the row
 * keeps a stub and the key), piece by piece so a caller can hand them on in batches; refuses duplicate
 * entity ids. Returns the number of documents.
 */
export function* documentPieces(
  project: EsxProject,
  context: ImportContext,
): Generator<DocumentPiece, number, undefined> {
  const encoder = new TextEncoder();
  let pieces: string[] = [];
  let size = 0;
  let count = 0;
  for (const [collection, entities] of project.collections) {
    const seen = new Set<string>();
    for (const [position, entity] of entities.entries()) {
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
        yield { large: { key, bytes: encoder.encode(body) } };
        piece = JSON.stringify({ c: collection, e: id, p: position, b: { id }, k: key });
      } else {
        piece = `{"c":${JSON.stringify(collection)},"e":${JSON.stringify(id)},"p":${position},"b":${body}}`;
      }
      if (size > 0 && size + piece.length > DOCUMENT_CHUNK_CHARS) {
        yield { chunk: `[${pieces.join(',')}]` };
        pieces = [];
        size = 0;
      }
      pieces.push(piece);
      size += piece.length + 1;
      count += 1;
    }
  }
  if (pieces.length > 0) {
    yield { chunk: `[${pieces.join(',')}]` };
  }
  return count;
}

/** Every document piece at once (small projects and tests). */
export function documentChunksOf(
  project: EsxProject,
  context: ImportContext,
): { chunks: string[]; count: number; large: LargeDocument[] } {
  const chunks: string[] = [];
  const large: LargeDocument[] = [];
  const pieces = documentPieces(project, context);
  for (;;) {
    const next = pieces.next();
    if (next.done === true) {
      return { chunks, count: next.value, large };
    }
    if ('chunk' in next.value) {
      chunks.push(next.value.chunk);
    } else {
      large.push(next.value.large);
    }
  }
}
