import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useTableState } from './use-table-state';

afterEach(() => {
  vi.useRealTimers();
});

describe('useTableState', () => {
  it('debounces the search by 500 ms and returns to the first page when it changes', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useTableState({ pageSize: 5 }));
    act(() => result.current.setPage(3));
    act(() => result.current.setSearchText('  berlin '));
    expect(result.current.search).toBe('');
    expect(result.current.isSearchPending).toBe(true);
    expect(result.current.page).toBe(3);
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(result.current.search).toBe('berlin');
    expect(result.current.isSearchPending).toBe(false);
    expect(result.current.page).toBe(0);
  });

  it('keeps the page when the trimmed search does not change the result set', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useTableState({ pageSize: 5 }));
    act(() => result.current.setPage(2));
    act(() => result.current.setSearchText('   '));
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(result.current.page).toBe(2);
  });

  it('returns to the first page on a new sort, page size or filter, and sends the sort as column,direction', () => {
    let resultKey = 'FIVE';
    const { result, rerender } = renderHook(() => useTableState({ pageSize: 5, resultKey }));
    act(() => result.current.setPage(2));
    act(() => result.current.setSort({ column: 'name', direction: 'desc' }));
    expect(result.current.page).toBe(0);
    expect(result.current.sortParam).toBe('name,desc');
    act(() => result.current.setPage(2));
    act(() => result.current.setPageSize(10));
    expect(result.current.page).toBe(0);
    act(() => result.current.setPage(2));
    resultKey = 'TWO';
    rerender();
    expect(result.current.page).toBe(0);
  });
});
