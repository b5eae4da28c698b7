import type { Logger } from 'pino';
import type { BlobStore } from '../../blobs/blob-store';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/database';
import { createGuardedFetch } from '../../http/guarded-fetch';
import { createOutboundGuard } from '../../http/outbound-guard';
import type { MerakiClientOptions } from './meraki-client';
import { runChangeJob } from './vendor-changes.service';
import { listUnfinishedChanges } from './vendor-integration.repo';
import type { VendorIntegrationContext } from './vendor-integration.service';
import { createKeySealer, loadIntegrationKey, type KeySealer } from './vendor-secret';

/** The controller integration wired together: the routes' context, its change jobs and their recovery. */
export interface VendorIntegrationFeature {
  context: VendorIntegrationContext;
  /** Resumes changes a restart interrupted (each device's recorded state tells what is left). */
  startJobs(): Promise<void>;
  /** Waits for running change jobs. */
  drain(): Promise<void>;
}

/** Controller answers are small listings; a bigger one is refused. */
const MAX_CONTROLLER_RESPONSE_BYTES = 16 * 1024 * 1024;

/**
 * Builds the feature. Change jobs run as background tasks of this process, one device at a time, each device's
 * before/after/result written to the database as it goes, so a restart resumes them (startJobs).
 */
export function createVendorIntegrationFeature(deps: {
  config: AppConfig;
  database: Database;
  blobs: BlobStore;
  logger: Logger;
  now?: () => Date;
  clientOptions?: Partial<MerakiClientOptions>;
}): VendorIntegrationFeature {
  const running = new Set<Promise<void>>();
  let sealer: Promise<KeySealer> | null = null;
  const outbound = createOutboundGuard({
    isProduction: deps.config.isProduction,
    allowlist: deps.config.outboundAllowlist,
    logger: deps.logger,
  });
  const context: VendorIntegrationContext = {
    config: deps.config,
    database: deps.database,
    blobs: deps.blobs,
    logger: deps.logger,
    now: deps.now ?? (() => new Date()),
    outbound,
    fetch: createGuardedFetch(outbound, { maxResponseBytes: MAX_CONTROLLER_RESPONSE_BYTES }),
    ...(deps.clientOptions === undefined ? {} : { clientOptions: deps.clientOptions }),
    sealer: () => {
      sealer ??= loadIntegrationKey({
        secret: deps.config.integrationSecret,
        dataDir: deps.config.dataDir,
      }).then(createKeySealer);
      return sealer;
    },
    enqueueChange: async (changeId) => {
      const task = runChangeJob(context, changeId).catch((error: unknown) =>
        deps.logger.error({ err: error, changeId }, 'controller change job failed'),
      );
      running.add(task);
      void task.finally(() => running.delete(task));
    },
  };
  return {
    context,
    async startJobs() {
      if (deps.config.role === 'worker') {
        return;
      }
      for (const changeId of await listUnfinishedChanges(deps.database)) {
        await context.enqueueChange(changeId);
      }
    },
    async drain() {
      await Promise.allSettled([...running]);
    },
  };
}
