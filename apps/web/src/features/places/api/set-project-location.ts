import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiPut } from '@/lib/api-client';

const locationSchema = z.object({
  id: z.string(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});

export type ProjectLocation = z.infer<typeof locationSchema>;

/** PUT projects/{id}/location: a gazetteer place, or null to clear (owner or organisation admin). */
export async function setProjectLocation(input: {
  projectId: string;
  placeId: number | null;
}): Promise<ProjectLocation> {
  return locationSchema.parse(
    await apiPut<unknown>(`/projectapi/v1/projects/${encodeURIComponent(input.projectId)}/location`, {
      placeId: input.placeId,
    }),
  );
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
