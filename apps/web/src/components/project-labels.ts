import { designTypeIconOf, isProjectRole } from '@airlens/domain';
import type { ProjectUser } from '@airlens/domain';
import { DESIGN_TYPE_LOOKS } from '@/components/icons/design-type-looks';

const STATUS_LABELS: Readonly<Record<string, string>> = {
  COMPLETED: 'Completed',
  IN_PROGRESS: 'Processing',
  FAILED: 'Failed',
  DELETE_REQUESTED: 'Being deleted',
};

/** The readable name of a project type, the same words as its icon's name. */
export function projectTypeLabel(projectType: string): string {
  return DESIGN_TYPE_LOOKS[designTypeIconOf(projectType)].title;
}

/** The readable name of a project status. */
export function projectStatusLabel(status: string): string {
  return STATUS_LABELS[status] ?? status;
}

/** 'City, Country' with whichever parts exist; empty when neither does. */
export function projectLocationLabel(project: { city: string | null; country: string | null }): string {
  return [project.city, project.country]
    .filter((part): part is string => part !== null && part !== '')
    .join(', ');
}

/** The listed users whose role the product knows (unknown roles are left out of summaries). */
export function toProjectUsers(entry: {
  projectUsers: readonly { username: string; role: string }[];
}): ProjectUser[] {
  return entry.projectUsers.flatMap((user) =>
    isProjectRole(user.role) ? [{ username: user.username, role: user.role }] : [],
  );
}
