import { CONTROLLER_ARCHIVE_MAX_BASE64_CHARS, controllerArchiveEndpoints } from '@airlens/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/contract-route';
import { notFound } from '../../http/errors';
import { requireUser, userOf } from '../../http/session';
import {
  convertArchiveUpload,
  exportControllerArchive,
  type ControllerArchiveContext,
  type ControllerArchiveFile,
} from './controller-archive.service';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The JSON around the base64 text: the file name and the keys. */
const BODY_OVERHEAD_BYTES = 64 * 1024;

/** A malformed id names nothing: 404, the same as a project that is not there. */
function projectIdOf(params: { id: string }): string {
  if (!UUID.test(params.id)) {
    throw notFound();
  }
  return params.id.toLowerCase();
}

/** Download headers: the file name in ASCII for old clients and in UTF-8 (RFC 6266) for the rest. */
function sendFile(reply: FastifyReply, file: ControllerArchiveFile): FastifyReply {
  const ascii = file.fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return reply
    .type(file.contentType)
    .header(
      'Content-Disposition',
      `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
    )
    .header('Cache-Control', 'private, no-store')
    .header('X-Content-Type-Options', 'nosniff')
    .send(Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength));
}

/** Controller map archives: conversion into .esx and export to Catalyst Center (api-contract "Controller interop"). */
export function controllerArchiveRoutes(context: ControllerArchiveContext) {
  return async function register(app: FastifyInstance): Promise<void> {
    const typed = app.withTypeProvider<ZodTypeProvider>();

    typed.route({
      ...routeOf(controllerArchiveEndpoints.convertControllerArchive),
      // The archive travels as base64 inside JSON: the route's own limit, above the app's 1 MB default.
      bodyLimit: CONTROLLER_ARCHIVE_MAX_BASE64_CHARS + BODY_OVERHEAD_BYTES,
      preHandler: requireUser({ insights: true }),
      handler: async (request, reply) =>
        sendFile(reply, convertArchiveUpload(context, userOf(request), request.body)),
    });

    typed.route({
      ...routeOf(controllerArchiveEndpoints.exportControllerArchive),
      // Anyone the access policy lets read the project, a guest of the secure project view included.
      preHandler: requireUser({ allowGuest: true }),
      handler: async (request, reply) =>
        sendFile(
          reply,
          await exportControllerArchive(
            context,
            userOf(request),
            projectIdOf(request.params),
            request.query.format,
          ),
        ),
    });
  };
}
