import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { DEFAULT_PAGE_SIZE, WIFI_GENERATIONS } from '@airlens/domain';
import type { WifiGeneration } from '@airlens/domain';
import type { DeviceCount, DeviceGrouping } from '@airlens/contract';
import { ChoiceToggle } from '@/components/choice-toggle';
import type { DataTableColumn, SortState } from '@/components/data-table';
import { WifiGenerationIcon } from '@/components/icons/wifi-generation-icon';
import { useTableState } from '@/components/use-table-state';
import { useDeviceTotals } from '../api/get-device-totals';
import { useDeviceCounts, useDeviceModelCounts } from '../api/list-device-counts';
import { useDeviceGrouping } from '../hooks/use-device-grouping';
import { deviceModelColumns } from './device-model-columns';
import { PagedTableSection } from './paged-table-section';

/** The generation named by a label such as 'Wi-Fi 6E', or null. */
export function generationOfLabel(label: string | null): WifiGeneration | null {
  const match = label === null ? null : /^Wi-Fi (\d|6E)$/.exec(label.trim());
  if (match === null) {
    return null;
  }
  return WIFI_GENERATIONS.find((generation) => String(generation) === match[1]) ?? null;
}

export interface DeviceCountsTableProps {
  /** Only this project's devices (the project view); its project column is then hidden. */
  projectId?: string | null;
  projectHref: (projectId: string) => string;
  headingLevel?: 'h2' | 'h3';
}

function titleCase(text: string): string {
  return text.charAt(0) + text.slice(1).toLowerCase();
}

const DEFAULT_SORT: SortState = { column: 'deviceCount', direction: 'desc' };
/** Columns both groupings sort by: a sort on one of them survives a switch of grouping. */
const SHARED_SORT_COLUMNS = ['vendor', 'model', 'radioCount', 'deviceCount'];

const GROUPING_CHOICES = [
  { value: 'line', label: 'Configuration' },
  { value: 'model', label: 'Vendor and model' },
] as const;

/** The columns of the inventory by configuration: one row per project and configuration, named after its first AP. */
function deviceLineColumns(
  projectId: string | null,
  projectHref: (projectId: string) => string,
): DataTableColumn<DeviceCount>[] {
  return [
    { id: 'apName', label: 'AP', isSortable: true, render: (row) => row.apName },
    { id: 'vendor', label: 'Vendor', isSortable: true, hideBelow: 'md', render: (row) => row.vendor ?? '–' },
    { id: 'model', label: 'Model', isSortable: true, render: (row) => row.model ?? '–' },
    {
      id: 'wifiGeneration',
      label: 'Generation',
      isSortable: true,
      render: (row) => (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <WifiGenerationIcon
            generation={generationOfLabel(row.wifiGeneration)}
            variant="small"
            isDecorative
          />
          <span>{row.wifiGeneration ?? 'Unknown'}</span>
        </Box>
      ),
    },
    {
      id: 'radioCount',
      label: 'Radios',
      isSortable: true,
      align: 'right',
      hideBelow: 'md',
      render: (row) => row.radioCount,
    },
    {
      id: 'channelAndPower',
      label: 'Channel and power',
      hideBelow: 'md',
      render: (row) => row.channelAndPower || '–',
    },
    {
      id: 'height',
      label: 'Height',
      isSortable: true,
      align: 'right',
      hideBelow: 'lg',
      render: (row) => (row.height === null ? '–' : `${Math.round(row.height * 10) / 10} m`),
    },
    {
      id: 'installation',
      label: 'Installation',
      hideBelow: 'lg',
      render: (row) => (row.installation === null ? '–' : titleCase(row.installation)),
    },
    ...(projectId === null
      ? [
          {
            id: 'projectName',
            label: 'Project',
            isSortable: true,
            hideBelow: 'sm' as const,
            render: (row: DeviceCount) => (
              <Link component={RouterLink} to={projectHref(row.projectId)} underline="hover">
                {row.projectName}
              </Link>
            ),
          },
        ]
      : []),
    { id: 'deviceCount', label: 'Count', isSortable: true, align: 'right', render: (row) => row.deviceCount },
  ];
}

/**
 * The network inventory with its total: by configuration (APs of a project sharing model, radios, channels and
 * mounting) or by vendor and model; the grouping is a keyboard-operable toggle kept in the URL.
 */
export function DeviceCountsTable({
  projectId = null,
  projectHref,
  headingLevel = 'h2',
}: DeviceCountsTableProps) {
  const [grouping, setGrouping] = useDeviceGrouping();
  const table = useTableState({
    pageSize: DEFAULT_PAGE_SIZE,
    sort: DEFAULT_SORT,
    resultKey: `${projectId ?? ''}|${grouping}`,
  });
  const params = {
    query: table.search,
    projectId,
    page: table.page,
    size: table.pageSize,
    sort: table.sortParam,
  };
  const lines = useDeviceCounts(params, grouping === 'line');
  const models = useDeviceModelCounts(params, grouping === 'model');
  const totals = useDeviceTotals({ query: table.search, projectId });

  function handleGroupingChange(next: DeviceGrouping): void {
    if (!SHARED_SORT_COLUMNS.includes(table.sort?.column ?? '')) {
      table.setSort(DEFAULT_SORT);
    }
    setGrouping(next);
  }

  // Both groupings render the same section element, so switching keeps the toggle (and its focus) in place.
  const frame = {
    title: 'Network inventory',
    titleId: 'device-counts-title',
    headingLevel,
    searchLabel: 'Search devices',
    table,
    totals: totals.data === undefined ? undefined : { deviceCount: totals.data.totalDeviceCount },
    totalsLabel: 'Total devices',
    actions: (
      <ChoiceToggle
        label="Group inventory by"
        choices={GROUPING_CHOICES}
        value={grouping}
        onChange={handleGroupingChange}
      />
    ),
  };
  const totalsError = totals.error?.message ?? null;
  if (grouping === 'model') {
    return (
      <PagedTableSection
        {...frame}
        tableLabel="Device counts by vendor and model"
        columns={deviceModelColumns(projectId)}
        getRowKey={(row) => JSON.stringify([row.vendor, row.model])}
        page={{
          rows: models.data?.content ?? [],
          totalElements: models.data?.totalElements ?? 0,
          isFetching: models.isFetching,
          error: models.error?.message ?? totalsError,
        }}
      />
    );
  }
  return (
    <PagedTableSection
      {...frame}
      tableLabel="Device counts"
      columns={deviceLineColumns(projectId, projectHref)}
      getRowKey={(row) => `${row.projectId}-${row.apName}-${row.model ?? ''}-${row.channelAndPower}`}
      page={{
        rows: lines.data?.content ?? [],
        totalElements: lines.data?.totalElements ?? 0,
        isFetching: lines.isFetching,
        error: lines.error?.message ?? totalsError,
      }}
    />
  );
}
