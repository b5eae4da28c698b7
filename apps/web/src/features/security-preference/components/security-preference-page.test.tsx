import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { organizationsEndpoints, usersEndpoints } from '@airlens/contract';
import { PASSWORD_POLICY_MESSAGES } from '@airlens/domain';
import { clearSession, setSessionUser } from '@/lib/session';
import { fakeApi, reply } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render';
import { fakeUser, fakeWhoAmI } from '@/test/users';
import { PASSWORDS_DIFFER } from '@/components/new-password-field';
import { PASSWORD_CHANGED_TEXT, SAME_PASSWORD } from './change-password-form';
import { RESET_LINK_SENT_TEXT } from './reset-link-panel';
import { GUEST_NO_PASSWORD_TEXT, SecurityPreferencePage } from './security-preference-page';

afterEach(() => {
  act(() => clearSession());
});

const preferences = (passwordPolicy: boolean) => ({
  success: true,
  message: 'ok',
  data: { orgId: 'org-1', sharingRestriction: 'NO_RESTRICTION' as const, passwordPolicy },
});

function renderPage(policy: boolean | 'no organisation') {
  setSessionUser(fakeUser());
  fakeApi.on(organizationsEndpoints.getOrgPreferences, () =>
    policy === 'no organisation' ? reply(404, { message: 'Object not found' }) : preferences(policy),
  );
  renderWithProviders(<SecurityPreferencePage />);
}

async function fillIn(values: { current: string; next: string; repeat?: string }) {
  const user = userEvent.setup();
  const form = await screen.findByRole('form', { name: 'Change your password' });
  await user.type(within(form).getByLabelText(/Current password/), values.current);
  await user.type(within(form).getByLabelText(/^New password/), values.next);
  await user.type(within(form).getByLabelText(/Repeat the new password/), values.repeat ?? values.next);
  await user.click(within(form).getByRole('button', { name: 'Change password' }));
}

describe('SecurityPreferencePage', () => {
  it('changes the password with the current one and says other browsers were signed out', async () => {
    renderPage('no organisation');
    fakeApi.on(usersEndpoints.updateUser, { success: true, message: 'ok', data: fakeWhoAmI() });
    await fillIn({ current: 'old secret one', next: 'a brand new secret' });
    expect(await screen.findByText(PASSWORD_CHANGED_TEXT)).toBeTruthy();
    const [sent] = fakeApi.requestsTo(usersEndpoints.updateUser);
    expect(sent?.path).toBe('/userapi/v1/users/user-1');
    expect(sent?.body).toEqual({ password: 'a brand new secret', currentPassword: 'old secret one' });
    // The form is empty again: the passwords do not stay in the page.
    expect(screen.getByLabelText<HTMLInputElement>(/Current password/).value).toBe('');
  });

  it("shows the organisation policy's rules and checks them before sending", async () => {
    renderPage(true);
    expect(await screen.findByText(/12 to 128 characters/)).toBeTruthy();
    await fillIn({ current: 'old secret one', next: 'short' });
    expect(await screen.findByText(PASSWORD_POLICY_MESSAGES.tooShort)).toBeTruthy();
    expect(fakeApi.requestsTo(usersEndpoints.updateUser)).toHaveLength(0);
  });

  it('shows the baseline rules to an account without an organisation', async () => {
    renderPage('no organisation');
    expect(await screen.findByText(/8 to 128 characters/)).toBeTruthy();
  });

  it('refuses a repeat that differs and a new password equal to the current one, without sending', async () => {
    renderPage(false);
    await fillIn({ current: 'same old secret', next: 'same old secret', repeat: 'something else' });
    expect(await screen.findByText(SAME_PASSWORD)).toBeTruthy();
    expect(screen.getByText(PASSWORDS_DIFFER)).toBeTruthy();
    expect(fakeApi.requestsTo(usersEndpoints.updateUser)).toHaveLength(0);
  });

  it("puts the server's refusal on the field it is about, without the server's field name", async () => {
    renderPage(false);
    const wrong = 'currentPassword: The current password is not correct';
    fakeApi.on(usersEndpoints.updateUser, () =>
      reply(400, { message: wrong, errorMessageList: [{ localizedDescription: wrong }] }),
    );
    await fillIn({ current: 'a wrong guess', next: 'a brand new secret' });
    const field = screen.getByLabelText(/Current password/);
    expect(await screen.findByText('The current password is not correct')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText(/currentPassword:/)).toBeNull();
  });

  it('says when there were too many tries', async () => {
    renderPage(false);
    fakeApi.on(usersEndpoints.updateUser, () =>
      reply(
        429,
        { message: 'Too many requests, please try again later.' },
        { headers: { 'Retry-After': '900' } },
      ),
    );
    await fillIn({ current: 'a wrong guess', next: 'a brand new secret' });
    expect(await screen.findByText('Too many requests, please try again later.')).toBeTruthy();
  });

  it('mails a reset link to the own address for a forgotten password', async () => {
    renderPage(false);
    fakeApi.on(usersEndpoints.requestPasswordReset, () => reply(202, null));
    await userEvent.setup().click(screen.getByRole('button', { name: 'E-mail me a reset link' }));
    expect(await screen.findByText(new RegExp(`${RESET_LINK_SENT_TEXT} ana@example.com`))).toBeTruthy();
    expect(fakeApi.requestsTo(usersEndpoints.requestPasswordReset)[0]?.body).toEqual({
      email: 'ana@example.com',
    });
  });

  it('tells a guest there is no password, and offers no form', () => {
    setSessionUser(fakeUser({ role: 'GUEST' }));
    renderWithProviders(<SecurityPreferencePage />);
    expect(screen.getByText(GUEST_NO_PASSWORD_TEXT)).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
  });
});
