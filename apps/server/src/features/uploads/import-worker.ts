// Entry point of the import worker thread (bundled to dist/import-worker.js by scripts/build.mjs): parsing
// and preparing an .esx is CPU- and memory-heavy, so it runs here, with its own heap limit, never on the
// thread that serves HTTP.
import { parentPort } from 'node:worker_threads';
import type { ImportRequest } from './import-prepare';
import { createImportHandler } from './import-stream';

const port = parentPort;
if (port !== null) {
  const handle = createImportHandler();
  port.on('message', (request: ImportRequest) => {
    // The job sends one request at a time and waits for its answer, so answers cannot interleave.
    void Promise.resolve(handle(request)).then(({ answer, transfer }) => port.postMessage(answer, transfer));
  });
}
