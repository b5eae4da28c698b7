import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OVERLAY_Z_INDEX } from '@airlens/domain';
import { renderRoutes } from '@/test/render';
import { fakeUser } from '@/test/users';
import { clearSession } from '@/lib/session';
import { UserMenu } from './user-menu';

afterEach(() => {
  clearSession();
});

describe('UserMenu', () => {
  it('opens its overlay at the spec z-index 2000 (§9), not the 2500 of lists opened from dialogs', async () => {
    const user = fakeUser({ email: 'ana@example.com', name: 'Ana Lind' });
    renderRoutes([{ path: '/', element: <UserMenu user={user} /> }], '/');
    await userEvent.click(screen.getByRole('button', { name: 'Ana Lind' }));
    const menu = await screen.findByRole('menu');
    const overlay = menu.closest('.MuiPopover-root');
    expect(overlay).not.toBeNull();
    expect(OVERLAY_Z_INDEX).toBe(2000);
    expect(getComputedStyle(overlay as Element).zIndex).toBe('2000');
  });

  it("is named after the user's button, for screen readers", async () => {
    const user = fakeUser({ email: 'ana@example.com', name: 'Ana Lind' });
    renderRoutes([{ path: '/', element: <UserMenu user={user} /> }], '/');
    await userEvent.click(screen.getByRole('button', { name: 'Ana Lind' }));
    expect(await screen.findByRole('menu', { name: 'Ana Lind' })).toBeTruthy();
  });
});
