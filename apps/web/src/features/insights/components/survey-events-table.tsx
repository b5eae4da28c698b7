import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import {
  SURVEY_TABLE_PAGE_SIZE,
  formatDate,
  formatDistance,
  formatDuration,
  isGeneratedSurvey,
} from '@airlens/domain';
import type { DataTableColumn } from '@/components/data-table';
import { useTableState } from '@/components/use-table-state';
import { useSurveyTotals } from '../api/get-survey-totals';
import { useSurveyEvents } from '../api/list-survey-events';
import type { SurveyEvent } from '@airlens/contract';
import { PagedTableSection } from './paged-table-section';

export interface SurveyEventsTableProps {
  startDate: string | null;
  endDate: string | null;
  /** Only this project's surveys (the project view); its project column is then hidden. */
  projectId?: string | null;
  floorPlanRowId?: number | null;
  pageSize?: number;
  projectHref: (projectId: string) => string;
  floorHref: (projectId: string, floorPlanRowId: number) => string;
  /** Heading level of the section title. */
  headingLevel?: 'h2' | 'h3';
}

/** Survey events with search, sorting, paging (15 per page on the dashboard) and a totals row. */
export function SurveyEventsTable(props: SurveyEventsTableProps) {
  const {
    startDate,
    endDate,
    projectId = null,
    floorPlanRowId = null,
    projectHref,
    floorHref,
    headingLevel = 'h2',
  } = props;
  const filterKey = JSON.stringify([startDate, endDate, projectId, floorPlanRowId]);
  const table = useTableState({
    pageSize: props.pageSize ?? SURVEY_TABLE_PAGE_SIZE,
    sort: { column: 'date', direction: 'desc' },
    resultKey: filterKey,
  });
  const filter = { query: table.search, startDate, endDate, projectId, floorPlanRowId };
  const events = useSurveyEvents({
    ...filter,
    page: table.page,
    size: table.pageSize,
    sort: table.sortParam,
  });
  const totals = useSurveyTotals(filter);

  const columns: DataTableColumn<SurveyEvent>[] = [
    {
      id: 'date',
      label: 'Date',
      isSortable: true,
      render: (row) => (row.date === null ? '–' : formatDate(row.date)),
    },
    {
      id: 'surveyName',
      label: 'Survey',
      hideBelow: 'md',
      render: (row) => (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <span>{row.surveyName === '' ? 'Survey' : row.surveyName}</span>
          {isGeneratedSurvey(row.surveyName) && <Chip size="small" variant="outlined" label="Generated" />}
        </Box>
      ),
    },
    {
      id: 'createdBy',
      label: 'Created by',
      isSortable: true,
      hideBelow: 'md',
      render: (row) => row.createdBy ?? '–',
    },
    ...(projectId === null
      ? [
          {
            id: 'projectName',
            label: 'Project',
            isSortable: true,
            render: (row: SurveyEvent) => (
              <Link component={RouterLink} to={projectHref(row.projectId)} underline="hover">
                {row.projectName}
              </Link>
            ),
          },
        ]
      : []),
    {
      id: 'floorPlanName',
      label: 'Floor',
      isSortable: true,
      render: (row) =>
        row.floorPlanRowId === null ? (
          row.floorPlanName
        ) : (
          <Link component={RouterLink} to={floorHref(row.projectId, row.floorPlanRowId)} underline="hover">
            {row.floorPlanName}
          </Link>
        ),
    },
    {
      id: 'durationSeconds',
      label: 'Duration',
      isSortable: true,
      align: 'right',
      render: (row) => formatDuration(row.durationSeconds),
    },
    {
      id: 'distanceMeters',
      label: 'Distance',
      isSortable: true,
      align: 'right',
      hideBelow: 'md',
      // Unknown on a floor plan that has no scale yet.
      render: (row) => (row.distanceMeters === null ? 'Not scaled' : formatDistance(row.distanceMeters)),
    },
    {
      id: 'discoveredAps',
      label: 'APs discovered',
      isSortable: true,
      align: 'right',
      render: (row) => row.discoveredAps,
    },
  ];

  const totalsData = totals.data;

  return (
    <PagedTableSection
      title="Survey events"
      titleId="survey-events-title"
      headingLevel={headingLevel}
      searchLabel="Search surveys"
      tableLabel="Survey events"
      table={table}
      columns={columns}
      getRowKey={(row) => `${row.surveyId ?? ''}-${row.projectId}-${row.date}-${row.floorPlanName}`}
      page={{
        rows: events.data?.content ?? [],
        totalElements: events.data?.totalElements ?? 0,
        isFetching: events.isFetching,
        error: events.error?.message ?? totals.error?.message ?? null,
      }}
      pageSizeOptions={[5, 15, 30, 50]}
      totals={
        totalsData === undefined
          ? undefined
          : {
              durationSeconds: formatDuration(totalsData.durationSeconds),
              distanceMeters: formatDistance(totalsData.distanceMeters),
              discoveredAps: totalsData.discoveredAps,
            }
      }
      totalsLabel="Total"
    />
  );
}
