import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { DataTable } from '@/components/data-table';
import type { DataTableColumn } from '@/components/data-table';
import { SearchField } from '@/components/search-field';
import type { TableState } from '@/components/use-table-state';

/** A page of server rows and whether a request for it is running. */
export interface PagedRows<Row> {
  rows: readonly Row[];
  totalElements: number;
  isFetching: boolean;
  error: string | null;
}

export interface PagedTableSectionProps<Row> {
  /** Section heading; also names the section. */
  title: string;
  /** Unique id of the heading element. */
  titleId: string;
  headingLevel: 'h2' | 'h3';
  searchLabel: string;
  /** The table's accessible name. */
  tableLabel: string;
  table: TableState;
  columns: readonly DataTableColumn<Row>[];
  getRowKey: (row: Row) => string;
  page: PagedRows<Row>;
  pageSizeOptions?: readonly number[];
  /** Totals row content per column id (absent while the totals load). */
  totals?: Partial<Record<string, ReactNode>>;
  totalsLabel: string;
  /** Controls shown between the heading and the search (e.g. how the table groups its rows). */
  actions?: ReactNode;
}

/**
 * The insights tables' shared frame: a titled section with a debounced search, the server-paged, sortable table
 * wired to its table state, and the paged footer with the totals row.
 */
export function PagedTableSection<Row>(props: PagedTableSectionProps<Row>) {
  const { table, page } = props;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={props.titleId} sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 1 }}>
        <Typography
          id={props.titleId}
          component={props.headingLevel}
          variant="h6"
          sx={{ flexGrow: 1, fontSize: 18, fontWeight: 600 }}
        >
          {props.title}
        </Typography>
        {props.actions}
        <SearchField
          label={props.searchLabel}
          value={table.searchText}
          onChange={table.setSearchText}
          isSearching={table.isSearchPending || (page.isFetching && table.search !== '')}
        />
      </Box>
      <DataTable
        label={props.tableLabel}
        columns={props.columns}
        rows={page.rows}
        getRowKey={props.getRowKey}
        sort={table.sort}
        onSortChange={table.setSort}
        page={table.page}
        pageSize={table.pageSize}
        {...(props.pageSizeOptions === undefined ? {} : { pageSizeOptions: props.pageSizeOptions })}
        totalElements={page.totalElements}
        onPageChange={table.setPage}
        onPageSizeChange={table.setPageSize}
        isFetching={page.isFetching}
        error={page.error}
        totals={props.totals}
        totalsLabel={props.totalsLabel}
      />
    </Paper>
  );
}
