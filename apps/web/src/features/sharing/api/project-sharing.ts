import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { organizationsEndpoints, sharingEndpoints } from '@airlens/contract';
import type { ProjectAccess, SecureLink, ShareEntry, UserGroup } from '@airlens/contract';
import { ACCOUNT_MESSAGES, LOAD_FAILURE_MESSAGES, dedupeProjectUsers } from '@airlens/domain';
import type { ProjectUser } from '@airlens/domain';
import { callEndpoint } from '@/lib/call-endpoint';

export type { ProjectAccess, SecureLink, ShareEntry, UserGroup };

const sharingKeys = {
  access: (projectId: string) => ['sharing', projectId, 'access'] as const,
  users: (projectId: string) => ['sharing', projectId, 'users'] as const,
  links: (projectId: string) => ['sharing', projectId, 'secure-links'] as const,
  groups: ['sharing', 'user-groups'] as const,
};

/** GET access: the caller's role on the project and whether they may share it. */
export async function getProjectAccess(projectId: string, signal?: AbortSignal): Promise<ProjectAccess> {
  return callEndpoint(sharingEndpoints.getProjectAccess, { params: { id: projectId } }, { signal });
}

export function useProjectAccess(projectId: string) {
  return useQuery({
    ...queryOptions({
      queryKey: sharingKeys.access(projectId),
      queryFn: ({ signal }) => getProjectAccess(projectId, signal),
    }),
    meta: { handledError: true },
  });
}

/** GET users: de-duplicated by username, owners first, then alphabetical. */
export async function getProjectUsers(projectId: string, signal?: AbortSignal): Promise<ProjectUser[]> {
  try {
    const users = await callEndpoint(
      sharingEndpoints.getProjectUsers,
      { params: { id: projectId } },
      { signal },
    );
    return dedupeProjectUsers(users);
  } catch (error) {
    throw new Error(LOAD_FAILURE_MESSAGES.users, { cause: error });
  }
}

export function useProjectUsers(projectId: string) {
  return useQuery({
    queryKey: sharingKeys.users(projectId),
    queryFn: ({ signal }) => getProjectUsers(projectId, signal),
    meta: { handledError: true },
  });
}

/** PUT users: replaces the project's users with `entries`. */
export async function putProjectUsers(projectId: string, entries: ShareEntry[]): Promise<ProjectUser[]> {
  return dedupeProjectUsers(
    await callEndpoint(sharingEndpoints.putProjectUsers, { params: { id: projectId }, body: entries }),
  );
}

export function usePutProjectUsers(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entries: ShareEntry[]) => putProjectUsers(projectId, entries),
    onSuccess: (users) => queryClient.setQueryData(sharingKeys.users(projectId), users),
    meta: { handledError: true },
  });
}

/** GET userGroups: the organisation's user groups. */
export async function listUserGroups(signal?: AbortSignal): Promise<UserGroup[]> {
  try {
    return await callEndpoint(
      organizationsEndpoints.listUserGroups,
      { query: { groupName: '' } },
      { signal },
    );
  } catch (error) {
    throw new Error(ACCOUNT_MESSAGES.userGroupsFailed, { cause: error });
  }
}

export function useUserGroups() {
  return useQuery({
    queryKey: sharingKeys.groups,
    queryFn: ({ signal }) => listUserGroups(signal),
    meta: { handledError: true },
  });
}

/** GET secure-links: the project's one-time-password invitations. */
export async function listSecureLinks(projectId: string, signal?: AbortSignal): Promise<SecureLink[]> {
  return callEndpoint(sharingEndpoints.listSecureLinks, { params: { id: projectId } }, { signal });
}

export function useSecureLinks(projectId: string, isEnabled: boolean) {
  return useQuery({
    queryKey: sharingKeys.links(projectId),
    queryFn: ({ signal }) => listSecureLinks(projectId, signal),
    enabled: isEnabled,
    meta: { handledError: true },
  });
}

/** POST secure-links: invites an external address; the link is mailed. */
export async function createSecureLink(projectId: string, email: string): Promise<SecureLink> {
  return callEndpoint(sharingEndpoints.createSecureLink, { params: { id: projectId }, body: { email } });
}

/** DELETE secure-links/{keyId}: the guest loses access at once. */
export async function revokeSecureLink(projectId: string, keyId: string): Promise<void> {
  await callEndpoint(sharingEndpoints.revokeSecureLink, { params: { id: projectId, keyId } });
}

export function useCreateSecureLink(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => createSecureLink(projectId, email),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharingKeys.links(projectId) }),
    meta: { handledError: true },
  });
}

export function useRevokeSecureLink(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (keyId: string) => revokeSecureLink(projectId, keyId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharingKeys.links(projectId) }),
    meta: { handledError: true },
  });
}
