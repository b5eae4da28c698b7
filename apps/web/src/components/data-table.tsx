import { visuallyHidden } from './visually-hidden';
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { Theme } from '@mui/material/styles';
import { LOADING_TEXT, NO_DATA_AVAILABLE, TABLE_LOADER_DELAY_MS } from '@airlens/domain';
import { useContextMenu } from './use-context-menu';
import type { ContextMenuAction } from './use-context-menu';
import { useDelayedFlag } from './use-delayed-flag';

export type SortDirection = 'asc' | 'desc';

/** The sort of a server-paged table: a column id and a direction (sent as `column,asc|desc`). */
export interface SortState {
  column: string;
  direction: SortDirection;
}

export interface DataTableColumn<Row> {
  id: string;
  /** Header text; also the accessible name of the sort button. */
  label: string;
  /** Header content shown instead of the label (the label stays the accessible name). */
  header?: ReactNode;
  isSortable?: boolean;
  align?: 'left' | 'right' | 'center';
  /** The column is hidden on screens narrower than this breakpoint. */
  hideBelow?: 'sm' | 'md' | 'lg';
  width?: number | string;
  render: (row: Row) => ReactNode;
}

export interface DataTableProps<Row> {
  /** The accessible name of the table. */
  label: string;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  getRowKey: (row: Row) => string;
  sort?: SortState | null;
  onSortChange?: (sort: SortState) => void;
  page: number;
  pageSize: number;
  pageSizeOptions?: readonly number[];
  totalElements: number;
  onPageChange: (page: number) => void;
  /** Absent: the page size is fixed. */
  onPageSizeChange?: (pageSize: number) => void;
  /** A request is running; the loader appears after `loaderDelayMs`. */
  isFetching?: boolean;
  loaderDelayMs?: number;
  /** A load failure shown above the rows. */
  error?: string | null;
  emptyMessage?: string;
  /** Totals row: cell content per column id; `totalsLabel` goes in the first column without content. */
  totals?: Partial<Record<string, ReactNode>>;
  totalsLabel?: string;
  /** A mouse shortcut for the row's main link (keyboard users use the link itself). */
  onRowClick?: (row: Row) => void;
  /** Marks one row as selected (aria-selected). */
  isRowSelected?: (row: Row) => boolean;
  /** A row's right-click menu (also ContextMenu key / Shift+F10 from a link or button in the row). */
  rowActions?: (row: Row) => readonly ContextMenuAction[];
  /** Accessible name of that menu. */
  rowActionsLabel?: string;
}

function hiddenBelow(breakpoint: 'sm' | 'md' | 'lg' | undefined) {
  if (breakpoint === undefined) {
    return undefined;
  }
  return (theme: Theme) => ({ [theme.breakpoints.down(breakpoint)]: { display: 'none' } });
}

