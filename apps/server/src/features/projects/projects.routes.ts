import { Readable } from 'node:stream';
import { projectsEndpoints, type ProjectBatch } from '@airlens/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/contract-route';
import { notFound } from '../../http/errors';
import { requireUser, userOf } from '../../http/session';
import { setProjectLocation } from './project-location.service';
import { downloadProject, getImageUrl, getThumbnail, readSignedImage } from './project-files.service';
import {
  getProjectBatch,
  renameProject,
  requestProjectDelete,
  type ProjectsContext,
} from './projects.service';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A malformed id names nothing: 404, the same as a project that is not there. */
function projectIdOf(params: { id: string }): string {
  if (!UUID.test(params.id)) {
    throw notFound();
  }
  return params.id.toLowerCase();
}

/** Project routes under /projectapi/v1/projects and the download under /esxfileapi (api-contract.md). */
export function projectsRoutes(context: ProjectsContext) {
  return async function register(app: FastifyInstance): Promise<void> {
    const typed = app.withTypeProvider<ZodTypeProvider>();

    typed.route({
      ...routeOf(projectsEndpoints.getProjectBatch),
      preHandler: requireUser({ allowGuest: true }),
      handler: async (request, reply) => {
        const json = await getProjectBatch(
          context,
          userOf(request),
          projectIdOf(request.params),
          request.query.poTypes,
        );
        return (
          reply
            .type('application/json; charset=utf-8')
            .header('Cache-Control', 'private, no-cache')
            // JSON text joined from the stored documents: Fastify sends a string as it is, unserialized.
            .send(json as unknown as ProjectBatch)
        );
      },
    });

    typed.route({
      ...routeOf(projectsEndpoints.getImageUrl),
      preHandler: requireUser({ allowGuest: true }),
      handler: async (request, reply) => {
        const answer = await getImageUrl(
          context,
          userOf(request),
          projectIdOf(request.params),
          request.params.imageId,
          new Date(),
        );
        reply.header('Cache-Control', 'no-store');
        if (request.query.redirect === '0' || request.query.redirect === 'false') {
          return reply.send(answer);
        }
        return reply.redirect(answer.url, 302);
      },
    });

    typed.route({
      ...routeOf(projectsEndpoints.getImageContent),
      handler: async (request, reply) => {
        const image = await readSignedImage(
          context,
          { projectId: projectIdOf(request.params), imageId: request.params.imageId, ...request.query },
          new Date(),
        );
        return (
          reply
            .type(image.contentType)
            .header('Cache-Control', `private, max-age=${image.maxAgeSeconds}`)
            .header('X-Content-Type-Options', 'nosniff')
            // An SVG plan opened on its own must not run scripts in the app's origin.
            .header(
              'Content-Security-Policy',
              "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox",
            )
            .send(Buffer.from(image.bytes.buffer, image.bytes.byteOffset, image.bytes.byteLength))
        );
      },
    });

    typed.route({
      ...routeOf(projectsEndpoints.getThumbnail),
      preHandler: requireUser({ allowGuest: true }),
      handler: async (request, reply) => {
        const png = await getThumbnail(context, userOf(request), projectIdOf(request.params));
        return reply
          .type('image/png')
          .header('Cache-Control', 'private, max-age=60')
          .send(Buffer.from(png.buffer, png.byteOffset, png.byteLength));
      },
    });

    typed.route({
      ...routeOf(projectsEndpoints.renameProject),
      preHandler: requireUser(),
      handler: (request) =>
        renameProject(context, userOf(request), projectIdOf(request.params), request.body.name),
    });

    typed.route({
      ...routeOf(projectsEndpoints.setProjectLocation),
      preHandler: requireUser(),
      handler: (request) =>
        setProjectLocation(context, userOf(request), projectIdOf(request.params), request.body.placeId),
    });

    typed.route({
      ...routeOf(projectsEndpoints.deleteProject),
      preHandler: requireUser(),
      handler: async (request, reply) => {
        await requestProjectDelete(context, userOf(request), projectIdOf(request.params));
        return reply.status(202).send(null);
      },
    });

    typed.route({
      ...routeOf(projectsEndpoints.downloadProject),
      preHandler: requireUser(),
      handler: async (request, reply) => {
        const file = await downloadProject(
          context,
          userOf(request),
          projectIdOf(request.params),
          request.query.version,
        );
        return reply
          .type('application/octet-stream')
          .header(
            'Content-Disposition',
            `attachment; filename="project.esx"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
          )
          .header('X-Content-Type-Options', 'nosniff')
          .send(Readable.from(file.chunks));
      },
    });
  };
}
