import { FREQUENCY_BANDS } from '@airlens/domain';
import { z } from 'zod';
import { commonErrors, defineEndpoint } from './endpoint';
import {
  vendorEntityId,
  vendorIntegrationTags,
  vendorProjectBase,
  vendorProjectParams,
} from './vendor-integration-common';
import { heatmapsEndpoints } from './heatmaps';

// The integration's actions beyond connect/link/push (kept apart so each file stays readable): creating a
// controller floor plan from a project floor. vendor-integration.ts lists them with the other endpoints.

const tags = vendorIntegrationTags;
const projectParams = vendorProjectParams;
const id = vendorEntityId;
const projectBase = vendorProjectBase;

const latLngSchema = z.object({
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
});

export const vendorFloorPlanBodySchema = z.object({
  floorPlanId: id.describe('The project floor to create on the controller'),
  name: z.string().trim().min(1).max(200).optional().describe('The controller floor plan name (the floor’s)'),
  center: latLngSchema
    .optional()
    .describe('Where the floor’s centre is; the project’s location when absent (400 when it has none)'),
});

export type VendorFloorPlanBody = z.input<typeof vendorFloorPlanBodySchema>;

const createdFloorPlanSchema = z
  .object({
    floorPlanId: z.string().describe('The project floor, now mapped to the new controller floor plan'),
    controllerFloorPlanId: z.string(),
    name: z.string(),
    topLeftCorner: latLngSchema,
    bottomLeftCorner: latLngSchema,
    bottomRightCorner: latLngSchema,
  })
  .meta({ id: 'VendorCreatedFloorPlan' });

export type VendorCreatedFloorPlan = z.infer<typeof createdFloorPlanSchema>;

/** Endpoints of the integration's actions (merged into vendorIntegrationEndpoints). */
export const vendorIntegrationActionEndpoints = {
  createVendorFloorPlan: defineEndpoint({
    method: 'POST',
    path: `${projectBase}/floorPlans`,
    access: 'projectWrite',
    tags,
    summary: 'Create a controller floor plan from a project floor and map the floor to it',
    description:
      'Uploads the floor image (base64) with its corners geo-referenced from the centre (or the project’s location) and the floor’s scale, then maps the floor to the new plan. Organisation admins only (403); 400 when the project is not linked, the floor has no scale or raster image, or no location is known.',
    params: projectParams,
    body: vendorFloorPlanBodySchema,
    responses: { 201: createdFloorPlanSchema, 502: commonErrors[400], ...commonErrors },
  }),
};

const apRenameSchema = z.object({
  accessPointId: z.string(),
  currentName: z.string(),
  proposedName: z.string().describe('The matched controller device’s name'),
  serial: z.string(),
});

export type VendorApRename = z.infer<typeof apRenameSchema>;

export const vendorApRenameBodySchema = z.object({
  accessPointIds: z
    .array(id)
    .min(1)
    .max(5000)
    .optional()
    .describe('Which of the proposed renames to apply (all when absent)'),
});

export type VendorApRenameBody = z.input<typeof vendorApRenameBodySchema>;

const apRenameAnswerSchema = z
  .object({
    renamed: z.array(apRenameSchema),
    fileUploadId: z
      .string()
      .describe('The import making the project’s next version (an EDIT in its history)'),
  })
  .meta({ id: 'VendorApRenameAnswer' });

export type VendorApRenameAnswer = z.infer<typeof apRenameAnswerSchema>;

/** Endpoints renaming measured APs from the controller (merged into vendorIntegrationEndpoints). */
export const vendorApRenameEndpoints = {
  listVendorApRenames: defineEndpoint({
    method: 'GET',
    path: `${projectBase}/apRenames`,
    access: 'projectWrite',
    tags,
    summary: 'Controller names proposed for matched APs whose names look generated',
    description:
      'Matched APs named like "Measured AP-a1:b6" or a bare MAC, with the controller device’s name where it differs.',
    params: projectParams,
    responses: { 200: z.array(apRenameSchema), 502: commonErrors[400], ...commonErrors },
  }),
  applyVendorApRenames: defineEndpoint({
    method: 'POST',
    path: `${projectBase}/apRenames`,
    access: 'projectWrite',
    tags,
    summary: 'Rename measured APs from the controller as one edit of the project',
    description:
      'The proposed renames (or the ones named) become the project’s next version, recorded in its history as an EDIT. 400 when none applies; 409 while another change of the project is being imported.',
    params: projectParams,
    body: vendorApRenameBodySchema,
    responses: { 202: apRenameAnswerSchema, 502: commonErrors[400], ...commonErrors },
  }),
};

/** The heatmap answer, exactly as the heatmap endpoint's (bins, legend, grid). */
const heatmapAnswerSchema = heatmapsEndpoints.getHeatmap.responses[200];

export const vendorOptimizationHeatmapBodySchema = z.object({
  floorPlanId: id,
  frequencyBand: z.enum(FREQUENCY_BANDS),
  plan: z
    .array(
      z.object({
        accessPointId: id,
        channel: z.number().int().min(1).max(233),
        channelWidth: z
          .number()
          .int()
          .refine((width) => [20, 40, 80, 160].includes(width), 'Use 20, 40, 80 or 160'),
        power: z.number().min(1).max(30),
      }),
    )
    .max(5000)
    .describe('The proposal’s channel, width and power per AP (the optimisation’s plan)'),
});

export type VendorOptimizationHeatmapBody = z.input<typeof vendorOptimizationHeatmapBodySchema>;

const optimizationHeatmapSchema = z
  .object({
    current: heatmapAnswerSchema.describe('Channel interference predicted from the APs’ own settings'),
    proposed: heatmapAnswerSchema.describe('The same with the proposal’s channels, widths and powers'),
  })
  .meta({ id: 'VendorOptimizationHeatmap' });

export type VendorOptimizationHeatmap = z.infer<typeof optimizationHeatmapSchema>;

/** The proposal's channel-interference heatmap (merged into vendorIntegrationEndpoints). */
export const vendorOptimizationHeatmapEndpoints = {
  getVendorOptimizationHeatmap: defineEndpoint({
    method: 'POST',
    path: `${projectBase}/optimization/heatmap`,
    access: 'projectWrite',
    tags,
    summary: 'Channel-interference heatmaps of a floor before and with an optimisation proposal',
    description:
      'The heatmap engine’s channel-interference type (co-channel APs heard per cell) predicted from the floor’s planned APs, once with their own radios and once with the proposal substituted. 400 when the floor has no placed AP with a radio in the band.',
    params: projectParams,
    body: vendorOptimizationHeatmapBodySchema,
    responses: { 200: optimizationHeatmapSchema, ...commonErrors },
  }),
};
