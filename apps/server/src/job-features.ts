import type { Logger } from 'pino';
import type { BlobStore } from './blobs/blob-store';
import type { AppConfig } from './config';
import type { Database } from './db/database';
import { createAutoPlanFeature, type AutoPlanFeature } from './features/design/auto-plan.jobs';
import { createProjectsFeature, type ProjectsFeature } from './features/projects/projects.jobs';
import { createReportsFeature, type ReportsFeature } from './features/reports/reports.jobs';
import { createImportQueue } from './features/uploads/import-queue';
import { createImportWorkers, type ImportDeps } from './features/uploads/import.service';
import { createUploadsFeature, type UploadsFeature } from './features/uploads/uploads.jobs';
import {
  createVendorIntegrationFeature,
  type VendorIntegrationFeature,
} from './features/vendor-integration/vendor-integration.feature';
import type { JobQueue } from './jobs/job-queue';

/** The features that own background jobs, wired once for the web app (buildApp) and for a ROLE=worker process. */
export interface JobFeatures {
  uploads: UploadsFeature;
  projects: ProjectsFeature;
  reports: ReportsFeature;
  vendorIntegration: VendorIntegrationFeature;
  autoPlan: AutoPlanFeature;
  /**
   * Starts taking jobs (imports, deletions, reports, controller changes, auto-plans) and the recovery sweeps, unless
   * this process is ROLE=web, which only enqueues; a no-op without a queue (tests run the work inline).
   */
  startJobs(): Promise<void>;
  /** Waits for running work and stops the import child processes. */
  close(): Promise<void>;
  /** Resolves once no queue-less job runs in this process; answers whether it waited for one (tests drain). */
  settle(): Promise<boolean>;
}

/** Builds the job-owning features from the app's dependencies. */
export function createJobFeatures(deps: {
  config: AppConfig;
  database: Database;
  blobs: BlobStore;
  logger: Logger;
  jobs?: JobQueue;
  now: () => Date;
  importOptions?: Partial<ImportDeps>;
}): JobFeatures {
  const { config } = deps;
  const importWorkers = createImportWorkers({ blobs: deps.blobs, workerHeapMb: config.importWorkerHeapMb });
  const uploads = createUploadsFeature({
    ...deps,
    importOptions: {
      workerHeapMb: config.importWorkerHeapMb,
      versionRetention: config.versionRetention,
      queue: createImportQueue(config.importConcurrency),
      workers: importWorkers,
      ...deps.importOptions,
    },
  });
  const projects = createProjectsFeature(deps);
  const reports = createReportsFeature(deps);
  const vendorIntegration = createVendorIntegrationFeature({
    ...deps,
    revisions: { ...projects.context, enqueueImport: uploads.context.enqueueImport },
  });
  const autoPlan = createAutoPlanFeature(deps);
  return {
    uploads,
    projects,
    reports,
    vendorIntegration,
    autoPlan,
    async startJobs() {
      await uploads.startJobs();
      await projects.startJobs();
      await reports.startJobs();
      await vendorIntegration.startJobs();
      await autoPlan.startJobs();
    },
    async close() {
      await uploads.drain();
      await importWorkers?.close();
      await projects.drain();
      await reports.drain();
      await vendorIntegration.drain();
      await autoPlan.drain();
    },
    async settle() {
      const waited = [
        await uploads.settle(),
        await projects.settle(),
        await reports.settle(),
        await vendorIntegration.settle(),
        await autoPlan.settle(),
      ];
      return waited.includes(true);
    },
  };
}
