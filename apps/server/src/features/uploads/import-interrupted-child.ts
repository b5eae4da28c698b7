// Test support (import.recovery.test.ts): one instance importing an upload the way the app does (the uploads
// feature, under its import lock), that SIGKILLs itself at a step as a machine or an OOM killer would stop it.
// argv: <pglite dir | postgres url> <blob dir> <upload id> <kill at step> [<pause at step> <pause ms>]
import pino from 'pino';
import { createLocalBlobStore } from '../../blobs/local-blob-store';
import { parseConfig } from '../../config';
import { openPglite, openPostgres } from '../../db/database';
import { createUploadsFeature } from './uploads.jobs';

const [target = '', blobDir = '', uploadId = '', step = '', pauseStep = '', pauseMs = '0'] =
  process.argv.slice(2);
const logger = pino({ level: 'silent' });
const database = target.startsWith('postgres') ? openPostgres(target, 3, logger) : await openPglite(target);
const feature = createUploadsFeature({
  config: parseConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
  database,
  blobs: createLocalBlobStore(blobDir),
  logger,
  importOptions: {
    preferInProcess: true,
    async onStep(current) {
      if (current === pauseStep) {
        // A slow import: long enough for another instance to look at it while it runs.
        await new Promise((resolve) => setTimeout(resolve, Number(pauseMs)));
      }
      if (current === step) {
        process.kill(process.pid, 'SIGKILL');
      }
    },
  },
});
// Without a job queue the feature imports at once, in this process, holding the upload's import lock.
await feature.context.enqueueImport(uploadId);
await feature.drain();
process.exit(0);
