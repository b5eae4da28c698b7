import { canLoadProjectData, hasWriteAccess, type ProjectRole } from '@airlens/domain';
import type { Logger } from 'pino';
import type { BlobStore } from '../../blobs/blob-store';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/database';
import { forbidden, invalidInput, notFound } from '../../http/errors';
import type { AuthenticatedUser } from '../../http/session';
import { assertProjectPermission } from '../access';
import { presentBatchEntity } from './batch-entities';
import { collectionsOfPoTypes, parsePoTypes, SINGLE_OBJECT_COLLECTIONS } from './po-types';
import {
  findProjectRow,
  listDocuments,
  markDeleteRequested,
  updateProjectName,
  type StoredDocument,
} from './projects.repo';

/** What reading a project needs. */
export interface ProjectsReadContext {
  config: AppConfig;
  database: Database;
}

/** What the projects feature needs. */
export interface ProjectsContext extends ProjectsReadContext {
  blobs: BlobStore;
  logger: Logger;
  /** Enqueues the `project-delete` job for a project. */
  enqueueDelete: (projectId: string) => Promise<void>;
}

/** A project the caller may see, with the caller's effective rights on it. */
export interface ReadableProject {
  id: string;
  rowId: number;
  orgId: string;
  esxProjectId: string;
  name: string;
  projectType: string;
  status: string;
  /** The current version (documents, blobs and derived rows belong to it). */
  version: number;
  /** OWNER for an organisation admin, else the caller's listed role, or READ_USER for a guest of the project. */
  role: ProjectRole;
  /** Whether the caller holds a role in project_users (a guest of a secure link does not). */
  isListed: boolean;
  isOrgAdmin: boolean;
  /** Whether the caller may change the project (OWNER, WRITE_SHARE_USER, WRITE_USER). */
  canWrite: boolean;
}

/**
 * The project if the caller may see it, by the sharing feature's one access rule: a listed member of its
 * organisation (under NO_SHARING only a listed owner), an organisation admin, or a guest whose secure link is
 * for it while the organisation allows guests; anything else 404. A simulated (design) project with the
 * designProject flag off answers 400 'This is design project.'.
 */
export async function getReadableProject(
  context: ProjectsReadContext,
  user: AuthenticatedUser,
  projectId: string,
): Promise<ReadableProject> {
  const access = await assertProjectPermission(context.database, user, projectId, 'read', {
    hideDesignProjects: !context.config.featureFlags.designProject,
  });
  const row = await findProjectRow(context.database, access.projectId);
  if (row === null) {
    throw notFound();
  }
  return {
    id: row.id,
    rowId: row.rowId,
    orgId: row.orgId,
    esxProjectId: row.esxProjectId,
    name: row.name,
    projectType: row.projectType,
    status: row.status,
    version: row.version,
    role: access.role,
    isListed: access.listedRole !== null,
    isOrgAdmin: access.isOrgAdmin,
    canWrite: !access.isGuest && hasWriteAccess(access.role),
  };
}

/** A readable project whose data may load (not DELETE_REQUESTED, which answers 404). */
export async function getLoadableProject(
  context: ProjectsReadContext,
  user: AuthenticatedUser,
  projectId: string,
): Promise<ReadableProject> {
  const project = await getReadableProject(context, user, projectId);
  if (!canLoadProjectData(project.status)) {
    throw notFound();
  }
  return project;
}

/** The JSON text of a stored document: its row, or its blob when the body was too large for a row. */
export async function documentText(
  context: { blobs: BlobStore },
  document: Pick<StoredDocument, 'body' | 'blobKey'>,
): Promise<string> {
  if (document.blobKey === null) {
    return document.body;
  }
  const bytes = await context.blobs.get(document.blobKey);
  if (bytes === null) {
    throw new Error(`document blob missing: ${document.blobKey}`);
  }
  return new TextDecoder().decode(bytes);
}

/**
 * The batch answer as JSON text: one key per requested collection of the current version, entities in file
 * order (an object or null for project and projectConfiguration), assembled from stored JSON text.
 */
export async function getProjectBatch(
  context: ProjectsContext,
  user: AuthenticatedUser,
  projectId: string,
  poTypes: string | string[] | undefined,
): Promise<string> {
  const types = parsePoTypes(poTypes);
  if (types.length === 0) {
    throw invalidInput('poTypes', 'name at least one type');
  }
  const resolved = collectionsOfPoTypes(types);
  if ('unknown' in resolved) {
    throw invalidInput('poTypes', `unknown type ${resolved.unknown.slice(0, 60)}`);
  }
  const project = await getLoadableProject(context, user, projectId);
  const texts = new Map<string, string[]>(resolved.collections.map((name) => [name, []]));
  for (const document of await listDocuments(
    context.database,
    project.id,
    project.version,
    resolved.collections,
  )) {
    const text = await documentText(context, document);
    texts.get(document.collection)?.push(presentBatchEntity(document.collection, text));
  }
  const members = [...texts].map(([name, bodies]) => {
    const value = SINGLE_OBJECT_COLLECTIONS.has(name) ? (bodies[0] ?? 'null') : `[${bodies.join(',')}]`;
    return `${JSON.stringify(name)}:${value}`;
  });
  return `{${members.join(',')}}`;
}

/** Renames a project (write roles; the projectRename flag). */
export async function renameProject(
  context: ProjectsContext,
  user: AuthenticatedUser,
  projectId: string,
  name: string,
): Promise<{ id: string; name: string }> {
  if (!context.config.featureFlags.projectRename) {
    throw notFound();
  }
  const project = await getLoadableProject(context, user, projectId);
  if (!project.canWrite) {
    throw forbidden('Renaming needs write access to the project.');
  }
  const trimmed = name.trim();
  if (trimmed === '') {
    throw invalidInput('name', 'must not be empty');
  }
  await updateProjectName(context.database, project.id, trimmed);
  return { id: project.id, name: trimmed };
}

/** Requests a project's deletion (its owner or an organisation admin): DELETE_REQUESTED now, removed by a job. */
export async function requestProjectDelete(
  context: ProjectsContext,
  user: AuthenticatedUser,
  projectId: string,
): Promise<void> {
  const project = await getReadableProject(context, user, projectId);
  if (project.role !== 'OWNER' && !project.isOrgAdmin) {
    throw forbidden('Only the owner or an organisation admin can delete a project.');
  }
  if (await markDeleteRequested(context.database, project.id)) {
    await context.enqueueDelete(project.id);
  }
}
