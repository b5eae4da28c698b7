import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet } from '@/lib/api-client';

const checkSsoSchema = z.object({ ssoEnabled: z.boolean(), loginUrl: z.string().nullish() });

export type CheckSsoAnswer = z.infer<typeof checkSsoSchema>;

export async function checkSso(email: string, signal?: AbortSignal): Promise<CheckSsoAnswer> {
  const answer = await apiGet<unknown>('/authapi/v1/check-sso', {
    query: { email },
    signal,
    handleUnauthorized: false,
  });
  return checkSsoSchema.parse(answer);
}

export function checkSsoQueryOptions(email: string) {
  return queryOptions({
    queryKey: ['check-sso', email.toLowerCase()],
    queryFn: ({ signal }) => checkSso(email, signal),
    retry: false,
  });
}

/** Whether the typed e-mail belongs to an SSO organisation; runs only once `email` is a complete address. */
export function useCheckSso(email: string | null) {
  return useQuery({ ...checkSsoQueryOptions(email ?? ''), enabled: email !== null });
}
