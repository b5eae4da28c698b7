import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderRoutes } from '@/test/render';
import { BreadcrumbTrail } from './breadcrumb-trail';

function renderTrail(items: { label: string; to: string | null }[]) {
  return renderRoutes([{ path: '/', element: <BreadcrumbTrail items={items} /> }], '/');
}

describe('BreadcrumbTrail', () => {
  it('links every step up and marks the page itself', () => {
    renderTrail([
      { label: 'Insights', to: '/insights' },
      { label: 'Berlin HQ', to: '/projects/p1' },
      { label: 'Ground floor', to: null },
    ]);
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(trail)
        .getAllByRole('link')
        .map((link) => `${link.textContent ?? ''} ${link.getAttribute('href') ?? ''}`),
    ).toEqual(['Insights /insights', 'Berlin HQ /projects/p1']);
    expect(within(trail).getByText('Ground floor').getAttribute('aria-current')).toBe('page');
  });

  it('shows nothing when there is no way up (only the page itself)', () => {
    renderTrail([{ label: 'Berlin HQ', to: null }]);
    expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).toBeNull();
  });
});
