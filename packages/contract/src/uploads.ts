import { uploadStatusSchema } from '@airlens/domain';
import { z } from 'zod';
import { commonErrors, defineEndpoint, errorBodySchema } from './endpoint';

const tags = ['uploads'];

const placeIdSchema = z
  .number()
  .int()
  .positive()
  .describe('A place id from GET /projectapi/v1/places: sets city, country, latitude and longitude');

export const createUploadBodySchema = z
  .object({
    fileName: z.string().trim().min(1).max(255),
    fileExtension: z.string().min(1).max(16),
    placeId: placeIdSchema.optional(),
    city: z.string().max(120).optional(),
    country: z.string().max(120).optional(),
    latitude: z.number().min(-90).max(90).optional(),
    longitude: z.number().min(-180).max(180).optional(),
  })
  .meta({ id: 'UploadInitiateRequest' });

export const createUploadAnswerSchema = z
  .object({ url: z.string(), fileUploadId: z.string() })
  .meta({ id: 'UploadInitiateAnswer' });

export const uploadStatusAnswerSchema = uploadStatusSchema.meta({ id: 'UploadStatus' });

const uploadQuerySchema = z.object({ fileUploadId: z.uuid() });

// Optional: the commit may come without a body, as before places existed.
const commitBodySchema = z
  .object({ placeId: placeIdSchema.optional() })
  .meta({ id: 'UploadCommitRequest' })
  .nullish();

/** Upload endpoints under /esxfileapi/v1/projects/upload (api-contract.md, docs/product-spec.md §7). */
export const uploadsEndpoints = {
  createUpload: defineEndpoint({
    method: 'POST',
    path: '/esxfileapi/v1/projects/upload/initiate',
    access: 'signedIn',
    tags,
    summary: 'Start an .esx upload; answers the URL to PUT the bytes to',
    body: createUploadBodySchema,
    responses: { 200: createUploadAnswerSchema, 429: errorBodySchema, ...commonErrors },
  }),
  putUploadContent: defineEndpoint({
    method: 'PUT',
    path: '/esxfileapi/v1/projects/upload/:fileUploadId/content',
    access: 'signedIn',
    tags,
    summary: 'Upload the bytes of an initiated upload (application/octet-stream, streamed)',
    params: z.object({ fileUploadId: z.uuid() }),
    bodyEncoding: 'binary',
    responses: { 200: z.null(), 409: errorBodySchema, 413: errorBodySchema, ...commonErrors },
  }),
  commitUpload: defineEndpoint({
    method: 'POST',
    path: '/esxfileapi/v1/projects/upload/commit',
    access: 'signedIn',
    tags,
    summary: 'Commit an upload: enqueue its import',
    query: uploadQuerySchema,
    body: commitBodySchema,
    responses: { 202: z.null(), ...commonErrors },
  }),
  getUploadStatus: defineEndpoint({
    method: 'GET',
    path: '/esxfileapi/v1/projects/upload/status',
    access: 'signedIn',
    tags,
    summary: 'The status of an upload and, once COMMITTED, its project',
    query: uploadQuerySchema,
    responses: { 200: uploadStatusAnswerSchema, ...commonErrors },
  }),
};
