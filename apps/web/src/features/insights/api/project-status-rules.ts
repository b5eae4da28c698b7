import type { Paged, ProjectEntry } from '@airlens/contract';
import { compareCompletedFirst, isListedProjectStatus } from '@airlens/domain';

// Apart from the call (project-list-call.ts), whose contract schemas the first-page preview must not load.

/**
 * docs/product-spec.md §4 on a page of projects: SKIP_COMPUTATION projects are left out (and out of the count), and in the
 * default order COMPLETED projects come first, the others keeping their order. A column sort the user chose
 * is kept as it is.
 */
export function applyStatusRules(answer: Paged<ProjectEntry>, completedFirst: boolean): Paged<ProjectEntry> {
  const listed = answer.content.filter((entry) => isListedProjectStatus(entry.project.status));
  const hidden = answer.content.length - listed.length;
  const content = completedFirst
    ? [...listed].sort((a, b) => compareCompletedFirst(a.project, b.project))
    : listed;
  if (hidden === 0 && content.every((entry, index) => entry === answer.content[index])) {
    return answer;
  }
  return { ...answer, content, totalElements: Math.max(0, answer.totalElements - hidden) };
}
