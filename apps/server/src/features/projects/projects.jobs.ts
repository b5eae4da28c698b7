import type { Logger } from 'pino';
import type { BlobStore } from '../../blobs/blob-store';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/database';
import { createInlineTasks } from '../../jobs/inline-tasks';
import type { JobQueue } from '../../jobs/job-queue';
import { deleteProjectRows, listDeleteRequested } from './projects.repo';
import type { ProjectsContext } from './projects.service';

/** The queue name of the project deletion job. */
export const PROJECT_DELETE_JOB = 'project-delete';

/** Removes a DELETE_REQUESTED project: its blobs first, then its rows (a retry finishes a half-done delete). */
export async function deleteProjectNow(
  deps: { database: Database; blobs: BlobStore; logger: Logger },
  projectId: string,
): Promise<void> {
  await deps.blobs.deletePrefix(`projects/${projectId}/`);
  if (await deleteProjectRows(deps.database, projectId)) {
    deps.logger.info({ projectId }, 'project deleted');
  }
}

/** The projects feature wired together: the routes' context and the delete job. */
export interface ProjectsFeature {
  context: ProjectsContext;
  startJobs(): Promise<void>;
  drain(): Promise<void>;
  /** Resolves once no queue-less run is in progress; answers whether it waited for one (tests drain). */
  settle(): Promise<boolean>;
}

/** Builds the projects feature; deletion is a pg-boss job when a queue exists, else a background task. */
export function createProjectsFeature(deps: {
  config: AppConfig;
  database: Database;
  blobs: BlobStore;
  logger: Logger;
  jobs?: JobQueue;
}): ProjectsFeature {
  const running = createInlineTasks();
  const runInline = (projectId: string): void => {
    const task = deleteProjectNow(deps, projectId).catch((error: unknown) =>
      deps.logger.error({ err: error, projectId }, 'project delete failed'),
    );
    running.track(task);
  };
  const jobs = deps.jobs;
  const context: ProjectsContext = {
    config: deps.config,
    database: deps.database,
    blobs: deps.blobs,
    logger: deps.logger,
    async enqueueDelete(projectId) {
      if (jobs === undefined) {
        runInline(projectId);
        return;
      }
      await jobs.send(
        PROJECT_DELETE_JOB,
        { projectId },
        { singletonKey: projectId, retryLimit: 5, retryDelaySeconds: 10 },
      );
    },
  };
  return {
    context,
    async startJobs() {
      if (jobs === undefined || deps.config.role === 'web') {
        return;
      }
      await jobs.work<{ projectId: string }>(PROJECT_DELETE_JOB, async (data) =>
        deleteProjectNow(deps, data.projectId),
      );
      // Deletions whose job was lost (a crash before it was queued) are picked up at start.
      for (const projectId of await listDeleteRequested(deps.database)) {
        await context.enqueueDelete(projectId);
      }
    },
    async drain() {
      await running.settle();
    },
    settle: () => running.settle(),
  };
}
