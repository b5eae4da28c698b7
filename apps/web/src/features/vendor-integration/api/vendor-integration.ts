import { useMutation, useMutationState, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  vendorIntegrationEndpoints as endpoints,
  type VendorChange,
  type VendorChangeBody,
  type VendorConnectBody,
  type VendorCreatedFloorPlan,
  type VendorFloorPlanBody,
  type VendorOptimizationHeatmapBody,
  type VendorOptimizationBody,
  type VendorProjectLinkBody,
} from '@airlens/contract';
import { callEndpoint } from '@/lib/call-endpoint';

/** How often a running change is asked for. */
export const CHANGE_POLL_MS = 1_000;
/** How often live status refreshes while the page is open. */
export const LIVE_POLL_MS = 30_000;

const connectionKey = ['vendor-integration', 'connection'] as const;
const linkKey = (projectId: string) => ['vendor-integration', 'link', projectId] as const;

/** The organisation's controller connection (null when none). */
export function useVendorConnection() {
  return useQuery({
    queryKey: connectionKey,
    queryFn: ({ signal }) => callEndpoint(endpoints.getVendorConnection, {}, { signal }),
    meta: { handledError: true },
  });
}

export function useConnectVendor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VendorConnectBody) => callEndpoint(endpoints.connectVendor, { body }),
    onSuccess: (answer) => queryClient.setQueryData(connectionKey, answer),
    meta: { handledError: true },
  });
}

export function useDisconnectVendor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(endpoints.disconnectVendor, {}),
    onSuccess: () => queryClient.setQueryData(connectionKey, null),
    meta: { handledError: true },
  });
}

/** The networks (with floor plans) of a controller organisation; nothing is asked without one. */
export function useVendorNetworks(organizationId: string | null) {
  return useQuery({
    queryKey: ['vendor-integration', 'networks', organizationId],
    queryFn: ({ signal }) =>
      callEndpoint(
        endpoints.listVendorNetworks,
        { query: { organizationId: organizationId ?? '' } },
        { signal },
      ),
    enabled: organizationId !== null,
    meta: { handledError: true },
  });
}

export function useProjectLink(projectId: string, enabled = true) {
  return useQuery({
    queryKey: linkKey(projectId),
    queryFn: ({ signal }) =>
      callEndpoint(endpoints.getProjectVendorLink, { params: { id: projectId } }, { signal }),
    enabled,
    meta: { handledError: true },
  });
}

export function useSaveProjectLink(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VendorProjectLinkBody) =>
      callEndpoint(endpoints.putProjectVendorLink, { params: { id: projectId }, body }),
    onSuccess: (answer) => queryClient.setQueryData(linkKey(projectId), answer),
    meta: { handledError: true },
  });
}

export function useLiveStatus(projectId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['vendor-integration', 'live', projectId],
    queryFn: ({ signal }) =>
      callEndpoint(endpoints.getProjectVendorLive, { params: { id: projectId } }, { signal }),
    enabled,
    refetchInterval: LIVE_POLL_MS,
    meta: { handledError: true },
  });
}

export function useCreateChange(projectId: string) {
  return useMutation({
    mutationFn: async (body: VendorChangeBody) =>
      (await callEndpoint(endpoints.createVendorChange, { params: { id: projectId }, body })).changeId,
    meta: { handledError: true },
  });
}

export function useRollbackChange(projectId: string) {
  return useMutation({
    mutationFn: async (changeId: string) =>
      (await callEndpoint(endpoints.rollbackVendorChange, { params: { id: projectId, changeId } })).changeId,
    meta: { handledError: true },
  });
}

const isFinished = (change: VendorChange | undefined) =>
  change?.status === 'DONE' || change?.status === 'FAILED';

/** A change job, asked again until it is DONE or FAILED. */
export function useChange(projectId: string, changeId: string | null) {
  return useQuery({
    queryKey: ['vendor-integration', 'change', projectId, changeId],
    queryFn: ({ signal }) =>
      callEndpoint(
        endpoints.getVendorChange,
        { params: { id: projectId, changeId: changeId ?? '' } },
        { signal },
      ),
    enabled: changeId !== null,
    refetchInterval: (query) => (isFinished(query.state.data) ? false : CHANGE_POLL_MS),
    meta: { handledError: true },
  });
}

export function useOptimize(projectId: string) {
  return useMutation({
    mutationFn: (body: VendorOptimizationBody) =>
      callEndpoint(endpoints.optimizeVendorChannels, { params: { id: projectId }, body }),
    meta: { handledError: true },
  });
}

const createdFloorKey = (projectId: string) => ['vendor-integration', 'create-floor', projectId] as const;

/**
 * The floor plans created from this project's floors while the page is open (kept by the mutation cache, so
 * the confirmation outlives the link section drawn again with the new mapping).
 */
export function useCreatedFloorPlans(projectId: string): VendorCreatedFloorPlan[] {
  return useMutationState({
    filters: { mutationKey: createdFloorKey(projectId), status: 'success' },
    select: (mutation) => mutation.state.data as VendorCreatedFloorPlan,
  });
}

/** Creates a controller floor plan from a project floor; the link (and its floor plans) is asked again. */
export function useCreateControllerFloorPlan(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: createdFloorKey(projectId),
    mutationFn: (body: VendorFloorPlanBody) =>
      callEndpoint(endpoints.createVendorFloorPlan, { params: { id: projectId }, body }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['vendor-integration', 'networks'] });
      await queryClient.invalidateQueries({ queryKey: linkKey(projectId) });
    },
    meta: { handledError: true },
  });
}

const renamesKey = (projectId: string) => ['vendor-integration', 'ap-renames', projectId] as const;

/** Controller names proposed for the project's matched APs whose names look generated. */
export function useApRenames(projectId: string) {
  return useQuery({
    queryKey: renamesKey(projectId),
    queryFn: ({ signal }) =>
      callEndpoint(endpoints.listVendorApRenames, { params: { id: projectId } }, { signal }),
    meta: { handledError: true },
  });
}

/** Applies the proposed renames as one edit of the project (its next version). */
export function useApplyApRenames(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (accessPointIds: string[]) =>
      callEndpoint(endpoints.applyVendorApRenames, { params: { id: projectId }, body: { accessPointIds } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: renamesKey(projectId) });
      await queryClient.invalidateQueries({ queryKey: linkKey(projectId) });
    },
    meta: { handledError: true },
  });
}

/** The channel-interference heatmaps of a floor with the project's radios and with the proposal. */
export function useOptimizationHeatmap(projectId: string, body: VendorOptimizationHeatmapBody) {
  return useQuery({
    queryKey: ['vendor-integration', 'optimization-heatmap', projectId, body],
    queryFn: ({ signal }) =>
      callEndpoint(endpoints.getVendorOptimizationHeatmap, { params: { id: projectId }, body }, { signal }),
    meta: { handledError: true },
  });
}
