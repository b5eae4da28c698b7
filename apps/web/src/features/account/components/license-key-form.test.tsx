import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { usersEndpoints } from '@airlens/contract';
import { clearSession, setSessionUser } from '@/lib/session';
import { fakeApi, reply } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render';
import { fakeUser, fakeWhoAmI } from '@/test/users';
import { LicenseKeyForm } from './license-key-form';

afterEach(() => {
  act(() => clearSession());
});

async function activate(key: string): Promise<void> {
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: /Licence key/ }), key);
  await user.click(screen.getByRole('button', { name: 'Activate' }));
}

describe('LicenseKeyForm (spec §8 user-facing results)', () => {
  it("says 'User ID not found in session.' when the session ended before the key was sent", async () => {
    renderWithProviders(<LicenseKeyForm userId="user-1" />);
    await activate('KEY-2');
    expect(await screen.findByText('User ID not found in session.')).toBeTruthy();
    expect(fakeApi.requests).toHaveLength(0);
  });

  it("says 'Failed to retrieve user license' when the key was taken but the licence cannot be read back", async () => {
    setSessionUser(fakeUser());
    fakeApi.onAny(() => reply(503, { message: 'Down' }));
    fakeApi.on(usersEndpoints.activateLicence, { success: true, message: 'Activated', data: fakeWhoAmI() });
    renderWithProviders(<LicenseKeyForm userId="user-1" />);
    await activate('KEY-2');
    expect(await screen.findByText('Failed to retrieve user license')).toBeTruthy();
    expect(fakeApi.requests[0]?.path).toBe('/userapi/v1/users/user-1/license');
  });
});
