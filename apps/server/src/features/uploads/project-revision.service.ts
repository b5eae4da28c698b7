import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Logger } from 'pino';
import type { BlobStore } from '../../blobs/blob-store';
import type { Database } from '../../db/database';
import { conflict } from '../../http/errors';
import { hasOpenImportOf, insertRevisionUpload, lockProjectVersion } from './project-revision.repo';
import { uploadContentKey } from './uploads.service';
import { finishUploadUnsuccessfully, requestCommit, setUploadContent } from './uploads.repo';

/** What staging a revision needs: the stores and the import job's enqueuer. */
export interface ProjectRevisionDeps {
  database: Database;
  blobs: BlobStore;
  logger: Logger;
  enqueueImport: (fileUploadId: string) => Promise<void>;
}

/** A new version of an existing project, made on the server from its current version. */
export interface ProjectRevision {
  projectId: string;
  orgId: string;
  esxProjectId: string;
  /** The version the .esx was written from; a project that moved on since is refused (409). */
  baseVersion: number;
  /** Shown in the uploader's notifications. */
  fileName: string;
  /** The whole .esx, written lazily. */
  chunks: Iterable<Uint8Array>;
  /** The history entry the import records for the new version (features/versions); an upload's without. */
  note?: { source: 'UPLOAD' | 'EDIT' | 'CONVERSION' | 'RESTORE'; summary: string };
}

const NO_LIMIT = Number.MAX_SAFE_INTEGER;

/**
 * Imports a server-made .esx of an existing project as its next version, exactly as an upload of it would be
 * (the import job: bounded memory, one transaction, retries), by `uploader`; answers the upload id whose status
 * tells when it is COMMITTED. Refuses with 409 while another import of the project is under way or when the
 * project changed since `baseVersion`, so two changes made from one version cannot overwrite each other.
 */
export async function stageProjectRevision(
  deps: ProjectRevisionDeps,
  uploader: { userId: string; email: string },
  revision: ProjectRevision,
): Promise<string> {
  const id = randomUUID();
  await deps.database.withTransaction(async (tx) => {
    const version = await lockProjectVersion(tx, revision.projectId);
    if (version !== revision.baseVersion || (await hasOpenImportOf(tx, revision.projectId))) {
      throw conflict(
        'This project is being changed by another upload or scale change. Try again when it has finished.',
      );
    }
    await insertRevisionUpload(tx, {
      id,
      orgId: revision.orgId,
      userId: uploader.userId,
      userEmail: uploader.email,
      fileName: revision.fileName,
      esxProjectId: revision.esxProjectId,
      projectId: revision.projectId,
      targetVersion: version + 1,
      versionSource: revision.note?.source ?? null,
      versionSummary: revision.note?.summary ?? null,
    });
  });
  try {
    const key = uploadContentKey(id);
    const { sizeBytes } = await deps.blobs.putStream(key, Readable.from(revision.chunks), NO_LIMIT);
    await setUploadContent(deps.database, id, key, sizeBytes);
    await requestCommit(deps.database, id);
    await deps.enqueueImport(id);
  } catch (error) {
    // An upload that never reached the queue must not block the project's next change.
    await finishUploadUnsuccessfully(
      deps.database,
      id,
      'FAILED',
      'The change could not be saved because of a server problem. Please try again.',
      'INTERNAL',
    ).catch((cleanup: unknown) => deps.logger.warn({ err: cleanup, id }, 'could not end a revision upload'));
    throw error;
  }
  return id;
}
