import { z } from 'zod';
import { FREQUENCY_BANDS } from '@airlens/domain';

/** Answers of the insights API (api-contract "Insights"), parsed at the boundary; unknown fields are dropped. */

const score = z.number().nullable().optional().default(null);

export const projectUserSchema = z.object({ username: z.string(), role: z.string() });

export const insightsProjectSchema = z.object({
  id: z.string(),
  name: z.string(),
  country: z.string().nullable().optional().default(null),
  city: z.string().nullable().optional().default(null),
  geolocation: z.object({ latitude: z.number(), longitude: z.number() }).nullable().optional().default(null),
  projectType: z.string(),
  status: z.string(),
  lastSurveyDate: z.string().nullable().optional().default(null),
  projectVersion: z.number().optional().default(1),
  frequencyBand: z.enum(FREQUENCY_BANDS).optional(),
  rssi: score,
  rssi2: score,
  snr: score,
  channelInterference: score,
  networkHealth: score,
  average: score,
  issues: z.number().optional().default(0),
});

export type InsightsProject = z.infer<typeof insightsProjectSchema>;
export type ProjectUserEntry = z.infer<typeof projectUserSchema>;

export const projectEntrySchema = z.object({
  project: insightsProjectSchema,
  projectUsers: z.array(projectUserSchema).optional().default([]),
});

export type ProjectEntry = z.infer<typeof projectEntrySchema>;

/** The paged answer of the api-contract conventions. */
export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({
    content: z.array(item),
    totalPages: z.number(),
    totalElements: z.number(),
    page: z.number().optional(),
    size: z.number().optional(),
  });
}

export interface Paged<T> {
  content: T[];
  totalPages: number;
  totalElements: number;
}

export function emptyPage<T>(): Paged<T> {
  return { content: [], totalPages: 0, totalElements: 0 };
}

export const surveyDateRangeSchema = z.object({
  startDate: z.string().nullable().optional().default(null),
  endDate: z.string().nullable().optional().default(null),
});

export type SurveyDateRange = z.infer<typeof surveyDateRangeSchema>;

export const surveyEventSchema = z.object({
  surveyId: z.string().optional(),
  surveyName: z.string().optional().default(''),
  date: z.string(),
  createdBy: z.string().nullable().optional().default(null),
  durationSeconds: z.number(),
  distanceMeters: z.number(),
  projectName: z.string(),
  projectId: z.string(),
  floorPlanRowId: z.number().nullable().optional().default(null),
  floorPlanName: z.string(),
  discoveredAps: z.number(),
});

export type SurveyEvent = z.infer<typeof surveyEventSchema>;

export const surveyTotalsSchema = z.object({
  durationSeconds: z.number(),
  distanceMeters: z.number(),
  discoveredAps: z.number(),
});

export type SurveyTotals = z.infer<typeof surveyTotalsSchema>;

export const deviceCountSchema = z.object({
  apName: z.string(),
  vendor: z.string().nullable().optional().default(null),
  model: z.string().nullable().optional().default(null),
  wifiGeneration: z.string().nullable().optional().default(null),
  radioCount: z.number(),
  channelAndPower: z.string(),
  height: z.number().nullable().optional().default(null),
  installation: z.string().nullable().optional().default(null),
  projectName: z.string(),
  projectId: z.string(),
  deviceCount: z.number(),
});

export type DeviceCount = z.infer<typeof deviceCountSchema>;

export const deviceTotalsSchema = z.object({ totalDeviceCount: z.number() });

export type DeviceTotals = z.infer<typeof deviceTotalsSchema>;
