import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { page, projectEntry } from './test-api';
import { removeProjectTablePreview, showProjectTablePreview } from './project-table-preview';

const NOW = new Date('2025-09-03T10:00:00Z');
const ME = 'me@example.com';

/** A first page of a list-only organisation (more than 200 projects). */
function firstPage(entries = defaultEntries(), total = 10_000): unknown {
  return page(entries, total);
}

function defaultEntries() {
  return [
    projectEntry({ id: 'p2', name: 'Zeta Lab', status: 'IN_PROGRESS', city: null, country: null }),
    projectEntry({ id: 'p1', name: 'Berlin HQ', rssi: 92, rssi2: null }, [
      { username: ME, role: 'OWNER' },
      { username: 'amy@example.com', role: 'READ_USER' },
    ]),
    projectEntry({ id: 'p3', name: 'Skipped', status: 'SKIP_COMPUTATION' }),
  ];
}

afterEach(() => {
  removeProjectTablePreview();
});

describe('the first-page preview (issue #21)', () => {
  it('draws the Projects table of the list-only dashboard: the status rules, links, users and scores', () => {
    expect(showProjectTablePreview(firstPage(), ME, NOW)).toBe(true);

    const table = screen.getByRole('table', { name: 'Projects' });
    // Last survey and Users are hidden below 900 px, as in the dashboard's table: all columns count here.
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[0] as HTMLElement)
        .getAllByRole('columnheader', { hidden: true })
        .map((cell) => cell.textContent),
    ).toEqual([
      'Project',
      'Last survey',
      'Users',
      'Primary Coverage',
      'Secondary Coverage',
      'Signal to Noise Ratio',
      'Channel Interference',
      'Network Health',
      'Average',
      'Preview',
    ]);
    // COMPLETED first, SKIP_COMPUTATION left out (and out of the count), as the dashboard's own table does.
    expect(rows.slice(1).map((row) => within(row).getByRole('link').textContent)).toEqual([
      'Berlin HQ',
      'Zeta Lab',
    ]);
    expect(screen.getByRole('link', { name: 'Berlin HQ' }).getAttribute('href')).toBe('/projects/p1');
    const berlin = within(rows[1] as HTMLElement)
      .getAllByRole('cell', { hidden: true })
      .map((cell) => cell.textContent);
    expect(berlin).toEqual([
      'Berlin HQBerlin, Germany',
      'Sep 1, 2025',
      'Me + 1 user',
      '92%',
      '–',
      '85%',
      '81%',
      '60%',
      '78%',
      '',
    ]);
    expect(within(rows[2] as HTMLElement).getAllByRole('cell')[0]?.textContent).toBe(
      'Zeta LabNo locationProcessing',
    );
    expect(screen.getByText('9,999 projects')).toBeTruthy();
    expect(screen.getByText('More than 200 projects: the dashboard opened in list-only mode.')).toBeTruthy();
  });

  it('draws nothing beside the map (200 projects or fewer), for an empty page or for an answer of another shape', () => {
    expect(showProjectTablePreview(firstPage(defaultEntries(), 200), ME, NOW)).toBe(false);
    expect(showProjectTablePreview(firstPage([], 10_000), ME, NOW)).toBe(false);
    expect(showProjectTablePreview({ content: 'rows', totalElements: 10_000 }, ME, NOW)).toBe(false);
    expect(showProjectTablePreview(null, ME, NOW)).toBe(false);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('writes every text of the answer as text, never as markup', () => {
    const name = '<img src="x" onerror="alert(1)">';
    showProjectTablePreview(firstPage([projectEntry({ id: 'p1', name })]), ME, NOW);
    expect(screen.getByRole('link', { name }).textContent).toBe(name);
    expect(document.querySelector('img')).toBeNull();
  });

  it('is gone once removed, with its styles', () => {
    showProjectTablePreview(firstPage(), ME, NOW);
    expect(document.head.querySelector('style[data-preview]')).not.toBeNull();
    removeProjectTablePreview();
    expect(screen.queryByRole('table', { name: 'Projects' })).toBeNull();
    expect(document.head.querySelector('style[data-preview]')).toBeNull();
  });
});
