import { z } from 'zod';
import { FREQUENCY_BANDS } from '@airlens/domain';

/** Answers of the project view's calls (api-contract "Insights", "Projects"), parsed at the boundary. */

const score = z.number().nullable().optional().default(null);
const kpiValue = z.object({ value: z.number().nullable() }).nullable().optional().default(null);

export const kpisSchema = z.object({
  rssi: kpiValue,
  secondaryRssi: kpiValue,
  snr: kpiValue,
  channelInterference: kpiValue,
  networkHealth: kpiValue,
  average: kpiValue,
  issues: z.number().optional().default(0),
});

export type Kpis = z.infer<typeof kpisSchema>;

export const projectSchema = z.object({
  id: z.string(),
  name: z.string(),
  country: z.string().nullable().optional().default(null),
  city: z.string().nullable().optional().default(null),
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

export type Project = z.infer<typeof projectSchema>;

export const projectKpiPanelSchema = z.object({
  projectId: z.string(),
  projectName: z.string(),
  kpis: kpisSchema,
});

export type ProjectKpiPanel = z.infer<typeof projectKpiPanelSchema>;

export const floorPlanSchema = z.object({
  id: z.string(),
  rowId: z.number(),
  name: z.string(),
  width: z.number(),
  height: z.number(),
  metersPerUnit: z.number().nullable().optional().default(null),
  imageId: z.string().nullable().optional().default(null),
  bitmapImageId: z.string().nullable().optional().default(null),
});

export type FloorPlan = z.infer<typeof floorPlanSchema>;

export const floorKpiRowSchema = z.object({
  floorPlanId: z.string(),
  floorPlanRowId: z.number().nullable().optional().default(null),
  floorPlanName: z.string(),
  kpis: kpisSchema,
});

export type FloorKpiRow = z.infer<typeof floorKpiRowSchema>;

export const areaKpiRowSchema = z.object({
  areaId: z.string().nullable().optional().default(null),
  areaName: z.string(),
  kpis: kpisSchema,
});

export type AreaKpiRow = z.infer<typeof areaKpiRowSchema>;

export const dailyHealthSchema = z.array(z.object({ date: z.string(), value: z.number() }));

export type DailyHealth = z.infer<typeof dailyHealthSchema>;

export const surveyDateRangeSchema = z.object({
  startDate: z.string().nullable().optional().default(null),
  endDate: z.string().nullable().optional().default(null),
});

export type SurveyDateRange = z.infer<typeof surveyDateRangeSchema>;

const coordSchema = z.object({ x: z.number(), y: z.number() });

export const accessPointSchema = z.object({
  id: z.string(),
  name: z.string().optional().default(''),
  hidden: z.boolean().optional().default(false),
  mine: z.boolean().optional().default(false),
  location: z.object({ floorPlanId: z.string(), coord: coordSchema }).nullable().optional().default(null),
});

export type AccessPoint = z.infer<typeof accessPointSchema>;

/** The batch collections the floor page reads; the rest of the answer is ignored. */
export const projectBatchSchema = z.object({
  accessPoints: z
    .array(accessPointSchema.catch({ id: '', name: '', hidden: true, mine: false, location: null }))
    .optional()
    .default([]),
});

export type ProjectBatch = z.infer<typeof projectBatchSchema>;

export const imageUrlSchema = z.object({ url: z.string() });
