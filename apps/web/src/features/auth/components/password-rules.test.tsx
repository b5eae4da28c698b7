import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderRoutes, routeElement, testConfig } from '@/test/render';
import userEvent from '@testing-library/user-event';
import { usersEndpoints } from '@airlens/contract';
import { fakeApi, reply } from '@/test/fake-api';
import { REGISTERED_TEXT, RegisterForm } from './register-form';
import { SetPasswordScreen } from './set-password-screen';

function configWithPolicy(isPolicyEnforced: boolean) {
  const config = testConfig();
  return testConfig({ featureFlags: { ...config.featureFlags, passwordPolicy: isPolicyEnforced } });
}

/** The text of every element the field's aria-describedby names. */
function descriptionOf(input: HTMLElement): string {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id !== '');
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

describe('the password rules', () => {
  it('are listed on the registration form before anything is typed, and describe the password field', () => {
    renderRoutes([routeElement(<RegisterForm />)], '/', { config: configWithPolicy(false) });
    const rules = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(rules).toEqual([
      '8 to 128 characters',
      'not containing your e-mail address',
      'not a common or leaked password',
    ]);
    expect(descriptionOf(screen.getByLabelText(/^Password/))).toContain('not a common or leaked password');
  });

  it('stay the baseline on the registration form with the passwordPolicy flag on: a new account has no organisation', async () => {
    const user = userEvent.setup();
    fakeApi.on(usersEndpoints.registerUser, reply(201, { success: true, message: 'Registered', data: null }));
    renderRoutes([routeElement(<RegisterForm />)], '/', { config: configWithPolicy(true) });
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toContain('8 to 128 characters');
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Ana Surveyor');
    await user.type(screen.getByRole('textbox', { name: /^E-mail/ }), 'ana@example.com');
    // Ten characters, one kind: refused by the organisation policy, accepted by the server for a new account.
    await user.type(screen.getByLabelText(/^Password/), 'surveyplan');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText(REGISTERED_TEXT)).toBeTruthy();
    expect(fakeApi.requestsTo(usersEndpoints.registerUser).map((request) => request.body)).toEqual([
      { name: 'Ana Surveyor', email: 'ana@example.com', password: 'surveyplan' },
    ]);
  });

  it('add the organisation policy on the reset form when the passwordPolicy flag is on', () => {
    renderRoutes(
      [routeElement(<SetPasswordScreen />, '/password')],
      '/password?userId=user-1&access_token=token',
      { config: configWithPolicy(true) },
    );
    const rules = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(rules).toEqual([
      '12 to 128 characters',
      'at least three of: lowercase letters, uppercase letters, digits and symbols',
      'not containing your e-mail address',
      'not a common or leaked password',
    ]);
    const description = descriptionOf(screen.getByLabelText(/^New password/));
    expect(description).toContain('12 to 128 characters');
    expect(description).toContain('not a common or leaked password');
  });
});
