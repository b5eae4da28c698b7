import {
  FREQUENCY_BANDS,
  REPORT_FORMATS,
  REPORT_LANGUAGES,
  REPORT_PAGE_SIZES,
  REPORT_SECTION_TYPES,
  REPORT_STATUSES,
  REPORT_TEMPLATE_VISIBILITIES,
  REPORT_UNIT_SYSTEMS,
} from '@airlens/domain';
import { z } from 'zod';
import { commonErrors, defineEndpoint } from './endpoint';
import { HEATMAP_TYPES } from './heatmaps';

const tags = ['reports'];

/** The id of the built-in default template (every section, every visualisation of the default). */
export const DEFAULT_REPORT_TEMPLATE_ID = 'default';

/** The visualisations a template draws per floor and band unless it says otherwise. */
export const DEFAULT_REPORT_VISUALIZATIONS = ['primary-coverage', 'snr', 'channel-interference'] as const;

/** The largest logo a template carries, as base64 PNG. */
export const MAX_REPORT_LOGO_BASE64 = 400_000;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use YYYY-MM-DD');
const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Use #rrggbb');
const optionalText = z.string().trim().max(200).nullable().default(null);

const sectionSchema = z.object({ type: z.enum(REPORT_SECTION_TYPES) });

/** One section of a template, in the order the report holds them. */
export type ReportSection = z.infer<typeof sectionSchema>;

const brandingSchema = z.object({
  title: optionalText.describe('The cover title; the language\'s "Wi-Fi survey report" when null'),
  customer: optionalText,
  author: optionalText.describe('Who prepared the report; the requesting user when null'),
  logoPngBase64: z.string().max(MAX_REPORT_LOGO_BASE64).nullable().default(null),
  primaryColor: hexColor.default('#0d47a1'),
  accentColor: hexColor.default('#ff8f00'),
});

/** What a template sets besides its sections: heatmaps, bands, floors, paper, units and branding. */
export const reportTemplateOptionsSchema = z
  .object({
    visualizations: z
      .array(z.enum(HEATMAP_TYPES))
      .max(HEATMAP_TYPES.length)
      .default([...DEFAULT_REPORT_VISUALIZATIONS]),
    frequencyBands: z.array(z.enum(FREQUENCY_BANDS)).min(1).max(3).default(['TWO', 'FIVE']),
    floorPlanIds: z
      .array(z.string().min(1).max(200))
      .max(500)
      .nullable()
      .default(null)
      .describe('Only these floors (by floor plan id); every floor when null'),
    pageSize: z.enum(REPORT_PAGE_SIZES).default('A4'),
    units: z.enum(REPORT_UNIT_SYSTEMS).default('metric'),
    branding: brandingSchema.default({
      title: null,
      customer: null,
      author: null,
      logoPngBase64: null,
      primaryColor: '#0d47a1',
      accentColor: '#ff8f00',
    }),
  })
  .meta({ id: 'ReportTemplateOptions' });

export type ReportTemplateOptions = z.infer<typeof reportTemplateOptionsSchema>;

/** A saved or built-in report template as GET answers it. */
export const reportTemplateSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    visibility: z.enum(REPORT_TEMPLATE_VISIBILITIES),
    ownerEmail: z.string().nullable().describe('null for the built-in template'),
    builtIn: z.boolean(),
    format: z.enum([...REPORT_FORMATS, 'docx-template']),
    language: z.enum(REPORT_LANGUAGES),
    sections: z.array(sectionSchema),
    options: reportTemplateOptionsSchema,
    updatedAt: z.string(),
    canEdit: z.boolean().describe('Whether the caller may change or delete it (owner or org admin)'),
  })
  .meta({ id: 'ReportTemplate' });

export type ReportTemplate = z.infer<typeof reportTemplateSchema>;

/** POST and PUT of a template: sections and options exactly as GET returns them. */
export const reportTemplateBodySchema = z.object({
  name: z.string().trim().min(1).max(120),
  visibility: z.enum(REPORT_TEMPLATE_VISIBILITIES),
  format: z.enum(REPORT_FORMATS),
  language: z.enum(REPORT_LANGUAGES),
  sections: z
    .array(sectionSchema)
    .min(1)
    .max(REPORT_SECTION_TYPES.length)
    .refine((sections) => new Set(sections.map((section) => section.type)).size === sections.length, {
      message: 'A section may appear only once',
    }),
  options: reportTemplateOptionsSchema,
});

export type ReportTemplateBody = z.input<typeof reportTemplateBodySchema>;

/** A report request: fields given override the template's; without templateId the built-in default. */
export const createReportBodySchema = z.object({
  templateId: z.string().min(1).max(64).optional(),
  format: z.enum(REPORT_FORMATS).optional(),
  language: z.enum(REPORT_LANGUAGES).optional(),
  floorPlanIds: z.array(z.string().min(1).max(200)).min(1).max(500).optional(),
  frequencyBands: z.array(z.enum(FREQUENCY_BANDS)).min(1).max(3).optional(),
  startDate: isoDate.optional(),
  endDate: isoDate.optional(),
  deviceProfileId: z.string().min(1).max(64).optional(),
});

export type CreateReportBody = z.input<typeof createReportBodySchema>;

/** A report job's state. */
export const reportStatusSchema = z
  .object({
    reportId: z.string(),
    status: z.enum(REPORT_STATUSES),
    progress: z.number().int().min(0).max(100),
    step: z
      .string()
      .describe('What the job does now: queued, data, images, writing, done, failed, cancelled'),
    error: z.string().optional(),
  })
  .meta({ id: 'ReportStatus' });

