import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { pathOf, projectsEndpoints, sharingEndpoints, versionsEndpoints } from '@airlens/contract';
import { callEndpoint } from '@/lib/call-endpoint';

const versionsKey = (projectId: string) => ['versions', 'list', projectId] as const;

/** The project's retained versions, newest first. */
export function useProjectVersions(projectId: string, enabled = true) {
  return useQuery({
    queryKey: versionsKey(projectId),
    queryFn: ({ signal }) =>
      callEndpoint(versionsEndpoints.listVersions, { params: { id: projectId } }, { signal }),
    enabled,
    meta: { handledError: true },
  });
}

/** What changed from version `from` to version `to`; nothing is asked until both are chosen. */
export function useVersionDiff(projectId: string, from: number | null, to: number | null) {
  return useQuery({
    queryKey: ['versions', 'diff', projectId, from, to],
    queryFn: ({ signal }) =>
      callEndpoint(
        versionsEndpoints.diffVersions,
        { params: { id: projectId, a: from ?? 0, b: to ?? 0 } },
        { signal },
      ),
    enabled: from !== null && to !== null,
    meta: { handledError: true },
  });
}

/** Whether the caller may restore versions (write roles; not a guest). */
export function useCanRestore(projectId: string) {
  return useQuery({
    queryKey: ['versions', 'access', projectId],
    queryFn: async ({ signal }) => {
      const access = await callEndpoint(
        sharingEndpoints.getProjectAccess,
        { params: { id: projectId } },
        { signal },
      );
      return access.canWrite && !access.isGuest;
    },
    meta: { handledError: true },
  });
}

/** Restores a version: the server imports it as the next version and answers the import's upload id. */
export function useRestoreVersion(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (version: number) =>
      callEndpoint(versionsEndpoints.restoreVersion, { params: { id: projectId, version } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: versionsKey(projectId) }),
    meta: { handledError: true },
  });
}

/** A version as an .esx file: a plain link, so the browser streams it to disk. */
export function versionDownloadHref(projectId: string, version: number): string {
  return `${pathOf(projectsEndpoints.downloadProject, { id: projectId })}?version=${version}`;
}
