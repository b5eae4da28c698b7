import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import {
  DESIGN_PROJECT_DISABLED,
  designTypeIconOf,
  formatDate,
  formatRelativeTime,
  hasOptimizerAccess,
  isDesignProject,
} from '@airlens/domain';
import { useApiScope } from '@/components/api-scope';
import { DesignTypeIcon } from '@/components/icons/design-type-icon';
import { PageFrame } from '@/components/page-frame';
import { PageLoader } from '@/components/page-loader';
import { useConfig } from '@/lib/config';
import { useSessionUser } from '@/lib/session';
import { useProject } from '../api/get-project';
import type { InsightsProject as Project } from '@airlens/contract';
import { useProjectFilters } from '../hooks/use-project-filters';
import type { ProjectLinks } from './project-links';
import type { ProjectSlots } from './project-slots';
import { projectLocationLabel, projectStatusLabel, projectTypeLabel } from '@/components/project-labels';
import { ProjectBreadcrumbs, ProjectTabs } from './project-navigation';
import type { ProjectSection } from './project-navigation';

/** 'Last survey Sep 4, 2025 (yesterday)'; the relative part only when it says more than the date. */
function lastSurveyText(lastSurveyDate: string | null, now: Date): string {
  if (lastSurveyDate === null) {
    return 'Never surveyed';
  }
  const date = formatDate(lastSurveyDate);
  const relative = formatRelativeTime(lastSurveyDate, now);
  return relative === date ? `Last survey ${date}` : `Last survey ${date} (${relative})`;
}

export interface ProjectScreenProps {
  projectId: string;
  links: ProjectLinks;
  /** Which page of the project is shown (breadcrumbs and tabs follow it). */
  section: ProjectSection;
  /** Sections of other features (app/): extra header buttons, and who is told once the project is shown. */
  slots: Pick<ProjectSlots, 'renderProjectActions' | 'onProjectShown'>;
  children: (project: Project) => ReactNode;
}

/** The project when the user may see it: loaded, there, and not a design project hidden by the flag. */
function shownProject(data: Project | null | undefined, isDesignHidden: boolean): Project | null {
  if (data === null || data === undefined || isDesignHidden) {
    return null;
  }
  return data;
}

/**
 * The frame of the project screens: loads the project, shows the breadcrumbs (Insights › project › floor), its
 * name, type, place and last survey, the project's pages as tabs (Dashboard, floors, Integrations, Optimizer),
 * and the not-found, design-project and load-failure states.
 */
export function ProjectScreen({ projectId, links, section, slots, children }: ProjectScreenProps) {
  const { renderProjectActions: renderActions, onProjectShown } = slots;
  const [filters] = useProjectFilters();
  const config = useConfig();
  const user = useSessionUser();
  const scope = useApiScope();
  const [now] = useState(() => new Date());
  const project = useProject(projectId, filters);
  const isDesignHidden =
    project.data !== undefined &&
    project.data !== null &&
    !config.featureFlags.designProject &&
    isDesignProject(project.data.projectType);
  const shown = project.isError ? null : shownProject(project.data, isDesignHidden);
  const shownId = shown?.id ?? null;
  const shownName = shown?.name ?? null;

  useEffect(() => {
    if (shownId !== null && shownName !== null) {
      onProjectShown?.({ id: shownId, name: shownName });
    }
  }, [shownId, shownName, onProjectShown]);

  if (project.isPending) {
    return <PageLoader />;
  }
  if (project.isError || project.data === null) {
    const message = project.error?.message ?? 'This project does not exist or is not shared with you.';
    return (
      <PageFrame
        title={project.isError ? 'Project unavailable' : 'Project not found'}
        breadcrumbs={
          <ProjectBreadcrumbs project={null} projectId={projectId} section={section} links={links} />
        }
      >
        <Alert severity={project.error?.message === DESIGN_PROJECT_DISABLED ? 'info' : 'error'}>
          {message}
        </Alert>
      </PageFrame>
    );
  }
  const data = project.data;
  if (isDesignHidden) {
    return (
      <PageFrame
        title="Project unavailable"
        breadcrumbs={
          <ProjectBreadcrumbs project={null} projectId={projectId} section={section} links={links} />
        }
      >
        <Alert severity="info">{DESIGN_PROJECT_DISABLED}</Alert>
      </PageFrame>
    );
  }
  const canOptimize =
    !scope.isReadOnly && user !== null && hasOptimizerAccess(user, now) && config.optimizerUrl !== null;
  const place = projectLocationLabel(data);
  const actions = scope.isReadOnly ? null : (renderActions?.({ id: data.id, name: data.name }) ?? null);
  return (
    <PageFrame
      title={data.name}
      maxWidth="xl"
      breadcrumbs={
        <ProjectBreadcrumbs project={data} projectId={projectId} section={section} links={links} />
      }
      subtitle={
        <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
          <DesignTypeIcon icon={designTypeIconOf(data.projectType)} size={20} isDecorative />
          <span>{projectTypeLabel(data.projectType)}</span>
          {place !== '' && <span>· {place}</span>}
          <span>{`· ${lastSurveyText(data.lastSurveyDate, now)}`}</span>
          {data.status !== 'COMPLETED' && <Chip size="small" label={projectStatusLabel(data.status)} />}
        </Box>
      }
      actions={
        actions === null ? undefined : <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>{actions}</Box>
      }
    >
      <ProjectTabs
        project={data}
        section={section}
        links={links}
        optimizerHref={canOptimize ? `/projects/${encodeURIComponent(data.id)}/optimizer` : null}
      />
      {children(data)}
    </PageFrame>
  );
}
