// The version history's bookkeeping for the import job: the entry each committed version gets, and the retention
// that removes versions beyond the newest VERSION_RETENTION. Kept apart from versions.service.ts (which starts
// restores through the uploads feature) so the import can use it without a cycle.
import type { BlobStore } from '../../blobs/blob-store';
import type { Database, SqlSession } from '../../db/database';
import { versionBlobPrefix } from '../../jobs/import-derivation';
import {
  deleteVersionRows,
  findVersion,
  findVersionContents,
  findVersionsToPrune,
  upsertVersion,
  type VersionSource,
} from './versions.repo';

export type { VersionSource } from './versions.repo';

/** The product name a controller-archive conversion writes into the project's history (packages/esx catalyst). */
const CONVERSION_PRODUCT = 'Airlens controller-archive conversion';

/** What a server-made revision says about the version its import makes (a restore); null for a user's upload. */
export interface VersionNote {
  source: VersionSource;
  /** The start of the summary; the version's floor and AP counts follow. */
  summary: string;
}

/** "3 floors, 42 APs". */
function countsText(floors: number, accessPoints: number): string {
  return `${floors} ${floors === 1 ? 'floor' : 'floors'}, ${accessPoints} ${accessPoints === 1 ? 'AP' : 'APs'}`;
}

/**
 * Inside the import transaction, once the version's documents are staged: records its history entry — UPLOAD
 * ("Uploaded name.esx: 3 floors, 42 APs"), CONVERSION when the file's last save was a controller-archive
 * conversion, or what a server-made revision's note says.
 */
export async function recordImportedVersion(
  tx: SqlSession,
  input: {
    projectId: string;
    version: number;
    createdBy: string;
    fileName: string;
    note: VersionNote | null;
  },
): Promise<void> {
  const contents = await findVersionContents(tx, input.projectId, input.version);
  const isConversion = contents.lastSavedBy === CONVERSION_PRODUCT;
  const source: VersionSource = input.note?.source ?? (isConversion ? 'CONVERSION' : 'UPLOAD');
  const prefix = input.note?.summary ?? `${isConversion ? 'Converted' : 'Uploaded'} ${input.fileName}`;
  await upsertVersion(tx, input.projectId, {
    version: input.version,
    createdBy: input.createdBy,
    source,
    summary: `${prefix}: ${countsText(contents.floors, contents.accessPoints)}`.slice(0, 500),
  });
}

/**
 * After a version is committed: removes the versions older than the newest `keep` (documents, members, history
 * entry and every blob under their version prefix). Older versions within the retention are kept for the
 * history, diffs, downloads and restores.
 */
export async function pruneOldVersions(
  deps: { database: Database; blobs: BlobStore },
  projectId: string,
  currentVersion: number,
  keep: number,
): Promise<number[]> {
  const pruned = await findVersionsToPrune(deps.database, projectId, currentVersion, keep);
  for (const version of pruned) {
    await deleteVersionRows(deps.database, projectId, version);
    await deps.blobs.deletePrefix(versionBlobPrefix(projectId, version));
  }
  return pruned;
}

/** Removes one version (documents, members, history entry, blobs): an editing session's step folded into the next. */
export async function removeVersion(
  deps: { database: Database; blobs: BlobStore },
  projectId: string,
  version: number,
): Promise<void> {
  await deleteVersionRows(deps.database, projectId, version);
  await deps.blobs.deletePrefix(versionBlobPrefix(projectId, version));
}

/** Whether `version` of the project is a retained, committed version (`currentVersion` is the project's). */
export async function isRetainedVersion(
  database: Database,
  projectId: string,
  version: number,
  currentVersion: number,
): Promise<boolean> {
  return (await findVersion(database, projectId, version, currentVersion)) !== null;
}
