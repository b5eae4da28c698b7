import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { DEFAULT_PAGE_SIZE, formatDate } from '@airlens/domain';
import type { DataTableColumn } from '@/components/data-table';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { SearchableTablePage } from '@/components/searchable-table-page';
import { useTableState } from '@/components/use-table-state';
import { useOrgLicenses, useUnassignOrgLicense } from '../api/org-licenses';
import type { ManagedLicense } from '../api/org-licenses';
import { ActivateLicenseForm } from './activate-license-form';
import { AssignLicenseDialog } from './assign-license-dialog';

const STATUS_COLORS: Record<ManagedLicense['status'], 'success' | 'warning' | 'error' | 'default'> = {
  ACTIVE: 'success',
  EXPIRED: 'warning',
  SUSPENDED: 'error',
  INVALID: 'error',
};

/** /manage/licenses (org admin): licence key, status and subscription date; assign, unassign and activate. */
export function ManageLicensesPage() {
  const table = useTableState({ pageSize: DEFAULT_PAGE_SIZE, sort: null });
  const { orgId, licenses, orgIdError } = useOrgLicenses({
    query: table.search,
    page: table.page,
    size: table.pageSize,
    sort: table.sortParam,
  });
  const unassign = useUnassignOrgLicense();
  const [assigning, setAssigning] = useState<ManagedLicense | null>(null);
  const [unassigning, setUnassigning] = useState<ManagedLicense | null>(null);

  const columns: DataTableColumn<ManagedLicense>[] = [
    { id: 'licenseKey', label: 'Licence key', isSortable: true, render: (license) => license.licenseKey },
    {
      id: 'status',
      label: 'Status',
      isSortable: true,
      render: (license) => (
        <Chip
          size="small"
          variant="outlined"
          color={STATUS_COLORS[license.status]}
          label={license.status}
          // The status colour is the border; the words stay dark (the warning orange is 3:1 on white).
          sx={{ '& .MuiChip-label': { color: 'text.primary' } }}
        />
      ),
    },
    {
      id: 'subscriptionDate',
      label: 'Subscription date',
      isSortable: true,
      render: (license) => formatDate(license.subscriptionDate),
    },
    {
      id: 'product',
      label: 'Product',
      isSortable: true,
      hideBelow: 'sm',
      render: (license) => license.product,
    },
    {
      id: 'assignedTo',
      label: 'Assigned to',
      isSortable: true,
      render: (license) => license.assignedTo ?? 'Not assigned',
    },
    {
      id: 'actions',
      label: 'Actions',
      align: 'right',
      render: (license) => (
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button
            size="small"
            aria-label={`Assign ${license.licenseKey}`}
            onClick={() => setAssigning(license)}
          >
            Assign
          </Button>
          {license.assignedTo !== null && orgId !== undefined && (
            <Button
              size="small"
              color="error"
              aria-label={`Unassign ${license.licenseKey}`}
              disabled={unassign.isPending}
              onClick={() => setUnassigning(license)}
            >
              Unassign
            </Button>
          )}
        </Stack>
      ),
    },
  ];

  return (
    <SearchableTablePage
      title="Licenses"
      subtitle="Licences of your organization"
      header={orgId === undefined ? undefined : <ActivateLicenseForm orgId={orgId} />}
      searchLabel="Search licences"
      tableLabel="Organization licences"
      table={table}
      columns={columns}
      getRowKey={(license) => license.licenseKey}
      rows={licenses.data}
      isFetching={licenses.isFetching}
      error={
        orgIdError ??
        (unassign.isError ? unassign.error.message : licenses.isError ? licenses.error.message : null)
      }
    >
      <ConfirmDialog
        open={unassigning !== null}
        title="Unassign licence"
        confirmText="Unassign"
        onClose={() => setUnassigning(null)}
        onConfirm={() => {
          if (unassigning !== null && orgId !== undefined) {
            unassign.mutate({ orgId, licenseKey: unassigning.licenseKey });
          }
        }}
      >
        {`Take licence ${unassigning?.licenseKey ?? ''} away from ${unassigning?.assignedTo ?? ''}? They lose the access it gives until they are assigned a licence again.`}
      </ConfirmDialog>
      {assigning !== null && orgId !== undefined && (
        <AssignLicenseDialog orgId={orgId} license={assigning} onClose={() => setAssigning(null)} />
      )}
    </SearchableTablePage>
  );
}
