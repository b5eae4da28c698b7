import { DEFAULT_BAND, FREQUENCY_BANDS } from '@airlens/domain';
import { z } from 'zod';

/** Largest page any insights table serves; the map loads the project list in pages of at most this. */
export const INSIGHTS_MAX_PAGE_SIZE = 1000;
/** Longest search text accepted. */
const MAX_QUERY_LENGTH = 200;

/** The path prefix of every insights endpoint. */
export const INSIGHTS_PREFIX = '/insightapi/v1';

/** A `YYYY-MM-DD` day that exists in the calendar. */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD')
  .refine(
    (text) =>
      !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) &&
      new Date(`${text}T00:00:00Z`).toISOString().startsWith(text),
    'must be a real date',
  );

/** Query text: trimmed by the search rules, bounded. */
export const queryText = z.string().max(MAX_QUERY_LENGTH).optional();

const sortText = z
  .string()
  .max(64)
  .regex(/^[A-Za-z0-9]+(,(asc|desc|ASC|DESC))?$/, "must be 'column,asc' or 'column,desc'");

/** The page, size and sort query fields of a paged insights table. */
export function pagingSchema(defaultSize: number) {
  return {
    page: z.coerce.number().int().min(0).max(1_000_000).default(0),
    size: z.coerce.number().int().min(1).max(INSIGHTS_MAX_PAGE_SIZE).default(defaultSize),
    sort: sortText.optional(),
  };
}

/** Date range and band shared by every KPI endpoint (dates select surveys by their UTC start day). */
export const kpiFilterSchema = z.object({
  startDate: isoDate.optional(),
  endDate: isoDate.optional(),
  frequencyBand: z.enum(FREQUENCY_BANDS).default(DEFAULT_BAND),
});

export const projectIdParamsSchema = z.object({ id: z.uuid() });
export const floorParamsSchema = z.object({ id: z.uuid(), floorId: z.string().min(1).max(200) });

/** The paged answer of api-contract conventions. */
export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({
    content: z.array(item),
    totalPages: z.number().int(),
    totalElements: z.number().int(),
    page: z.number().int(),
    size: z.number().int(),
  });
}

/** A paged answer (api-contract conventions). */
export interface Paged<T> {
  content: T[];
  totalPages: number;
  totalElements: number;
  page: number;
  size: number;
}
