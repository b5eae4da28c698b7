import { useState } from 'react';
import { SEARCH_LOADER_DELAY_MS } from '@airlens/domain';
import type { SortState } from './data-table';
import { useDebouncedValue } from './use-debounced-value';

export interface TableStateOptions {
  pageSize: number;
  sort?: SortState | null;
  /** Anything else that changes the result set (filters); a change returns to the first page. */
  resultKey?: string;
  /** The sort held elsewhere (the URL, `useUrlSort`) instead of in this state. */
  controlledSort?: [SortState | null, (sort: SortState) => void];
  /** The page size held elsewhere (the URL, `useUrlPageSize`) instead of in this state. */
  controlledPageSize?: [number, (size: number) => void];
}

export interface TableState {
  /** What the search box shows. */
  searchText: string;
  setSearchText: (text: string) => void;
  /** The trimmed search text once typing paused for the search delay: what requests send. */
  search: string;
  /** True while the typed text has not reached `search` yet. */
  isSearchPending: boolean;
  page: number;
  setPage: (page: number) => void;
  pageSize: number;
  setPageSize: (size: number) => void;
  sort: SortState | null;
  setSort: (sort: SortState) => void;
  /** `column,asc|desc` for the API, or null. */
  sortParam: string | null;
}

/**
 * State of a server-paged, searchable, sortable table (docs/product-spec.md §4 Insights view): the search is debounced, and
 * a change of search, sort, page size or filters returns to the first page, because the result set changed.
 */
export function useTableState(options: TableStateOptions): TableState {
  const [searchText, setSearchText] = useState('');
  const [ownPageSize, setOwnPageSize] = useState(options.pageSize);
  const [pageSize, setPageSize] = options.controlledPageSize ?? [ownPageSize, setOwnPageSize];
  const [ownSort, setOwnSort] = useState<SortState | null>(options.sort ?? null);
  const [sort, setSort] = options.controlledSort ?? [ownSort, setOwnSort];
  const search = useDebouncedValue(searchText.trim(), SEARCH_LOADER_DELAY_MS);
  const resetKey = JSON.stringify([search, sort, pageSize, options.resultKey ?? '']);
  const [pageState, setPageState] = useState({ key: resetKey, page: 0 });
  const page = pageState.key === resetKey ? pageState.page : 0;

  return {
    searchText,
    setSearchText,
    search,
    isSearchPending: search !== searchText.trim(),
    page,
    setPage: (next) => setPageState({ key: resetKey, page: next }),
    pageSize,
    setPageSize,
    sort,
    setSort,
    sortParam: sort === null ? null : `${sort.column},${sort.direction}`,
  };
}
