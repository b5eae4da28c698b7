import { MAX_METERS_PER_UNIT, MIN_METERS_PER_UNIT } from '@airlens/domain';
import { z } from 'zod';
import { commonErrors, defineEndpoint, errorBodySchema } from './endpoint';

const tags = ['projects'];

const idParams = z.object({ id: z.string().max(64) });
const imageParams = z.object({ id: z.string().max(64), imageId: z.string().min(1).max(200) });
const binarySchema = (description: string) => z.unknown().meta({ description });

const coordSchema = z.object({ x: z.number(), y: z.number() });

/**
 * An access point as the batch answers it (an .esx entity, stored as uploaded): the fields clients read, with
 * defaults for the ones an .esx may leave out.
 */
export const batchAccessPointSchema = z.object({
  id: z.string(),
  name: z.string().optional().default(''),
  hidden: z.boolean().optional().default(false),
  mine: z.boolean().optional().default(false),
  location: z.object({ floorPlanId: z.string(), coord: coordSchema }).nullable().optional().default(null),
});

export type BatchAccessPoint = z.infer<typeof batchAccessPointSchema>;

/** A coverage area as the batch answers it (an .esx entity): its name and outline in floor-plan units. */
export const batchAreaSchema = z.object({
  id: z.string(),
  floorPlanId: z.string(),
  name: z.string().optional().default(''),
  area: z.array(coordSchema),
});

export type BatchArea = z.infer<typeof batchAreaSchema>;

/**
 * The batch answer. The server sends the stored .esx documents as they are, so this schema documents the
 * answer and reads the collections clients use; an access point that does not read is kept as a hidden one.
 */
export const projectBatchSchema = z
  .looseObject({
    accessPoints: z
      .array(batchAccessPointSchema.catch({ id: '', name: '', hidden: true, mine: false, location: null }))
      .optional()
      .default([]),
    areas: z
      .array(batchAreaSchema.catch({ id: '', floorPlanId: '', name: '', area: [] }))
      .optional()
      .default([]),
  })
  .meta({
    id: 'ProjectBatch',
    description:
      'An object with one key per requested collection: an array of entities (floor plans carry rowId), or an object (or null) for projectConfiguration and project',
  });

export type ProjectBatch = z.infer<typeof projectBatchSchema>;

export const imageUrlSchema = z.object({ url: z.string() });

export const projectLocationSchema = z
  .object({
    id: z.string(),
    city: z.string().nullable(),
    country: z.string().nullable(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
  })
  .meta({ id: 'ProjectLocation' });

export type ProjectLocation = z.infer<typeof projectLocationSchema>;

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

/** Project routes under /projectapi/v1/projects and the download under /esxfileapi (api-contract.md). */
export const projectsEndpoints = {
  getProjectBatch: defineEndpoint({
    method: 'GET',
    path: '/projectapi/v1/projects/:id/batch',
    access: 'projectRead',
    tags,
    summary: 'The requested collections of a project (poTypes: ACCESS_POINT, FLOOR_PLAN, SURVEY, …)',
    params: idParams,
    query: z.object({
      poTypes: z.union([z.string().max(2000), z.array(z.string().max(100)).max(60)]).optional(),
    }),
    responses: { 200: projectBatchSchema, ...commonErrors },
  }),
  getImageUrl: defineEndpoint({
    method: 'GET',
    path: '/projectapi/v1/projects/:id/imageFiles/:imageId',
    access: 'projectRead',
    tags,
    summary: 'A short-lived URL of a project image: `{url}` with redirect=0, else a redirect to it',
    params: imageParams,
    query: z.object({ redirect: z.enum(['0', '1', 'false', 'true']).optional() }),
    responses: { 200: imageUrlSchema, 302: z.null(), ...commonErrors },
  }),
  getImageContent: defineEndpoint({
    method: 'GET',
    path: '/projectapi/v1/projects/:id/imageFiles/:imageId/content',
    access: 'signedUrl',
    tags,
    summary: 'The bytes behind a signed image URL (no session needed until it expires)',
    params: imageParams,
    query: z.object({ expires: z.coerce.number().int(), signature: z.string().max(100) }),
    responses: {
      200: binarySchema('The image bytes with their sniffed content type'),
      404: errorBodySchema,
      400: errorBodySchema,
    },
  }),
  getThumbnail: defineEndpoint({
    method: 'GET',
    path: '/projectapi/v1/projects/:id/thumbnail.png',
    access: 'projectRead',
    tags,
    summary: 'The first floor scaled down with access point markers',
    params: idParams,
    responses: { 200: binarySchema('PNG'), ...commonErrors },
  }),
  renameProject: defineEndpoint({
    method: 'PATCH',
    path: '/projectapi/v1/projects/:id',
    access: 'projectWrite',
    tags,
    summary: 'Rename a project (write roles; flag projectRename)',
    params: idParams,
    body: z.object({ name: z.string().max(200) }),
    responses: { 200: z.object({ id: z.string(), name: z.string() }), ...commonErrors },
  }),
  setProjectLocation: defineEndpoint({
    method: 'PUT',
    path: '/projectapi/v1/projects/:id/location',
    access: 'projectOwner',
    tags,
    summary: 'Set where a project is from a place of GET /projectapi/v1/places, or clear it with null',
    params: idParams,
    body: z
      .object({ placeId: z.number().int().positive().nullable() })
      .meta({ id: 'ProjectLocationRequest' }),
    responses: { 200: projectLocationSchema, ...commonErrors },
  }),
  deleteProject: defineEndpoint({
    method: 'DELETE',
    path: '/projectapi/v1/projects/:id',
    access: 'projectOwner',
    tags,
    summary: 'Delete a project (owner or organisation admin)',
    params: idParams,
    responses: { 202: z.null(), ...commonErrors },
  }),
  downloadProject: defineEndpoint({
    method: 'GET',
    path: '/esxfileapi/v1/projects/:id/download',
    access: 'projectRead',
    tags,
    summary: 'The project as an .esx file (flag projectDownload)',
    description:
      'The current version, or with ?version=N that retained version (GET …/versions lists them); 404 for an unknown or pruned version.',
    params: idParams,
    query: z.object({ version: z.coerce.number().int().min(1).max(2_147_483_647).optional() }),
    responses: { 200: binarySchema('The .esx archive'), ...commonErrors },
  }),
  setFloorScale: defineEndpoint({
    method: 'PUT',
    path: '/projectapi/v1/projects/:id/floorPlans/:floorId/scale',
    access: 'projectWrite',
    tags,
    summary: 'Set the scale of a floor plan (write roles); KPIs and heatmaps are recomputed',
    description:
      'The floor plan may be named by its .esx id or its numeric row id. The answer is 202: the project is imported again with the new scale as its next version (floor plans, KPIs, heatmaps and survey distances recomputed in one transaction); GET /esxfileapi/v1/projects/upload/status?fileUploadId= tells when it is COMMITTED. 409 while another scale change of the project is being imported.',
    params: z.object({ id: z.string().max(64), floorId: z.string().min(1).max(200) }),
    body: floorScaleBodySchema,
    responses: { 202: floorScaleAnswerSchema, ...commonErrors, 409: errorBodySchema },
  }),
};
