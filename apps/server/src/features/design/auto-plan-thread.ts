// Runs one auto-planning job on a worker thread of its own (auto-plan-worker.ts): the search is seconds of
// synchronous CPU work, which on the event loop would stall every request and job of the process (the all-in-one
// process serves HTTP too). The thread has a heap cap and a time limit, so a plan too big for them fails alone.
import type { AutoPlanStatus } from '@airlens/contract';
import { Worker } from 'node:worker_threads';

type Proposal = NonNullable<AutoPlanStatus['proposal']>;

/** What the thread is started with: the job's stored input (auto-plan-input.ts). */
export interface AutoPlanThreadData {
  input: Uint8Array;
}

/** What the thread posts: progress as it goes, then its proposal or why it has none. */
export type AutoPlanThreadMessage =
  | { kind: 'progress'; fraction: number }
  | { kind: 'done'; proposal: Proposal }
  | { kind: 'failed'; reason: string };

/** A plan that ended without a proposal; `message` is for the person who asked for it. */
export class AutoPlanFailure extends Error {
  constructor(
    message: string,
    /** What went wrong, for the log. */
    readonly reason: string,
  ) {
    super(message);
    this.name = 'AutoPlanFailure';
  }
}

/** The message a plan whose thread was stopped from outside rejects with (not a failure of the plan). */
export const THREAD_STOPPED = 'the auto-plan thread was stopped';

export interface AutoPlanThread {
  /** The proposal; rejects with an {@link AutoPlanFailure}, or with {@link THREAD_STOPPED} after `stop`. */
  readonly result: Promise<Proposal>;
  /** Ends the thread (a run taken over by another, or shutting down). */
  stop(): Promise<void>;
}

const COULD_NOT_PLAN = 'The plan could not be computed. Please try again.';

/**
 * Module hooks registered with `--import tsx` do not reach worker threads on Node 20, so from source (tsx, vitest)
 * the entry is started by a small script that imports it through tsx's API (as the heatmap worker pool does).
 */
const TS_BOOTSTRAP = `
const { workerData } = require('node:worker_threads');
import('tsx/esm/api').then((tsx) => tsx.tsImport(workerData.entry, workerData.entry));
`;

/** The thread entry beside the running code: the bundled `.js` next to main.js, or the `.ts` source. */
function startWorker(data: AutoPlanThreadData, heapMb: number): Worker {
  const isSource = new URL(import.meta.url).pathname.endsWith('.ts');
  const entry = new URL(isSource ? './auto-plan-worker.ts' : './auto-plan-worker.js', import.meta.url);
  const options = { execArgv: [...process.execArgv], resourceLimits: { maxOldGenerationSizeMb: heapMb } };
  return isSource
    ? new Worker(TS_BOOTSTRAP, { ...options, eval: true, workerData: { ...data, entry: entry.href } })
    : new Worker(entry, { ...options, workerData: data });
}

/** Starts planning `input` on a new thread; `onProgress` hears each fraction in [0, 1] the plan reports. */
export function startAutoPlanThread(
  input: Uint8Array,
  options: { onProgress: (fraction: number) => void; timeLimitMs: number; heapMb: number },
): AutoPlanThread {
  const worker = startWorker({ input }, options.heapMb);
  let settle: { resolve: (proposal: Proposal) => void; reject: (error: Error) => void } | null = null;
  const result = new Promise<Proposal>((resolve, reject) => {
    settle = { resolve, reject };
  });
  const end = (outcome: { proposal: Proposal } | { error: Error }): void => {
    const current = settle;
    settle = null;
    clearTimeout(timer);
    if ('proposal' in outcome) {
      current?.resolve(outcome.proposal);
    } else {
      current?.reject(outcome.error);
    }
    // Nothing more is needed from the thread, whatever it is doing.
    void worker.terminate();
  };
  const minutes = Math.round(options.timeLimitMs / 60_000);
  const timer = setTimeout(() => {
    end({
      error: new AutoPlanFailure(
        `The plan took longer than ${minutes} minutes. Try fewer APs or a requirement with smaller areas.`,
        'time limit reached',
      ),
    });
  }, options.timeLimitMs);
  timer.unref();
  worker.on('message', (message: AutoPlanThreadMessage) => {
    if (message.kind === 'progress') {
      if (settle !== null) {
        options.onProgress(message.fraction);
      }
    } else if (message.kind === 'done') {
      end({ proposal: message.proposal });
    } else {
      end({ error: new AutoPlanFailure(COULD_NOT_PLAN, message.reason) });
    }
  });
  worker.on('error', (error: Error & { code?: string }) => {
    const isOutOfMemory = error.code === 'ERR_WORKER_OUT_OF_MEMORY';
    end({
      error: new AutoPlanFailure(
        isOutOfMemory
          ? 'The plan needs more memory than a plan may use. Try fewer APs or a requirement with smaller areas.'
          : COULD_NOT_PLAN,
        error.message,
      ),
    });
  });
  worker.on('exit', (code) => {
    end({ error: new AutoPlanFailure(COULD_NOT_PLAN, `the planning thread exited with code ${code}`) });
  });
  return {
    result,
    async stop() {
      end({ error: new Error(THREAD_STOPPED) });
      await worker.terminate();
    },
  };
}
