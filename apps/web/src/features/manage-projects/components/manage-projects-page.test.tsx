import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { manageEndpoints, organizationsEndpoints, projectsEndpoints } from '@airlens/contract';
import type { ManagedProject } from '@airlens/contract';
import { fakeApi, reply } from '@/test/fake-api';
import type { RecordedRequest } from '@/test/fake-api';
import { renderRoutes, testConfig } from '@/test/render';
import { ManageProjectsPage } from './manage-projects-page';

const ORG = '7d1f4c1a-0c1e-4f55-9a43-1b2c3d4e5f60';
/** The page loads two answers in a row; a loaded 2-core machine needs more than the 1 s default. */
const WAIT = { timeout: 5_000 };

interface Row {
  id: string;
  name: string;
  status: string;
}

let rows: Row[];

function project(row: Row): ManagedProject {
  return {
    ...row,
    country: 'Finland',
    city: 'Helsinki',
    projectType: 'MEASURED',
    lastSurveyDate: '2025-05-02',
    createdAt: '2025-05-01T10:00:00.000Z',
    owner: 'engineer@demo.example',
    projectUsers: [
      { username: 'zoe@demo.example', role: 'READ_USER' },
      { username: 'engineer@demo.example', role: 'OWNER' },
      { username: 'Zoe@demo.example', role: 'WRITE_USER' },
    ],
  };
}

function listCalls(): RecordedRequest[] {
  return fakeApi
    .requestsTo(manageEndpoints.listOrgProjects)
    .filter((request) => request.pathParams.orgId === ORG);
}

beforeEach(() => {
  rows = [
    { id: 'p1', name: 'Helsinki office', status: 'COMPLETED' },
    { id: 'p2', name: 'Warehouse', status: 'COMPLETED' },
  ];
  fakeApi.onAny((request) =>
    request.endpoint === undefined ? undefined : reply(404, { message: 'Not found' }),
  );
  fakeApi.on(organizationsEndpoints.getOrgPreferences, {
    success: true,
    message: '',
    data: { orgId: ORG, sharingRestriction: 'NO_RESTRICTION', passwordPolicy: false },
  });
  fakeApi.on(manageEndpoints.listOrgProjects, (request) => {
    if (request.pathParams.orgId !== ORG) {
      return reply(404, { message: 'Not found' });
    }
    const query = (request.params.get('query') ?? '').toLowerCase();
    const content = rows.filter((row) => row.name.toLowerCase().includes(query)).map(project);
    return { content, totalElements: content.length, totalPages: 1, page: 0, size: 5 };
  });
  fakeApi.on(projectsEndpoints.deleteProject, (request) => {
    if (request.pathParams.id !== 'p2') {
      return reply(404, { message: 'Not found' });
    }
    rows = rows.map((row) => (row.id === 'p2' ? { ...row, status: 'DELETE_REQUESTED' } : row));
    // A 202 carries JSON `null`, as the server sends it.
    return reply(202, null);
  });
  fakeApi.on(projectsEndpoints.renameProject, (request) => {
    if (request.pathParams.id !== 'p1') {
      return reply(404, { message: 'Not found' });
    }
    const { name } = request.body as { name: string };
    rows = rows.map((row) => (row.id === 'p1' ? { ...row, name } : row));
    return { id: 'p1', name };
  });
});

function renderPage(projectRename = true) {
  const base = testConfig();
  const routes = [
    { path: '/manage/projects', element: <ManageProjectsPage /> },
    { path: '/projects/:projectId', element: <p>project page</p> },
  ];
  return renderRoutes(routes, '/manage/projects', {
    config: testConfig({ featureFlags: { ...base.featureFlags, projectRename } }),
  });
}

describe('ManageProjectsPage', { timeout: 20_000 }, () => {
  it('lists the organisation projects with owner and de-duplicated users', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: 'Organization projects' }, WAIT);
    const row = (await within(table).findByText('Helsinki office', {}, WAIT)).closest('tr');
    expect(row).not.toBeNull();
    const cells = within(row as HTMLElement);
    expect(cells.getByText('engineer@demo.example')).toBeTruthy();
    expect(cells.getByText('2 users')).toBeTruthy();
    expect(cells.getByText('Helsinki, Finland')).toBeTruthy();
    expect(listCalls()[0]?.params.get('sort')).toBe('name,asc');
    expect(listCalls()[0]?.params.get('size')).toBe('5');
  });

  it('debounces the search: one request once typing pauses', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('Warehouse', {}, WAIT);
    const before = listCalls().length;
    await user.type(screen.getByRole('searchbox', { name: 'Search projects' }), 'ware');
    await waitFor(() => expect(screen.queryByText('Helsinki office')).toBeNull(), { timeout: 3000 });
    const searched = listCalls().slice(before);
    expect(searched.map((request) => request.params.get('query'))).toEqual(['ware']);
    expect(screen.getByText('Warehouse')).toBeTruthy();
  });

  it('deletes a project after confirmation; it then shows as deletion requested', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Delete Warehouse' }, WAIT));
    const dialog = screen.getByRole('dialog', { name: 'Delete project' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deletion requested', {}, WAIT)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete Warehouse' })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('renames a project behind the project-rename flag', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Rename Helsinki office' }, WAIT));
    const dialog = screen.getByRole('dialog', { name: 'Rename project' });
    const field = within(dialog).getByRole('textbox', { name: 'Project name' });
    await user.clear(field);
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
    expect(within(dialog).getByText('This field is required')).toBeTruthy();
    await user.click(field);
    await user.paste('Helsinki HQ');
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
    expect(await screen.findByText('Helsinki HQ', {}, WAIT)).toBeTruthy();
  });

  it('gives each row a context menu: open the project, copy its name, rename, delete', async () => {
    const user = userEvent.setup();
    const { router } = renderPage();
    const row = (await screen.findByText('Helsinki office', {}, WAIT)).closest('tr');
    fireEvent.contextMenu(row as HTMLElement, { clientX: 30, clientY: 30 });
    const menu = screen.getByRole('menu', { name: 'Project actions' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Open', 'Open in new tab', 'Copy link', 'Copy name', 'Rename', 'Delete']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Rename' }));
    expect(
      within(screen.getByRole('dialog', { name: 'Rename project' })).getByRole('textbox', {
        name: 'Project name',
      }),
    ).toBeTruthy();
    await user.keyboard('{Escape}');

    fireEvent.contextMenu(row as HTMLElement, { clientX: 30, clientY: 30 });
    await user.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Open' }));
    expect(router.state.location.pathname).toBe('/projects/p1');
    expect(await screen.findByText('project page')).toBeTruthy();
  });

  it('offers no rename when the flag is off', async () => {
    renderPage(false);
    await screen.findByRole('button', { name: 'Delete Warehouse' }, WAIT);
    expect(screen.queryByRole('button', { name: /^Rename/ })).toBeNull();
  });
});
