import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import { CRITERIA, CRITERION_LABELS, formatRelativeTime, kpiScore, userSummaryLabel } from '@airlens/domain';
import type { Criterion } from '@airlens/domain';
import { DataTable } from '@/components/data-table';
import type { DataTableColumn } from '@/components/data-table';
import { linkActions } from '@/components/link-actions';
import type { TableState } from '@/components/use-table-state';
import type { ProjectEntry } from '@airlens/contract';
import { KpiScore } from '@/components/kpi-score';
import { projectLocationLabel, projectStatusLabel, toProjectUsers } from '@/components/project-labels';
import { ProjectPreviewDialog } from './project-preview-dialog';
import { ProjectThumbnail } from './project-thumbnail';

export interface ProjectTableProps {
  entries: readonly ProjectEntry[];
  totalElements: number;
  table: TableState;
  criterion: Criterion;
  /** Every KPI column (list-only mode) or only the selected criterion (beside the map). */
  isWide: boolean;
  isFetching: boolean;
  error: string | null;
  /** The signed-in user's e-mail, for the user-summary label; empty in the public demo. */
  myUsername: string;
  projectHref: (projectId: string) => string;
  onOpenProject: (projectId: string) => void;
  now: Date;
}

/** The dashboard's project table: thumbnails, type icons, user summaries, KPI cells, a preview per project. */
export function ProjectTable(props: ProjectTableProps) {
  const {
    entries,
    totalElements,
    table,
    criterion,
    isWide,
    isFetching,
    error,
    myUsername,
    projectHref,
    onOpenProject,
    now,
  } = props;
  const [previewId, setPreviewId] = useState<string | null>(null);
  const preview = entries.find((entry) => entry.project.id === previewId) ?? null;

  const kpiColumns: DataTableColumn<ProjectEntry>[] = (isWide ? CRITERIA : [criterion]).map((key) => ({
    id: key,
    label: CRITERION_LABELS[key],
    isSortable: true,
    align: 'center',
    hideBelow: isWide && key !== criterion ? 'md' : undefined,
    render: (entry) => <KpiScore score={kpiScore(entry.project, key)} />,
  }));

  const columns: DataTableColumn<ProjectEntry>[] = [
    {
      id: 'name',
      label: 'Project',
      isSortable: true,
      render: (entry) => (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
          <Box sx={{ display: { xs: 'none', md: 'block' } }}>
            <ProjectThumbnail
              projectId={entry.project.id}
              projectType={entry.project.projectType}
              width={48}
              height={36}
            />
          </Box>
          <Box sx={{ minWidth: 0 }}>
            <Link
              component={RouterLink}
              to={projectHref(entry.project.id)}
              underline="hover"
              title={entry.project.name}
              sx={{ fontWeight: 600, display: 'block', wordBreak: 'normal', overflowWrap: 'normal' }}
              onClick={(event) => event.stopPropagation()}
            >
              {entry.project.name}
            </Link>
            <Typography variant="caption" color="text.secondary" component="div">
              {projectLocationLabel(entry.project) || 'No location'}
            </Typography>
            {entry.project.status !== 'COMPLETED' && (
              <Chip
                size="small"
                label={projectStatusLabel(entry.project.status)}
                sx={{ mt: 0.5, height: 20 }}
              />
            )}
          </Box>
        </Box>
      ),
    },
    {
      id: 'lastSurveyDate',
      label: 'Last survey',
      isSortable: true,
      hideBelow: 'md',
      render: (entry) =>
        entry.project.lastSurveyDate === null ? '–' : formatRelativeTime(entry.project.lastSurveyDate, now),
    },
    {
      id: 'users',
      label: 'Users',
      hideBelow: 'md',
      render: (entry) => userSummaryLabel(toProjectUsers(entry), myUsername),
    },
    ...kpiColumns,
    {
      id: 'preview',
      label: 'Preview',
      align: 'right',
      render: (entry) => (
        <Tooltip title="Preview">
          <IconButton
            size="small"
            aria-label={`Preview ${entry.project.name}`}
            onClick={(event) => {
              event.stopPropagation();
              setPreviewId(entry.project.id);
            }}
          >
            <VisibilityOutlinedIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ),
    },
  ];

  return (
    <>
      <DataTable
        label="Projects"
        columns={columns}
        rows={entries}
        getRowKey={(entry) => entry.project.id}
        sort={table.sort}
        onSortChange={table.setSort}
        page={table.page}
        pageSize={table.pageSize}
        totalElements={totalElements}
        onPageChange={table.setPage}
        onPageSizeChange={table.setPageSize}
        isFetching={isFetching}
        error={error}
        onRowClick={(entry) => onOpenProject(entry.project.id)}
        rowActions={(entry) => [
          ...linkActions(projectHref(entry.project.id), () => onOpenProject(entry.project.id)),
          { id: 'preview', name: 'Preview', onSelect: () => setPreviewId(entry.project.id) },
        ]}
        rowActionsLabel="Project actions"
      />
      <ProjectPreviewDialog
        entry={preview}
        myUsername={myUsername}
        projectHref={projectHref}
        onClose={() => setPreviewId(null)}
        now={now}
      />
    </>
  );
}
