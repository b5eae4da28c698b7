import { check, signedInClient, type GlobalOptions } from '../context';
import type { Output } from '../output';

const PAGE_SIZE = 100;

/** `airlens projects list`: every project the user may read (the insights list, page by page). */
export async function listProjects(options: GlobalOptions, output: Output): Promise<void> {
  const { client } = await signedInClient(options);
  const projects: {
    id: string;
    name: string;
    status: string;
    projectType: string;
    lastSurveyDate: string | null;
  }[] = [];
  for (let page = 0; ; page += 1) {
    const answer = check(
      await client.GET('/insightapi/v1/projects', {
        params: { query: { page, size: PAGE_SIZE, includeProjectUser: 'false' } },
      }),
    );
    for (const { project } of answer.content) {
      projects.push({
        id: project.id,
        name: project.name,
        status: project.status,
        projectType: project.projectType,
        lastSurveyDate: project.lastSurveyDate,
      });
    }
    if (page + 1 >= answer.totalPages) {
      break;
    }
  }
  output.result(
    projects,
    projects.length === 0
      ? ['No projects.']
      : projects.map(
          (project) => `${project.id}  ${project.name}  (${project.projectType}, ${project.status})`,
        ),
  );
}
