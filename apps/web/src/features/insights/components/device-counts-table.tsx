import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { DEFAULT_PAGE_SIZE, WIFI_GENERATIONS } from '@airlens/domain';
import type { WifiGeneration } from '@airlens/domain';
import { DataTable } from '@/components/data-table';
import type { DataTableColumn } from '@/components/data-table';
import { WifiGenerationIcon } from '@/components/icons/wifi-generation-icon';
import { SearchField } from '@/components/search-field';
import { useTableState } from '@/components/use-table-state';
import { useDeviceTotals } from '../api/get-device-totals';
import { useDeviceCounts } from '../api/list-device-counts';
import type { DeviceCount } from '../api/insights-schemas';

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

/** The network inventory: APs grouped by model and configuration with their counts and a total. */
export function DeviceCountsTable({
  projectId = null,
  projectHref,
  headingLevel = 'h2',
}: DeviceCountsTableProps) {
  const table = useTableState({
    pageSize: DEFAULT_PAGE_SIZE,
    sort: { column: 'deviceCount', direction: 'desc' },
    resultKey: projectId ?? '',
  });
  const filter = { query: table.search, projectId };
  const devices = useDeviceCounts({
    ...filter,
    page: table.page,
    size: table.pageSize,
    sort: table.sortParam,
  });
  const totals = useDeviceTotals(filter);

  const columns: DataTableColumn<DeviceCount>[] = [
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

  return (
    <Paper variant="outlined" component="section" aria-labelledby="device-counts-title" sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 1 }}>
        <Typography
          id="device-counts-title"
          component={headingLevel}
          variant="h6"
          sx={{ flexGrow: 1, fontSize: 18, fontWeight: 600 }}
        >
          Network inventory
        </Typography>
        <SearchField
          label="Search devices"
          value={table.searchText}
          onChange={table.setSearchText}
          isSearching={table.isSearchPending || (devices.isFetching && table.search !== '')}
        />
      </Box>
      <DataTable
        label="Device counts"
        columns={columns}
        rows={devices.data?.content ?? []}
        getRowKey={(row) => `${row.projectId}-${row.apName}-${row.model ?? ''}-${row.channelAndPower}`}
        sort={table.sort}
        onSortChange={table.setSort}
        page={table.page}
        pageSize={table.pageSize}
        totalElements={devices.data?.totalElements ?? 0}
        onPageChange={table.setPage}
        onPageSizeChange={table.setPageSize}
        isFetching={devices.isFetching}
        error={devices.error?.message ?? totals.error?.message ?? null}
        totals={totals.data === undefined ? undefined : { deviceCount: totals.data.totalDeviceCount }}
        totalsLabel="Total devices"
      />
    </Paper>
  );
}
