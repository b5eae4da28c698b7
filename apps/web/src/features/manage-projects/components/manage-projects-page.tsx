import { useState } from 'react';
import { useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { DEFAULT_PAGE_SIZE, dedupeProjectUsers, formatDate } from '@airlens/domain';
import type { DataTableColumn } from '@/components/data-table';
import { copyText, linkActions } from '@/components/link-actions';
import type { ContextMenuAction } from '@/components/use-context-menu';
import { SearchableTablePage } from '@/components/searchable-table-page';
import { useTableState } from '@/components/use-table-state';
import { useConfig } from '@/lib/config';
import { useOrgProjects } from '../api/list-org-projects';
import type { ManagedProject } from '../api/list-org-projects';
import { DeleteProjectDialog } from './delete-project-dialog';
import { RenameProjectDialog } from './rename-project-dialog';

/** The text of the status column ('COMPLETED' → 'Completed'); a project being deleted says so. */
function projectStatusText(status: string): string {
  if (status === 'DELETE_REQUESTED') {
    return 'Deletion requested';
  }
  const words = status.toLowerCase().replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function usersText(project: ManagedProject): string {
  const users = dedupeProjectUsers(project.projectUsers);
  return users.length === 1 ? '1 user' : `${users.length} users`;
}

type PendingAction = { kind: 'rename' | 'delete'; project: ManagedProject } | null;

/** A project's page in the app (an org admin may open every project of the organisation). */
function projectHref(project: ManagedProject): string {
  return `/projects/${encodeURIComponent(project.id)}`;
}

/** /manage/projects (org admin): every project of the organisation, searchable, with rename and delete. */
export function ManageProjectsPage() {
  const { featureFlags } = useConfig();
  const table = useTableState({ pageSize: DEFAULT_PAGE_SIZE, sort: { column: 'name', direction: 'asc' } });
  const { projects, orgIdError } = useOrgProjects({
    query: table.search,
    page: table.page,
    size: table.pageSize,
    sort: table.sortParam,
  });
  const [pending, setPending] = useState<PendingAction>(null);
  const navigate = useNavigate();

  function rowActions(project: ManagedProject): ContextMenuAction[] {
    const copyName = {
      id: 'copy-name',
      name: 'Copy name',
      onSelect: () => void copyText(project.name, 'Name'),
    };
    if (project.status === 'DELETE_REQUESTED') {
      return [copyName];
    }
    return [
      ...linkActions(projectHref(project), (href) => void navigate(href)),
      copyName,
      ...(featureFlags.projectRename
        ? [{ id: 'rename', name: 'Rename', onSelect: () => setPending({ kind: 'rename', project }) }]
        : []),
      { id: 'delete', name: 'Delete', onSelect: () => setPending({ kind: 'delete', project }) },
    ];
  }

  const columns: DataTableColumn<ManagedProject>[] = [
    { id: 'name', label: 'Name', isSortable: true, render: (project) => project.name },
    {
      id: 'city',
      label: 'Location',
      isSortable: true,
      hideBelow: 'sm',
      render: (project) => [project.city, project.country].filter(Boolean).join(', '),
    },
    { id: 'owner', label: 'Owner', isSortable: true, render: (project) => project.owner ?? '' },
    {
      id: 'users',
      label: 'Users',
      hideBelow: 'md',
      render: (project) => (
        <span
          title={dedupeProjectUsers(project.projectUsers)
            .map((user) => user.username)
            .join(', ')}
        >
          {usersText(project)}
        </span>
      ),
    },
    {
      id: 'status',
      label: 'Status',
      isSortable: true,
      render: (project) => (
        <Chip
          size="small"
          variant="outlined"
          color={project.status === 'DELETE_REQUESTED' ? 'warning' : 'default'}
          label={projectStatusText(project.status)}
        />
      ),
    },
    {
      id: 'lastSurveyDate',
      label: 'Last survey',
      isSortable: true,
      hideBelow: 'md',
      render: (project) => (project.lastSurveyDate === null ? '' : formatDate(project.lastSurveyDate)),
    },
    {
      id: 'actions',
      label: 'Actions',
      align: 'right',
      render: (project) =>
        project.status === 'DELETE_REQUESTED' ? null : (
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            {featureFlags.projectRename && (
              <Button
                size="small"
                aria-label={`Rename ${project.name}`}
                onClick={() => setPending({ kind: 'rename', project })}
              >
                Rename
              </Button>
            )}
            <Button
              size="small"
              color="error"
              aria-label={`Delete ${project.name}`}
              onClick={() => setPending({ kind: 'delete', project })}
            >
              Delete
            </Button>
          </Stack>
        ),
    },
  ];

  return (
    <SearchableTablePage
      title="Projects"
      subtitle="Every project of your organization"
      searchLabel="Search projects"
      tableLabel="Organization projects"
      table={table}
      columns={columns}
      getRowKey={(project) => project.id}
      rows={projects.data}
      isFetching={projects.isFetching}
      error={orgIdError ?? (projects.isError ? projects.error.message : null)}
      rowActions={rowActions}
      rowActionsLabel="Project actions"
    >
      {pending?.kind === 'rename' && (
        <RenameProjectDialog project={pending.project} onClose={() => setPending(null)} />
      )}
      {pending?.kind === 'delete' && (
        <DeleteProjectDialog project={pending.project} onClose={() => setPending(null)} />
      )}
    </SearchableTablePage>
  );
}
