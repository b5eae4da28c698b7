import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet } from '@/lib/api-client';

const orgIdAnswerSchema = z.object({ data: z.object({ orgId: z.string() }) });

/** The admin's organisation id, read from GET org-preferences (the user carries none). */
export async function getOrgId(signal?: AbortSignal): Promise<string> {
  return orgIdAnswerSchema.parse(await apiGet<unknown>('/userapi/v1/org-preferences', { signal })).data.orgId;
}

export function orgIdQueryOptions() {
  return queryOptions({ queryKey: ['manage-projects', 'org-id'], queryFn: ({ signal }) => getOrgId(signal) });
}
