import type { Database } from '../../db/database';
import { createSqlParams } from '../../db/sql-params';
import {
  PROJECT_COLUMNS,
  TAGS_COLUMN,
  toProject,
  type ProjectRecord,
  type ProjectRow,
} from './insights-projects.repo';
import { projectTextCondition, visibleProjectCondition, type ProjectScope } from './insights-scope.repo';

/** The first three-character piece of a lower-cased search text, or null when it is shorter (in characters). */
function firstTrigramOf(text: string): string | null {
  const characters = Array.from(text.trim().toLowerCase());
  return characters.length < 3 ? null : characters.slice(0, 3).join('');
}

/**
 * Projects matching a search text (name, country or city) and carrying every given tag, COMPLETED first, then by
 * name. A text of three or more characters walks, in list order, the projects containing its first
 * three-character piece (migration 0119), testing the whole text on each, until the limit: every match contains
 * that piece, and a common text is answered from the first rows read. A shorter text walks every project's
 * list-order index entry (0118), or the trigram index when the planner expects few. Only the page's projects
 * are read in full, and only theirs have tags gathered.
 */
export async function searchProjects(
  database: Database,
  scope: ProjectScope,
  search: { query: string; tags: readonly string[]; limit: number },
): Promise<(ProjectRecord & { tags: string[] })[]> {
  const params = createSqlParams();
  const trigram = firstTrigramOf(search.query);
  const alias = trigram === null ? 'p' : 's';
  const conditions = [visibleProjectCondition(scope, params, alias)];
  if (search.query.trim() !== '') {
    conditions.push(projectTextCondition(search.query, params, alias));
  }
  for (const tag of search.tags) {
    conditions.push(
      `EXISTS (SELECT 1 FROM insight_project_tags t WHERE t.project_id = ${alias}.id AND lower(t.tag) = lower(${params.add(tag.trim())}))`,
    );
  }
  const order = `(p.status <> 'COMPLETED'), lower(p.name), p.id`;
  const hits =
    trigram === null
      ? `SELECT p.id FROM projects p WHERE ${conditions.join(' AND ')} ORDER BY ${order} LIMIT ${params.add(search.limit)}`
      : `SELECT s.id FROM project_search_trigrams s
          WHERE s.trigram = ${params.add(trigram)} AND ${conditions.join(' AND ')}
          ORDER BY s.completed_last, s.sort_name, s.id LIMIT ${params.add(search.limit)}`;
  const { rows } = await database.query<ProjectRow & { tags: string[] | null }>(
    `SELECT ${PROJECT_COLUMNS}, ${TAGS_COLUMN}
       FROM (${hits}) hit
       JOIN projects p ON p.id = hit.id
      ORDER BY ${order}`,
    params.values,
    // Through the pieces the plan is one for every text: kept prepared (the LIKE walk's plan hangs on the text).
    { prepared: trigram !== null },
  );
  return rows.map((row) => ({ ...toProject(row), tags: row.tags ?? [] }));
}
