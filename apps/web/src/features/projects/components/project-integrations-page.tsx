import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ProjectSlots } from './project-slots';
import { ProjectRouteScreen } from './project-route-screen';

export interface ProjectIntegrationsPageProps {
  /** Sections of other features, composed in app/. */
  slots?: ProjectSlots;
}

/** /projects/{projectId}/integrations: the project's integrations page in the project frame, its body from app/. */
export function ProjectIntegrationsPage({ slots = {} }: ProjectIntegrationsPageProps) {
  return (
    <ProjectRouteScreen slots={slots} section={{ kind: 'integrations' }}>
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
    </ProjectRouteScreen>
  );
}
