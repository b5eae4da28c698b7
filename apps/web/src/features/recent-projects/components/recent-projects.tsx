import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatRelativeTime } from '@airlens/domain';
import { readRecentProjects } from '../recent-projects-store';

export interface RecentProjectsProps {
  userId: string;
}

/** The projects the user opened last, newest first, each a link to its dashboard. */
export function RecentProjects({ userId }: RecentProjectsProps) {
  const [projects] = useState(() => readRecentProjects(userId));
  const [now] = useState(() => new Date());
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="recent-projects-heading"
      sx={{ p: 2, mt: 3 }}
    >
      <Typography id="recent-projects-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
        Recent projects
      </Typography>
      {projects.length === 0 ? (
        <Typography color="text.secondary">
          Projects you open appear here, so you can go back to them in one click.
        </Typography>
      ) : (
        <Box component="ul" aria-labelledby="recent-projects-heading" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {projects.map((project) => (
            <Box
              component="li"
              key={project.id}
              sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: 1, py: 0.75 }}
            >
              <Link
                component={RouterLink}
                to={`/projects/${encodeURIComponent(project.id)}`}
                sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
              >
                {project.name}
              </Link>
              <Typography variant="caption" color="text.secondary">
                {`opened ${formatRelativeTime(project.openedAt, now)}`}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Paper>
  );
}
