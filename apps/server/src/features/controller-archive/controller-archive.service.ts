import type { ControllerArchiveUploadBody, ControllerExportFormat } from '@airlens/contract';
import { convertControllerArchive, isControllerArchiveError, writeControllerArchive } from '@airlens/esx';
import type { Logger } from 'pino';
import type { BlobStore } from '../../blobs/blob-store';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/database';
import { AppError, invalidInput } from '../../http/errors';
import type { AuthenticatedUser } from '../../http/session';
import { getLoadableProject } from '../projects/projects.service';
import { readProjectModel, safeFileStem } from '../exports/exports.service';

/** What the controller-archive feature needs. */
export interface ControllerArchiveContext {
  config: AppConfig;
  database: Database;
  blobs: BlobStore;
  logger: Logger;
  now?: () => Date;
}

/** A file to send as an attachment. */
export interface ControllerArchiveFile {
  fileName: string;
  contentType: string;
  bytes: Uint8Array;
}

/** The collections a map archive is written from (no surveys: the export is the design). */
const EXPORT_COLLECTIONS = [
  'project',
  'buildings',
  'buildingFloors',
  'floorPlans',
  'images',
  'accessPoints',
  'simulatedRadios',
  'antennaTypes',
  'tagKeys',
  'wallTypes',
  'wallPoints',
  'wallSegments',
  'areas',
];

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** The archive's bytes from its base64 text (a `data:` URL prefix and line breaks tolerated). */
function decodeArchive(text: string): Buffer {
  const payload = text.replace(/^data:[^,]*;base64,/, '').replace(/\s+/g, '');
  if (payload.length === 0 || payload.length % 4 === 1 || !BASE64.test(payload)) {
    throw invalidInput('base64ZipFile', 'is not base64 text');
  }
  return Buffer.from(payload, 'base64');
}

/**
 * Converts an uploaded Catalyst Center / DNA Center / Prime map archive into an `.esx` named after the upload;
 * 400 `{ message }` naming what is wrong with a malformed or hostile archive.
 */
export function convertArchiveUpload(
  context: ControllerArchiveContext,
  user: AuthenticatedUser,
  body: ControllerArchiveUploadBody,
): ControllerArchiveFile {
  const bytes = decodeArchive(body.base64ZipFile);
  const stem = safeFileStem(body.fileName.replace(/\.(tar\.gz|tgz|tar|zip|gz)$/i, ''));
  try {
    const converted = convertControllerArchive(bytes, { projectName: stem, now: context.now?.() });
    context.logger.info(
      {
        userId: user.userId,
        archiveBytes: bytes.length,
        floors: converted.project.floorPlans.length,
        accessPoints: converted.project.accessPoints.length,
        walls: converted.project.walls.length,
      },
      'controller archive converted',
    );
    return { fileName: `${stem}.esx`, contentType: 'application/octet-stream', bytes: converted.esx };
  } catch (error) {
    if (isControllerArchiveError(error)) {
      context.logger.info({ userId: user.userId, code: error.code }, 'controller archive refused');
      throw new AppError(400, `CONTROLLER_ARCHIVE_${error.code}`, error.message);
    }
    throw error;
  }
}

/**
 * A project the caller may read as a Catalyst Center map archive (tar.gz): floors with their images, "my"
 * placed APs and radios, walls as obstacles, areas as coverage areas; 404 for a project the caller cannot see.
 */
export async function exportControllerArchive(
  context: ControllerArchiveContext,
  user: AuthenticatedUser,
  projectId: string,
  format: ControllerExportFormat,
): Promise<ControllerArchiveFile> {
  const project = await getLoadableProject(context, user, projectId);
  const model = await readProjectModel(context, project, EXPORT_COLLECTIONS, { withImages: true });
  const now = context.now?.() ?? new Date();
  return {
    fileName: `${safeFileStem(project.name)} ${format}.tar.gz`,
    contentType: 'application/gzip',
    bytes: writeControllerArchive(model, project.name, now),
  };
}
