import { fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Socket } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { fromWorkerError, ImportWorkerCrash, type WorkerErrorShape } from './import-rejection';

/** The message the worker sends back for each request. */
export type WorkerAnswer<Reply> = { ok: true; reply: Reply } | { ok: false; error: WorkerErrorShape };

/** What a worker module runs: a stateful handler for one conversation of requests. */
export type WorkerHandler<Request, Reply> = (request: Request) => Promise<WorkerAnswer<Reply>>;

/** The first message a worker process sends, once it listens for requests. */
export const WORKER_READY = 'airlens-worker-ready';

/** A conversation with one worker process (or, without one, with the handler in this process). */
export interface WorkerChannel<Request, Reply> {
  /** Sends one request and waits for its answer; one request at a time. */
  request(message: Request): Promise<Reply>;
  /** Ends the worker and waits until it has exited (nothing it started can still write after this). */
  close(): Promise<void>;
  /** The worker process's id; null when the work runs in this process (the fallback). */
  readonly pid: number | null;
}

const OUT_OF_MEMORY = 'The project file needs more memory to read than an import may use.';
/** V8's last words when a heap cap is reached (an uncatchable abort, seen only on stderr). */
const OUT_OF_MEMORY_SIGNS = /heap out of memory|Reached heap limit|Allocation failed/i;
const STDERR_TAIL_CHARS = 4096;

/**
 * How to start the worker `name`: the bundled build has `name.js` beside main.js (scripts/build.mjs); the sources
 * have `name.ts` beside this file, started with tsx's loader.
 */
function workerEntry(name: string): { script: string; execArgv: string[] } | null {
  const here = dirname(fileURLToPath(import.meta.url));
  const bundled = join(here, `${name}.js`);
  if (import.meta.url.endsWith('.js') && existsSync(bundled)) {
    return { script: bundled, execArgv: [] };
  }
  const source = join(here, `${name}.ts`);
  if (!existsSync(source)) {
    return null;
  }
  try {
    const require = createRequire(import.meta.url);
    const loader = pathToFileURL(join(dirname(require.resolve('tsx/package.json')), 'dist/loader.mjs'));
    return { script: source, execArgv: ['--import', loader.href] };
  } catch {
    return null;
  }
}

/** A worker process's channel, with what a {@link WorkerStarter} needs to keep one in reserve. */
interface ProcessChannel<Request, Reply> extends WorkerChannel<Request, Reply> {
  /** Resolves once the worker listens (or has died). */
  readonly ready: Promise<void>;
  /** Whether the worker has neither died nor been closed. */
  isAlive(): boolean;
  /** Whether the worker keeps this process running (a worker kept in reserve does not). */
  hold(isHeld: boolean): void;
}

function processChannel<Request extends object, Reply>(
  entry: { script: string; execArgv: string[] },
  args: string[],
  heapMb: number,
): ProcessChannel<Request, Reply> {
  const child = fork(entry.script, args, {
    // --expose-gc: the import lets go of the whole upload at one point and collects it there (import-stream.ts).
    execArgv: [...entry.execArgv, `--max-old-space-size=${heapMb}`, '--expose-gc'],
    // Structured clone over the pipe: typed arrays in the prepared values travel as they are.
    serialization: 'advanced',
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
  let stderrTail = '';
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (text: string) => {
    stderrTail = (stderrTail + text).slice(-STDERR_TAIL_CHARS);
  });
  let markReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => {
    markReady = resolve;
  });
  let pending: { resolve: (reply: Reply) => void; reject: (error: Error) => void } | null = null;
  let failure: Error | null = null;
  const fail = (error: Error): void => {
    failure ??= error;
    pending?.reject(failure);
    pending = null;
    // A request waiting for the worker to start must not wait forever.
    markReady();
  };
  const exited = new Promise<void>((resolve) => {
    // 'close' comes after stderr has ended, so the tail is complete when the cause is read from it.
    child.once('close', (code, signal) => {
      const isOutOfMemory = OUT_OF_MEMORY_SIGNS.test(stderrTail);
      const how = signal === null ? `exit code ${String(code)}` : `signal ${signal}`;
      fail(
        new ImportWorkerCrash(
          isOutOfMemory ? OUT_OF_MEMORY : `The import worker stopped unexpectedly (${how}).`,
          stderrTail,
        ),
      );
      resolve();
    });
  });
  child.on('error', (error) => fail(new ImportWorkerCrash(`The import worker failed: ${error.message}`)));
  child.on('message', (message: WorkerAnswer<Reply> | typeof WORKER_READY) => {
    if (message === WORKER_READY) {
      markReady();
      return;
    }
    const current = pending;
    pending = null;
    if (current === null) {
      return;
    }
    if (message.ok) {
      current.resolve(message.reply);
    } else {
      current.reject(fromWorkerError(message.error));
    }
  });
  return {
    pid: child.pid ?? null,
    ready,
    isAlive: () => failure === null,
    hold(isHeld) {
      // The stderr pipe is a socket (stdio 'pipe'), which Node types only as a stream.
      const handles = [child, child.channel, child.stderr as Socket | null];
      for (const handle of handles) {
        if (isHeld) {
          handle?.ref();
        } else {
          handle?.unref();
        }
      }
    },
    async request(message) {
      // A message sent before the worker listens would be lost.
      await ready;
      if (failure !== null) {
        throw failure;
      }
      return new Promise<Reply>((resolve, reject) => {
        pending = { resolve, reject };
        child.send(message, (error) => {
          if (error !== null) {
            fail(new ImportWorkerCrash(`The import worker failed: ${error.message}`));
          }
        });
      });
    },
    async close() {
      failure ??= new Error('the import worker was closed');
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGKILL');
      }
      await exited;
    },
  };
}

