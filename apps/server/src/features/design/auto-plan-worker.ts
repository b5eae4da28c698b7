/**
 * Auto-planning thread entry (bundled to dist/auto-plan-worker.js, or run from source through tsx): plans the
 * job whose stored input it is given, posting progress and then the proposal, so the CPU-heavy search never
 * runs on the event loop of the process that took the job.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { autoPlan } from './auto-plan';
import { decodeAutoPlanJobInput, presentProposal } from './auto-plan-codec';
import type { AutoPlanThreadData, AutoPlanThreadMessage } from './auto-plan-thread';

const port = parentPort;
if (port !== null) {
  const post = (message: AutoPlanThreadMessage) => port.postMessage(message);
  const { input } = workerData as AutoPlanThreadData;
  try {
    const job = decodeAutoPlanJobInput(input);
    const proposal = autoPlan({
      ...job.plan,
      onProgress: (fraction) => post({ kind: 'progress', fraction }),
    });
    post({ kind: 'done', proposal: presentProposal(job, proposal) });
  } catch (error) {
    post({ kind: 'failed', reason: error instanceof Error ? error.message : String(error) });
  }
}
