import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, testConfig } from '@/test/render';
import { OrganizationSettingsPage } from './organization-settings-page';

const ORG = '7d1f4c1a-0c1e-4f55-9a43-1b2c3d4e5f60';
const fetchMock = vi.fn<typeof fetch>();
let stored = { orgId: ORG, sharingRestriction: 'NO_RESTRICTION', passwordPolicy: false };
let putStatus = 200;

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status });
}

function bodyText(init: RequestInit | undefined): string {
  return typeof init?.body === 'string' ? init.body : '{}';
}

function urlOf(input: RequestInfo | URL): string {
  return typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
}

beforeEach(() => {
  stored = { orgId: ORG, sharingRestriction: 'NO_RESTRICTION', passwordPolicy: false };
  putStatus = 200;
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation((input, init) => {
    const url = urlOf(input);
    const method = init?.method ?? 'GET';
    if (url === '/userapi/v1/org-preferences' && method === 'GET') {
      return Promise.resolve(json(200, { success: true, message: 'fetched', data: stored }));
    }
    if (url === `/userapi/v1/org-preferences/${ORG}` && method === 'PUT') {
      if (putStatus === 204) {
        stored = { ...stored, ...(JSON.parse(bodyText(init)) as typeof stored) };
        return Promise.resolve(new Response(null, { status: 204 }));
      }
      if (putStatus !== 200) {
        return Promise.resolve(json(putStatus, { message: 'Not allowed for this organisation' }));
      }
      stored = { ...stored, ...(JSON.parse(bodyText(init)) as typeof stored) };
      return Promise.resolve(json(200, { success: true, message: 'updated', data: stored }));
    }
    return Promise.resolve(json(404, { message: 'Not found' }));
  });
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

function renderPage(flags: { passwordPolicy?: boolean; ssoConfig?: boolean } = {}) {
  const base = testConfig();
  return renderWithProviders(<OrganizationSettingsPage />, {
    config: testConfig({
      featureFlags: { ...base.featureFlags, passwordPolicy: true, ssoConfig: false, ...flags },
    }),
  });
}

describe('OrganizationSettingsPage', () => {
  it('saves the password policy and sharing restriction and shows the spec success text', async () => {
    const user = userEvent.setup();
    renderPage();
    const form = await screen.findByRole('form', { name: 'Organization preferences' });
    const policy = within(form).getByRole<HTMLInputElement>('switch', { name: 'Password policy' });
    expect(policy.checked).toBe(false);
    const save = within(form).getByRole<HTMLButtonElement>('button', { name: 'Save' });
    expect(save.disabled).toBe(true);

    await user.click(policy);
    await user.click(within(form).getByRole('radio', { name: 'Organization only (no external guests)' }));
    await user.click(save);

    expect(await screen.findByText('Organization settings have been successfully updated')).toBeTruthy();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(urlOf(put?.[0] ?? '')).toBe(`/userapi/v1/org-preferences/${ORG}`);
    expect(JSON.parse(bodyText(put?.[1]))).toEqual({
      orgId: ORG,
      passwordPolicy: true,
      sharingRestriction: 'ORGANIZATION_ONLY',
    });
    expect(stored).toMatchObject({ passwordPolicy: true, sharingRestriction: 'ORGANIZATION_ONLY' });
  });

  it('shows the success text when the server saves and answers 204 without a body', async () => {
    putStatus = 204;
    const user = userEvent.setup();
    renderPage();
    const form = await screen.findByRole('form', { name: 'Organization preferences' });
    await user.click(within(form).getByRole('switch', { name: 'Password policy' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Organization settings have been successfully updated')).toBeTruthy();
    expect(screen.queryByText(/undefined|Invalid/)).toBeNull();
    expect(within(form).getByRole<HTMLInputElement>('switch', { name: 'Password policy' }).checked).toBe(
      true,
    );
    const reads = fetchMock.mock.calls.filter(
      ([input, init]) => urlOf(input) === '/userapi/v1/org-preferences' && (init?.method ?? 'GET') === 'GET',
    );
    expect(reads.length).toBe(2);
  });

  it("shows the server's message when saving fails and keeps the choices", async () => {
    const user = userEvent.setup();
    putStatus = 403;
    renderPage();
    const form = await screen.findByRole('form', { name: 'Organization preferences' });
    await user.click(
      within(form).getByRole('radio', { name: 'No sharing (only owners and organization admins)' }),
    );
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Not allowed for this organisation')).toBeTruthy();
    expect(screen.queryByText('Organization settings have been successfully updated')).toBeNull();
    const noSharing = within(form).getByRole<HTMLInputElement>('radio', {
      name: 'No sharing (only owners and organization admins)',
    });
    expect(noSharing.checked).toBe(true);
  });

  it('hides the password-policy toggle when its flag is off, and shows the SSO form with the ssoConfig flag', async () => {
    renderPage({ passwordPolicy: false, ssoConfig: true });
    await screen.findByRole('form', { name: 'Organization preferences' });
    expect(screen.queryByRole('switch', { name: 'Password policy' })).toBeNull();
    expect(await screen.findByRole('region', { name: 'Single sign-on' })).toBeTruthy();
    expect(
      fetchMock.mock.calls.some(([input]) => urlOf(input) === `/userapi/v1/organizations/sso/${ORG}`),
    ).toBe(true);
  });

  it('says so when the preferences cannot be loaded', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(json(500, { message: 'down' })));
    renderPage();
    expect(await screen.findByText('Could not load the organization settings.')).toBeTruthy();
  });
});
