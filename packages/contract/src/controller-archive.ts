import { z } from 'zod';
import { commonErrors, defineEndpoint, errorBodySchema } from './endpoint';

const tags = ['controller-archive'];

/** Largest controller map archive accepted for conversion, in bytes (before base64). */
export const CONTROLLER_ARCHIVE_MAX_BYTES = 64 * 1024 * 1024;

/** Longest base64 text of such an archive. */
export const CONTROLLER_ARCHIVE_MAX_BASE64_CHARS = Math.ceil(CONTROLLER_ARCHIVE_MAX_BYTES / 3) * 4;

/** The controller formats a project exports to. */
export const CONTROLLER_EXPORT_FORMATS = ['catalyst-center'] as const;

export type ControllerExportFormat = (typeof CONTROLLER_EXPORT_FORMATS)[number];

export const controllerArchiveUploadBodySchema = z
  .object({
    fileName: z.string().trim().min(1).max(255),
    base64ZipFile: z
      .string()
      .min(1)
      .max(CONTROLLER_ARCHIVE_MAX_BASE64_CHARS)
      .describe('The archive (zip, tar or tar.gz) as base64, the name kept from the product for any format'),
  })
  .meta({ id: 'ControllerArchiveUpload' });

export type ControllerArchiveUploadBody = z.infer<typeof controllerArchiveUploadBodySchema>;

/** Conversion of controller map archives and export to a controller (api-contract "Controller interop"). */
export const controllerArchiveEndpoints = {
  convertControllerArchive: defineEndpoint({
    method: 'POST',
    path: '/esxfileapi/v1/projects/cisco/ciscoDnacUpload',
    access: 'signedIn',
    tags,
    summary: 'Convert a Cisco Catalyst Center / DNA Center / Prime map archive into an .esx',
    description:
      'The archive holds xmlDir/MapsImportExport.xml and images/…; the answer is the .esx (application/octet-stream) to save or upload. 400 { message } names what is wrong with the archive (no maps XML, unsafe member names, more than the size limits, DOCTYPE or malformed XML, values out of range). Signed-in users with insights access.',
    body: controllerArchiveUploadBodySchema,
    responses: {
      200: z.unknown().meta({ description: 'application/octet-stream: the .esx' }),
      413: errorBodySchema,
      ...commonErrors,
    },
  }),
  exportControllerArchive: defineEndpoint({
    method: 'GET',
    path: '/esxfileapi/v1/projects/:id/controller-export',
    access: 'projectRead',
    tags,
    summary: 'The project as a Catalyst Center map archive (tar.gz)',
    description:
      'application/gzip: a tar.gz holding xmlDir/MapsImportExport.xml (root CiscoUnifiedInterchange, distUnits="FEET"; sites, buildings, floors, APs, obstacles, coverage areas) and images/<file>, member names without a leading ./ — the conversion above reads it back. Anyone who may read the project; 404 otherwise.',
    params: z.object({ id: z.string().max(64) }),
    query: z.object({ format: z.enum(CONTROLLER_EXPORT_FORMATS) }),
    responses: { 200: z.unknown().meta({ description: 'application/gzip' }), ...commonErrors },
  }),
};
