// The contract between the import job and the features that derive data from an imported project
// (uploads' plan and survey tables, insights' rollups, heatmaps' floor data). It sits below every feature so
// a derivation implements it without importing the uploads feature that runs it.
import type { EsxProject, EsxSurvey } from '@airlens/esx';
import type { SqlSession } from '../db/database';

/** What an import knows about the project version it writes; the same for every derivation. */
export interface ImportContext {
  /** The Airlens project id (uuid): a new one, or the existing project with the same esx project id. */
  projectId: string;
  orgId: string;
  /** The version being written: 1 for a new project, the current version + 1 otherwise. */
  version: number;
  /** MEASURED, SIMULATED or HYBRID, from the content. */
  projectType: string;
}

/**
 * Receives a project's surveys one at a time, tracks decoded, grouped by floor (see `surveysByFloor`), so an
 * import never holds every track at once. `endFloor` follows each floor's surveys, for every floor.
 */
export interface SurveySink<Prepared> {
  addSurvey(survey: EsxSurvey): void;
  /** May return a promise (work handed off the thread); the import waits for it before the next floor. */
  endFloor(floorPlanId: string): void | Promise<void>;
  finish(): Prepared | Promise<Prepared>;
  /**
   * Optional: blobs of the finished part (keys under `projects/{projectId}/v{version}/`) not yet handed out; the
   * import writes them at once, so a project's derived blobs need not all wait in memory for the end. Each blob
   * is handed out once, and the derivation's `blobs` leaves it out afterwards.
   */
  takeBlobs?(): { key: string; bytes: Uint8Array }[];
}

/** A sink whose work all happens on the calling thread, usable where the import's prepare must be synchronous. */
export interface SyncSurveySink<Prepared> extends SurveySink<Prepared> {
  endFloor(floorPlanId: string): void;
  finish(): Prepared;
}

/**
 * One kind of derived data the import writes beside the project's documents. The import job calls, per
 * derivation: `prepare` in the import worker, `blobs` before the transaction, then inside the one
 * transaction that commits the version `remove` (when the project already existed) and `insert`.
 */
export interface ImportDerivation<Prepared> {
  name: string;
  /** Runs in the import worker before any database work: pure, heavy, no I/O. Result must be structured-cloneable. */
  prepare(project: EsxProject, context: ImportContext): Prepared;
  /**
   * The streaming form of `prepare` for derivations that read survey tracks: `project`'s surveys carry no scans;
   * the import feeds each survey, decoded, to the sink. Must give what `prepare` gives for the decoded project.
   */
  stream?(project: EsxProject, context: ImportContext): SurveySink<Prepared>;
  /** Blobs to write before the transaction (keys under `projects/{projectId}/v{version}/`). */
  blobs?(prepared: Prepared, context: ImportContext): { key: string; bytes: Uint8Array }[];
  /** Inside the import transaction: insert prepared rows only (multi-row inserts, no per-row round trips). */
  insert(tx: SqlSession, prepared: Prepared, context: ImportContext): Promise<void>;
  /** Inside the import transaction, before insert, when a project gets a new version: delete this derivation's old rows. */
  remove(tx: SqlSession, projectId: string): Promise<void>;
}

/** Widens a typed derivation for the registry (the import passes each one its own prepared value back). */
export function registerDerivation<Prepared>(
  derivation: ImportDerivation<Prepared>,
): ImportDerivation<unknown> {
  return derivation;
}

/** The blob key prefix of everything one project version owns. */
export function versionBlobPrefix(projectId: string, version: number): string {
  return `projects/${projectId}/v${version}/`;
}
