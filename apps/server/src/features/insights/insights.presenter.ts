import type { InsightsProject, SearchHit } from '@airlens/contract';
import { dedupeProjectUsers, isProjectRole, type FrequencyBand, type ProjectUser } from '@airlens/domain';
import type { ProjectRecord, ProjectUserRecord } from './insights-projects.repo';
import { countIssuesOf, type KpiScores } from './kpi-values';

/** Project users of one project: de-duplicated by e-mail, owners first, then alphabetical (docs/product-spec.md §6). */
export function presentProjectUsers(
  records: readonly Pick<ProjectUserRecord, 'username' | 'role'>[],
): ProjectUser[] {
  const users = records.flatMap((record) =>
    isProjectRole(record.role) ? [{ username: record.username, role: record.role }] : [],
  );
  return dedupeProjectUsers(users).map((user) => ({ username: user.username, role: user.role }));
}

function geolocationOf(project: ProjectRecord): { latitude: number; longitude: number } | null {
  return project.latitude === null || project.longitude === null
    ? null
    : { latitude: project.latitude, longitude: project.longitude };
}

/** A project with its KPI scores on a band (docs/product-spec.md §3 Project: KPI values per criterion and the average). */
export function presentProject(
  project: ProjectRecord,
  scores: KpiScores,
  band: FrequencyBand,
  extras: { tags?: string[]; projectUsers?: ProjectUser[] } = {},
): InsightsProject {
  return {
    id: project.id,
    rowId: project.rowId,
    name: project.name,
    country: project.country,
    city: project.city,
    geolocation: geolocationOf(project),
    projectType: project.projectType,
    status: project.status,
    lastSurveyDate: project.lastSurveyDate,
    projectVersion: project.version,
    frequencyBand: band,
    ...scores,
    issues: countIssuesOf(scores),
    ...(extras.tags === undefined ? {} : { tags: extras.tags }),
    ...(extras.projectUsers === undefined ? {} : { projectUsers: extras.projectUsers }),
  };
}

/** A search hit. */
export function presentSearchHit(project: ProjectRecord, tags: string[]): SearchHit {
  return {
    id: project.id,
    rowId: project.rowId,
    name: project.name,
    country: project.country,
    city: project.city,
    geolocation: geolocationOf(project),
    projectType: project.projectType,
    status: project.status,
    lastSurveyDate: project.lastSurveyDate,
    tags,
  };
}

/** The paged answer of the api-contract conventions. */
export function presentPage<T>(content: T[], total: number, page: number, size: number) {
  return { content, totalPages: Math.ceil(total / size), totalElements: total, page, size };
}
