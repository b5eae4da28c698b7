import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ACCOUNT_MESSAGES, LOAD_FAILURE_MESSAGES, PROJECT_ROLES, dedupeProjectUsers } from '@airlens/domain';
import type { ProjectRole, ProjectUser } from '@airlens/domain';
import { apiDelete, apiGet, apiPost, apiPut } from '@/lib/api-client';

function projectPath(projectId: string): string {
  return `/shareapi/v1/projects/${encodeURIComponent(projectId)}`;
}

const projectUsersSchema = z.array(z.object({ username: z.string(), role: z.enum(PROJECT_ROLES) }));

const accessSchema = z.object({
  projectId: z.string(),
  role: z.enum(PROJECT_ROLES),
  isGuest: z.boolean(),
  canWrite: z.boolean(),
  canShare: z.boolean(),
  isOwner: z.boolean(),
});

export type ProjectAccess = z.infer<typeof accessSchema>;

const secureLinkSchema = z.object({
  keyId: z.string(),
  email: z.string(),
  url: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});

export type SecureLink = z.infer<typeof secureLinkSchema>;

const userGroupsSchema = z.array(
  z.object({ id: z.string(), name: z.string(), members: z.array(z.unknown()) }),
);

export type UserGroup = z.infer<typeof userGroupsSchema>[number];

/** A PUT users entry: a user by e-mail, or every member of a user group. */
export type ShareEntry = { username: string; role: ProjectRole } | { groupId: string; role: ProjectRole };

const sharingKeys = {
  access: (projectId: string) => ['sharing', projectId, 'access'] as const,
  users: (projectId: string) => ['sharing', projectId, 'users'] as const,
  links: (projectId: string) => ['sharing', projectId, 'secure-links'] as const,
  groups: ['sharing', 'user-groups'] as const,
};

/** GET access: the caller's role on the project and whether they may share it. */
export async function getProjectAccess(projectId: string, signal?: AbortSignal): Promise<ProjectAccess> {
  return accessSchema.parse(await apiGet<unknown>(`${projectPath(projectId)}/access`, { signal }));
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
    const users = projectUsersSchema.parse(
      await apiGet<unknown>(`${projectPath(projectId)}/users`, { signal }),
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
    projectUsersSchema.parse(await apiPut<unknown>(`${projectPath(projectId)}/users`, entries)),
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
    return userGroupsSchema.parse(
      await apiGet<unknown>('/userapi/v1/userGroups', { query: { groupName: '' }, signal }),
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
  return z
    .array(secureLinkSchema)
    .parse(await apiGet<unknown>(`${projectPath(projectId)}/secure-links`, { signal }));
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
  return secureLinkSchema.parse(await apiPost<unknown>(`${projectPath(projectId)}/secure-links`, { email }));
}

/** DELETE secure-links/{keyId}: the guest loses access at once. */
export async function revokeSecureLink(projectId: string, keyId: string): Promise<void> {
  await apiDelete(`${projectPath(projectId)}/secure-links/${encodeURIComponent(keyId)}`);
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
