import type { JsonValue } from './json.ts';
import { stringifyEkahauJson } from './json-writer.ts';
import type { EsxProject } from './model.ts';
import { SINGLETON_COLLECTIONS } from './read.ts';
import { concatChunks, zipChunks, type ZipMember, type ZipWriteOptions } from './zip-writer.ts';

/** Options for {@link writeEsx}. */
export type EsxWriteOptions = ZipWriteOptions;

const encoder = new TextEncoder();

function jsonMember(name: string, value: JsonValue): ZipMember {
  return { name, data: encoder.encode(stringifyEkahauJson(value)) };
}

/**
 * The members of a project in write order: `version`, `project.json`, the other collections (one
 * `survey-<id>.json` per survey), then images, tracks and every other member byte-identical.
 */
export function* esxMembers(
  project: Pick<EsxProject, 'archiveVersion' | 'collections' | 'binaries'>,
): Generator<ZipMember> {
  yield { name: 'version', data: encoder.encode(project.archiveVersion) };
  const keys = [...project.collections.keys()].sort((a, b) =>
    a === 'project' ? -1 : b === 'project' ? 1 : 0,
  );
  for (const key of keys) {
    const entities = project.collections.get(key) ?? [];
    if (key === 'surveys') {
      for (const survey of entities) {
        yield jsonMember(`survey-${typeof survey.id === 'string' ? survey.id : 'unknown'}.json`, {
          surveys: [survey],
        });
      }
    } else if (SINGLETON_COLLECTIONS.has(key)) {
      const [single] = entities;
      if (single !== undefined) {
        yield jsonMember(`${key}.json`, { [key]: single });
      }
    } else {
      yield jsonMember(`${key}.json`, { [key]: entities });
    }
  }
  for (const [name, data] of project.binaries) {
    yield { name, data };
  }
}

/** Writes a project as `.esx` chunks (stream them to a file or an upload). */
export function writeEsxChunks(
  project: Pick<EsxProject, 'archiveVersion' | 'collections' | 'binaries'>,
  options?: EsxWriteOptions,
): Generator<Uint8Array> {
  return zipChunks(esxMembers(project), options);
}

/**
 * Writes a project back as an `.esx` with Ekahau's conventions (`version` 2.0, flat members, doubles
 * with `.0`, 0x0808 entries) that {@link readEsx} reads to the same model.
 */
export function writeEsx(
  project: Pick<EsxProject, 'archiveVersion' | 'collections' | 'binaries'>,
  options?: EsxWriteOptions,
): Uint8Array {
  return concatChunks(writeEsxChunks(project, options));
}
