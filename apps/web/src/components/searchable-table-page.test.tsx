import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NO_DATA_AVAILABLE } from '@airlens/domain';
import type { DataTableColumn } from './data-table';
import { SearchableTablePage } from './searchable-table-page';
import type { TablePage } from './searchable-table-page';
import { useTableState } from './use-table-state';

interface Row {
  id: string;
  name: string;
}

const COLUMNS: DataTableColumn<Row>[] = [{ id: 'name', label: 'Name', render: (row) => row.name }];

function Page({ rows, error = null }: { rows: TablePage<Row> | undefined; error?: string | null }) {
  const table = useTableState({ pageSize: 10, sort: null });
  return (
    <SearchableTablePage
      title="Things"
      subtitle="Every thing"
      header={<button type="button">Add a thing</button>}
      searchLabel="Search things"
      tableLabel="All things"
      table={table}
      columns={COLUMNS}
      getRowKey={(row) => row.id}
      rows={rows}
      isFetching={false}
      error={error}
    >
      <p>A dialog</p>
    </SearchableTablePage>
  );
}

describe('SearchableTablePage', () => {
  it('shows heading, header, search field, the rows and the dialogs in that order', async () => {
    const user = userEvent.setup();
    render(<Page rows={{ content: [{ id: 'a', name: 'Alpha' }], totalElements: 1 }} />);
    const heading = screen.getByRole('heading', { level: 1, name: 'Things' });
    const header = screen.getByRole('button', { name: 'Add a thing' });
    const search = screen.getByRole('searchbox', { name: 'Search things' });
    const table = screen.getByRole('table', { name: 'All things' });
    const dialog = screen.getByText('A dialog');
    const order = [heading, header, search, table, dialog];
    order.slice(1).forEach((element, index) => {
      expect(order[index]?.compareDocumentPosition(element)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    });
    expect(screen.getByText('Every thing')).toBeTruthy();
    expect(within(table).getByText('Alpha')).toBeTruthy();

    await user.type(search, 'alp');
    expect((search as HTMLInputElement).value).toBe('alp');
  });

  it('shows the error instead of rows, and no rows before the first answer', () => {
    const { unmount } = render(<Page rows={undefined} error="Could not load things" />);
    expect(screen.getByText('Could not load things')).toBeTruthy();
    unmount();
    render(<Page rows={undefined} />);
    expect(
      within(screen.getByRole('table', { name: 'All things' })).getByText(NO_DATA_AVAILABLE),
    ).toBeTruthy();
  });
});
