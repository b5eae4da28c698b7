/** The sections a report template may hold, in the built-in default's order (issue #16). */
export const REPORT_SECTION_TYPES = [
  'cover',
  'contents',
  'summary',
  'floors',
  'accessPoints',
  'surveyEvents',
  'dailyHealth',
  'method',
] as const;

export type ReportSectionType = (typeof REPORT_SECTION_TYPES)[number];

/** The languages a report is written in. */
export const REPORT_LANGUAGES = ['en', 'de', 'fr', 'es', 'fi'] as const;

export type ReportLanguage = (typeof REPORT_LANGUAGES)[number];

/** The file formats a report is generated as. */
export const REPORT_FORMATS = ['pdf', 'docx'] as const;

export type ReportFormat = (typeof REPORT_FORMATS)[number];

/** Paper sizes of a report. */
export const REPORT_PAGE_SIZES = ['A4', 'Letter'] as const;

export type ReportPageSize = (typeof REPORT_PAGE_SIZES)[number];

/** Units a report states distances and heights in. */
export const REPORT_UNIT_SYSTEMS = ['metric', 'imperial'] as const;

export type ReportUnitSystem = (typeof REPORT_UNIT_SYSTEMS)[number];

/** Who may use a saved report template: its owner only, or every member of the owner's organisation. */
export const REPORT_TEMPLATE_VISIBILITIES = ['PRIVATE', 'ORGANIZATION'] as const;

export type ReportTemplateVisibility = (typeof REPORT_TEMPLATE_VISIBILITIES)[number];

/** The states of a report job. */
export const REPORT_STATUSES = ['QUEUED', 'RUNNING', 'DONE', 'FAILED', 'CANCELLED'] as const;

export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** Whether a report job has ended (nothing more will happen to it). */
export function isFinalReportStatus(status: ReportStatus): boolean {
  return status === 'DONE' || status === 'FAILED' || status === 'CANCELLED';
}

/** How many days a generated report file is kept. */
export const REPORT_RETENTION_DAYS = 30;
