import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reportsEndpoints, type ReportTemplate } from '@airlens/contract';
import type { ReportTemplateVisibility } from '@airlens/domain';
import { callEndpoint } from '@/lib/call-endpoint';
import { reportTemplatesQueryOptions } from './report-templates';

export interface WordReportTemplateUpload {
  /** A .docx with Ekahau `<# … #>` tags (at most 20 MB). */
  file: File;
  name: string;
  visibility: ReportTemplateVisibility;
}

/**
 * POST /reportapi/v1/templates/docx (multipart: `file`, `name`, `visibility`): 201 a template of format
 * `docx-template`; 400 naming the first data tag Ekahau does not have, 413 for a file over 20 MB.
 */
export async function createWordReportTemplate(upload: WordReportTemplateUpload): Promise<ReportTemplate> {
  const multipart = new FormData();
  multipart.append('name', upload.name);
  multipart.append('visibility', upload.visibility);
  multipart.append('file', upload.file, upload.file.name);
  return callEndpoint(reportsEndpoints.createWordReportTemplate, { multipart });
}

export function useCreateWordReportTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWordReportTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportTemplatesQueryOptions().queryKey }),
    meta: { handledError: true },
  });
}
