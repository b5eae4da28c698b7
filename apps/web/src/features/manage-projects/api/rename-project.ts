import { projectsEndpoints } from '@airlens/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';

/** PATCH projects/{id} with the new name (flag projectRename). */
export async function renameProject(input: { projectId: string; name: string }): Promise<void> {
  await callEndpoint(projectsEndpoints.renameProject, {
    params: { id: input.projectId },
    body: { name: input.name },
  });
}

export function useRenameProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameProject,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['manage-projects', 'list'] }),
    meta: { handledError: true },
  });
}
