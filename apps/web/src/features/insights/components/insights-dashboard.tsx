import { useLayoutEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { FrequencyBand } from '@airlens/domain';
import { useSurveyDateRange } from '@/components/use-survey-date-range';
import { useSessionUser } from '@/lib/session';
import { useDashboardFilters } from '../hooks/use-dashboard-filters';
import { useDashboardProjects } from '../hooks/use-dashboard-projects';
import { DashboardFilterBar } from './dashboard-filter-bar';
import { DashboardMapPanel } from './dashboard-map-panel';
import { DashboardProjectPanel } from './dashboard-project-panel';
import { LIST_ONLY_NOTICE } from './dashboard-texts';
import { DeviceCountsTable } from './device-counts-table';
import { routeLinks } from './insights-links';
import type { InsightsLinks } from './insights-links';
import { removeProjectTablePreview } from './project-table-preview';
import { SurveyEventsTable } from './survey-events-table';

export interface InsightsDashboardProps {
  /** Where project and floor links lead; the app's routes by default. */
  linksFor?: (band: FrequencyBand, startDate: string | null, endDate: string | null) => InsightsLinks;
}

/**
 * The Insights dashboard (docs/product-spec.md §2, §4): map-and-list mode, or list-only mode when the first unfiltered load
 * returns more than 200 projects; band, criterion and date range; survey events and the network inventory.
 */
export function InsightsDashboard({ linksFor = routeLinks }: InsightsDashboardProps) {
  const [filters, actions] = useDashboardFilters();
  const user = useSessionUser();
  const navigate = useNavigate();
  const [now] = useState(() => new Date());
  const dates = useSurveyDateRange(filters);
  const links = linksFor(filters.band, filters.startDate, filters.endDate);
  const { view, autoView, bounds, setBounds, activeBounds, table, projects, hits, mapProjects } =
    useDashboardProjects(filters);
  const isFirstPageSettled = projects.data !== undefined || projects.error !== null;
  // The page load's preview of the first page (project-table-preview.ts) gives way in the commit that shows
  // the table's own first page (or its error), before the browser paints: the two never show together.
  useLayoutEffect(() => {
    if (isFirstPageSettled) {
      removeProjectTablePreview();
    }
  }, [isFirstPageSettled]);

  function handleOpenProject(projectId: string): void {
    void navigate(links.project(projectId));
  }

  const projectPanel = (
    <DashboardProjectPanel
      projects={projects}
      hits={hits}
      table={table}
      criterion={filters.criterion}
      activeBounds={activeBounds}
      isDateRangeChosen={dates.isDateRangeChosen}
      isWide={view !== 'map'}
      myUsername={user?.email ?? ''}
      now={now}
      projectHref={links.project}
      onOpenProject={handleOpenProject}
      onAllDates={() => actions.setDateRange(null, null)}
      onWholeMap={() => setBounds(null)}
    />
  );

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <DashboardFilterBar filters={filters} actions={actions} dates={dates} view={view} />
      {dates.error !== null && <Alert severity="warning">{dates.error}</Alert>}
      {view === 'map' && (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            // Beside the app's navigation rail the map keeps room to fit every project from 1280 px.
            gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 5fr) minmax(0, 7fr)' },
          }}
        >
          <DashboardMapPanel
            mapProjects={mapProjects}
            criterion={filters.criterion}
            bounds={bounds}
            onBoundsChange={setBounds}
            onOpenProject={handleOpenProject}
          />
          {projectPanel}
        </Box>
      )}
      {view !== 'map' && (
        <>
          {filters.view === null && autoView === 'list' && (
            <Alert
              severity="info"
              action={
                <Button color="inherit" size="small" onClick={() => actions.setView('map')}>
                  Show map
                </Button>
              }
            >
              {LIST_ONLY_NOTICE}
            </Alert>
          )}
          {projectPanel}
        </>
      )}
      {/* The first project page comes first: the survey and inventory queries are heavy and, on the embedded
          database, would run ahead of it (children's queries start before the parent's). */}
      {isFirstPageSettled && (
        <>
          <SurveyEventsTable
            startDate={filters.startDate}
            endDate={filters.endDate}
            projectHref={links.project}
            floorHref={links.floor}
          />
          <DeviceCountsTable projectHref={links.project} />
        </>
      )}
    </Box>
  );
}
