import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import FilterAltOffOutlinedIcon from '@mui/icons-material/FilterAltOffOutlined';
import MapOutlinedIcon from '@mui/icons-material/MapOutlined';
import ViewListOutlinedIcon from '@mui/icons-material/ViewListOutlined';
import {
  CRITERIA,
  CRITERION_LABELS,
  DEFAULT_PAGE_SIZE,
  FREQUENCY_BANDS,
  FREQUENCY_BAND_LABELS,
  shouldUseListOnlyMode,
} from '@airlens/domain';
import type { FrequencyBand } from '@airlens/domain';
import { ChoiceToggle } from '@/components/choice-toggle';
import { FilterBar } from '@/components/filter-bar';
import { PageLoader } from '@/components/page-loader';
import { SearchField } from '@/components/search-field';
import { useTableState } from '@/components/use-table-state';
import { useUrlPageSize, useUrlSort } from '@/components/use-url-sort';
import { useConfig } from '@/lib/config';
import { useSessionUser } from '@/lib/session';
import { useSurveyDateRange } from '../api/get-survey-date-range';
import { useMapProjects } from '../api/list-map-projects';
import { useProjects } from '../api/list-projects';
import { useSearchProjects } from '../api/search-projects';
import type { GeoBounds } from '../api/list-projects';
import { useDashboardFilters } from '../hooks/use-dashboard-filters';
import type { DashboardView } from '../hooks/use-dashboard-filters';
import { DeviceCountsTable } from './device-counts-table';
import { routeLinks } from './insights-links';
import type { InsightsLinks } from './insights-links';
import { ProjectSearchHint } from './project-search-hint';
import { ProjectTable } from './project-table';
import { SurveyEventsTable } from './survey-events-table';

/** The page sizes the projects table offers (DataTable's choices); the default is the spec's 5. */
const PAGE_SIZE_OPTIONS = [5, 10, 25, 50] as const;

// MapLibre and the basemap are heavy: they load only when the map is shown.
const ProjectMap = lazy(async () => ({ default: (await import('./project-map')).ProjectMap }));

export interface InsightsDashboardProps {
  /** Where project and floor links lead; the app's routes by default. */
  linksFor?: (band: FrequencyBand, startDate: string | null, endDate: string | null) => InsightsLinks;
}

/**
 * The Insights dashboard (spec §2, §4): map-and-list mode, or list-only mode when the first unfiltered load
 * returns more than 200 projects; band, criterion and date range; survey events and the network inventory.
 */
