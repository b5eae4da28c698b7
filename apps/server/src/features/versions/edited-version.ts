// One way for a change made on the server (a design PATCH, AP names taken from a controller, a floor's scale) to
// become the project's next version: the edited .esx is written and imported exactly as an upload would be, and
// the import records the version as an EDIT with the change's summary.
import { toSafeText } from '@airlens/domain';
import { writeEsxChunks, type EsxEntity } from '@airlens/esx';
import type { ReadableProject } from '../projects/projects.service';
import { stageProjectRevision, type ProjectRevisionDeps } from '../uploads/project-revision.service';

/** The project as edited, from its current version. */
export interface EditedVersion {
  /** Every JSON collection of the .esx; the project entity's name is set here (see below). */
  collections: Map<string, EsxEntity[]>;
  /** The binary members (floor-plan images, survey tracks) as the current version has them. */
  binaries: Map<string, Uint8Array>;
  /** What the change was, for the file name in notifications: "<project> (<change>).esx". */
  change: string;
  /** The history entry's summary. */
  summary: string;
}

/** The entity with `name` set, `id` and `status` kept last as Ekahau writes them. */
function withName(entity: EsxEntity, name: string): EsxEntity {
  const { id, status, ...rest } = entity;
  return {
    ...rest,
    name,
    ...(id === undefined ? {} : { id }),
    ...(status === undefined ? {} : { status }),
  };
}

/**
 * Stages `edit` of `project` (made from its current version) as its next version, by `user`; answers the upload
 * id whose import makes it. 409 (from stageProjectRevision) when the project moved on since or another change is
 * being imported. The import names the project from project.json: the name given in Airlens is written there,
 * so an edit never undoes a rename.
 */
export function stageEditedVersion(
  deps: ProjectRevisionDeps,
  user: { userId: string; email: string },
  project: ReadableProject,
  edit: EditedVersion,
): Promise<string> {
  const collections = new Map(edit.collections);
  collections.set(
    'project',
    (collections.get('project') ?? []).map((entity) => withName(entity, project.name)),
  );
  return stageProjectRevision(
    deps,
    { userId: user.userId, email: user.email },
    {
      projectId: project.id,
      orgId: project.orgId,
      esxProjectId: project.esxProjectId,
      baseVersion: project.version,
      fileName: toSafeText(`${project.name} (${edit.change}).esx`).slice(0, 200),
      chunks: writeEsxChunks({
        archiveVersion: '2.0',
        collections,
        binaries: edit.binaries,
      }),
      note: { source: 'EDIT', summary: edit.summary },
    },
  );
}
