import { useState } from 'react';
import type { ReactNode } from 'react';
import { SCORED_CRITERIA, CRITERION_LABELS, DEFAULT_PAGE_SIZE, kpiScore } from '@airlens/domain';
import { DataTable } from '@/components/data-table';
import type { DataTableColumn, SortState } from '@/components/data-table';
import type { Kpis } from '@airlens/contract';
import { KpiScore } from '@/components/kpi-score';

export interface KpiRow {
  key: string;
  name: string;
  kpis: Kpis;
}

export interface KpiRowsTableProps<Row extends KpiRow> {
  /** Accessible name of the table. */
  label: string;
  /** Header of the name column ('Floor', 'Area'). */
  nameLabel: string;
  rows: readonly Row[];
  renderName: (row: Row) => ReactNode;
  isFetching: boolean;
  error: string | null;
  /** Changes when the rows change (search, filters): paging returns to the first page. */
  resultKey: string;
}

function compare(a: number | string | null, b: number | string | null): number {
  if (a === b) {
    return 0;
  }
  if (a === null) {
    return 1;
  }
  if (b === null) {
    return -1;
  }
  return a < b ? -1 : 1;
}

/** A KPI table of floors or areas: every criterion coloured good/bad, issues, sorting and paging in the page. */
export function KpiRowsTable<Row extends KpiRow>(props: KpiRowsTableProps<Row>) {
  const { label, nameLabel, rows, renderName, isFetching, error, resultKey } = props;
  const [sort, setSort] = useState<SortState>({ column: 'name', direction: 'asc' });
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const pageKey = JSON.stringify([resultKey, sort, pageSize]);
  const [pageState, setPageState] = useState({ key: pageKey, page: 0 });
  const page = pageState.key === pageKey ? pageState.page : 0;

  const valueOf = (row: Row, column: string): number | string | null => {
    if (column === 'name') {
      return row.name.toLowerCase();
    }
    if (column === 'issues') {
      return row.kpis.issues;
    }
    return kpiScore(row.kpis, column as (typeof SCORED_CRITERIA)[number]);
  };
  const sorted = [...rows].sort(
    (a, b) => compare(valueOf(a, sort.column), valueOf(b, sort.column)) * (sort.direction === 'asc' ? 1 : -1),
  );
  const shown = sorted.slice(page * pageSize, page * pageSize + pageSize);

  const columns: DataTableColumn<Row>[] = [
    { id: 'name', label: nameLabel, isSortable: true, render: renderName },
    ...SCORED_CRITERIA.map((criterion): DataTableColumn<Row> => ({
      id: criterion,
      label: CRITERION_LABELS[criterion],
      isSortable: true,
      align: 'center',
      hideBelow: criterion === 'rssi' || criterion === 'networkHealth' ? undefined : 'md',
      render: (row) => <KpiScore score={kpiScore(row.kpis, criterion)} />,
    })),
    { id: 'issues', label: 'Issues', isSortable: true, align: 'right', render: (row) => row.kpis.issues },
  ];

  return (
    <DataTable
      label={label}
      columns={columns}
      rows={shown}
      getRowKey={(row) => row.key}
      sort={sort}
      onSortChange={setSort}
      page={page}
      pageSize={pageSize}
      totalElements={rows.length}
      onPageChange={(next) => setPageState({ key: pageKey, page: next })}
      onPageSizeChange={setPageSize}
      isFetching={isFetching}
      error={error}
    />
  );
}
