import { lazy, Suspense } from 'react';
import Paper from '@mui/material/Paper';
import type { Criterion } from '@airlens/domain';
import { PageLoader } from '@/components/page-loader';
import { useConfig } from '@/lib/config';
import type { MapProjects } from '../api/list-map-projects';
import type { GeoBounds } from '../api/list-projects';

// MapLibre and the basemap are heavy: they load only when the map is shown.
const ProjectMap = lazy(async () => ({ default: (await import('./project-map')).ProjectMap }));

export interface DashboardMapPanelProps {
  mapProjects: { data: MapProjects | undefined; isFetching: boolean; error: Error | null };
  criterion: Criterion;
  bounds: GeoBounds | null;
  onBoundsChange: (bounds: GeoBounds | null) => void;
  onOpenProject: (projectId: string) => void;
}

/** The dashboard's map section; the map itself loads lazily. */
export function DashboardMapPanel(props: DashboardMapPanelProps) {
  const config = useConfig();
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label="Project map"
      // Not stretched to the list's height: MapLibre never zooms out past a world as tall as the map,
      // so a tall narrow map could not fit every project.
      sx={{
        minHeight: 460,
        height: { lg: 460 },
        alignSelf: 'start',
        overflow: 'hidden',
        position: 'relative',
      }}
    >
      <Suspense fallback={<PageLoader />}>
        <ProjectMap
          projects={props.mapProjects.data?.projects ?? []}
          totalElements={props.mapProjects.data?.totalElements ?? 0}
          isLoading={props.mapProjects.isFetching}
          error={props.mapProjects.error?.message ?? null}
          criterion={props.criterion}
          bounds={props.bounds}
          onBoundsChange={props.onBoundsChange}
          onOpenProject={props.onOpenProject}
          mapStyleUrl={config.mapStyleUrl}
        />
      </Suspense>
    </Paper>
  );
}
