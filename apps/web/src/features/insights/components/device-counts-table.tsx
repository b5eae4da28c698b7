import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { DEFAULT_PAGE_SIZE, WIFI_GENERATIONS } from '@airlens/domain';
import type { WifiGeneration } from '@airlens/domain';
import type { DataTableColumn } from '@/components/data-table';
import { WifiGenerationIcon } from '@/components/icons/wifi-generation-icon';
import { useTableState } from '@/components/use-table-state';
import { useDeviceTotals } from '../api/get-device-totals';
import { useDeviceCounts } from '../api/list-device-counts';
import type { DeviceCount } from '@airlens/contract';
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
    <PagedTableSection
      title="Network inventory"
      titleId="device-counts-title"
      headingLevel={headingLevel}
      searchLabel="Search devices"
      tableLabel="Device counts"
      table={table}
      columns={columns}
      getRowKey={(row) => `${row.projectId}-${row.apName}-${row.model ?? ''}-${row.channelAndPower}`}
      page={{
        rows: devices.data?.content ?? [],
        totalElements: devices.data?.totalElements ?? 0,
        isFetching: devices.isFetching,
        error: devices.error?.message ?? totals.error?.message ?? null,
      }}
      totals={totals.data === undefined ? undefined : { deviceCount: totals.data.totalDeviceCount }}
      totalsLabel="Total devices"
    />
  );
}
