import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import FilterAltOffOutlinedIcon from '@mui/icons-material/FilterAltOffOutlined';
import type { Criterion } from '@airlens/domain';
import { SearchField } from '@/components/search-field';
import type { TableState } from '@/components/use-table-state';
import type { GeoBounds, useProjects } from '../api/list-projects';
import type { useSearchProjects } from '../api/search-projects';
import { ProjectSearchHint } from './project-search-hint';
import { ProjectTable } from './project-table';

export interface DashboardProjectPanelProps {
  projects: ReturnType<typeof useProjects>;
  hits: ReturnType<typeof useSearchProjects>;
  table: TableState;
  criterion: Criterion;
  activeBounds: GeoBounds | null;
  isDateRangeChosen: boolean;
  isWide: boolean;
  myUsername: string;
  now: Date;
  projectHref: (projectId: string) => string;
  onOpenProject: (projectId: string) => void;
  onAllDates: () => void;
  onWholeMap: () => void;
}

/** The dashboard's projects section: count, area filter reset, search with its hint, and the table. */
export function DashboardProjectPanel(props: DashboardProjectPanelProps) {
  const { projects, hits, table, activeBounds } = props;
  const totalElements = projects.data?.totalElements ?? 0;
  return (
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
            onClick={props.onWholeMap}
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
        isDateRangeChosen={props.isDateRangeChosen}
        isAreaChosen={activeBounds !== null}
        onClearSearch={() => table.setSearchText('')}
        onAllDates={props.onAllDates}
        onWholeMap={props.onWholeMap}
      />
      <ProjectTable
        entries={projects.data?.content ?? []}
        totalElements={totalElements}
        table={table}
        criterion={props.criterion}
        isWide={props.isWide}
        isFetching={projects.isFetching}
        error={projects.error?.message ?? null}
        myUsername={props.myUsername}
        projectHref={props.projectHref}
        onOpenProject={props.onOpenProject}
        now={props.now}
      />
    </Paper>
  );
}
