import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderRoutes, routeElement, testConfig } from '@/test/render';
import { RegisterForm } from './register-form';
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
