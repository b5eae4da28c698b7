import { useLocation, useParams } from 'react-router';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { routeProjectLinks } from './project-links';
import type { ProjectSlots } from './project-slots';
import { ProjectScreen } from './project-screen';

export interface ProjectIntegrationsPageProps {
  /** Sections of other features, composed in app/. */
  slots?: ProjectSlots;
}

/** /projects/{projectId}/integrations: the project's integrations page in the project frame, its body from app/. */
export function ProjectIntegrationsPage({ slots = {} }: ProjectIntegrationsPageProps) {
  const { projectId = '' } = useParams();
  const { search } = useLocation();
  const links = routeProjectLinks(search);
  return (
    <ProjectScreen
      projectId={projectId}
      links={links}
      renderActions={slots.renderProjectActions}
      onProjectShown={slots.onProjectShown}
      section={{ kind: 'integrations' }}
    >
      {(project) =>
        slots.renderIntegrations?.(project) ?? (
          <Paper variant="outlined" component="section" aria-labelledby="integrations-heading" sx={{ p: 2 }}>
            <Typography
              id="integrations-heading"
              component="h2"
              variant="h6"
              sx={{ fontSize: 18, fontWeight: 600 }}
            >
              Integrations
            </Typography>
            <Typography color="text.secondary">No integration is connected to this project.</Typography>
          </Paper>
        )
      }
    </ProjectScreen>
  );
}
