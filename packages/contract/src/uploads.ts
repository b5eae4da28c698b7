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
    fileSizeBytes: z
      .number()
      .int()
      .min(0)
      .optional()
      .describe(
        'The size of the file: above the multipart threshold (100 MB) on an object store the answer carries part URLs',
      ),
  })
  .meta({ id: 'UploadInitiateRequest' });

/** Where each part of a multipart direct upload goes: a presigned UploadPart URL per part number. */
export const multipartUploadSchema = z
  .object({
    uploadId: z.string().describe('The object store’s multipart upload id, sent back with the commit'),
    partSizeBytes: z
      .number()
      .int()
      .positive()
      .describe('Part n holds bytes [(n-1)·partSizeBytes, n·partSizeBytes); the last part the rest'),
    parts: z.array(z.object({ partNumber: z.number().int().min(1), url: z.string() })),
  })
  .meta({ id: 'UploadMultipart' });

export const createUploadAnswerSchema = z
  .object({
    url: z.string(),
    fileUploadId: z.string(),
    multipart: multipartUploadSchema
      .optional()
      .describe(
        'Present for a large file on an object store: PUT each part to its URL (read the ETag header of each answer), then commit with the ETags; `url` still takes the whole file in one PUT',
      ),
  })
  .meta({ id: 'UploadInitiateAnswer' });

/** The parts a browser PUT, with the ETag each answered; the commit completes the multipart upload with them. */
export const completedMultipartSchema = z
  .object({
    uploadId: z.string().min(1).max(1024),
    parts: z
      .array(
        z.object({
          partNumber: z.number().int().min(1).max(10_000),
          etag: z.string().min(1).max(256),
        }),
      )
      .min(1)
      .max(10_000),
  })
  .meta({ id: 'UploadCompletedMultipart' });

export const uploadStatusAnswerSchema = uploadStatusSchema.meta({ id: 'UploadStatus' });

const uploadQuerySchema = z.object({ fileUploadId: z.uuid() });

// Optional: the commit may come without a body, as before places existed.
const commitBodySchema = z
  .object({
    placeId: placeIdSchema.optional(),
    multipart: completedMultipartSchema
      .optional()
      .describe('After a multipart direct upload: its id and every part’s ETag, to assemble the file'),
  })
  .meta({ id: 'UploadCommitRequest' })
  .nullish();

/** Upload endpoints under /esxfileapi/v1/projects/upload (api-contract.md, docs/product-spec.md §7). */
export const uploadsEndpoints = {
  createUpload: defineEndpoint({
    method: 'POST',
    path: '/esxfileapi/v1/projects/upload/initiate',
    access: 'signedIn',
    tags,
    summary: 'Start an .esx upload; answers the URL to PUT the bytes to (or, for a large file, one per part)',
    body: createUploadBodySchema,
    responses: {
      200: createUploadAnswerSchema,
      413: errorBodySchema,
      429: errorBodySchema,
      ...commonErrors,
    },
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
    summary: 'Commit an upload (completing a multipart direct upload first): enqueue its import',
    query: uploadQuerySchema,
    body: commitBodySchema,
    responses: { 202: z.null(), 413: errorBodySchema, ...commonErrors },
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
