import { FREQUENCY_BAND_LABELS, FREQUENCY_BANDS, type FrequencyBand } from '@airlens/domain';
import type { DeviceModelCount } from '@airlens/contract';
import type { DataTableColumn } from '@/components/data-table';

function bandColumn(band: FrequencyBand): DataTableColumn<DeviceModelCount> {
  return {
    id: `radios${band}`,
    label: `${FREQUENCY_BAND_LABELS[band]} GHz radios`,
    align: 'right',
    hideBelow: 'md',
    render: (row) => row.radiosByBand[band],
  };
}

/**
 * The columns of the inventory by vendor and model, as engineers count hardware: devices, radios (per band) and
 * projects; the projects column is left out inside one project.
 */
export function deviceModelColumns(projectId: string | null): DataTableColumn<DeviceModelCount>[] {
  return [
    { id: 'vendor', label: 'Vendor', isSortable: true, render: (row) => row.vendor ?? '–' },
    { id: 'model', label: 'Model', isSortable: true, render: (row) => row.model ?? '–' },
    {
      id: 'radioCount',
      label: 'Radios',
      isSortable: true,
      align: 'right',
      hideBelow: 'sm',
      render: (row) => row.radioCount,
    },
    ...FREQUENCY_BANDS.map(bandColumn),
    ...(projectId === null
      ? [
          {
            id: 'projectCount',
            label: 'Projects',
            isSortable: true,
            align: 'right' as const,
            hideBelow: 'sm' as const,
            render: (row: DeviceModelCount) => row.projectCount,
          },
        ]
      : []),
    { id: 'deviceCount', label: 'Count', isSortable: true, align: 'right', render: (row) => row.deviceCount },
  ];
}
