import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { organizationsEndpoints } from '@airlens/contract';
import type { OrgPreferences } from '@airlens/contract';
import { fakeApi, reply } from '@/test/fake-api';
import type { RecordedRequest } from '@/test/fake-api';
import { renderWithProviders, testConfig } from '@/test/render';
import { OrganizationSettingsPage } from './organization-settings-page';

const ORG = '7d1f4c1a-0c1e-4f55-9a43-1b2c3d4e5f60';
let stored: OrgPreferences = { orgId: ORG, sharingRestriction: 'NO_RESTRICTION', passwordPolicy: false };
let putStatus = 200;

beforeEach(() => {
  stored = { orgId: ORG, sharingRestriction: 'NO_RESTRICTION', passwordPolicy: false };
  putStatus = 200;
  fakeApi.onAny((request) =>
    request.endpoint === undefined ? undefined : reply(404, { message: 'Not found' }),
  );
  fakeApi.on(organizationsEndpoints.getOrgPreferences, () => ({
    success: true,
    message: 'fetched',
    data: stored,
  }));
  fakeApi.on(organizationsEndpoints.updateOrgPreferences, (request) => {
    if (request.pathParams.orgId !== ORG) {
      return reply(404, { message: 'Not found' });
    }
    if (putStatus === 204) {
      stored = { ...stored, ...(request.body as Partial<OrgPreferences>) };
      // An answer without a body, which the contract does not declare: the page must not break on it.
      return new HttpResponse(null, { status: 204 });
    }
    if (putStatus !== 200) {
      return reply(putStatus, { message: 'Not allowed for this organisation' });
    }
    stored = { ...stored, ...(request.body as Partial<OrgPreferences>) };
    return { success: true, message: 'updated', data: stored };
  });
});

function preferenceReads(): RecordedRequest[] {
  return fakeApi.requestsTo(organizationsEndpoints.getOrgPreferences);
}

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
    const put = fakeApi.requests.find((request) => request.method === 'PUT');
    expect(put?.path).toBe(`/userapi/v1/org-preferences/${ORG}`);
    expect(put?.body).toEqual({
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
    expect(preferenceReads().length).toBe(2);
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
    expect(fakeApi.requests.some((request) => request.path === `/userapi/v1/organizations/sso/${ORG}`)).toBe(
      true,
    );
  });

  it('says so when the preferences cannot be loaded', async () => {
    fakeApi.onAny((request) =>
      request.endpoint === undefined ? undefined : reply(500, { message: 'down' }),
    );
    renderPage();
    expect(await screen.findByText('Could not load the organization settings.')).toBeTruthy();
  });
});
