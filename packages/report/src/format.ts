import type { ReportLanguage, ReportUnitSystem } from '@airlens/domain';

const FEET_PER_METER = 3.280839895;

/** Numbers, dates and units written the way the report's language writes them (Intl). */
export interface ReportFormat {
  /** A KPI score 0–100 as a percentage with one decimal (the API's precision). */
  score: (value: number) => string;
  integer: (value: number) => string;
  /** A calendar day (YYYY-MM-DD or an ISO date-time, read in UTC). */
  date: (iso: string) => string;
  dateTime: (date: Date) => string;
  /** A distance or height given in metres, in the report's unit system. */
  length: (meters: number) => string;
  /** A duration, in minutes. */
  duration: (seconds: number) => string;
  /** The unit system's length unit spelled out for scale bars (`m` or `ft`). */
  lengthUnit: 'm' | 'ft';
}

/** The formatters of a language and unit system. */
export function createFormat(language: ReportLanguage, units: ReportUnitSystem): ReportFormat {
  const percent = new Intl.NumberFormat(language, {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  const integer = new Intl.NumberFormat(language, { maximumFractionDigits: 0 });
  const day = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
  const moment = new Intl.DateTimeFormat(language, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  });
  const isImperial = units === 'imperial';
  const length = new Intl.NumberFormat(language, {
    style: 'unit',
    unit: isImperial ? 'foot' : 'meter',
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  });
  const minutes = new Intl.NumberFormat(language, {
    style: 'unit',
    unit: 'minute',
    unitDisplay: 'short',
    maximumFractionDigits: 0,
  });
  return {
    score: (value) => percent.format(value / 100),
    integer: (value) => integer.format(value),
    date: (iso) => day.format(new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso)),
    dateTime: (date) => moment.format(date),
    length: (meters) => length.format(isImperial ? meters * FEET_PER_METER : meters),
    duration: (seconds) => minutes.format(Math.round(seconds / 60)),
    lengthUnit: isImperial ? 'ft' : 'm',
  };
}
