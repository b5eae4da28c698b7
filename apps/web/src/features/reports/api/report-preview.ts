import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { pathOf, reportsEndpoints, type CreateReportBody } from '@airlens/contract';
import { apiRequest } from '@/lib/api-client';

/** POST /reportapi/v1/projects/{id}/reports/preview: the report's first page as a one-page PDF. */
export async function fetchReportPreview(
  projectId: string,
  body: CreateReportBody,
  signal?: AbortSignal,
): Promise<Blob> {
  const endpoint = reportsEndpoints.previewReport;
  const response = await apiRequest<Blob>(pathOf(endpoint, { id: projectId }), {
    method: endpoint.method,
    body,
    responseType: 'blob',
    // The dialog falls back to its drawn preview: a failure here is not the app's error to report.
    silent: true,
    ...(signal === undefined ? {} : { signal }),
  });
  return response.data;
}

/**
 * The first page of the report these choices make (null: none asked, e.g. a Word template); the last page
 * stays shown while the next one loads.
 */
export function useReportPreview(projectId: string, body: CreateReportBody | null) {
  return useQuery({
    queryKey: ['reports', 'preview', projectId, body],
    queryFn: ({ signal }) => fetchReportPreview(projectId, body ?? {}, signal),
    enabled: body !== null,
    retry: false,
    staleTime: 60_000,
    gcTime: 60_000,
    placeholderData: keepPreviousData,
    meta: { handledError: true },
  });
}