export type ReportStatusAnswer = z.infer<typeof reportStatusSchema>;

/** One report of a project's history. */
export const reportSummarySchema = z
  .object({
    reportId: z.string(),
    status: z.enum(REPORT_STATUSES),
    progress: z.number().int().min(0).max(100),
    format: z.enum(REPORT_FORMATS),
    language: z.enum(REPORT_LANGUAGES),
    createdAt: z.string(),
    fileName: z.string().nullable(),
  })
  .meta({ id: 'ReportSummary' });

export type ReportSummary = z.infer<typeof reportSummarySchema>;

const projectParams = z.object({ id: z.string().max(64) });
const reportParams = z.object({ reportId: z.string().max(64) });
const templateParams = z.object({ id: z.string().max(64) });

/** Report templates and report jobs of api-contract "Reports and exports". */
export const reportsEndpoints = {
  listReportTemplates: defineEndpoint({
    method: 'GET',
    path: '/reportapi/v1/templates',
    access: 'signedIn',
    tags,
    summary: "The caller's templates, the organisation's shared ones and the built-in default (first)",
    responses: { 200: z.array(reportTemplateSchema), ...commonErrors },
  }),
  createReportTemplate: defineEndpoint({
    method: 'POST',
    path: '/reportapi/v1/templates',
    access: 'signedIn',
    tags,
    summary: 'Save a report template (PRIVATE: the owner only; ORGANIZATION: every member may use it)',
    body: reportTemplateBodySchema,
    responses: { 201: reportTemplateSchema, ...commonErrors },
  }),
  createWordReportTemplate: defineEndpoint({
    method: 'POST',
    path: '/reportapi/v1/templates/docx',
    access: 'signedIn',
    tags,
    summary: 'Save an uploaded Word template (an Ekahau report template works unchanged)',
    description:
      'multipart/form-data with `file` (a .docx of at most 20 MB), `name` and `visibility`. Its `<# … #>` ' +
      "tags follow Ekahau's Template Reporting syntax; a well-formed `${name}` data tag that is not in " +
      "Ekahau's Data Tags list is refused with its name (400). A report made from it is a Word document.",
    responses: { 201: reportTemplateSchema, 413: commonErrors[400], ...commonErrors },
  }),
  updateReportTemplate: defineEndpoint({
    method: 'PUT',
    path: '/reportapi/v1/templates/:id',
    access: 'signedIn',
    tags,
    summary: 'Change a template (its owner or an org admin; 404 for templates the caller cannot see)',
    description:
      'An uploaded Word template (format `docx-template`) stays one: send `docx` as its format; its name, ' +
      'visibility, language and options change, its file does not.',
    params: templateParams,
    body: reportTemplateBodySchema,
    responses: { 200: reportTemplateSchema, ...commonErrors },
  }),
  deleteReportTemplate: defineEndpoint({
    method: 'DELETE',
    path: '/reportapi/v1/templates/:id',
    access: 'signedIn',
    tags,
    summary: 'Delete a template (its owner or an org admin; 404 for templates the caller cannot see)',
    params: templateParams,
    responses: { 204: z.null(), ...commonErrors },
  }),
  createReport: defineEndpoint({
    method: 'POST',
    path: '/reportapi/v1/projects/:id/reports',
    access: 'projectRead',
    tags,
    summary: 'Start generating a report of a project (a background job)',
    params: projectParams,
    body: createReportBodySchema,
    responses: { 202: z.object({ reportId: z.string() }), ...commonErrors },
  }),
  previewReport: defineEndpoint({
    method: 'POST',
    path: '/reportapi/v1/projects/:id/reports/preview',
    access: 'projectRead',
    tags,
    summary:
      'The first page of a report as it would be made, as a one-page PDF (answered at once, not a job)',
    description:
      'The same body as a report request. The answer is the first page only (the cover, or the first section ' +
      'when the template has none), always as PDF: a report asked for as Word is previewed as its PDF ' +
      'rendering. Only the heatmap the first page shows is rendered. An uploaded Word template has no PDF ' +
      'rendering: 409.',
    params: projectParams,
    body: createReportBodySchema,
    responses: {
      200: z.unknown().meta({ description: 'application/pdf: one page' }),
      409: commonErrors[400],
      ...commonErrors,
    },
  }),
  listProjectReports: defineEndpoint({
    method: 'GET',
    path: '/reportapi/v1/projects/:id/reports',
    access: 'projectRead',
    tags,
    summary: "A project's reports, newest first (files are kept 30 days)",
    params: projectParams,
    responses: { 200: z.array(reportSummarySchema), ...commonErrors },
  }),
  getReport: defineEndpoint({
    method: 'GET',
    path: '/reportapi/v1/reports/:reportId',
    access: 'signedIn',
    tags,
    summary: "A report job's status, progress and current step",
    params: reportParams,
    responses: { 200: reportStatusSchema, ...commonErrors },
  }),
  downloadReport: defineEndpoint({
    method: 'GET',
    path: '/reportapi/v1/reports/:reportId/file',
    access: 'signedIn',
    tags,
    summary: 'The finished report as a PDF or Word file (attachment)',
    params: reportParams,
    responses: {
      200: z.unknown().meta({ description: 'application/pdf or a Word document' }),
      409: commonErrors[400],
      ...commonErrors,
    },
  }),
  deleteReport: defineEndpoint({
    method: 'DELETE',
    path: '/reportapi/v1/reports/:reportId',
    access: 'signedIn',
    tags,
    summary: 'Delete a report, cancelling it while it runs (a cancelled job leaves no file)',
    params: reportParams,
    responses: { 204: z.null(), ...commonErrors },
  }),
};
