import { queryOptions, useQuery } from '@tanstack/react-query';
import { uploadsEndpoints } from '@airlens/contract';
import { pollDelayMs, type UploadStatusAnswer } from '@airlens/domain';
import { callEndpoint } from '@/lib/call-endpoint';

/** Whether an import has ended (COMMITTED, ROLLED_BACK or FAILED). */
export function isImportFinished(answer: UploadStatusAnswer | undefined): boolean {
  return answer !== undefined && answer.status !== 'IN_PROGRESS' && answer.status !== 'COMMIT_IN_PROGRESS';
}

/** GET /esxfileapi/v1/projects/upload/status for the import a scale change started. */
export async function getScaleImportStatus(
  fileUploadId: string,
  signal?: AbortSignal,
): Promise<UploadStatusAnswer> {
  return callEndpoint(uploadsEndpoints.getUploadStatus, { query: { fileUploadId } }, { signal });
}

export function scaleImportStatusQueryOptions(fileUploadId: string) {
  return queryOptions({
    // Outside ['projects']: refreshing the project's answers once it is done must not poll again.
    queryKey: ['floor-scale-import', fileUploadId],
    queryFn: ({ signal }) => getScaleImportStatus(fileUploadId, signal),
  });
}

/** Polls the import of a scale change until it ends (docs/product-spec.md §9: the delay grows by 50 ms a turn up to 2 s). */
export function useScaleImportStatus(fileUploadId: string | null) {
  return useQuery({
    ...scaleImportStatusQueryOptions(fileUploadId ?? ''),
    enabled: fileUploadId !== null,
    refetchInterval: (query) =>
      isImportFinished(query.state.data) ? false : pollDelayMs(query.state.dataUpdateCount),
    meta: { handledError: true },
  });
}
