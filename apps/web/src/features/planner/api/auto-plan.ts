import { useMutation, useQuery } from '@tanstack/react-query';
import { versionsEndpoints, type AutoPlanBody } from '@airlens/contract';
import { callEndpoint } from '@/lib/call-endpoint';

/** How often a running auto-plan job is asked for its progress. */
export const AUTO_PLAN_POLL_MS = 1000;

/** POST …/floor-plans/{floorId}/auto-plan: starts a job; answers its id. */
export function useStartAutoPlan(projectId: string, floorId: string) {
  return useMutation({
    mutationFn: (body: AutoPlanBody) =>
      callEndpoint(versionsEndpoints.startAutoPlan, { params: { id: projectId, floorId }, body }),
    meta: { handledError: true },
  });
}

/** GET …/auto-plan/{jobId}: the job's status and progress, asked every second until it is DONE or FAILED. */
export function useAutoPlanJob(projectId: string, floorId: string, jobId: string | null) {
  return useQuery({
    queryKey: ['planner', 'auto-plan', projectId, floorId, jobId],
    queryFn: ({ signal }) =>
      callEndpoint(
        versionsEndpoints.getAutoPlan,
        { params: { id: projectId, floorId, jobId: jobId ?? '' } },
        { signal },
      ),
    enabled: jobId !== null,
    refetchInterval: (query) => (query.state.data?.status === 'RUNNING' ? AUTO_PLAN_POLL_MS : false),
    meta: { handledError: true },
  });
}
