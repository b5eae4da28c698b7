import { useSearchParams } from 'react-router';
import type { SortState } from './data-table';

const SORT_PARAM = /^([A-Za-z][A-Za-z0-9]*),(asc|desc)$/;

/** Reads a `column,asc|desc` URL value; anything else is no sort. */
export function parseSortParam(value: string | null): SortState | null {
  const match = SORT_PARAM.exec(value ?? '');
  if (match === null) {
    return null;
  }
  const [, column = '', direction] = match;
  return { column, direction: direction === 'desc' ? 'desc' : 'asc' };
}

/**
 * A table's sort kept in the URL (STYLE.md: the URL holds shareable state), as `?sort=column,asc|desc`, so a
 * reload, a shared link and the back button keep the order. Other query values stay as they are.
 */
export function useUrlSort(param = 'sort'): [SortState | null, (sort: SortState) => void] {
  const [params, setParams] = useSearchParams();
  const sort = parseSortParam(params.get(param));

  function setSort(next: SortState): void {
    setParams(
      (previous) => {
        const updated = new URLSearchParams(previous);
        updated.set(param, `${next.column},${next.direction}`);
        return updated;
      },
      { replace: true },
    );
  }

  return [sort, setSort];
}

/**
 * A table's page size kept in the URL as `?size=N` (one of `allowed`, else `defaultSize`), so a reader who
 * chose more rows keeps them on reload and in shared links; the default leaves the URL clean.
 */
export function useUrlPageSize(
  defaultSize: number,
  allowed: readonly number[],
  param = 'size',
): [number, (size: number) => void] {
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get(param));
  const size = allowed.includes(asked) ? asked : defaultSize;

  function setSize(next: number): void {
    setParams(
      (previous) => {
        const updated = new URLSearchParams(previous);
        if (next === defaultSize) {
          updated.delete(param);
        } else {
          updated.set(param, String(next));
        }
        return updated;
      },
      { replace: true },
    );
  }

  return [size, setSize];
}
