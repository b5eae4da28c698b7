import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSessionUser } from '@/lib/session';
import { renderWithProviders } from '@/test/render';
import { fakeUser, fakeWhoAmI } from '@/test/users';
import { LicenseKeyForm } from './license-key-form';

const fetchMock = vi.fn<typeof fetch>();

function urlOf(input: RequestInfo | URL): string {
  return typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  act(() => clearSession());
  fetchMock.mockReset();
  vi.unstubAllGlobals();
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
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("says 'Failed to retrieve user license' when the key was taken but the licence cannot be read back", async () => {
    setSessionUser(fakeUser());
    fetchMock.mockImplementation((input) =>
      Promise.resolve(
        urlOf(input).endsWith('/license')
          ? new Response(JSON.stringify({ success: true, message: 'Activated', data: fakeWhoAmI() }), {
              status: 200,
            })
          : new Response(JSON.stringify({ message: 'Down' }), { status: 503 }),
      ),
    );
    renderWithProviders(<LicenseKeyForm userId="user-1" />);
    await activate('KEY-2');
    expect(await screen.findByText('Failed to retrieve user license')).toBeTruthy();
    expect(urlOf(fetchMock.mock.calls[0]?.[0] ?? '')).toBe('/userapi/v1/users/user-1/license');
  });
});
