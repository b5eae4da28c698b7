import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { DataTable } from './data-table';
import type { DataTableColumn } from './data-table';
import type { ContextMenuAction } from './use-context-menu';
import { PageFrame } from './page-frame';
import { SearchField } from './search-field';
import type { TableState } from './use-table-state';

/** One page of server rows, as paged list calls answer. */
export interface TablePage<Row> {
  content: readonly Row[];
  totalElements: number;
}

export interface SearchableTablePageProps<Row> {
  title: string;
  subtitle?: ReactNode;
  /** Label of the search field, e.g. 'Search projects'. */
  searchLabel: string;
  /** Accessible name of the table. */
  tableLabel: string;
  /** Search, paging and sort state from `useTableState`; the page drives its query with it. */
  table: TableState;
  columns: readonly DataTableColumn<Row>[];
  getRowKey: (row: Row) => string;
  /** The current page of rows; undefined until the first answer. */
  rows: TablePage<Row> | undefined;
  isFetching: boolean;
  error: string | null;
  /** Content between the heading and the search field (a form that adds rows). */
  header?: ReactNode;
  /** Dialogs opened from the rows. */
  children?: ReactNode;
  /** A row's context menu (right click, ContextMenu key or Shift+F10). */
  rowActions?: (row: Row) => readonly ContextMenuAction[];
  rowActionsLabel?: string;
}

/** A routed page of one server-paged table: heading, optional header, debounced search, the table, dialogs. */
export function SearchableTablePage<Row>(props: SearchableTablePageProps<Row>) {
  const { title, subtitle, searchLabel, tableLabel, table, columns, getRowKey, rows, isFetching, error } =
    props;
  return (
    <PageFrame title={title} subtitle={subtitle}>
      {props.header !== undefined && <Box sx={{ mb: 3 }}>{props.header}</Box>}
      <Box sx={{ mb: 2, maxWidth: 360 }}>
        <SearchField
          label={searchLabel}
          value={table.searchText}
          onChange={table.setSearchText}
          isSearching={table.isSearchPending || isFetching}
          fullWidth
        />
      </Box>
      <DataTable
        label={tableLabel}
        columns={columns}
        rows={rows?.content ?? []}
        getRowKey={getRowKey}
        sort={table.sort}
        onSortChange={table.setSort}
        page={table.page}
        pageSize={table.pageSize}
        totalElements={rows?.totalElements ?? 0}
        onPageChange={table.setPage}
        onPageSizeChange={table.setPageSize}
        isFetching={isFetching}
        error={error}
        rowActions={props.rowActions}
        rowActionsLabel={props.rowActionsLabel}
      />
      {props.children}
    </PageFrame>
  );
}