export function InsightsDashboard({ linksFor = routeLinks }: InsightsDashboardProps) {
  const [filters, actions] = useDashboardFilters();
  const config = useConfig();
  const user = useSessionUser();
  const navigate = useNavigate();
  const [now] = useState(() => new Date());
  const [bounds, setBounds] = useState<GeoBounds | null>(null);
  const [firstTotal, setFirstTotal] = useState<number | null>(null);
  const range = useSurveyDateRange();
  const links = linksFor(filters.band, filters.startDate, filters.endDate);

  const autoView: DashboardView | null =
    firstTotal === null ? null : shouldUseListOnlyMode(firstTotal) ? 'list' : 'map';
  // Before the first answer the map waits (a huge organisation must not load every marker); a failed first
  // load shows the list with its error.
  const view: DashboardView | null = filters.view ?? autoView;
  const activeBounds = view === 'map' ? bounds : null;
  // The table's order and page size are shareable state: they live in the URL.
  const urlSort = useUrlSort();
  const urlPageSize = useUrlPageSize(DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS);
  const table = useTableState({
    pageSize: DEFAULT_PAGE_SIZE,
    controlledSort: urlSort,
    controlledPageSize: urlPageSize,
    resultKey: JSON.stringify([filters.band, filters.startDate, filters.endDate, activeBounds]),
  });
  const projects = useProjects({
    query: table.search,
    band: filters.band,
    startDate: filters.startDate,
    endDate: filters.endDate,
    bounds: activeBounds,
    page: table.page,
    size: table.pageSize,
    sort: table.sortParam,
  });
  const hits = useSearchProjects(table.search);
  const mapProjects = useMapProjects(
    { band: filters.band, startDate: filters.startDate, endDate: filters.endDate },
    view === 'map',
  );

  // The first unfiltered answer decides the mode once (spec §4); the user's choice in the URL wins.
  if (
    firstTotal === null &&
    projects.data !== undefined &&
    !projects.isPlaceholderData &&
    table.search === '' &&
    activeBounds === null
  ) {
    setFirstTotal(projects.data.totalElements);
  }

  const isFirstPageSettled = projects.data !== undefined || projects.error !== null;
  const shownStart = filters.startDate ?? range.data?.startDate ?? '';
  const shownEnd = filters.endDate ?? range.data?.endDate ?? '';
  const totalElements = projects.data?.totalElements ?? 0;

  const projectPanel = (
    <Paper variant="outlined" component="section" aria-labelledby="projects-title" sx={{ p: 2, minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 1 }}>
        <Typography id="projects-title" component="h2" variant="h6" sx={{ fontSize: 18, fontWeight: 600 }}>
          Projects
        </Typography>
        <Typography variant="body2" color="text.secondary" aria-live="polite" sx={{ flexGrow: 1 }}>
          {projects.data === undefined
            ? ''
            : `${totalElements.toLocaleString('en-US')} ${totalElements === 1 ? 'project' : 'projects'}`}
        </Typography>
        {activeBounds !== null && (
          <Button
            size="small"
            variant="outlined"
            startIcon={<FilterAltOffOutlinedIcon />}
            onClick={() => setBounds(null)}
          >
            Show all, not only the map area
          </Button>
        )}
        <SearchField
          label="Search projects"
          value={table.searchText}
          onChange={table.setSearchText}
          isSearching={table.isSearchPending || (projects.isFetching && table.search !== '')}
        />
      </Box>
      <ProjectSearchHint
        search={table.search}
        hits={hits.isPlaceholderData ? undefined : hits.data}
        error={hits.error?.message ?? null}
        shownCount={projects.isPlaceholderData ? undefined : projects.data?.totalElements}
        isDateRangeChosen={filters.startDate !== null || filters.endDate !== null}
        isAreaChosen={activeBounds !== null}
        onClearSearch={() => table.setSearchText('')}
        onAllDates={() => actions.setDateRange(null, null)}
        onWholeMap={() => setBounds(null)}
      />
      <ProjectTable
        entries={projects.data?.content ?? []}
        totalElements={totalElements}
        table={table}
        criterion={filters.criterion}
        isWide={view !== 'map'}
        isFetching={projects.isFetching}
        error={projects.error?.message ?? null}
        myUsername={user?.email ?? ''}
        projectHref={links.project}
        onOpenProject={(projectId) => void navigate(links.project(projectId))}
        now={now}
      />
    </Paper>
  );

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <FilterBar
        toggle={{
          label: 'Frequency band',
          choices: FREQUENCY_BANDS.filter((band) => band !== 'SIX' || config.featureFlags.sixGhz).map(
            (band) => ({
              value: band,
              label: `${FREQUENCY_BAND_LABELS[band]} GHz`,
            }),
          ),
          value: filters.band,
          onChange: actions.setBand,
        }}
        select={{
          label: 'Criterion',
          choices: CRITERIA.map((criterion) => ({ value: criterion, label: CRITERION_LABELS[criterion] })),
          value: filters.criterion,
          onChange: actions.setCriterion,
        }}
        startDate={shownStart}
        endDate={shownEnd}
        minDate={range.data?.startDate ?? undefined}
        maxDate={range.data?.endDate ?? undefined}
        onDateRangeChange={actions.setDateRange}
        isDateRangeChosen={filters.startDate !== null || filters.endDate !== null}
        resetDateRangeText="All survey dates"
      >
        <Box sx={{ flexGrow: 1 }} />
        <ChoiceToggle
          label="Layout"
          choices={[
            {
              value: 'map',
              label: (
                <>
                  <MapOutlinedIcon fontSize="small" sx={{ mr: 0.5 }} />
                  Map and list
                </>
              ),
            },
            {
              value: 'list',
              label: (
                <>
                  <ViewListOutlinedIcon fontSize="small" sx={{ mr: 0.5 }} />
                  List only
                </>
              ),
            },
          ]}
          value={view ?? 'map'}
          onChange={actions.setView}
        />
      </FilterBar>
      {range.error !== null && <Alert severity="warning">{range.error.message}</Alert>}
      {view === 'map' && (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            // Beside the app's navigation rail the map keeps room to fit every project from 1280 px.
            gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 5fr) minmax(0, 7fr)' },
          }}
        >
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
                projects={mapProjects.data?.projects ?? []}
                totalElements={mapProjects.data?.totalElements ?? 0}
                isLoading={mapProjects.isFetching}
                error={mapProjects.error?.message ?? null}
                criterion={filters.criterion}
                bounds={bounds}
                onBoundsChange={setBounds}
                onOpenProject={(projectId) => void navigate(links.project(projectId))}
                mapStyleUrl={config.mapStyleUrl}
              />
            </Suspense>
          </Paper>
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
              More than 200 projects: the dashboard opened in list-only mode.
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
