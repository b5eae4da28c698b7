import { useState } from 'react';
import { DEFAULT_PAGE_SIZE, shouldUseListOnlyMode } from '@airlens/domain';
import { useTableState } from '@/components/use-table-state';
import { useUrlPageSize, useUrlSort } from '@/components/use-url-sort';
import { useMapProjects } from '../api/list-map-projects';
import { useProjects } from '../api/list-projects';
import type { GeoBounds } from '../api/list-projects';
import { useSearchProjects } from '../api/search-projects';
import type { DashboardFilters, DashboardView } from './use-dashboard-filters';

/** The page sizes the projects table offers (DataTable's choices); the default is the spec's 5. */
const PAGE_SIZE_OPTIONS = [5, 10, 25, 50] as const;

/**
 * The dashboard's project data: the table (sort and page size in the URL), its page, the search hits, the
 * map's markers, the map area filter, and the view the first unfiltered load chose (docs/product-spec.md §4).
 */
export function useDashboardProjects(filters: DashboardFilters) {
  const [bounds, setBounds] = useState<GeoBounds | null>(null);
  const [firstTotal, setFirstTotal] = useState<number | null>(null);

  const autoView: DashboardView | null =
    firstTotal === null ? null : shouldUseListOnlyMode(firstTotal) ? 'list' : 'map';
  // Before the first answer the map waits (a huge organisation must not load every marker); a failed first
  // load shows the list with its error.
  const view: DashboardView | null = filters.view ?? autoView;
  const activeBounds = view === 'map' ? bounds : null;
  // The table's order and page size are shareable state: they live in the URL.
  const urlSort = useUrlSort();
  const urlPageSize = useUrlPageSize(DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS);
  const table = useTableState({
    pageSize: DEFAULT_PAGE_SIZE,
    controlledSort: urlSort,
    controlledPageSize: urlPageSize,
    resultKey: JSON.stringify([filters.band, filters.startDate, filters.endDate, activeBounds]),
  });
  const projects = useProjects({
    query: table.search,
    band: filters.band,
    startDate: filters.startDate,
    endDate: filters.endDate,
    bounds: activeBounds,
    page: table.page,
    size: table.pageSize,
    sort: table.sortParam,
  });
  const hits = useSearchProjects(table.search);
  const mapProjects = useMapProjects(
    { band: filters.band, startDate: filters.startDate, endDate: filters.endDate },
    view === 'map',
  );

  // The first unfiltered answer decides the mode once (docs/product-spec.md §4); the user's choice in the URL wins.
  if (
    firstTotal === null &&
    projects.data !== undefined &&
    !projects.isPlaceholderData &&
    table.search === '' &&
    activeBounds === null
  ) {
    setFirstTotal(projects.data.totalElements);
  }

  return { view, autoView, bounds, setBounds, activeBounds, table, projects, hits, mapProjects };
}
