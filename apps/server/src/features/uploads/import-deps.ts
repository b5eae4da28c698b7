import type { EsxLimits } from '@airlens/esx';
import type { Logger } from 'pino';
import type { BlobStore } from '../../blobs/blob-store';
import type { Database } from '../../db/database';
import type { ImportDerivation } from '../../jobs/import-derivation';
import type { ImportReply, ImportRequest } from './import-prepare';
import type { ImportQueue } from './import-queue';
import type { WorkerStarter } from './run-in-worker';

/** What the import job needs. */
export interface ImportDeps {
  database: Database;
  blobs: BlobStore;
  logger: Logger;
  /** Derivations to run (default: the registry). */
  derivations?: readonly ImportDerivation<unknown>[];
  /** Reader limits (default: the .esx package's). */
  limits?: Partial<EsxLimits>;
  /** Heap cap of the import worker process in MB (default `DEFAULT_IMPORT_WORKER_HEAP_MB` of config.ts). */
  workerHeapMb?: number;
  /** Where imports wait for a free slot (the instance's queue); without one, each runs at once. */
  queue?: ImportQueue;
  /** Import workers started ahead (the instance's, see `createImportWorkers`); without, each starts cold. */
  workers?: WorkerStarter<ImportRequest, ImportReply> | null;
  /** Parse in this process even when a worker could start (tests of the fallback). */
  preferInProcess?: boolean;
  /** How many newest versions of a project to keep (default `DEFAULT_VERSION_RETENTION` of config.ts). */
  versionRetention?: number;
  /** Tell the uploader when the import ends (default true; the demo seed imports silently). */
  notifyUploader?: boolean;
  /** Failpoint for crash tests: called after each named step. */
  onStep?: (step: 'parsed' | 'prepared' | 'staged' | 'inserted' | 'committed') => Promise<void> | void;
}
