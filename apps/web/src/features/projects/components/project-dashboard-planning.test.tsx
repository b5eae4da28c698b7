import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '@/test/render';
import { projectRoutes, stubApi } from '../test/fake-api';
import { NO_REQUIREMENTS, planningRoutes } from '../test/planning-fixtures';
import type { DailyHealthChartProps } from './daily-health-chart';
import { ProjectDashboardPage } from './project-dashboard-page';

// Whole screens render here; on the shared CI cores their first render can take longer than the 1 s default.
configure({ asyncUtilTimeout: 10_000 });

vi.mock('./daily-health-chart', () => ({
  DailyHealthChart: ({ days }: DailyHealthChartProps) => <p>{`${days.length} days`}</p>,
}));

function renderPage(entry = '/projects/p1') {
  return renderRoutes(
    [
      { path: '/projects/:projectId', element: <ProjectDashboardPage /> },
      { path: '/projects/:projectId/:floorPlanRowId', element: <p>floor page</p> },
    ],
    entry,
  );
}

function passRateRequests(requests: { path: string; params: URLSearchParams }[]) {
  return requests.filter((request) => request.path === '/insightapi/v1/projects/p1/requirementPassRates');
}

afterEach(() => vi.unstubAllGlobals());

describe('Project dashboard planning sections (issue #18)', { timeout: 40_000 }, () => {
  it('shows each floor’s pass rate with its verdict in words, its source and every criterion', async () => {
    stubApi([planningRoutes(), projectRoutes()]);
    renderPage('/projects/p1?band=FIVE');
    const table = await screen.findByRole('table', { name: 'Pass rates per floor' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    const ground = rows[1];
    const first = rows[2];
    if (ground === undefined || first === undefined) {
      throw new Error('missing rows');
    }
    expect(within(ground).getByRole('link', { name: 'Ground floor' }).getAttribute('href')).toBe(
      '/projects/p1/3?band=FIVE',
    );
    expect(within(ground).getByText('93% Pass').getAttribute('data-tone')).toBe('good');
    expect(within(ground).getByText('Signal strength \u221267 dBm')).toBeTruthy();
    expect(within(ground).getByText('95% Pass')).toBeTruthy();
    expect(within(ground).getByText('Signal to noise ratio +25 dB')).toBeTruthy();
    expect(within(first).getByText('42% Fail').getAttribute('data-tone')).toBe('bad');
    expect(within(first).getAllByText('Measured').length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { name: 'Requirement pass rates · project 88% Pass' })).toBeTruthy();
    expect(screen.getByText(/At 5 GHz, viewed as No device offset \(0 dB\)/)).toBeTruthy();
  });

  it('"View as" lists the profiles with their offsets, keeps the choice in the URL and re-asks the pass rates', async () => {
    const { requests } = stubApi([planningRoutes(), projectRoutes()]);
    const { router } = renderPage();
    await screen.findByRole('table', { name: 'Pass rates per floor' });
    expect(passRateRequests(requests).at(-1)?.params.has('deviceProfileId')).toBe(false);

    await userEvent.click(screen.getByRole('combobox', { name: 'View as' }));
    const listbox = await screen.findByRole('listbox');
    const options = within(listbox).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'No device offset0 dB on every band',
      'Barcode scanner2.4 GHz \u22124 dB · 5 GHz \u22126 dB',
      'Laptop (built-in)2.4 GHz 0 dB · 5 GHz 0 dB',
      'Smartphone (built-in)2.4 GHz \u221210 dB · 5 GHz \u221210 dB',
    ]);
    await userEvent.click(within(listbox).getByRole('option', { name: /Smartphone/ }));

    await waitFor(() => expect(router.state.location.search).toBe('?deviceProfile=builtin-smartphone'));
    await waitFor(() =>
      expect(passRateRequests(requests).at(-1)?.params.get('deviceProfileId')).toBe('builtin-smartphone'),
    );
    expect(await screen.findByText('61% Fail')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'View as' }).textContent).toBe(
      'Smartphone (\u221210 dB at 5 GHz)',
    );
    expect(screen.getByText(/viewed as Smartphone \(\u221210 dB at 5 GHz\)/)).toBeTruthy();
    // Links to a floor keep the profile, so the floor view is seen by the same device.
    const table = screen.getByRole('table', { name: 'Pass rates per floor' });
    const link = within(table).getByRole('link', { name: 'Ground floor' });
    expect(link.getAttribute('href')).toBe('/projects/p1/3?deviceProfile=builtin-smartphone');
  });

  it('applies nothing for a profile this project does not have, and says so', async () => {
    const { requests } = stubApi([planningRoutes(), projectRoutes()]);
    renderPage('/projects/p1?deviceProfile=other-project-profile');
    expect(
      await screen.findByText(
        "The device profile in the address is not one of this project's: no offset is applied.",
      ),
    ).toBeTruthy();
    await screen.findByRole('table', { name: 'Pass rates per floor' });
    expect(passRateRequests(requests).length).toBeGreaterThan(0);
    expect(passRateRequests(requests).every((request) => !request.params.has('deviceProfileId'))).toBe(true);
  });

  it('shows the empty state when no requirement applies, and the error when the rates fail', async () => {
    stubApi([planningRoutes({ passRates: () => ({ status: 200, body: NO_REQUIREMENTS }) }), projectRoutes()]);
    renderPage('/projects/p1?band=TWO');
    expect(
      await screen.findByText(
        'No requirements to evaluate: this project has no requirement criteria at 2.4 GHz.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Pass rates per floor' })).toBeNull();
    vi.unstubAllGlobals();

    stubApi([
      planningRoutes({ passRates: () => ({ status: 500, body: { message: 'boom' } }) }),
      projectRoutes(),
    ]);
    renderPage('/projects/p1?band=SIX');
    expect(await screen.findByText('Could not load requirement pass rates')).toBeTruthy();
  });

  it('shows a loading state until the pass rates and the capacity arrive', async () => {
    stubApi([planningRoutes(), projectRoutes()]);
    renderPage();
    expect(await screen.findByText('Loading pass rates…')).toBeTruthy();
    expect(screen.getByText('Loading capacity…')).toBeTruthy();
    await screen.findByRole('table', { name: 'Pass rates per floor' });
    expect(screen.queryByText('Loading pass rates…')).toBeNull();
  });

  it('lists overloaded radios first, saying why in words, and each area’s clients and APs needed', async () => {
    const { requests } = stubApi([planningRoutes(), projectRoutes()]);
    renderPage();
    const section = await screen.findByRole('region', { name: 'Capacity' });
    const radios = await within(section).findByRole('table', { name: 'Radio capacity' });
    const rows = within(radios).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.getAttribute('data-overloaded'))).toEqual(['true', 'true', 'false']);
    expect(rows[0]?.textContent).toContain('AP-Hall');
    expect(within(rows[0] as HTMLElement).getByText('Overloaded: airtime above 70%')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText('93%')).toBeTruthy();
    expect(
      within(rows[1] as HTMLElement).getByText('Overloaded: more clients than it may serve'),
    ).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByText('OK')).toBeTruthy();
    expect(within(section).getByText(/2 of 3 radios at 5 GHz overloaded/)).toBeTruthy();

    const areas = within(section).getByRole('table', { name: 'Area capacity' });
    const area = within(areas).getAllByRole('row')[1] as HTMLElement;
    expect(
      within(area)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['ReceptionOffice', '150', '130', '93%', '3']);

    // The band follows the page's band filter.
    await userEvent.click(screen.getByRole('button', { name: '2.4 GHz' }));
    await waitFor(() =>
      expect(
        requests
          .filter((request) => request.path === '/insightapi/v1/projects/p1/capacity')
          .at(-1)
          ?.params.get('frequencyBand'),
      ).toBe('TWO'),
    );
    expect(await within(section).findByText(/2 of 3 radios at 2.4 GHz overloaded/)).toBeTruthy();
    expect(
      within(within(section).getByRole('table', { name: 'Area capacity' })).getByText('20'),
    ).toBeTruthy();
  });
});
