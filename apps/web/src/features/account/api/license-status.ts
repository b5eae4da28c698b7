import { queryOptions, useQuery } from '@tanstack/react-query';
import { getLicenseStatus } from '@/lib/current-user';

export function licenseStatusQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['users', userId, 'license-status'],
    queryFn: ({ signal }) => getLicenseStatus(userId, signal),
  });
}

export function useLicenseStatus(userId: string) {
  return useQuery({ ...licenseStatusQueryOptions(userId), meta: { handledError: true } });
}
