import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { ApiScopeProvider } from '@/components/api-scope';
import { DEMO_API_SCOPE } from '../api/demo-scope';
import { demoLinks } from './demo-links';
import type { DemoDashboardLinks, DemoProjectLinks } from './demo-links';

export interface DemoPageProps {
  /** The Insights dashboard on the demo data (composed in app/). */
  renderDashboard: (links: DemoDashboardLinks) => ReactNode;
  /** One project: its dashboard, or a floor when `floorPlanRowId` is set (composed in app/). */
  renderProject: (projectId: string, floorPlanRowId: number | null, links: DemoProjectLinks) => ReactNode;
}

/**
 * /demo (no login): a read-only tour of the Insights dashboard and one project on the demo organisation's data.
 * Every call goes to the demo copies of the API (DEMO_API_SCOPE); the links stay inside the tour.
 */
export function DemoPage({ renderDashboard, renderProject }: DemoPageProps) {
  const [params] = useSearchParams();
  const { search } = useLocation();
  const links = demoLinks(search);
  const projectId = params.get('project');
  const rawFloor = params.get('floor');
  const floorPlanRowId = rawFloor !== null && /^\d+$/.test(rawFloor) ? Number(rawFloor) : null;
  const step = projectId === null ? 'dashboard' : 'project';

  return (
    <ApiScopeProvider scope={DEMO_API_SCOPE}>
      <AppBar position="sticky" color="default" elevation={1}>
        <Toolbar sx={{ gap: 1.5 }}>
          <Typography
            component={RouterLink}
            to="/demo"
            variant="h6"
            sx={{ color: 'primary.main', fontWeight: 700, textDecoration: 'none' }}
          >
            Airlens
          </Typography>
          <Chip label="Demo · read-only" size="small" color="secondary" variant="outlined" />
          <Box sx={{ flexGrow: 1 }} />
          <Button component={RouterLink} to="/login" variant="contained">
            Sign in
          </Button>
        </Toolbar>
      </AppBar>
      <Container maxWidth="xl" component="main" sx={{ py: 3 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
          Airlens demo
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          A tour of Airlens Insights on the demo organisation&apos;s Wi-Fi surveys. Nothing here can be
          changed.
        </Typography>
        <Box
          component="nav"
          aria-label="Demo tour"
          sx={{
            display: 'flex',
            gap: 1,
            flexWrap: 'wrap',
            mb: 2,
            borderBottom: 1,
            borderColor: 'divider',
            pb: 1,
          }}
        >
          <Button
            component={RouterLink}
            to={links.home}
            aria-current={step === 'dashboard' ? 'page' : undefined}
            variant={step === 'dashboard' ? 'contained' : 'text'}
          >
            1. Insights dashboard
          </Button>
          <Button
            component={step === 'project' ? RouterLink : 'button'}
            to={projectId === null ? undefined : links.project.dashboard(projectId)}
            disabled={step !== 'project'}
            aria-current={step === 'project' ? 'page' : undefined}
            variant={step === 'project' ? 'contained' : 'text'}
          >
            2. Project
          </Button>
        </Box>
        {step === 'dashboard' && (
          <Alert severity="info" sx={{ mb: 2 }}>
            Step 1: the dashboard shows every project on the map and in the table. Open a project to continue.
          </Alert>
        )}
        {projectId === null
          ? renderDashboard(links.dashboard)
          : renderProject(projectId, floorPlanRowId, links.project)}
      </Container>
    </ApiScopeProvider>
  );
}
