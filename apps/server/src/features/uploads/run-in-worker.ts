import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker, type ResourceLimits, type Transferable } from 'node:worker_threads';
import { fromWorkerError, ImportWorkerCrash, type WorkerErrorShape } from './import-rejection';

/** The message the worker posts back for each request. */
export type WorkerAnswer<Reply> = { ok: true; reply: Reply } | { ok: false; error: WorkerErrorShape };

/** What a worker module exports: a stateful handler for one conversation of requests. */
export type WorkerHandler<Request, Reply> = (
  request: Request,
) => WorkerHandlerResult<Reply> | Promise<WorkerHandlerResult<Reply>>;

/** A handler's answer and the buffers that move with it. */
export interface WorkerHandlerResult<Reply> {
  answer: WorkerAnswer<Reply>;
  transfer: Transferable[];
}

/** A conversation with one worker (or, without a worker file, with the handler on this thread). */
export interface WorkerChannel<Request, Reply> {
  request(message: Request, transfer?: Transferable[]): Promise<Reply>;
  close(): Promise<void>;
  /** Whether the work runs on a worker thread (false: in-process fallback). */
  readonly isThread: boolean;
}

/**
 * How to start a worker named `name` from this file's location: the bundled build has `name.js` beside
 * main.js (scripts/build.mjs), the sources have `name.ts` beside this file and need tsx's loader, which the
 * worker registers before importing the entry.
 */
function workerSource(name: string): { script: string | URL; eval: boolean } | null {
  const here = dirname(fileURLToPath(import.meta.url));
  const bundled = join(here, `${name}.js`);
  if (import.meta.url.endsWith('.js') && existsSync(bundled)) {
    return { script: pathToFileURL(bundled), eval: false };
  }
  const source = join(here, `${name}.ts`);
  if (!existsSync(source)) {
    return null;
  }
  let tsxApi: string;
  try {
    const require = createRequire(import.meta.url);
    tsxApi = pathToFileURL(join(dirname(require.resolve('tsx/package.json')), 'dist/esm/api/index.mjs')).href;
  } catch {
    return null;
  }
  const entry = pathToFileURL(source).href;
  const script = `import(${JSON.stringify(tsxApi)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}); });`;
  return { script, eval: true };
}

function threadChannel<Request, Reply>(
  source: { script: string | URL; eval: boolean },
  resourceLimits: ResourceLimits | undefined,
): WorkerChannel<Request, Reply> {
  const worker = new Worker(source.script, { eval: source.eval, resourceLimits });
  let pending: { resolve: (reply: Reply) => void; reject: (error: Error) => void } | null = null;
  let failure: Error | null = null;
  const fail = (error: Error): void => {
    failure ??= error;
    pending?.reject(failure);
    pending = null;
  };
  worker.on('message', (answer: WorkerAnswer<Reply>) => {
    const current = pending;
    pending = null;
    if (current === null) {
      return;
    }
    if (answer.ok) {
      current.resolve(answer.reply);
    } else {
      current.reject(fromWorkerError(answer.error));
    }
  });
  worker.on('error', (error) => {
    const outOfMemory = (error as NodeJS.ErrnoException).code === 'ERR_WORKER_OUT_OF_MEMORY';
    fail(
      new ImportWorkerCrash(
        outOfMemory
          ? 'The project file needs more memory to read than an import may use.'
          : `The import worker failed: ${error.message}`,
      ),
    );
  });
  worker.on('exit', (code) =>
    fail(new ImportWorkerCrash(`The import worker stopped unexpectedly (exit code ${code}).`)),
  );
  return {
    isThread: true,
    request(message, transfer = []) {
      if (failure !== null) {
        return Promise.reject(failure);
      }
      return new Promise<Reply>((resolve, reject) => {
        pending = { resolve, reject };
        worker.postMessage(message, transfer);
      });
    },
    async close() {
      worker.removeAllListeners('exit');
      await worker.terminate();
    },
  };
}

function inProcessChannel<Request, Reply>(
  createHandler: () => Promise<WorkerHandler<Request, Reply>>,
): WorkerChannel<Request, Reply> {
  let handler: Promise<WorkerHandler<Request, Reply>> | null = null;
  return {
    isThread: false,
    async request(message) {
      handler ??= createHandler();
      // Let the event loop breathe between steps even when the work cannot leave this thread.
      await new Promise((resolve) => setImmediate(resolve));
      const { answer } = await (await handler)(message);
      if (!answer.ok) {
        throw fromWorkerError(answer.error);
      }
      return answer.reply;
    },
    async close() {
      handler = null;
    },
  };
}

/**
 * Opens a conversation with the worker `name` (`import-worker` → dist/import-worker.js when bundled,
 * src/features/uploads/import-worker.ts through tsx in development and tests). When neither can start,
 * `inProcess` supplies the same handler on this thread, so behaviour never depends on the build.
 */
export function runInWorker<Request, Reply>(options: {
  name: string;
  inProcess: () => Promise<WorkerHandler<Request, Reply>>;
  resourceLimits?: ResourceLimits;
  preferInProcess?: boolean;
}): WorkerChannel<Request, Reply> {
  const source = options.preferInProcess === true ? null : workerSource(options.name);
  if (source === null) {
    return inProcessChannel(options.inProcess);
  }
  return threadChannel<Request, Reply>(source, options.resourceLimits);
}
