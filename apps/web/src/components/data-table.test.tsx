import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import { LOADING_TEXT, NO_DATA_AVAILABLE } from '@airlens/domain';
import { DataTable } from './data-table';
import type { DataTableColumn } from './data-table';
import { SearchField } from './search-field';

interface Row {
  id: string;
  name: string;
  count: number;
}

const COLUMNS: DataTableColumn<Row>[] = [
  { id: 'name', label: 'Name', isSortable: true, render: (row) => row.name },
  { id: 'count', label: 'Count', align: 'right', render: (row) => row.count },
];

function renderTable(props: { isFetching?: boolean; rows?: Row[] } = {}) {
  return render(
    <DataTable
      label="Things"
      columns={COLUMNS}
      rows={props.rows ?? [{ id: 'a', name: 'Alpha', count: 3 }]}
      getRowKey={(row) => row.id}
      sort={{ column: 'name', direction: 'asc' }}
      onSortChange={() => {}}
      page={0}
      pageSize={5}
      totalElements={1}
      onPageChange={() => {}}
      isFetching={props.isFetching ?? false}
      totals={{ count: 3 }}
    />,
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('DataTable', () => {
  it('shows its loader only after the table loader delay of 1000 ms', () => {
    vi.useFakeTimers();
    renderTable({ isFetching: true });
    act(() => {
      vi.advanceTimersByTime(999);
    });
    expect(screen.queryByRole('progressbar', { name: LOADING_TEXT })).toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByRole('progressbar', { name: LOADING_TEXT })).toBeTruthy();
  });

  it('reads the sort out, puts the totals label in the first free column, and shows the stock empty text', () => {
    const { unmount } = renderTable();
    const table = screen.getByRole('table', { name: 'Things' });
    expect(
      within(table).getByRole('columnheader', { name: 'Name sorted ascending' }).getAttribute('aria-sort'),
    ).toBe('ascending');
    const footer = within(table).getAllByRole('row').at(-1) as HTMLElement;
    expect(
      within(footer)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Total', '3']);
    unmount();
    renderTable({ rows: [] });
    expect(screen.getByText(NO_DATA_AVAILABLE)).toBeTruthy();
  });
});

describe('SearchField', () => {
  it('shows its spinner only after the search loader delay of 500 ms', () => {
    vi.useFakeTimers();
    render(<SearchField label="Search things" value="al" onChange={() => {}} isSearching />);
    act(() => {
      vi.advanceTimersByTime(499);
    });
    expect(screen.queryByRole('progressbar')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByRole('progressbar', { name: LOADING_TEXT })).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Search things' })).toBeTruthy();
  });
});
