import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { manageEndpoints, organizationsEndpoints } from '@airlens/contract';
import { fakeApi, reply } from '@/test/fake-api';
import type { RecordedRequest } from '@/test/fake-api';
import { renderRoutes } from '@/test/render';
import type { ManagedLicense } from '../api/org-licenses';
import { ManageLicensesPage } from './manage-licenses-page';

const ORG = '7d1f4c1a-0c1e-4f55-9a43-1b2c3d4e5f60';
/** The page loads two answers in a row; a loaded 2-core machine needs more than the 1 s default. */
const WAIT = { timeout: 5_000 };
let rows: ManagedLicense[];

function bodyOf(request: RecordedRequest): Record<string, string> {
  return (request.body ?? {}) as Record<string, string>;
}

function license(licenseKey: string, assignedTo: string | null): ManagedLicense {
  return {
    licenseKey,
    status: 'ACTIVE',
    product: 'Connect',
    subscriptionDate: '2025-01-15',
    subscriptionExpirationDate: '2026-01-15',
    assignedTo,
  };
}

beforeEach(() => {
  rows = [license('KEY-AAA', 'engineer@demo.example'), license('KEY-BBB', null)];
  fakeApi.onAny((request) =>
    request.endpoint === undefined ? undefined : reply(404, { message: 'Not found' }),
  );
  fakeApi.on(organizationsEndpoints.getOrgPreferences, {
    success: true,
    message: '',
    data: { orgId: ORG, sharingRestriction: 'NO_RESTRICTION', passwordPolicy: false },
  });
  fakeApi.on(manageEndpoints.listOrgLicenses, (request) =>
    request.pathParams.orgId === ORG
      ? { content: rows, totalElements: rows.length, totalPages: 1, page: 0, size: 5 }
      : reply(404, { message: 'Not found' }),
  );
  fakeApi.on(manageEndpoints.activateOrgLicense, (request) => {
    const { licenseKey = '' } = bodyOf(request);
    if (licenseKey === 'USED') {
      return reply(409, { message: 'This licence key is already in use' });
    }
    rows = [...rows, license(licenseKey, null)];
    return reply(201, license(licenseKey, null));
  });
  fakeApi.on(manageEndpoints.assignOrgLicense, (request) => {
    if (request.pathParams.licenseKey !== 'KEY-BBB') {
      return reply(404, { message: 'Not found' });
    }
    const { email = '' } = bodyOf(request);
    rows = rows.map((row) => (row.licenseKey === 'KEY-BBB' ? { ...row, assignedTo: email } : row));
    return license('KEY-BBB', email);
  });
  fakeApi.on(manageEndpoints.unassignOrgLicense, (request) => {
    if (request.pathParams.licenseKey !== 'KEY-AAA') {
      return reply(404, { message: 'Not found' });
    }
    rows = rows.map((row) => (row.licenseKey === 'KEY-AAA' ? { ...row, assignedTo: null } : row));
    return license('KEY-AAA', null);
  });
});

function renderPage() {
  return renderRoutes([{ path: '/manage/licenses', element: <ManageLicensesPage /> }], '/manage/licenses');
}

describe('ManageLicensesPage', { timeout: 20_000 }, () => {
  it('lists licence key, status and subscription date with the holder', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: 'Organization licences' }, WAIT);
    const row = (await within(table).findByText('KEY-AAA', {}, WAIT)).closest('tr') as HTMLElement;
    expect(within(row).getByText('ACTIVE')).toBeTruthy();
    expect(within(row).getByText('engineer@demo.example')).toBeTruthy();
    expect(within(row).getByText('Jan 15, 2025')).toBeTruthy();
    const free = within(table).getByText('KEY-BBB').closest('tr') as HTMLElement;
    expect(within(free).getByText('Not assigned')).toBeTruthy();
  });

  it('assigns a licence to a member by e-mail, validating the address', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Assign KEY-BBB' }, WAIT));
    const dialog = screen.getByRole('dialog', { name: 'Assign licence' });
    const field = within(dialog).getByRole('textbox', { name: 'Member e-mail' });
    await user.click(field);
    await user.paste('not-an-address');
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(within(dialog).getByText('Please enter a valid email')).toBeTruthy();
    await user.clear(field);
    await user.paste('planner@demo.example');
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
    const table = screen.getByRole('table', { name: 'Organization licences' });
    expect(await within(table).findByText('planner@demo.example', {}, WAIT)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('unassigns a licence only after confirmation', async () => {
    const user = userEvent.setup();
    renderPage();
    const deletes = () => fakeApi.requests.filter((request) => request.method === 'DELETE');
    await user.click(await screen.findByRole('button', { name: 'Unassign KEY-AAA' }, WAIT));
    const confirm = screen.getByRole('dialog', { name: 'Unassign licence' });
    expect(
      within(confirm).getByText(
        'Take licence KEY-AAA away from engineer@demo.example? They lose the access it gives until they are assigned a licence again.',
      ),
    ).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(deletes()).toHaveLength(0);

    await user.click(await screen.findByRole('button', { name: 'Unassign KEY-AAA' }, WAIT));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Unassign licence' })).getByRole('button', {
        name: 'Unassign',
      }),
    );
    await waitFor(() => expect(deletes()).toHaveLength(1));
    const row = (await screen.findByText('KEY-AAA')).closest('tr') as HTMLElement;
    expect(await within(row).findByText('Not assigned', {}, WAIT)).toBeTruthy();
  });

  it('activates a new key and shows the server message when it fails', async () => {
    const user = userEvent.setup();
    renderPage();
    const form = await screen.findByRole('form', { name: 'Activate a licence key' }, WAIT);
    const field = within(form).getByRole('textbox', { name: 'Licence key' });
    await user.click(field);
    await user.paste('USED');
    await user.click(within(form).getByRole('button', { name: 'Activate' }));
    expect(await within(form).findByText('This licence key is already in use', {}, WAIT)).toBeTruthy();
    await user.clear(field);
    await user.paste('KEY-NEW');
    await user.click(within(form).getByRole('button', { name: 'Activate' }));
    expect(await within(form).findByText('Licence key KEY-NEW has been activated.', {}, WAIT)).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Assign KEY-NEW' }, WAIT)).toBeTruthy();
  });
});