function inProcessChannel<Request, Reply>(
  createHandler: () => Promise<WorkerHandler<Request, Reply>>,
): WorkerChannel<Request, Reply> {
  let handler: Promise<WorkerHandler<Request, Reply>> | null = null;
  return {
    pid: null,
    async request(message) {
      handler ??= createHandler();
      // Let the event loop breathe between steps even when the work cannot leave this process.
      await new Promise((resolve) => setImmediate(resolve));
      const answer = await (await handler)(message);
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
 * Worker processes started ahead of need, so an import need not wait for one to boot and load its code: `take`
 * hands over the reserve (or starts one), `refill` starts the next reserve once the work of the last is done.
 */
export interface WorkerStarter<Request, Reply> {
  /** The heap cap of the workers it starts, in MB. */
  readonly heapMb: number;
  /** The reserve worker (booted or booting), or a new one when there is none alive. */
  take(): WorkerChannel<Request, Reply>;
  /** Starts a reserve worker unless one is alive. */
  refill(): void;
  /** Starts a reserve worker unless one is alive and waits until it listens. */
  warm(): Promise<void>;
  /** Ends the reserve worker; `take` then starts workers on demand only. */
  close(): Promise<void>;
}

/**
 * A {@link WorkerStarter} for the worker `name` (see {@link runInWorker}); null when no worker file can start, so
 * callers fall back to {@link runInWorker}.
 */
export function createWorkerStarter<Request extends object, Reply>(options: {
  name: string;
  args: string[];
  heapMb: number;
}): WorkerStarter<Request, Reply> | null {
  const entry = workerEntry(options.name);
  if (entry === null) {
    return null;
  }
  let reserve: ProcessChannel<Request, Reply> | null = null;
  let isClosed = false;
  const start = (): ProcessChannel<Request, Reply> =>
    processChannel<Request, Reply>(entry, options.args, options.heapMb);
  const refill = (): ProcessChannel<Request, Reply> | null => {
    if (isClosed) {
      return null;
    }
    if (reserve === null || !reserve.isAlive()) {
      // Waiting in reserve must not keep this process running.
      reserve = start();
      reserve.hold(false);
    }
    return reserve;
  };
  return {
    heapMb: options.heapMb,
    take() {
      const taken = reserve !== null && reserve.isAlive() ? reserve : start();
      reserve = null;
      taken.hold(true);
      return taken;
    },
    refill() {
      refill();
    },
    async warm() {
      const worker = refill();
      if (worker === null) {
        return;
      }
      // A reserve does not keep this process running, but a caller waiting for it to boot must: with nothing else
      // pending, the process would end mid-await (exit code 13 for a top-level await).
      worker.hold(true);
      try {
        await worker.ready;
      } finally {
        if (reserve === worker) {
          worker.hold(false);
        }
      }
    },
    async close() {
      isClosed = true;
      const last = reserve;
      reserve = null;
      await last?.close();
    },
  };
}

/**
 * Opens a conversation with the worker `name` in a child process of its own with a heap cap of `heapMb`
 * (`import-worker` → dist/import-worker.js when bundled, src/features/uploads/import-worker.ts through tsx in
 * development and tests), so its memory is never this process's. `args` reach the worker's argv. With
 * `args: null`, `preferInProcess`, or no worker file, `inProcess` supplies the same handler in this process.
 */
export function runInWorker<Request extends object, Reply>(options: {
  name: string;
  args: string[] | null;
  heapMb: number;
  inProcess: () => Promise<WorkerHandler<Request, Reply>>;
  preferInProcess?: boolean;
}): WorkerChannel<Request, Reply> {
  const entry = options.preferInProcess === true ? null : workerEntry(options.name);
  if (entry === null || options.args === null) {
    return inProcessChannel(options.inProcess);
  }
  return processChannel<Request, Reply>(entry, options.args, options.heapMb);
}
