import { controllerArchiveEndpoints, exportsEndpoints, pathOf, projectsEndpoints } from '@airlens/contract';

// Files that can reach hundreds of megabytes are plain links: the browser streams them to disk, where a blob
// read through the api client would hold the whole file in the tab's memory first.

/** The RSSI export of a whole project as CSV (GET, the session cookie is enough). */
export function rssiExportHref(projectId: string): string {
  return `${pathOf(exportsEndpoints.getRssiExport, { id: projectId })}?format=csv`;
}

/** The project as an .esx file. */
export function projectDownloadHref(projectId: string): string {
  return pathOf(projectsEndpoints.downloadProject, { id: projectId });
}

/** The project as a Catalyst Center map archive (tar.gz). */
export function catalystArchiveHref(projectId: string): string {
  return `${pathOf(controllerArchiveEndpoints.exportControllerArchive, { id: projectId })}?format=catalyst-center`;
}
