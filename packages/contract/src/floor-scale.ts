import { MAX_METERS_PER_UNIT, MIN_METERS_PER_UNIT } from '@airlens/domain';
import { z } from 'zod';
import { commonErrors, defineEndpoint, errorBodySchema } from './endpoint';

/** The scale a user measured on a floor plan (PUT …/floorPlans/{floorId}/scale). */
export const floorScaleBodySchema = z
  .object({
    metersPerUnit: z
      .number()
      .min(MIN_METERS_PER_UNIT)
      .max(MAX_METERS_PER_UNIT)
      .describe('Metres per floor-plan unit (per pixel of the original image for raster plans)'),
  })
  .strict()
  .meta({ id: 'FloorScaleRequest' });

export type FloorScaleBody = z.infer<typeof floorScaleBodySchema>;

/** The accepted scale and the upload that makes the project version carrying it (poll its status). */
export const floorScaleAnswerSchema = z
  .object({
    projectId: z.string(),
    floorPlanId: z.string(),
    metersPerUnit: z.number(),
    fileUploadId: z.string(),
  })
  .meta({ id: 'FloorScaleAnswer' });

export type FloorScaleAnswer = z.infer<typeof floorScaleAnswerSchema>;

/** Setting a floor plan's scale (a new project version, as an upload makes one). */
export const floorScaleEndpoints = {
  setFloorScale: defineEndpoint({
    method: 'PUT',
    path: '/projectapi/v1/projects/:id/floorPlans/:floorId/scale',
    tags: ['projects'],
    summary: 'Set the scale of a floor plan (write roles); KPIs and heatmaps are recomputed',
    description:
      'The floor plan may be named by its .esx id or its numeric row id. The answer is 202: the project is imported again with the new scale as its next version (floor plans, KPIs, heatmaps and survey distances recomputed in one transaction); GET /esxfileapi/v1/projects/upload/status?fileUploadId= tells when it is COMMITTED. 409 while another scale change of the project is being imported.',
    params: z.object({ id: z.string().max(64), floorId: z.string().min(1).max(200) }),
    body: floorScaleBodySchema,
    responses: { 202: floorScaleAnswerSchema, ...commonErrors, 409: errorBodySchema },
  }),
};