/**
 * A server-paged table: sortable headers, page and page-size controls, a delayed loader, an empty state, an
 * optional totals row. It holds no state: the caller owns sort, page and page size (URL or component state).
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const {
    label,
    columns,
    rows,
    getRowKey,
    sort = null,
    onSortChange,
    page,
    pageSize,
    pageSizeOptions = [5, 10, 25, 50],
    totalElements,
    onPageChange,
    onPageSizeChange,
    isFetching = false,
    loaderDelayMs = TABLE_LOADER_DELAY_MS,
    error = null,
    emptyMessage = NO_DATA_AVAILABLE,
    totals,
    totalsLabel = 'Total',
    onRowClick,
    isRowSelected,
    rowActions,
    rowActionsLabel = `${label} actions`,
  } = props;
  const isLoaderShown = useDelayedFlag(isFetching, loaderDelayMs);
  const contextMenu = useContextMenu(rowActionsLabel);

  function handleSort(column: string): void {
    if (onSortChange === undefined) {
      return;
    }
    const direction: SortDirection = sort?.column === column && sort.direction === 'asc' ? 'desc' : 'asc';
    onSortChange({ column, direction });
  }

  const firstEmptyTotalsColumn =
    totals === undefined ? -1 : columns.findIndex((column) => totals[column.id] === undefined);

  return (
    <Box sx={{ position: 'relative' }}>
      <Box sx={{ height: 4 }}>{isLoaderShown && <LinearProgress aria-label={LOADING_TEXT} />}</Box>
      {error !== null && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {error}
        </Alert>
      )}
      {/* Positioned, so the visually hidden sort text (position: absolute) scrolls with the table instead of
          widening the page past a phone's screen. */}
      <TableContainer sx={{ maxWidth: '100%', overflowX: 'auto', position: 'relative' }}>
        <Table size="small" aria-label={label} aria-busy={isFetching}>
          <TableHead>
            <TableRow>
              {columns.map((column) => {
                const isSorted = sort?.column === column.id;
                return (
                  <TableCell
                    key={column.id}
                    align={column.align}
                    sortDirection={isSorted ? sort.direction : false}
                    sx={[
                      { fontWeight: 600, whiteSpace: 'nowrap', width: column.width },
                      hiddenBelow(column.hideBelow) ?? {},
                    ]}
                  >
                    {column.isSortable === true && onSortChange !== undefined ? (
                      <TableSortLabel
                        active={isSorted}
                        direction={isSorted ? sort.direction : 'asc'}
                        onClick={() => handleSort(column.id)}
                      >
                        {column.header ?? column.label}
                        {isSorted && (
                          <Box component="span" sx={visuallyHidden}>
                            {sort.direction === 'desc' ? 'sorted descending' : 'sorted ascending'}
                          </Box>
                        )}
                      </TableSortLabel>
                    ) : (
                      (column.header ?? column.label)
                    )}
                  </TableCell>
                );
              })}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={columns.length} align="center" sx={{ py: 4, color: 'text.secondary' }}>
                  {isFetching ? LOADING_TEXT : emptyMessage}
                </TableCell>
              </TableRow>
            )}
            {rows.map((row) => (
              <TableRow
                key={getRowKey(row)}
                hover={onRowClick !== undefined}
                selected={isRowSelected?.(row) ?? false}
                onClick={onRowClick === undefined ? undefined : () => onRowClick(row)}
                sx={{ cursor: onRowClick === undefined ? undefined : 'pointer' }}
                {...(rowActions === undefined ? {} : contextMenu.triggerProps(() => rowActions(row)))}
              >
                {columns.map((column) => (
                  <TableCell key={column.id} align={column.align} sx={hiddenBelow(column.hideBelow)}>
                    {column.render(row)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
          {totals !== undefined && rows.length > 0 && (
            <TableFooter>
              <TableRow>
                {columns.map((column, index) => (
                  <TableCell
                    key={column.id}
                    align={column.align}
                    sx={[
                      { fontWeight: 600, color: 'text.primary', fontSize: 14 },
                      hiddenBelow(column.hideBelow) ?? {},
                    ]}
                  >
                    {totals[column.id] ?? (index === firstEmptyTotalsColumn ? totalsLabel : null)}
                  </TableCell>
                ))}
              </TableRow>
            </TableFooter>
          )}
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={totalElements}
        page={totalElements === 0 ? 0 : page}
        rowsPerPage={pageSize}
        rowsPerPageOptions={onPageSizeChange === undefined ? [] : [...pageSizeOptions]}
        onPageChange={(_event, next) => onPageChange(next)}
        onRowsPerPageChange={(event) => onPageSizeChange?.(Number(event.target.value))}
        labelRowsPerPage="Rows per page"
        showFirstButton
        showLastButton
        // On a phone the page buttons wrap under the rows-per-page choice instead of hiding past the right edge.
        sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end' } }}
      />
      {rowActions !== undefined && contextMenu.menu}
    </Box>
  );
}
