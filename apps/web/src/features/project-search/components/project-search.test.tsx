import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { insightsEndpoints } from '@airlens/contract';
import { fakeApi, reply } from '@/test/fake-api';
import { renderRoutes } from '@/test/render';
import { ProjectSearch } from './project-search';

const WAIT = { timeout: 5_000 };

function hit(id: string, name: string, city: string | null, country: string | null) {
  return {
    id,
    rowId: 1,
    name,
    country,
    city,
    geolocation: null,
    projectType: 'MEASURED',
    status: 'COMPLETED',
    lastSurveyDate: null,
    tags: [],
  };
}

function searchedTexts(): string[] {
  return fakeApi
    .requestsTo(insightsEndpoints.searchProjects)
    .map((request) => request.params.get('query') ?? '');
}

function answer(status: number, body: unknown): void {
  fakeApi.on(insightsEndpoints.searchProjects, reply(status, body));
}

function renderSearch() {
  return renderRoutes(
    [
      { path: '/', element: <ProjectSearch /> },
      { path: '/projects/:projectId', element: <h1>project page</h1> },
    ],
    '/',
  );
}

describe('ProjectSearch', { timeout: 20_000 }, () => {
  it('asks once per pause in typing and opens the chosen project', async () => {
    answer(200, {
      projects: [
        hit('p-hel', 'Helsinki Harbour Offices', 'Helsinki', 'Finland'),
        hit('p-hq', 'HQ', null, null),
      ],
    });
    const user = userEvent.setup();
    const { router } = renderSearch();
    await user.type(screen.getByRole('combobox', { name: 'Search projects' }), 'helsinki');
    const list = await screen.findByRole('listbox', {}, WAIT);
    const options = within(list).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Helsinki Harbour OfficesHelsinki, Finland',
      'HQ',
    ]);
    expect(searchedTexts()).toEqual(['helsinki']);
    await user.click(options[0] as HTMLElement);
    expect(await screen.findByRole('heading', { name: 'project page' }, WAIT)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/projects/p-hel');
  });

  it('opens a hit with the keyboard', async () => {
    answer(200, { projects: [hit('p-lon', 'London Kings Cross Campus', 'London', 'United Kingdom')] });
    const user = userEvent.setup();
    const { router } = renderSearch();
    await user.type(screen.getByRole('combobox', { name: 'Search projects' }), 'london');
    await screen.findByRole('option', { name: /London Kings Cross Campus/ }, WAIT);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(await screen.findByRole('heading', { name: 'project page' }, WAIT)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/projects/p-lon');
  });

  it('says when nothing matches', async () => {
    answer(200, { projects: [] });
    const user = userEvent.setup();
    renderSearch();
    await user.type(screen.getByRole('combobox', { name: 'Search projects' }), 'atlantis');
    expect(await screen.findByText('No project matches "atlantis"', {}, WAIT)).toBeTruthy();
  });

  it("says 'Could not search projects' when the search fails", async () => {
    answer(500, { message: 'boom' });
    const user = userEvent.setup();
    renderSearch();
    await user.type(screen.getByRole('combobox', { name: 'Search projects' }), 'oslo');
    expect(await screen.findByText('Could not search projects', {}, WAIT)).toBeTruthy();
  });
});
