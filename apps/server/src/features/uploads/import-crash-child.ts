// Test support (import.crash.test.ts): runs one import in a child process and SIGKILLs itself at a step,
// the way a machine or an OOM killer would stop it. argv: <pglite dir | postgres url> <blob dir> <upload id> <step>
import { join } from 'node:path';
import pino from 'pino';
import { createLocalBlobStore } from '../../blobs/local-blob-store';
import { openPglite, openPostgres } from '../../db/database';
import { importUpload } from './import.service';

const [target = '', blobDir = '', uploadId = '', step = ''] = process.argv.slice(2);
const logger = pino({ level: 'silent' });
const database = target.startsWith('postgres')
  ? openPostgres(target, 2, logger)
  : await openPglite(join(target));
await importUpload(
  {
    database,
    blobs: createLocalBlobStore(blobDir),
    logger,
    preferInProcess: true,
    onStep(current) {
      if (current === step) {
        process.kill(process.pid, 'SIGKILL');
      }
    },
  },
  uploadId,
  { isLastAttempt: false },
);
process.exit(0);
