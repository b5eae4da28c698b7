import { Readable } from 'node:stream';
import { uploadsEndpoints } from '@airlens/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/contract-route';
import { invalidInput } from '../../http/errors';
import { requireUser, userOf } from '../../http/session';
import {
  commitUpload,
  createUpload,
  getUploadStatus,
  receiveUploadContent,
  type UploadsContext,
} from './uploads.service';

/** The raw-bytes PUT: its own scope, so the pass-through body parser applies to this route only. */
function contentRoute(context: UploadsContext) {
  return async function register(scope: FastifyInstance): Promise<void> {
    scope.removeAllContentTypeParsers();
    // Hand the request stream to the route untouched: the bytes go to the blob store as they arrive.
    scope.addContentTypeParser('*', (_request, payload, done) => {
      done(null, payload);
    });
    scope.withTypeProvider<ZodTypeProvider>().route({
      ...routeOf(uploadsEndpoints.putUploadContent),
      preHandler: requireUser(),
      bodyLimit: context.config.uploadLimitBytes,
      handler: async (request, reply) => {
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
    });
  };
}

/** Upload endpoints under /esxfileapi/v1/projects/upload (api-contract.md, docs/product-spec.md §7). */
export function uploadsRoutes(context: UploadsContext) {
  return async function register(app: FastifyInstance): Promise<void> {
    const typed = app.withTypeProvider<ZodTypeProvider>();

    typed.route({
      ...routeOf(uploadsEndpoints.createUpload),
      preHandler: requireUser(),
      handler: (request) => createUpload(context, userOf(request), request.body),
    });

    await app.register(contentRoute(context));

    typed.route({
      ...routeOf(uploadsEndpoints.commitUpload),
      preHandler: requireUser(),
      handler: async (request, reply) => {
        await commitUpload(context, userOf(request), request.query.fileUploadId, {
          placeId: request.body?.placeId,
          multipart: request.body?.multipart,
        });
        return reply.status(202).send(null);
      },
    });

    typed.route({
      ...routeOf(uploadsEndpoints.getUploadStatus),
      preHandler: requireUser(),
      handler: async (request, reply) =>
        reply
          .header('Cache-Control', 'no-store')
          .send(await getUploadStatus(context, userOf(request), request.query.fileUploadId)),
    });
  };
}
