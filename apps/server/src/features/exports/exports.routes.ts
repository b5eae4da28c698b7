import { Readable } from 'node:stream';
import { exportsEndpoints } from '@airlens/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/contract-route';
import { notFound } from '../../http/errors';
import { requireUser, userOf } from '../../http/session';
import { exportBillOfMaterials, exportRssi, type ExportsContext } from './exports.service';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A malformed id names nothing: 404, the same as a project that is not there. */
function projectIdOf(params: { id: string }): string {
  if (!UUID.test(params.id)) {
    throw notFound();
  }
  return params.id.toLowerCase();
}

/** Download headers: the file name in ASCII for old clients and in UTF-8 (RFC 6266) for the rest. */
function asAttachment(reply: FastifyReply, fileName: string, contentType: string): FastifyReply {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return reply
    .type(contentType)
    .header(
      'Content-Disposition',
      `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    )
    .header('Cache-Control', 'private, no-store')
    .header('X-Content-Type-Options', 'nosniff');
}

/** Bill of materials and RSSI export under /projectapi/v1/projects (api-contract "Reports and exports"). */
export function exportsRoutes(context: ExportsContext) {
  return async function register(app: FastifyInstance): Promise<void> {
    const typed = app.withTypeProvider<ZodTypeProvider>();

    typed.route({
      ...routeOf(exportsEndpoints.getBillOfMaterials),
      // A guest of the secure project view may take the bill of materials of the project it sees.
      preHandler: requireUser({ allowGuest: true }),
      handler: async (request, reply) => {
        const answer = await exportBillOfMaterials(
          context,
          userOf(request),
          projectIdOf(request.params),
          request.query.format,
        );
        if (answer.kind === 'json') {
          return reply.header('Cache-Control', 'private, no-store').send(answer.bom);
        }
        // CSV text and XLSX bytes go out as they are; the answer schema describes the JSON form only.
        return asAttachment(reply, answer.file.fileName, answer.file.contentType).send(answer.file.body);
      },
    });

    typed.route({
      ...routeOf(exportsEndpoints.getRssiExport),
      preHandler: requireUser(),
      handler: async (request, reply) => {
        const file = await exportRssi(context, userOf(request), projectIdOf(request.params), {
          floorPlanId: request.query.floorPlanId ?? null,
          frequencyBand: request.query.frequencyBand ?? null,
        });
        // Streamed with back-pressure: the next 64 KiB piece of text is made only when the client has taken the
        // one before (one piece queued, not an object stream's default sixteen). Pieces stay text on their way to
        // the socket, which encodes each into memory of its own and frees it once written: as buffers, each
        // would wait for a garbage collection, and an export of gigabytes left tens of megabytes of them behind.
        return asAttachment(reply, file.fileName, file.contentType).send(
          Readable.from(file.body, { objectMode: true, highWaterMark: 1 }),
        );
      },
    });
  };
}
