import { describe, it, expect } from 'vitest';
import {
  matchesDeviceSearch,
  matchesKpiRowSearch,
  matchesProjectSearch,
  matchesSurveySearch,
} from './table-search';

describe('matchesProjectSearch', () => {
  const project = { name: 'HQ Survey', country: 'Finland', city: 'Espoo' };

  it.each(['hq', 'SURVEY', '  finl ', 'espoo', '', '   '])('matches %j', (query) => {
    expect(matchesProjectSearch(project, query)).toBe(true);
  });

  it.each(['helsinki', 'hq  survey'])('does not match %j', (query) => {
    expect(matchesProjectSearch(project, query)).toBe(false);
  });

  it('tolerates missing country and city', () => {
    expect(matchesProjectSearch({ name: 'Depot', country: null }, 'dep')).toBe(true);
    expect(matchesProjectSearch({ name: 'Depot', country: null }, 'fin')).toBe(false);
  });
});

describe('matchesDeviceSearch', () => {
  const row = { projectName: 'Warehouse', vendor: 'Aruba', wifiGeneration: 'Wi-Fi 6E', deviceCount: 12 };

  it('matches project name, vendor and generation', () => {
    expect(matchesDeviceSearch(row, 'ware')).toBe(true);
    expect(matchesDeviceSearch(row, 'aruba')).toBe(true);
    expect(matchesDeviceSearch(row, '6e')).toBe(true);
  });

  it('matches an exact device count for an all-digit query', () => {
    expect(matchesDeviceSearch(row, '12')).toBe(true);
    expect(matchesDeviceSearch(row, ' 12 ')).toBe(true);
    expect(matchesDeviceSearch(row, '1')).toBe(false);
    expect(matchesDeviceSearch(row, '120')).toBe(false);
  });

  it('still matches digits inside the text fields', () => {
    expect(matchesDeviceSearch(row, '6')).toBe(true);
  });
});

describe('matchesSurveySearch and matchesKpiRowSearch', () => {
  it('matches creator, project or floor plan name', () => {
    const row = { createdBy: 'sam@example.com', projectName: 'Office', floorPlanName: 'Level 2' };
    expect(matchesSurveySearch(row, 'SAM@')).toBe(true);
    expect(matchesSurveySearch(row, 'office')).toBe(true);
    expect(matchesSurveySearch(row, 'level 2')).toBe(true);
    expect(matchesSurveySearch(row, 'level 3')).toBe(false);
  });

  it('matches a floor or area name', () => {
    expect(matchesKpiRowSearch('Meeting Room A', ' room a')).toBe(true);
    expect(matchesKpiRowSearch('Meeting Room A', 'room b')).toBe(false);
  });
});
