import { keepPreviousData, queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { LOAD_FAILURE_MESSAGES, PROJECT_ROLES } from '@airlens/domain';
import { apiGet } from '@/lib/api-client';
import { orgIdQueryOptions } from './get-org-id';

export const managedProjectSchema = z.object({
  id: z.string(),
  name: z.string(),
  country: z.string().nullable(),
  city: z.string().nullable(),
  projectType: z.string(),
  status: z.string(),
  lastSurveyDate: z.string().nullable(),
  createdAt: z.string(),
  owner: z.string().nullable(),
  projectUsers: z.array(z.object({ username: z.string(), role: z.enum(PROJECT_ROLES) })),
});

export type ManagedProject = z.infer<typeof managedProjectSchema>;

const pageSchema = z.object({
  content: z.array(managedProjectSchema),
  totalPages: z.number(),
  totalElements: z.number(),
  page: z.number(),
  size: z.number(),
});

export type ManagedProjectPage = z.infer<typeof pageSchema>;

export interface OrgProjectsQuery {
  query: string;
  page: number;
  size: number;
  sort: string | null;
}

/** GET organizations/{orgId}/projects: every project of the admin's organisation, paged. */
export async function listOrgProjects(
  orgId: string,
  params: OrgProjectsQuery,
  signal?: AbortSignal,
): Promise<ManagedProjectPage> {
  try {
    const answer = await apiGet<unknown>(`/userapi/v1/organizations/${encodeURIComponent(orgId)}/projects`, {
      query: { query: params.query, page: params.page, size: params.size, sort: params.sort },
      signal,
    });
    return pageSchema.parse(answer);
  } catch (error) {
    throw new Error(LOAD_FAILURE_MESSAGES.projects, { cause: error });
  }
}

export function orgProjectsQueryOptions(orgId: string | undefined, params: OrgProjectsQuery) {
  return queryOptions({
    queryKey: ['manage-projects', 'list', orgId, params],
    queryFn: orgId === undefined ? skipToken : ({ signal }) => listOrgProjects(orgId, params, signal),
    placeholderData: keepPreviousData,
  });
}

/** The organisation's projects; waits for the organisation id. */
export function useOrgProjects(params: OrgProjectsQuery) {
  const orgId = useQuery({ ...orgIdQueryOptions(), meta: { handledError: true } });
  const projects = useQuery({ ...orgProjectsQueryOptions(orgId.data, params), meta: { handledError: true } });
  return { projects, orgIdError: orgId.isError ? LOAD_FAILURE_MESSAGES.projects : null };
}
