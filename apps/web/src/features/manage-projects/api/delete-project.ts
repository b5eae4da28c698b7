import { projectsEndpoints } from '@airlens/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';

/** DELETE projects/{id}: 202, the project is DELETE_REQUESTED until a job removes it. */
export async function deleteProject(projectId: string): Promise<void> {
  await callEndpoint(projectsEndpoints.deleteProject, { params: { id: projectId } });
}

export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProject,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['manage-projects', 'list'] }),
    meta: { handledError: true },
  });
}
