import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete } from '@/lib/api-client';

/** DELETE projects/{id}: 202, the project is DELETE_REQUESTED until a job removes it. */
export async function deleteProject(projectId: string): Promise<void> {
  await apiDelete(`/projectapi/v1/projects/${encodeURIComponent(projectId)}`);
}

export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProject,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['manage-projects', 'list'] }),
    meta: { handledError: true },
  });
}
