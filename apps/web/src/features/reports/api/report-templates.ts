import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { reportsEndpoints, type ReportTemplate, type ReportTemplateBody } from '@airlens/contract';
import { callEndpoint } from '@/lib/call-endpoint';

const TEMPLATES_KEY = ['reports', 'templates'] as const;

/** GET /reportapi/v1/templates: the built-in default first, then the caller's and the organisation's shared ones. */
export async function listReportTemplates(signal?: AbortSignal): Promise<ReportTemplate[]> {
  return callEndpoint(reportsEndpoints.listReportTemplates, {}, { signal });
}

export function reportTemplatesQueryOptions() {
  return queryOptions({ queryKey: TEMPLATES_KEY, queryFn: ({ signal }) => listReportTemplates(signal) });
}

/** The templates the caller may use; `isEnabled` false asks nothing (guests have none). */
export function useReportTemplates(isEnabled = true) {
  return useQuery({ ...reportTemplatesQueryOptions(), enabled: isEnabled, meta: { handledError: true } });
}

/** POST /reportapi/v1/templates, or PUT /reportapi/v1/templates/{id} with an id. */
export async function saveReportTemplate(input: {
  id?: string;
  body: ReportTemplateBody;
}): Promise<ReportTemplate> {
  return input.id === undefined
    ? callEndpoint(reportsEndpoints.createReportTemplate, { body: input.body })
    : callEndpoint(reportsEndpoints.updateReportTemplate, { params: { id: input.id }, body: input.body });
}

export function useSaveReportTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveReportTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TEMPLATES_KEY }),
    meta: { handledError: true },
  });
}

/** DELETE /reportapi/v1/templates/{id} (its owner or an org admin). */
export async function deleteReportTemplate(id: string): Promise<void> {
  await callEndpoint(reportsEndpoints.deleteReportTemplate, { params: { id } });
}

export function useDeleteReportTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReportTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TEMPLATES_KEY }),
    meta: { handledError: true },
  });
}
