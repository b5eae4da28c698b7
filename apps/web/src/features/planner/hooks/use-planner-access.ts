import { useQuery } from '@tanstack/react-query';
import { sharingEndpoints } from '@airlens/contract';
import { hasOnlinePlannerAccess } from '@airlens/domain';
import { useApiScope } from '@/components/api-scope';
import { callEndpoint } from '@/lib/call-endpoint';
import { useConfig } from '@/lib/config';
import { useSessionUser } from '@/lib/session';

/** Whether the signed-in user may edit this design, and why not when they may not. */
export interface PlannerAccess {
  isPending: boolean;
  canEdit: boolean;
  /** Why editing is not offered (shown when edit mode is asked for anyway); null when it is. */
  reason: string | null;
}

/**
 * Editing needs the cloudPlanner feature, the user's online planner access (aiProCloudPlannerAccess, spec §6) and
 * a write role on the project; READ roles, guests and the public demo only view.
 */
export function usePlannerAccess(projectId: string): PlannerAccess {
  const { featureFlags } = useConfig();
  const user = useSessionUser();
  const scope = useApiScope();
  const hasPlanner = featureFlags.cloudPlanner && user !== null && hasOnlinePlannerAccess(user, new Date());
  const access = useQuery({
    queryKey: ['planner', 'access', projectId],
    queryFn: ({ signal }) =>
      callEndpoint(sharingEndpoints.getProjectAccess, { params: { id: projectId } }, { signal }),
    enabled: hasPlanner && !scope.isReadOnly,
    meta: { handledError: true },
  });
  if (!featureFlags.cloudPlanner || scope.isReadOnly) {
    return { isPending: false, canEdit: false, reason: 'Editing designs is not available here.' };
  }
  if (!hasPlanner) {
    return {
      isPending: false,
      canEdit: false,
      reason: 'Editing designs needs the online planner in your licence.',
    };
  }
  if (access.isPending) {
    return { isPending: true, canEdit: false, reason: null };
  }
  const canWrite = access.data !== undefined && access.data.canWrite && !access.data.isGuest;
  return {
    isPending: false,
    canEdit: canWrite,
    reason: canWrite ? null : 'You can view this design; editing needs write access to the project.',
  };
}
