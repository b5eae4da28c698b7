import {
  DEFAULT_REPORT_TEMPLATE_ID,
  reportTemplateOptionsSchema,
  type CreateReportBody,
  type ReportTemplate,
  type ReportTemplateOptions,
} from '@airlens/contract';
import {
  REPORT_SECTION_TYPES,
  type FrequencyBand,
  type ReportFormat,
  type ReportLanguage,
  type ReportSectionType,
} from '@airlens/domain';

/** What a report job makes: the template's sections and options with the request's overrides applied. */
export interface ResolvedReportRequest {
  templateId: string;
  /** Filled from an uploaded Word template (its file is kept under the template's id); absent: false. */
  wordTemplate?: boolean;
  format: ReportFormat;
  language: ReportLanguage;
  sections: ReportSectionType[];
  options: ReportTemplateOptions;
  /** The chosen floors (null: every floor). */
  floorPlanIds: string[] | null;
  frequencyBands: FrequencyBand[];
  startDate: string | null;
  endDate: string | null;
}

/** The built-in default template: every section, three visualisations on 2.4 and 5 GHz, A4, metric. */
export function defaultTemplate(): ReportTemplate {
  return {
    id: DEFAULT_REPORT_TEMPLATE_ID,
    name: 'Default',
    visibility: 'ORGANIZATION',
    ownerEmail: null,
    builtIn: true,
    format: 'pdf',
    language: 'en',
    sections: REPORT_SECTION_TYPES.map((type) => ({ type })),
    options: reportTemplateOptionsSchema.parse({}),
    updatedAt: new Date(0).toISOString(),
    canEdit: false,
  };
}

/** A template with a request's overrides: the fields the request gives win. */
export function resolveReportRequest(
  template: ReportTemplate,
  body: CreateReportBody,
): ResolvedReportRequest {
  const isWordTemplate = template.format === 'docx-template';
  const format = isWordTemplate ? 'docx' : (body.format ?? (template.format === 'docx' ? 'docx' : 'pdf'));
  return {
    templateId: template.id,
    wordTemplate: isWordTemplate,
    format,
    language: body.language ?? template.language,
    sections: template.sections.map((section) => section.type),
    options: template.options,
    floorPlanIds: body.floorPlanIds ?? template.options.floorPlanIds,
    frequencyBands: [...new Set(body.frequencyBands ?? template.options.frequencyBands)],
    startDate: body.startDate ?? null,
    endDate: body.endDate ?? null,
  };
}
