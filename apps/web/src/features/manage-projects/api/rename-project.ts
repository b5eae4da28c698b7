import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** PATCH projects/{id} with the new name (flag projectRename). */
export async function renameProject(input: { projectId: string; name: string }): Promise<void> {
  await apiRequest(`/projectapi/v1/projects/${encodeURIComponent(input.projectId)}`, {
    method: 'PATCH',
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
