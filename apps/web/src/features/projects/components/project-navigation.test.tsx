import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setSessionUser, clearSession } from '@/lib/session';
import { renderRoutes, testConfig } from '@/test/render';
import { fakeUser } from '@/test/users';
import { projectRoutes, stubApi } from '../test/fake-api';
import type { DailyHealthChartProps } from './daily-health-chart';
import { ProjectDashboardPage } from './project-dashboard-page';
import { ProjectFloorPlanPage } from './project-floor-plan-page';
import { ProjectIntegrationsPage } from './project-integrations-page';
import type { ProjectSlots } from './project-slots';

// Whole screens render here; on the shared CI cores their first render can take longer than the 1 s default.
configure({ asyncUtilTimeout: 5000 });

vi.mock('./daily-health-chart', () => ({
  DailyHealthChart: ({ days }: DailyHealthChartProps) => <p>{`${days.length} days`}</p>,
}));

const shown: { id: string; name: string }[] = [];
const SLOTS: ProjectSlots = { onProjectShown: (project) => shown.push(project) };

function renderProject(entry: string, optimizerUrl: string | null = null) {
  return renderRoutes(
    [
      { path: '/projects/:projectId', element: <ProjectDashboardPage slots={SLOTS} /> },
      { path: '/projects/:projectId/integrations', element: <ProjectIntegrationsPage slots={SLOTS} /> },
      { path: '/projects/:projectId/:floorPlanRowId', element: <ProjectFloorPlanPage slots={SLOTS} /> },
      { path: '/insights', element: <h1>Insights dashboard</h1> },
    ],
    entry,
    { config: testConfig({ optimizerUrl }) },
  );
}

function trail(): string[] {
  const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
  return within(breadcrumb)
    .getAllByRole('listitem')
    .map((item) => {
      const link = within(item).queryByRole('link');
      return link === null
        ? `${item.textContent ?? ''} (current)`
        : `${link.textContent ?? ''} → ${link.getAttribute('href') ?? ''}`;
    });
}

async function projectTabs(): Promise<string[]> {
  const tabs = await screen.findByRole('navigation', { name: 'Project pages' });
  await within(tabs).findByRole('link', { name: 'Ground floor' });
  return within(tabs)
    .getAllByRole('link')
    .map(
      (link) =>
        `${link.textContent ?? ''} → ${link.getAttribute('href') ?? ''}${link.getAttribute('aria-current') === 'page' ? ' (current)' : ''}`,
    );
}

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
  shown.length = 0;
});

describe('project breadcrumbs and tabs', { timeout: 20_000 }, () => {
  it('shows Insights › project on the dashboard and tabs for the dashboard, each floor and the integrations', async () => {
    stubApi([projectRoutes()]);
    renderProject('/projects/p1?band=TWO');
    expect(await screen.findByRole('heading', { level: 1, name: 'Berlin HQ' })).toBeTruthy();
    expect(trail()).toEqual(['Insights → /insights?band=TWO', 'Berlin HQ (current)']);
    expect(await projectTabs()).toEqual([
      'Dashboard → /projects/p1?band=TWO (current)',
      'Ground floor → /projects/p1/3?band=TWO',
      'First floor → /projects/p1/4?band=TWO',
      'Integrations → /projects/p1/integrations?band=TWO',
    ]);
    expect(shown).toEqual([{ id: 'p1', name: 'Berlin HQ' }]);
  });

  it('shows Insights › project › floor on a floor, and the way back to the project dashboard by clicks', async () => {
    stubApi([projectRoutes()]);
    const { router } = renderProject('/projects/p1/4');
    expect(await screen.findByRole('heading', { level: 1, name: 'Berlin HQ' })).toBeTruthy();
    expect(await projectTabs()).toContain('First floor → /projects/p1/4 (current)');
    await vi.waitFor(() =>
      expect(trail()).toEqual(['Insights → /insights', 'Berlin HQ → /projects/p1', 'First floor (current)']),
    );
    await userEvent.click(
      within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', { name: 'Berlin HQ' }),
    );
    expect(router.state.location.pathname).toBe('/projects/p1');
    expect(await screen.findByRole('list', { name: 'Project KPIs' })).toBeTruthy();
  });

  it('reaches the integrations page from a tab, inside the project frame', async () => {
    stubApi([projectRoutes()]);
    const { router } = renderProject('/projects/p1');
    await projectTabs();
    await userEvent.click(
      within(screen.getByRole('navigation', { name: 'Project pages' })).getByRole('link', {
        name: 'Integrations',
      }),
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Integrations' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/projects/p1/integrations');
    expect(screen.getByRole('heading', { level: 1, name: 'Berlin HQ' })).toBeTruthy();
    expect(trail()).toEqual(['Insights → /insights', 'Berlin HQ → /projects/p1', 'Integrations (current)']);
  });

  it('adds the Optimizer tab for a user with optimizer access when the optimizer site is configured', async () => {
    setSessionUser(fakeUser({ optimizerAccess: true }));
    stubApi([projectRoutes()]);
    renderProject('/projects/p1', 'https://optimizer.example');
    expect(await projectTabs()).toContain('Optimizer → /projects/p1/optimizer');
  });

  it('keeps the way back to Insights for a project that is not there, and remembers nothing', async () => {
    stubApi([]);
    renderProject('/projects/p404');
    expect(await screen.findByRole('heading', { level: 1, name: 'Project not found' })).toBeTruthy();
    expect(trail()).toEqual(['Insights → /insights']);
    expect(screen.queryByRole('navigation', { name: 'Project pages' })).toBeNull();
    expect(shown).toEqual([]);
  });
});
