import { useMutation, useQueryClient } from '@tanstack/react-query';
import { projectsEndpoints, type ProjectLocation } from '@airlens/contract';
import { callEndpoint } from '@/lib/call-endpoint';

/** PUT projects/{id}/location: a gazetteer place, or null to clear (owner or organisation admin). */
export async function setProjectLocation(input: {
  projectId: string;
  placeId: number | null;
}): Promise<ProjectLocation> {
  return callEndpoint(projectsEndpoints.setProjectLocation, {
    params: { id: input.projectId },
    body: { placeId: input.placeId },
  });
}

export function useSetProjectLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setProjectLocation,
    // The dashboard map, the project lists and the project header read the location from insights.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['insights'] }),
        queryClient.invalidateQueries({ queryKey: ['projects'] }),
        queryClient.invalidateQueries({ queryKey: ['manage-projects'] }),
      ]),
    meta: { handledError: true },
  });
}
