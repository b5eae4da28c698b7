import { SINGLETON_COLLECTIONS, writeEsxChunks, type EsxEntity } from '@airlens/esx';
import { listAllDocuments, listMembers } from './projects.repo';
import { documentText, type ProjectsContext } from './projects.service';

/**
 * One stored version of a project as its `.esx` had it: every JSON collection (singletons cut to their first
 * entity) and the binary members read from the blob store. Downloads and restores rebuild files from it.
 */
export async function readVersionArchive(
  context: ProjectsContext,
  projectId: string,
  version: number,
): Promise<{ collections: Map<string, EsxEntity[]>; binaries: Map<string, Uint8Array> }> {
  const collections = new Map<string, EsxEntity[]>();
  for (const document of await listAllDocuments(context.database, projectId, version)) {
    const entities = collections.get(document.collection) ?? [];
    entities.push(JSON.parse(await documentText(context, document)) as EsxEntity);
    collections.set(document.collection, entities);
  }
  for (const key of SINGLETON_COLLECTIONS) {
    if ((collections.get(key)?.length ?? 0) > 1) {
      collections.set(key, collections.get(key)?.slice(0, 1) ?? []);
    }
  }
  const binaries = new Map<string, Uint8Array>();
  for (const member of await listMembers(context.database, projectId, version)) {
    const bytes = await context.blobs.get(member.blobKey);
    if (bytes !== null) {
      binaries.set(member.memberName, bytes);
    }
  }
  return { collections, binaries };
}

/** That version rebuilt as an `.esx`, written lazily. */
export async function versionEsxChunks(
  context: ProjectsContext,
  projectId: string,
  version: number,
): Promise<Iterable<Uint8Array>> {
  return writeEsxChunks({
    archiveVersion: '2.0',
    ...(await readVersionArchive(context, projectId, version)),
  });
}
