import { describe, it, expect } from 'vitest';
import { matchesKpiRowSearch } from './table-search';

describe('matchesKpiRowSearch', () => {
  it('matches a floor or area name', () => {
    expect(matchesKpiRowSearch('Meeting Room A', ' room a')).toBe(true);
    expect(matchesKpiRowSearch('Meeting Room A', 'room b')).toBe(false);
  });
});
