import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  insightsEndpoints,
  pathOf,
  reportsEndpoints,
  type CreateReportBody,
  type ReportStatusAnswer,
  type ReportSummary,
} from '@airlens/contract';
import { isFinalReportStatus } from '@airlens/domain';
import { ApiError } from '@/lib/api-client';
import { callEndpoint } from '@/lib/call-endpoint';

/** How often a running report's status is asked for. */
export const REPORT_POLL_MS = 1_000;

const projectReportsKey = (projectId: string) => ['reports', 'project', projectId] as const;

/** GET /reportapi/v1/projects/{id}/reports: the project's reports, newest first. */
export async function listProjectReports(projectId: string, signal?: AbortSignal): Promise<ReportSummary[]> {
  return callEndpoint(reportsEndpoints.listProjectReports, { params: { id: projectId } }, { signal });
}

export function projectReportsQueryOptions(projectId: string) {
  return queryOptions({
    queryKey: projectReportsKey(projectId),
    queryFn: ({ signal }) => listProjectReports(projectId, signal),
  });
}

/** The project's report history; asked again while any report is still queued or running. */
export function useProjectReports(projectId: string) {
  return useQuery({
    ...projectReportsQueryOptions(projectId),
    refetchInterval: (query) =>
      (query.state.data ?? []).some((report) => !isFinalReportStatus(report.status)) ? REPORT_POLL_MS : false,
    meta: { handledError: true },
  });
}

/** POST /reportapi/v1/projects/{id}/reports: 202 with the new report's id. */
export async function createReport(input: { projectId: string; body: CreateReportBody }): Promise<string> {
  const answer = await callEndpoint(reportsEndpoints.createReport, {
    params: { id: input.projectId },
    body: input.body,
  });
  return answer.reportId;
}

export function useCreateReport(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateReportBody) => createReport({ projectId, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectReportsKey(projectId) }),
    meta: { handledError: true },
  });
}

/** GET /reportapi/v1/reports/{reportId}: status, progress 0–100 and the current step. */
export async function getReportStatus(reportId: string, signal?: AbortSignal): Promise<ReportStatusAnswer> {
  return callEndpoint(reportsEndpoints.getReport, { params: { reportId } }, { signal });
}

const reportStatusKey = (reportId: string | null) => ['reports', 'status', reportId] as const;

/** Whether a report's status failed for good: the report is not there (deleted, or no longer visible). */
export function isReportGone(error: Error | null): boolean {
  return error instanceof ApiError && error.status === 404;
}

/**
 * A report's status, asked again every second until it is DONE, FAILED or CANCELLED, or gone (a deleted report
 * answers 404); a passing network failure is asked again.
 */
export function useReportStatus(reportId: string | null) {
  return useQuery({
    queryKey: reportStatusKey(reportId),
    queryFn: ({ signal }) => getReportStatus(reportId ?? '', signal),
    enabled: reportId !== null,
    refetchInterval: (query) =>
      isReportGone(query.state.error) ||
      (query.state.data !== undefined && isFinalReportStatus(query.state.data.status))
        ? false
        : REPORT_POLL_MS,
    meta: { handledError: true },
  });
}

/** DELETE /reportapi/v1/reports/{reportId}: cancels a running report, deletes a finished one. */
export async function deleteReport(reportId: string): Promise<void> {
  await callEndpoint(reportsEndpoints.deleteReport, { params: { reportId } });
}

export function useDeleteReport(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReport,
    onSettled: () => queryClient.invalidateQueries({ queryKey: projectReportsKey(projectId) }),
    meta: { handledError: true },
  });
}

/** Where a finished report downloads from (an attachment: the browser saves it and stays on the page). */
export function reportFileHref(reportId: string): string {
  return pathOf(reportsEndpoints.downloadReport, { reportId });
}

/** GET /insightapi/v1/projects/{id}/floorPlans: the floors a report may hold. */
export async function listReportFloors(projectId: string, signal?: AbortSignal) {
  return callEndpoint(insightsEndpoints.listProjectFloorPlans, { params: { id: projectId } }, { signal });
}

export function useReportFloors(projectId: string, isEnabled = true) {
  return useQuery({
    queryKey: ['reports', 'floors', projectId],
    queryFn: ({ signal }) => listReportFloors(projectId, signal),
    enabled: isEnabled,
    meta: { handledError: true },
  });
}
