import { useState } from 'react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import LaunchIcon from '@mui/icons-material/Launch';
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
import { projectLocationLabel, projectStatusLabel, projectTypeLabel } from './project-labels';

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
  /** A heading below the project name ('Dashboard', the floor's name). */
  section?: string;
  /** Extra header buttons of other features (composed in app/). */
  renderActions?: (project: { id: string; name: string }) => ReactNode;
  children: (project: Project) => ReactNode;
}

/**
 * The frame of the project screens: loads the project, shows its name, type, place and last survey, the way
 * back and the optimizer link, and the not-found, design-project and load-failure states.
 */
export function ProjectScreen({ projectId, links, section, renderActions, children }: ProjectScreenProps) {
  const [filters] = useProjectFilters();
  const config = useConfig();
  const user = useSessionUser();
  const scope = useApiScope();
  const [now] = useState(() => new Date());
  const project = useProject(projectId, filters);

  if (project.isPending) {
    return <PageLoader />;
  }
  const back =
    links.insights === null ? undefined : (
      <Button component={RouterLink} to={links.insights} startIcon={<ArrowBackIcon />}>
        Insights
      </Button>
    );
  if (project.isError || project.data === null) {
    const message = project.error?.message ?? 'This project does not exist or is not shared with you.';
    return (
      <PageFrame title={project.isError ? 'Project unavailable' : 'Project not found'} actions={back}>
        <Alert severity={project.error?.message === DESIGN_PROJECT_DISABLED ? 'info' : 'error'}>
          {message}
        </Alert>
      </PageFrame>
    );
  }
  const data = project.data;
  if (!config.featureFlags.designProject && isDesignProject(data.projectType)) {
    return (
      <PageFrame title="Project unavailable" actions={back}>
        <Alert severity="info">{DESIGN_PROJECT_DISABLED}</Alert>
      </PageFrame>
    );
  }
  const canOptimize =
    !scope.isReadOnly && user !== null && hasOptimizerAccess(user, now) && config.optimizerUrl !== null;
  const place = projectLocationLabel(data);
  return (
    <PageFrame
      title={data.name}
      maxWidth="xl"
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
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {back}
          {!scope.isReadOnly && renderActions?.({ id: data.id, name: data.name })}
          {canOptimize && (
            <Button
              component={RouterLink}
              to={`/projects/${encodeURIComponent(data.id)}/optimizer`}
              variant="outlined"
              endIcon={<LaunchIcon />}
            >
              Optimizer
            </Button>
          )}
        </Box>
      }
    >
      {section !== undefined && (
        <Typography component="p" variant="overline" color="text.secondary" sx={{ mt: -1, mb: 1 }}>
          {section}
        </Typography>
      )}
      {children(data)}
    </PageFrame>
  );
}
