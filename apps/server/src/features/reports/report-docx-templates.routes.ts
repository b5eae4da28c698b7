import fastifyMultipart from '@fastify/multipart';
import { reportsEndpoints } from '@airlens/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/contract-route';
import { invalidInput, payloadTooLarge } from '../../http/errors';
import { requireUser, userOf } from '../../http/session';
import {
  createWordTemplate,
  MAX_WORD_TEMPLATE_BYTES,
  type WordTemplateUpload,
} from './report-docx-templates.service';
import type { ReportTemplatesContext } from './report-templates.service';

/** Reads the upload's fields and its one `file`; other files are read and dropped. */
async function readUpload(request: FastifyRequest): Promise<WordTemplateUpload> {
  if (!request.isMultipart()) {
    throw invalidInput('file', 'send multipart/form-data with the Word template as `file`');
  }
  const fields: Record<string, string> = {};
  let file: Uint8Array | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'file' && file === null) {
          file = new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
        }
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    // Everything that fails here is reading the request body: the multipart plugin's errors (too large, too many
    // parts) and the parser's own for a broken body ("Unexpected end of multipart data" carries no code).
    const code =
      error instanceof Error && 'code' in error && typeof error.code === 'string' ? error.code : '';
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw payloadTooLarge(`The Word template is larger than ${MAX_WORD_TEMPLATE_BYTES / 1024 / 1024} MB.`);
    }
    throw invalidInput('file', 'the upload could not be read as multipart/form-data');
  }
  return { fields, file };
}

/** POST /reportapi/v1/templates/docx: a Word template upload (multipart, in its own scope). */
export function reportDocxTemplatesRoutes(context: ReportTemplatesContext) {
  return async function register(app: FastifyInstance): Promise<void> {
    await app.register(fastifyMultipart, {
      limits: { fileSize: MAX_WORD_TEMPLATE_BYTES, files: 2, fields: 8, fieldSize: 4096, parts: 10 },
    });
    const typed = app.withTypeProvider<ZodTypeProvider>();
    typed.route({
      ...routeOf(reportsEndpoints.createWordReportTemplate),
      preHandler: requireUser(),
      handler: async (request, reply) => {
        const upload = await readUpload(request);
        return reply.status(201).send(await createWordTemplate(context, userOf(request), upload));
      },
    });
  };
}
