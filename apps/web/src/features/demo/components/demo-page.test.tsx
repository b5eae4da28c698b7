import { describe, expect, it } from 'vitest';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router';
import { useApiScope } from '@/components/api-scope';
import { renderRoutes } from '@/test/render';
import { DemoPage } from './demo-page';
import type { DemoDashboardLinks, DemoProjectLinks } from './demo-links';

configure({ asyncUtilTimeout: 5000 });

function ScopeName() {
  const scope = useApiScope();
  return <p>{`scope ${scope.name}, ${scope.mapPath('/insightapi/v1/projects')}`}</p>;
}

function FakeDashboard({ links }: { links: DemoDashboardLinks }) {
  return (
    <section>
      <ScopeName />
      <Link to={links.project('p1')}>Berlin HQ</Link>
      <Link to={links.floor('p1', 3)}>Ground floor</Link>
    </section>
  );
}

function FakeProject({
  projectId,
  floor,
  links,
}: {
  projectId: string;
  floor: number | null;
  links: DemoProjectLinks;
}) {
  return (
    <section>
      <p>{`project ${projectId} floor ${String(floor)}`}</p>
      <Link to={links.insights ?? '/'}>Back to the dashboard</Link>
      <Link to={links.floor(projectId, 4)}>First floor</Link>
    </section>
  );
}

function renderDemo(entry: string) {
  return renderRoutes(
    [
      {
        path: '/demo',
        element: (
          <DemoPage
            renderDashboard={(links) => <FakeDashboard links={links} />}
            renderProject={(projectId, floor, links) => (
              <FakeProject projectId={projectId} floor={floor} links={links} />
            )}
          />
        ),
      },
      { path: '/login', element: <p>sign-in screen</p> },
    ],
    entry,
  );
}

describe('DemoPage', () => {
  it('starts on the dashboard step with the demo data scope, and keeps every link inside the tour', async () => {
    const { router } = renderDemo('/demo?band=TWO');
    expect(await screen.findByRole('heading', { level: 1, name: 'Airlens demo' })).toBeTruthy();
    expect(screen.getByText('scope demo, /insightapi/v1/demo/projects')).toBeTruthy();
    const tour = screen.getByRole('navigation', { name: 'Demo tour' });
    expect(
      within(tour).getByRole('link', { name: '1. Insights dashboard' }).getAttribute('aria-current'),
    ).toBe('page');
    expect(within(tour).getByRole('button', { name: '2. Project' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('link', { name: 'Ground floor' }).getAttribute('href')).toBe(
      '/demo?project=p1&floor=3&band=TWO',
    );

    await userEvent.click(screen.getByRole('link', { name: 'Berlin HQ' }));
    expect(await screen.findByText('project p1 floor null')).toBeTruthy();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/demo?project=p1&band=TWO',
    );
    expect(within(tour).getByRole('link', { name: '2. Project' }).getAttribute('aria-current')).toBe('page');

    await userEvent.click(screen.getByRole('link', { name: 'First floor' }));
    expect(await screen.findByText('project p1 floor 4')).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: 'Back to the dashboard' }));
    expect(await screen.findByText('scope demo, /insightapi/v1/demo/projects')).toBeTruthy();
  });

  it('offers the sign-in', async () => {
    renderDemo('/demo');
    await userEvent.click(await screen.findByRole('link', { name: 'Sign in' }));
    expect(await screen.findByText('sign-in screen')).toBeTruthy();
  });
});
