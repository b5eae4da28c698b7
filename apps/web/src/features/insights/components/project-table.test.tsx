import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderRoutes, routeElement } from '@/test/render';
import type { TableState } from '@/components/use-table-state';
import { ProjectTable } from './project-table';
import { projectEntry } from './test-api';

const LONG_NAME = 'Frankfurt Logistikzentrumserweiterungsgebäude Nord';

const table: TableState = {
  searchText: '',
  setSearchText: () => {},
  search: '',
  isSearchPending: false,
  page: 0,
  setPage: () => {},
  pageSize: 10,
  setPageSize: () => {},
  sort: null,
  setSort: () => {},
  sortParam: null,
};

describe('ProjectTable in list-only mode (issue #15 polish)', () => {
  it('wraps project names at word boundaries, keeps the full name in a title, and scrolls inside the table', async () => {
    renderRoutes(
      [
        routeElement(
          <ProjectTable
            entries={[projectEntry({ id: 'p1', name: LONG_NAME })]}
            totalElements={1}
            table={table}
            criterion="rssi"
            isWide
            isFetching={false}
            error={null}
            myUsername="ana@example.com"
            projectHref={(id) => `/projects/${id}`}
            onOpenProject={() => {}}
            now={new Date('2026-11-26T12:00:00Z')}
          />,
        ),
      ],
      '/',
    );
    const link = await screen.findByRole('link', { name: LONG_NAME });
    expect(link.getAttribute('title')).toBe(LONG_NAME);
    const style = getComputedStyle(link);
    expect(style.overflowWrap).not.toBe('anywhere');
    expect(style.wordBreak).not.toBe('break-all');
    // The last column (Preview) stays reachable: the table scrolls inside its container instead of being clipped.
    expect(screen.getByRole('button', { name: `Preview ${LONG_NAME}` })).toBeTruthy();
    const container = screen.getByRole('table', { name: 'Projects' }).parentElement as HTMLElement;
    expect(getComputedStyle(container).overflowX).toBe('auto');
  });
});
