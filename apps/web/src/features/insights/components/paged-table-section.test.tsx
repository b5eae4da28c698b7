import { describe, expect, it } from 'vitest';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataTableColumn } from '@/components/data-table';
import { useTableState } from '@/components/use-table-state';
import { renderWithProviders } from '@/test/render';
import { PagedTableSection } from './paged-table-section';

configure({ asyncUtilTimeout: 5000 });

interface Row {
  name: string;
  count: number;
}

const ROWS: Row[] = Array.from({ length: 12 }, (_, index) => ({ name: `Row ${index + 1}`, count: index }));
const COLUMNS: DataTableColumn<Row>[] = [
  { id: 'name', label: 'Name', isSortable: true, render: (row) => row.name },
  { id: 'count', label: 'Count', align: 'right', render: (row) => row.count },
];

/** The section over an in-memory "server": the page the table state asks for. */
function Harness() {
  const table = useTableState({ pageSize: 5 });
  const rows = ROWS.slice(table.page * table.pageSize, (table.page + 1) * table.pageSize);
  return (
    <>
      <PagedTableSection
        title="Things"
        titleId="things-title"
        headingLevel="h2"
        searchLabel="Search things"
        tableLabel="Things table"
        table={table}
        columns={COLUMNS}
        getRowKey={(row) => row.name}
        page={{ rows, totalElements: ROWS.length, isFetching: false, error: null }}
        pageSizeOptions={[5, 10]}
        totals={{ count: 66 }}
        totalsLabel="All things"
      />
      <p>{`page ${table.page}, size ${table.pageSize}, sort ${table.sortParam ?? 'none'}`}</p>
    </>
  );
}

describe('PagedTableSection', { timeout: 20_000 }, () => {
  it('names the section, pages through the footer and sorts through the table state', async () => {
    renderWithProviders(<Harness />);
    const section = screen.getByRole('region', { name: 'Things' });
    const table = within(section).getByRole('table', { name: 'Things table' });
    expect(within(table).getByText('Row 1')).toBeTruthy();
    expect(within(table).getByText('All things')).toBeTruthy();
    expect(within(table).getByText('66')).toBeTruthy();
    await userEvent.click(within(section).getByRole('button', { name: 'Go to next page' }));
    expect(await within(table).findByText('Row 6')).toBeTruthy();
    expect(screen.getByText('page 1, size 5, sort none')).toBeTruthy();
    await userEvent.click(within(table).getByRole('button', { name: 'Name' }));
    expect(await screen.findByText('page 0, size 5, sort name,asc')).toBeTruthy();
    expect(within(section).getByRole('searchbox', { name: 'Search things' })).toBeTruthy();
  });
});
