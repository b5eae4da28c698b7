import type { FrequencyBand, ReportLanguage, ReportSectionType, ReportStatus } from '@airlens/domain';

/** Each report language in its own words. */
export const LANGUAGE_NAMES: Readonly<Record<ReportLanguage, string>> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
  fi: 'Suomi',
};

export const BAND_NAMES: Readonly<Record<FrequencyBand, string>> = {
  TWO: '2.4 GHz',
  FIVE: '5 GHz',
  SIX: '6 GHz',
};

export const STATUS_NAMES: Readonly<Record<ReportStatus, string>> = {
  QUEUED: 'Queued',
  RUNNING: 'Running',
  DONE: 'Ready',
  FAILED: 'Failed',
  CANCELLED: 'Cancelled',
};

/** What a running report is doing, by its step. */
export const STEP_NAMES: Readonly<Record<string, string>> = {
  queued: 'Waiting to start…',
  data: 'Reading the project’s KPIs…',
  images: 'Drawing floor plans and heatmaps…',
  tables: 'Writing the tables…',
  writing: 'Writing the document…',
  saving: 'Saving the file…',
  done: 'Done',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

export const SECTION_NAMES: Readonly<Record<ReportSectionType, string>> = {
  cover: 'Cover',
  contents: 'Table of contents',
  summary: 'Summary (project KPIs)',
  floors: 'Floors: plans, heatmaps, KPIs',
  accessPoints: 'Access point inventory',
  surveyEvents: 'Survey events',
  dailyHealth: 'Daily network health',
  method: 'Appendix: method',
};
