import { createHmac, timingSafeEqual } from 'node:crypto';
import { notFound } from '../../http/errors';
import type { AuthenticatedUser } from '../../http/session';
import {
  findImageMember,
  findLoadableVersion,
  findThumbnailFloor,
  listFloorAccessPoints,
  loadUrlSigningSecret,
} from './projects.repo';
import { getLoadableProject, getReadableProject, type ProjectsContext } from './projects.service';
import { renderThumbnail } from './thumbnail';
import { versionEsxChunks } from './version-archive.service';
import { isRetainedVersion } from '../versions/version-record.service';

/** How long a signed image URL works. */
export const IMAGE_URL_TTL_SECONDS = 300;

const secrets = new WeakMap<ProjectsContext['database'], Promise<string>>();

function secretOf(context: ProjectsContext): Promise<string> {
  let secret = secrets.get(context.database);
  if (secret === undefined) {
    secret = loadUrlSigningSecret(context.database);
    secrets.set(context.database, secret);
  }
  return secret;
}

function signature(secret: string, projectId: string, imageId: string, expires: number): string {
  return createHmac('sha256', secret).update(`${projectId}\n${imageId}\n${expires}`).digest('base64url');
}

/** The path of an image's bytes under this server. */
export function imageContentPath(projectId: string, imageId: string): string {
  return `/projectapi/v1/projects/${projectId}/imageFiles/${encodeURIComponent(imageId)}/content`;
}

/** A short-lived signed URL on this server that serves an image of a project the caller may see. */
export async function getImageUrl(
  context: ProjectsContext,
  user: AuthenticatedUser,
  projectId: string,
  imageId: string,
  now: Date,
): Promise<{ url: string }> {
  const project = await getLoadableProject(context, user, projectId);
  if ((await findImageMember(context.database, project.id, project.version, imageId)) === null) {
    throw notFound();
  }
  const expires = Math.floor(now.getTime() / 1000) + IMAGE_URL_TTL_SECONDS;
  const sig = signature(await secretOf(context), project.id, imageId, expires);
  return { url: `${imageContentPath(project.id, imageId)}?expires=${expires}&signature=${sig}` };
}

/** The bytes and sniffed content type behind a signed image URL; an expired or forged URL is 404. */
export async function readSignedImage(
  context: ProjectsContext,
  input: { projectId: string; imageId: string; expires: number; signature: string },
  now: Date,
): Promise<{ bytes: Uint8Array; contentType: string; maxAgeSeconds: number }> {
  const remaining = input.expires - Math.floor(now.getTime() / 1000);
  const expected = Buffer.from(
    signature(await secretOf(context), input.projectId, input.imageId, input.expires),
  );
  const given = Buffer.from(input.signature);
  if (
    remaining <= 0 ||
    remaining > IMAGE_URL_TTL_SECONDS ||
    given.length !== expected.length ||
    !timingSafeEqual(given, expected)
  ) {
    throw notFound();
  }
  const version = await findLoadableVersion(context.database, input.projectId);
  const member =
    version === null
      ? null
      : await findImageMember(context.database, input.projectId, version, input.imageId);
  const bytes = member === null ? null : await context.blobs.get(member.blobKey);
  if (member === null || bytes === null) {
    throw notFound();
  }
  return { bytes, contentType: member.contentType, maxAgeSeconds: remaining };
}

/** The thumbnail PNG of a project: its first floor scaled down with AP markers (rendered once per version). */
export async function getThumbnail(
  context: ProjectsContext,
  user: AuthenticatedUser,
  projectId: string,
): Promise<Uint8Array> {
  const project = await getLoadableProject(context, user, projectId);
  const key = `projects/${project.id}/v${project.version}/thumbnail.png`;
  const cached = await context.blobs.get(key);
  if (cached !== null) {
    return cached;
  }
  const floor = await findThumbnailFloor(context.database, project.id);
  const image =
    floor === null || floor.imageBlobKey === null ? null : await context.blobs.get(floor.imageBlobKey);
  const png = await renderThumbnail({
    image,
    planWidth: floor?.width ?? 0,
    planHeight: floor?.height ?? 0,
    accessPoints: floor === null ? [] : await listFloorAccessPoints(context.database, project.id, floor.id),
  });
  await context.blobs.put(key, png);
  return png;
}

/**
 * The project re-zipped as an .esx (documents of the current version, or of a retained earlier `version`, and
 * their member blobs), as chunks; 404 for a version that is not kept.
 */
export async function downloadProject(
  context: ProjectsContext,
  user: AuthenticatedUser,
  projectId: string,
  requestedVersion?: number,
): Promise<{ fileName: string; chunks: Iterable<Uint8Array> }> {
  if (!context.config.featureFlags.projectDownload) {
    throw notFound();
  }
  const project = await getReadableProject(context, user, projectId);
  const version = requestedVersion ?? project.version;
  if (
    version !== project.version &&
    !(await isRetainedVersion(context.database, project.id, version, project.version))
  ) {
    throw notFound(`This project has no version ${version} (unknown, or older than the versions kept).`);
  }
  const safeName =
    [...project.name]
      .map((char) => (char.charCodeAt(0) < 32 || '\\/:*?"<>|'.includes(char) ? '_' : char))
      .join('')
      .slice(0, 120) || 'project';
  return {
    fileName: requestedVersion === undefined ? `${safeName}.esx` : `${safeName} (version ${version}).esx`,
    chunks: await versionEsxChunks(context, project.id, version),
  };
}
