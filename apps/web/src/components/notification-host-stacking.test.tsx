import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { clearNotifications, notify } from '../lib/notifications';
import { renderRoutes } from '../test/render';
import { AppDialog } from './app-dialog';
import { DialogCard } from './dialog-card';

function DialogPage() {
  const [isOpen, setIsOpen] = useState(true);
  return (
    <AppDialog open={isOpen} onClose={() => setIsOpen(false)}>
      <DialogCard title="Share project" onClose={() => setIsOpen(false)} />
    </AppDialog>
  );
}

function MenuPage() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <button type="button" ref={setAnchor}>
        Anchor
      </button>
      <Menu open={anchor !== null} anchorEl={anchor}>
        <MenuItem>Rename</MenuItem>
      </Menu>
    </>
  );
}

/** The stacking order of the fixed layer an element sits in (its nearest ancestor with a z-index). */
function layerZIndex(element: HTMLElement): number {
  for (let node: HTMLElement | null = element; node !== null; node = node.parentElement) {
    const zIndex = getComputedStyle(node).zIndex;
    if (zIndex !== '' && zIndex !== 'auto') {
      return Number(zIndex);
    }
  }
  return 0;
}

afterEach(() => {
  act(() => clearNotifications());
});

describe('NotificationHost stacking', () => {
  it("stays under a modal dialog, so an unread notification never covers the dialog's close button", async () => {
    const user = userEvent.setup();
    renderRoutes([{ path: '/', element: <DialogPage /> }], '/');
    const dialog = await screen.findByRole('dialog', { name: 'Share project' });
    act(() => {
      notify({ level: 'success', title: 'Import finished' });
    });
    // The app root (and the host in it) is aria-hidden while a modal is open, hence `hidden: true`.
    const region = screen.getByRole('region', { name: 'Notifications', hidden: true });
    const close = screen.getByRole('button', { name: 'Close' });
    expect(dialog.contains(close)).toBe(true);
    expect(layerZIndex(region)).toBeGreaterThan(0);
    expect(layerZIndex(region)).toBeLessThan(layerZIndex(close));

    await user.click(close);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Share project' })).toBeNull());
    expect(screen.getByRole('region', { name: 'Notifications' }).textContent).toContain('Import finished');
  });

  it('stays above menus and popovers, which sit on the overlay layer', () => {
    renderRoutes([{ path: '/', element: <MenuPage /> }], '/');
    act(() => {
      notify({ level: 'info', title: 'Project shared' });
    });
    const menuItem = screen.getByRole('menuitem', { name: 'Rename' });
    const region = screen.getByRole('region', { name: 'Notifications', hidden: true });
    expect(layerZIndex(region)).toBeGreaterThan(layerZIndex(menuItem));
  });
});
