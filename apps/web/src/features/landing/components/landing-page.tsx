import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { PageFrame } from '@/components/page-frame';
import { useConfig } from '@/lib/config';
import { useSessionUser } from '@/lib/session';
import { landingTilesFor } from '../hooks/landing-tiles';
import type { LandingTile } from '../hooks/landing-tiles';

function TileBody({ tile }: { tile: LandingTile }) {
  return (
    <CardContent>
      <Typography variant="h6" component="h2">
        {tile.title}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {tile.href === null ? 'Not available on this server.' : tile.description}
      </Typography>
    </CardContent>
  );
}

function Tile({ tile }: { tile: LandingTile }) {
  if (tile.href === null) {
    return (
      <Card
        variant="outlined"
        data-tile={tile.id}
        sx={{ height: '100%', bgcolor: 'grey.50', borderStyle: 'dashed' }}
      >
        <TileBody tile={tile} />
      </Card>
    );
  }
  return (
    <Card variant="outlined" data-tile={tile.id} sx={{ height: '100%' }}>
      {tile.isExternal ? (
        <CardActionArea href={tile.href} sx={{ height: '100%' }}>
          <TileBody tile={tile} />
        </CardActionArea>
      ) : (
        <CardActionArea component={RouterLink} to={tile.href} sx={{ height: '100%' }}>
          <TileBody tile={tile} />
        </CardActionArea>
      )}
    </Card>
  );
}

export interface LandingPageProps {
  /** Sections of other features below the tiles (recent projects), composed in app/. */
  children?: ReactNode;
}

/** The cloud landing page (root): one entry tile per area the user may open, then the composed sections. */
export function LandingPage({ children }: LandingPageProps) {
  const user = useSessionUser();
  const config = useConfig();
  if (user === null) {
    return <PageFrame title="Welcome to Airlens" />;
  }
  const tiles = landingTilesFor(
    user,
    {
      optimizerUrl: config.optimizerUrl,
      plannerUrl: config.plannerUrl,
      isCloudPlannerOn: config.featureFlags.cloudPlanner,
    },
    new Date(),
  );
  return (
    <PageFrame title="Welcome to Airlens">
      <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {tiles.map((tile) => (
          <Grid key={tile.id} size={{ xs: 12, sm: 6, md: 4 }} component="li">
            <Tile tile={tile} />
          </Grid>
        ))}
      </Grid>
      {children}
    </PageFrame>
  );
}
