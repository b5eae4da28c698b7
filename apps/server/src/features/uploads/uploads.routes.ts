import { Readable } from 'node:stream';
import { SERVER_UPLOAD_STATUSES } from '@airlens/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../../http/error-body';
import { invalidInput } from '../../http/errors';
import { requireUser, userOf } from '../../http/session';
import {
  commitUpload,
  createUpload,
  getUploadStatus,
  receiveUploadContent,
  type UploadsContext,
} from './uploads.service';

const placeIdSchema = z
  .number()
  .int()
  .positive()
  .describe('A place id from GET /projectapi/v1/places: sets city, country, latitude and longitude');

const initiateBodySchema = z
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

const initiateAnswerSchema = z
  .object({ url: z.string(), fileUploadId: z.string() })
  .meta({ id: 'UploadInitiateAnswer' });

const statusAnswerSchema = z
  .object({
    status: z.enum(SERVER_UPLOAD_STATUSES),
    projectId: z.string().nullable(),
    rollbackReason: z.string().nullable(),
  })
  .meta({ id: 'UploadStatus' });

const uploadQuerySchema = z.object({ fileUploadId: z.uuid() });
// Optional: the commit may come without a body, as before places existed.
const commitBodySchema = z
  .object({ placeId: placeIdSchema.optional() })
  .meta({ id: 'UploadCommitRequest' })
  .nullish();
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/** The raw-bytes PUT: its own scope, so the pass-through body parser applies to this route only. */
function contentRoute(context: UploadsContext) {
  return async function register(scope: FastifyInstance): Promise<void> {
    scope.removeAllContentTypeParsers();
    // Hand the request stream to the route untouched: the bytes go to the blob store as they arrive.
    scope.addContentTypeParser('*', (_request, payload, done) => {
      done(null, payload);
    });
    scope.withTypeProvider<ZodTypeProvider>().put(
      '/esxfileapi/v1/projects/upload/:fileUploadId/content',
      {
        preHandler: requireUser(),
        bodyLimit: context.config.uploadLimitBytes,
        schema: {
          tags: ['uploads'],
          summary: 'Upload the bytes of an initiated upload (application/octet-stream, streamed)',
          params: z.object({ fileUploadId: z.uuid() }),
          response: { 200: z.null(), 409: errorBodySchema, 413: errorBodySchema, ...errors },
        },
      },
      async (request, reply) => {
        // Without a body (no Content-Type, or Content-Length: 0) Fastify runs no parser and hands over nothing.
        if (!(request.body instanceof Readable)) {
          throw invalidInput('body', 'the file is empty');
        }
        const header = request.headers['content-length'];
        const declared = typeof header === 'string' && /^\d+$/.test(header) ? Number(header) : null;
        await receiveUploadContent(
          context,
          userOf(request),
          request.params.fileUploadId,
          request.body,
          declared,
        );
        return reply.status(200).send(null);
      },
    );
  };
}

/** Upload endpoints under /esxfileapi/v1/projects/upload (api-contract.md, spec §7). */
export function uploadsRoutes(context: UploadsContext) {
  return async function register(app: FastifyInstance): Promise<void> {
    const typed = app.withTypeProvider<ZodTypeProvider>();

    typed.post(
      '/esxfileapi/v1/projects/upload/initiate',
      {
        preHandler: requireUser(),
        schema: {
          tags: ['uploads'],
          summary: 'Start an .esx upload; answers the URL to PUT the bytes to',
          body: initiateBodySchema,
          response: { 200: initiateAnswerSchema, 429: errorBodySchema, ...errors },
        },
      },
      (request) => createUpload(context, userOf(request), request.body),
    );

    await app.register(contentRoute(context));

    typed.post(
      '/esxfileapi/v1/projects/upload/commit',
      {
        preHandler: requireUser(),
        schema: {
          tags: ['uploads'],
          summary: 'Commit an upload: enqueue its import',
          querystring: uploadQuerySchema,
          body: commitBodySchema,
          response: { 202: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await commitUpload(context, userOf(request), request.query.fileUploadId, {
          placeId: request.body?.placeId,
        });
        return reply.status(202).send(null);
      },
    );

    typed.get(
      '/esxfileapi/v1/projects/upload/status',
      {
        preHandler: requireUser(),
        schema: {
          tags: ['uploads'],
          summary: 'The status of an upload and, once COMMITTED, its project',
          querystring: uploadQuerySchema,
          response: { 200: statusAnswerSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply
          .header('Cache-Control', 'no-store')
          .send(await getUploadStatus(context, userOf(request), request.query.fileUploadId)),
    );
  };
}
