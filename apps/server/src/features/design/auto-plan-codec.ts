// An auto-planning job's input as it is stored (the auto_plans row) and handed to the planning thread, and how the
// engine's answer becomes the contract's proposal. V8 serialization, because the input holds typed arrays. Pure:
// the planning thread loads this and the engine only, none of the server.
import { deserialize, serialize } from 'node:v8';
import type { AutoPlanStatus } from '@airlens/contract';
import type { AutoPlanInput, AutoPlanProposal } from './auto-plan';

type Proposal = NonNullable<AutoPlanStatus['proposal']>;

/** One job's work: the engine's input and what turns its answer into the contract's proposal. */
export interface AutoPlanJobInput {
  plan: Omit<AutoPlanInput, 'onProgress'>;
  floorPlanId: string;
  /** The floor plan's scale, to answer positions in its units as the design PATCH takes them. */
  metersPerUnit: number;
  apModel: string;
}

/** The proposal as the contract answers it: named APs of the model, positions in the floor plan's units. */
export function presentProposal(job: AutoPlanJobInput, proposal: AutoPlanProposal): Proposal {
  return {
    accessPoints: proposal.accessPoints.map((ap, index) => ({
      name: `Proposed AP ${index + 1}`,
      model: job.apModel,
      location: {
        floorPlanId: job.floorPlanId,
        coord: { x: ap.xMeters / job.metersPerUnit, y: ap.yMeters / job.metersPerUnit },
      },
      band: ap.band,
      channel: ap.channel,
    })),
    predictedPassRatePercent: proposal.predictedPassRatePercent,
  };
}

export function encodeAutoPlanJobInput(job: AutoPlanJobInput): Uint8Array {
  return serialize(job);
}

/** The job's input from its stored bytes; throws on bytes that are not one. */
export function decodeAutoPlanJobInput(bytes: Uint8Array): AutoPlanJobInput {
  const job = deserialize(bytes) as Partial<AutoPlanJobInput> | null;
  if (
    job === null ||
    typeof job !== 'object' ||
    job.plan === undefined ||
    !(job.plan.targetCells instanceof Uint32Array) ||
    typeof job.floorPlanId !== 'string' ||
    typeof job.metersPerUnit !== 'number' ||
    typeof job.apModel !== 'string'
  ) {
    throw new Error('the stored auto-plan input is not one');
  }
  return job as AutoPlanJobInput;
}
