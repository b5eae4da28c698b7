import { projectsEndpoints, versionsEndpoints } from '@airlens/contract';
import { HttpResponse } from 'msw';
import { fakeApi, reply, type RecordedRequest } from '@/test/fake-api';
import type { DesignCollections } from '../model/design-view';

/** A design as the batch call answers it (one key per collection). */
export function batchOf(design: DesignCollections): Record<string, unknown> {
  return Object.fromEntries(design);
}

/** Answers the editor's design reads with `design()` (asked anew per request, so a test can change it). */
export function answerDesign(design: () => DesignCollections): void {
  fakeApi.on(projectsEndpoints.getProjectBatch, () => batchOf(design()) as never);
}

/** One answer of PATCH …/design: saved as a version, a network failure, or a stale base. */
export type DesignPatchOutcome = { version: number } | 'network-error' | { staleBaseCurrentVersion: number };

/** Answers PATCH …/design with the outcomes in order (the last repeats); returns the requests it saw. */
export function answerDesignPatches(outcomes: readonly DesignPatchOutcome[]): RecordedRequest[] {
  const seen: RecordedRequest[] = [];
  fakeApi.on(versionsEndpoints.updateDesign, (request) => {
    const outcome = outcomes[Math.min(seen.length, outcomes.length - 1)] ?? 'network-error';
    seen.push(request);
    if (outcome === 'network-error') {
      return HttpResponse.error();
    }
    if ('staleBaseCurrentVersion' in outcome) {
      return reply(409, {
        message: 'The design has changed since this version.',
        currentVersion: outcome.staleBaseCurrentVersion,
      });
    }
    return outcome;
  });
  return seen;
}
