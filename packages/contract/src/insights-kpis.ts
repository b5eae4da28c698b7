import { z } from 'zod';
import { commonErrors, defineEndpoint, errorBodySchema } from './endpoint';
import {
  floorParamsSchema,
  INSIGHTS_PREFIX,
  kpiFilterSchema,
  projectIdParamsSchema,
  queryText,
} from './insights-common';

const kpiTableQuerySchema = kpiFilterSchema.extend({ query: queryText });

const value = z.object({ value: z.number().nullable() });

export const kpisSchema = z
  .object({
    rssi: value,
    secondaryRssi: value,
    snr: value,
    channelInterference: value,
    networkHealth: value,
    average: value,
    issues: z.number().int(),
  })
  .meta({ id: 'Kpis' });

/** The KPI values of a project, floor or area on one band. */
export type Kpis = z.infer<typeof kpisSchema>;

const floorPlanSchema = z
  .object({
    id: z.string(),
    rowId: z.number().int(),
    name: z.string(),
    width: z.number(),
    height: z.number(),
    metersPerUnit: z.number().nullable(),
    imageId: z.string().nullable(),
    bitmapImageId: z.string().nullable(),
  })
  .meta({ id: 'InsightsFloorPlan' });

/** A floor plan of a project: size, scale and image ids. */
export type InsightsFloorPlan = z.infer<typeof floorPlanSchema>;

const floorKpiRowSchema = z.object({
  floorPlanId: z.string(),
  floorPlanRowId: z.number().int(),
  floorPlanName: z.string(),
  kpis: kpisSchema,
});

/** One floor's KPI row. */
export type FloorKpiRow = z.infer<typeof floorKpiRowSchema>;

const areaKpiRowSchema = z.object({
  areaId: z.string(),
  areaRowId: z.number().int(),
  areaName: z.string(),
  kpis: kpisSchema,
});

/** One area's KPI row. */
export type AreaKpiRow = z.infer<typeof areaKpiRowSchema>;

const areaKpiPanelSchema = z.object({
  areaId: z.string().nullable(),
  areaRowId: z.number().int().nullable(),
  areaName: z.string(),
  kpis: kpisSchema,
});

/** A KPI panel of a floor: the whole floor (no area id), or one area. */
export type AreaKpiPanel = z.infer<typeof areaKpiPanelSchema>;

const projectKpiPanelSchema = z.object({
  projectId: z.string(),
  projectRowId: z.number().int(),
  projectName: z.string(),
  kpis: kpisSchema,
});

/** The KPI panel of a project. */
export type ProjectKpiPanel = z.infer<typeof projectKpiPanelSchema>;

const dailyHealthSchema = z.array(z.object({ date: z.string(), value: z.number() }));

/** Network health per survey day (UTC). */
export type DailyHealth = z.infer<typeof dailyHealthSchema>;

/** The per-project KPI endpoints and floor plans of api-contract "Insights". */
export const insightsKpiEndpoints = {
  listProjectKpiPanels: defineEndpoint({
    method: 'GET',
    path: `${INSIGHTS_PREFIX}/projects/:id/kpis`,
    access: 'projectRead',
    tags: ['insights'],
    summary: 'Project KPI panels',
    params: projectIdParamsSchema,
    query: kpiFilterSchema,
    responses: { 200: z.array(projectKpiPanelSchema), ...commonErrors },
  }),
  listDailyHealth: defineEndpoint({
    method: 'GET',
    path: `${INSIGHTS_PREFIX}/projects/:id/dailyKpis/networkHealth`,
    access: 'projectRead',
    tags: ['insights'],
    summary: 'Network health per survey day (UTC)',
    params: projectIdParamsSchema,
    query: kpiFilterSchema,
    responses: { 200: dailyHealthSchema, ...commonErrors },
  }),
  listFloorKpis: defineEndpoint({
    method: 'GET',
    path: `${INSIGHTS_PREFIX}/projects/:id/floorPlanKpis`,
    access: 'projectRead',
    tags: ['insights'],
    summary: 'Floor KPI rows',
    params: projectIdParamsSchema,
    query: kpiTableQuerySchema,
    responses: { 200: z.array(floorKpiRowSchema), ...commonErrors },
  }),
  listAreaKpis: defineEndpoint({
    method: 'GET',
    path: `${INSIGHTS_PREFIX}/projects/:id/floorPlans/:floorId/areaKpis`,
    access: 'projectRead',
    tags: ['insights'],
    summary: 'Area KPI rows of a floor',
    params: floorParamsSchema,
    query: kpiTableQuerySchema,
    // A floor plan without a scale has no KPIs yet: 409 says so (FLOOR_NOT_SCALED_MESSAGE).
    responses: { 200: z.array(areaKpiRowSchema), ...commonErrors, 409: errorBodySchema },
  }),
  listAreaKpiPanels: defineEndpoint({
    method: 'GET',
    path: `${INSIGHTS_PREFIX}/projects/:id/floorPlans/:floorId/kpis`,
    access: 'projectRead',
    tags: ['insights'],
    summary: 'KPI panels of a floor: the whole floor, then each area',
    params: floorParamsSchema,
    query: kpiFilterSchema,
    // A floor plan without a scale has no KPIs yet: 409 says so (FLOOR_NOT_SCALED_MESSAGE).
    responses: { 200: z.array(areaKpiPanelSchema), ...commonErrors, 409: errorBodySchema },
  }),
  listProjectFloorPlans: defineEndpoint({
    method: 'GET',
    path: `${INSIGHTS_PREFIX}/projects/:id/floorPlans`,
    access: 'projectRead',
    tags: ['insights'],
    summary: 'The floor plans of a project',
    params: projectIdParamsSchema,
    responses: { 200: z.array(floorPlanSchema), ...commonErrors },
  }),
};
