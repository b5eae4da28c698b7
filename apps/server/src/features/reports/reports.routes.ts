import { reportsEndpoints } from '@airlens/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/contract-route';
import { notFound } from '../../http/errors';
import { requireUser, userOf } from '../../http/session';
import { reportDocxTemplatesRoutes } from './report-docx-templates.routes';
import { previewReport } from './report-preview';
import {
  createTemplate,
  deleteTemplate,
  listTemplates,
  updateTemplate,
  type ReportTemplatesContext,
} from './report-templates.service';
import {
  deleteReport,
  getReportStatus,
  listProjectReports,
  openReportFile,
  requestReport,
  type ReportsContext,
} from './reports.service';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A malformed id names nothing: 404, the same as a project that is not there. */
function projectIdOf(params: { id: string }): string {
  if (!UUID.test(params.id)) {
    throw notFound();
  }
  return params.id.toLowerCase();
}

/** Templates and report jobs under /reportapi/v1 (api-contract "Reports and exports"). */
export function reportsRoutes(context: ReportsContext & ReportTemplatesContext) {
  return async function register(app: FastifyInstance): Promise<void> {
    const typed = app.withTypeProvider<ZodTypeProvider>();
    const endpoints = reportsEndpoints;
    // Word template uploads parse multipart bodies, in a scope of their own.
    await app.register(reportDocxTemplatesRoutes(context));

    typed.route({
      ...routeOf(endpoints.listReportTemplates),
      preHandler: requireUser(),
      handler: async (request) => listTemplates(context, userOf(request)),
    });

    typed.route({
      ...routeOf(endpoints.createReportTemplate),
      preHandler: requireUser(),
      handler: async (request, reply) =>
        reply.status(201).send(await createTemplate(context, userOf(request), request.body)),
    });

    typed.route({
      ...routeOf(endpoints.updateReportTemplate),
      preHandler: requireUser(),
      handler: async (request) => updateTemplate(context, userOf(request), request.params.id, request.body),
    });

    typed.route({
      ...routeOf(endpoints.deleteReportTemplate),
      preHandler: requireUser(),
      handler: async (request, reply) => {
        await deleteTemplate(context, userOf(request), request.params.id);
        return reply.status(204).send(null);
      },
    });

    typed.route({
      ...routeOf(endpoints.createReport),
      // A report holds the project's insights: the same licence rule as the insights pages.
      preHandler: requireUser({ insights: true }),
      handler: async (request, reply) =>
        reply
          .status(202)
          .send(await requestReport(context, userOf(request), projectIdOf(request.params), request.body)),
    });

    typed.route({
      ...routeOf(endpoints.previewReport),
      preHandler: requireUser({ insights: true }),
      handler: async (request, reply) => {
        const bytes = await previewReport(
          context,
          userOf(request),
          projectIdOf(request.params),
          request.body,
        );
        return reply
          .type('application/pdf')
          .header('Content-Disposition', 'inline; filename="preview.pdf"')
          .header('Cache-Control', 'private, no-store')
          .header('X-Content-Type-Options', 'nosniff')
          .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
      },
    });

    typed.route({
      ...routeOf(endpoints.listProjectReports),
      // Guests of the secure project view see and download the project's reports while sharing allows them.
      preHandler: requireUser({ allowGuest: true }),
      handler: async (request, reply) =>
        reply
          .header('Cache-Control', 'private, no-store')
          .send(await listProjectReports(context, userOf(request), projectIdOf(request.params))),
    });

    typed.route({
      ...routeOf(endpoints.getReport),
      preHandler: requireUser({ allowGuest: true }),
      handler: async (request, reply) =>
        reply
          .header('Cache-Control', 'private, no-store')
          .send(await getReportStatus(context, userOf(request), request.params.reportId)),
    });

    typed.route({
      ...routeOf(endpoints.downloadReport),
      preHandler: requireUser({ allowGuest: true }),
      handler: async (request, reply) => {
        const file = await openReportFile(context, userOf(request), request.params.reportId);
        const ascii = file.fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
        return reply
          .type(file.contentType)
          .header(
            'Content-Disposition',
            `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
          )
          .header('Cache-Control', 'private, no-store')
          .header('X-Content-Type-Options', 'nosniff')
          .send(file.body);
      },
    });

    typed.route({
      ...routeOf(endpoints.deleteReport),
      preHandler: requireUser({ allowGuest: true }),
      handler: async (request, reply) => {
        await deleteReport(context, userOf(request), request.params.reportId);
        return reply.status(204).send(null);
      },
    });
  };
}
