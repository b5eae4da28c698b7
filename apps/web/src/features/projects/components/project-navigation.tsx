import LaunchIcon from '@mui/icons-material/Launch';
import { BreadcrumbTrail } from '@/components/breadcrumb-trail';
import type { BreadcrumbItem } from '@/components/breadcrumb-trail';
import { LinkTabs } from '@/components/link-tabs';
import type { LinkTab } from '@/components/link-tabs';
import { useFloorPlans } from '@/components/project-floor-queries';
import type { ProjectLinks } from './project-links';

/** Which page of a project is shown. */
export type ProjectSection =
  { kind: 'dashboard' } | { kind: 'floor'; floorPlanRowId: number } | { kind: 'integrations' };

interface ProjectRef {
  id: string;
  name: string;
}

export interface ProjectBreadcrumbsProps {
  /** The project, or null while it is not there (not found, unavailable). */
  project: ProjectRef | null;
  projectId: string;
  section: ProjectSection;
  links: ProjectLinks;
}

/** Insights › project › floor (or Integrations): the way up from any project page. */
export function ProjectBreadcrumbs({ project, projectId, section, links }: ProjectBreadcrumbsProps) {
  const floors = useFloorPlans(projectId);
  const items: BreadcrumbItem[] = [];
  if (links.insights !== null) {
    items.push({ label: 'Insights', to: links.insights });
  }
  if (project === null) {
    return <BreadcrumbTrail items={items} />;
  }
  items.push({ label: project.name, to: section.kind === 'dashboard' ? null : links.dashboard(project.id) });
  if (section.kind === 'floor') {
    const floor = floors.data?.find((candidate) => candidate.rowId === section.floorPlanRowId);
    items.push({ label: floor?.name ?? 'Floor plan', to: null });
  } else if (section.kind === 'integrations') {
    items.push({ label: 'Integrations', to: null });
  }
  return <BreadcrumbTrail items={items} />;
}

export interface ProjectTabsProps {
  project: ProjectRef;
  section: ProjectSection;
  links: ProjectLinks;
  /** The optimizer tab (it leaves the app); only for users with optimizer access. */
  optimizerHref: string | null;
}

/** The project's pages as tabs: Dashboard, each floor, Integrations, Optimizer. */
export function ProjectTabs({ project, section, links, optimizerHref }: ProjectTabsProps) {
  const floors = useFloorPlans(project.id);
  const tabs: LinkTab[] = [
    {
      id: 'dashboard',
      label: 'Dashboard',
      to: links.dashboard(project.id),
      isCurrent: section.kind === 'dashboard',
    },
  ];
  for (const floor of floors.data ?? []) {
    tabs.push({
      id: `floor-${floor.rowId}`,
      label: floor.name,
      to: links.floor(project.id, floor.rowId),
      isCurrent: section.kind === 'floor' && section.floorPlanRowId === floor.rowId,
    });
  }
  if (links.integrations !== undefined) {
    tabs.push({
      id: 'integrations',
      label: 'Integrations',
      to: links.integrations(project.id),
      isCurrent: section.kind === 'integrations',
    });
  }
  if (optimizerHref !== null) {
    tabs.push({
      id: 'optimizer',
      label: 'Optimizer',
      to: optimizerHref,
      isCurrent: false,
      adornment: <LaunchIcon sx={{ fontSize: 16 }} aria-hidden />,
    });
  }
  return <LinkTabs label="Project pages" tabs={tabs} />;
}
