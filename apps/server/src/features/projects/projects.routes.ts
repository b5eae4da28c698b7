import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../../http/error-body';
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

const idParams = z.object({ id: z.string().max(64) });
const imageParams = z.object({ id: z.string().max(64), imageId: z.string().min(1).max(200) });
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
// Built as JSON text in the database and sent as is, so the schema documents it rather than validating it.
const batchSchema = z.unknown().meta({
  id: 'ProjectBatch',
  description:
    'An object with one key per requested collection: an array of entities (floor plans carry rowId), or an object (or null) for projectConfiguration and project',
});
const projectLocationSchema = z
  .object({
    id: z.string(),
    city: z.string().nullable(),
    country: z.string().nullable(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
  })
  .meta({ id: 'ProjectLocation' });
const binarySchema = (description: string) => z.unknown().meta({ description });

/** Project routes under /projectapi/v1/projects and the download under /esxfileapi (api-contract.md). */
export function projectsRoutes(context: ProjectsContext) {
  return async function register(app: FastifyInstance): Promise<void> {
    const typed = app.withTypeProvider<ZodTypeProvider>();

    typed.get(
      '/projectapi/v1/projects/:id/batch',
      {
        preHandler: requireUser({ allowGuest: true }),
        schema: {
          tags: ['projects'],
          summary: 'The requested collections of a project (poTypes: ACCESS_POINT, FLOOR_PLAN, SURVEY, …)',
          params: idParams,
          querystring: z.object({
            poTypes: z.union([z.string().max(2000), z.array(z.string().max(100)).max(60)]).optional(),
          }),
          response: { 200: batchSchema, ...errors },
        },
      },
      async (request, reply) => {
        const json = await getProjectBatch(
          context,
          userOf(request),
          projectIdOf(request.params),
          request.query.poTypes,
        );
        return reply
          .type('application/json; charset=utf-8')
          .header('Cache-Control', 'private, no-cache')
          .send(json);
      },
    );

    typed.get(
      '/projectapi/v1/projects/:id/imageFiles/:imageId',
      {
        preHandler: requireUser({ allowGuest: true }),
        schema: {
          tags: ['projects'],
          summary: 'A short-lived URL of a project image: `{url}` with redirect=0, else a redirect to it',
          params: imageParams,
          querystring: z.object({ redirect: z.enum(['0', '1', 'false', 'true']).optional() }),
          response: { 200: z.object({ url: z.string() }), 302: z.null(), ...errors },
        },
      },
      async (request, reply) => {
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
    );

    typed.get(
      '/projectapi/v1/projects/:id/imageFiles/:imageId/content',
      {
        schema: {
          tags: ['projects'],
          summary: 'The bytes behind a signed image URL (no session needed until it expires)',
          params: imageParams,
          querystring: z.object({ expires: z.coerce.number().int(), signature: z.string().max(100) }),
          response: {
            200: binarySchema('The image bytes with their sniffed content type'),
            404: errorBodySchema,
            400: errorBodySchema,
          },
        },
      },
      async (request, reply) => {
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
    );

    typed.get(
      '/projectapi/v1/projects/:id/thumbnail.png',
      {
        preHandler: requireUser({ allowGuest: true }),
        schema: {
          tags: ['projects'],
          summary: 'The first floor scaled down with access point markers',
          params: idParams,
          response: { 200: binarySchema('PNG'), ...errors },
        },
      },
      async (request, reply) => {
        const png = await getThumbnail(context, userOf(request), projectIdOf(request.params));
        return reply
          .type('image/png')
          .header('Cache-Control', 'private, max-age=60')
          .send(Buffer.from(png.buffer, png.byteOffset, png.byteLength));
      },
    );

    typed.patch(
      '/projectapi/v1/projects/:id',
      {
        preHandler: requireUser(),
        schema: {
          tags: ['projects'],
          summary: 'Rename a project (write roles; flag projectRename)',
          params: idParams,
          body: z.object({ name: z.string().max(200) }),
          response: { 200: z.object({ id: z.string(), name: z.string() }), ...errors },
        },
      },
      (request) => renameProject(context, userOf(request), projectIdOf(request.params), request.body.name),
    );

    typed.put(
      '/projectapi/v1/projects/:id/location',
      {
        preHandler: requireUser(),
        schema: {
          tags: ['projects'],
          summary: 'Set where a project is from a place of GET /projectapi/v1/places, or clear it with null',
          params: idParams,
          body: z
            .object({ placeId: z.number().int().positive().nullable() })
            .meta({ id: 'ProjectLocationRequest' }),
          response: { 200: projectLocationSchema, ...errors },
        },
      },
      (request) =>
        setProjectLocation(context, userOf(request), projectIdOf(request.params), request.body.placeId),
    );

    typed.delete(
      '/projectapi/v1/projects/:id',
      {
        preHandler: requireUser(),
        schema: {
          tags: ['projects'],
          summary: 'Delete a project (owner or organisation admin)',
          params: idParams,
          response: { 202: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await requestProjectDelete(context, userOf(request), projectIdOf(request.params));
        return reply.status(202).send(null);
      },
    );

    typed.get(
      '/esxfileapi/v1/projects/:id/download',
      {
        preHandler: requireUser(),
        schema: {
          tags: ['projects'],
          summary: 'The project as an .esx file (flag projectDownload)',
          params: idParams,
          response: { 200: binarySchema('The .esx archive'), ...errors },
        },
      },
      async (request, reply) => {
        const file = await downloadProject(context, userOf(request), projectIdOf(request.params));
        return reply
          .type('application/octet-stream')
          .header(
            'Content-Disposition',
            `attachment; filename="project.esx"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
          )
          .header('X-Content-Type-Options', 'nosniff')
          .send(Readable.from(file.chunks));
      },
    );
  };
}
