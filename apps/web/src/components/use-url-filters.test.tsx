import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { useUrlFilters } from './use-url-filters';

function inRouter(entry: string) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return <MemoryRouter initialEntries={[entry]}>{children}</MemoryRouter>;
  };
}

describe('useUrlFilters', () => {
  it('reads band and dates from the URL, ignoring malformed dates', () => {
    const { result } = renderHook(() => useUrlFilters(true), {
      wrapper: inRouter('/?band=TWO&from=2025-01-02&to=2025-13'),
    });
    expect(result.current[0]).toEqual({ band: 'TWO', startDate: '2025-01-02', endDate: null });
  });

  it('falls back to the default band for an unknown band, and for SIX without the 6 GHz flag', () => {
    const unknown = renderHook(() => useUrlFilters(true), { wrapper: inRouter('/?band=SEVEN') });
    expect(unknown.result.current[0].band).toBe('FIVE');
    const six = renderHook(() => useUrlFilters(false), { wrapper: inRouter('/?band=SIX') });
    expect(six.result.current[0].band).toBe('FIVE');
    const allowed = renderHook(() => useUrlFilters(true), { wrapper: inRouter('/?band=SIX') });
    expect(allowed.result.current[0].band).toBe('SIX');
  });

  it('sets and removes values, keeping the other parameters', () => {
    const { result } = renderHook(() => useUrlFilters(true), {
      wrapper: inRouter('/?heatmap=throughput&from=2025-01-02'),
    });
    act(() => result.current[1]({ band: 'TWO', from: null }));
    expect(result.current[0]).toEqual({ band: 'TWO', startDate: null, endDate: null });
    expect(result.current[2].get('heatmap')).toBe('throughput');
  });
});
