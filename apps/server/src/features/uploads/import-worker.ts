// Entry point of the import worker process (bundled to dist/import-worker.js by scripts/build.mjs; started by
// run-in-worker.ts with a heap cap). Parsing and preparing an .esx is CPU- and memory-heavy, so it runs here,
// reading the upload and writing the project's blobs itself: the web process never holds the file, and a file
// that needs more memory than the cap ends this process, not the server. argv: <blob store location>
import { openBlobStore } from '../../blobs/open-blob-store';
import type { ImportRequest } from './import-prepare';
import { createImportHandler } from './import-stream';
import { WORKER_READY } from './run-in-worker';

const send = process.send?.bind(process);
const location = process.argv[2];
if (send !== undefined && location !== undefined) {
  const handle = createImportHandler(openBlobStore(location));
  process.on('message', (request: ImportRequest) => {
    // The job sends one request at a time and waits for its answer, so answers cannot interleave.
    void handle(request).then((answer) => send(answer));
  });
  // The job is gone (it closed the conversation or died): nothing is left to answer.
  process.on('disconnect', () => process.exit(0));
  send(WORKER_READY);
}
