import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
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

function SelectInDialogPage() {
  const [role, setRole] = useState('READ_USER');
  return (
    <AppDialog open onClose={() => undefined}>
      <DialogCard title="Share project" onClose={() => undefined} />
      <TextField select label="Role" value={role} onChange={(event) => setRole(event.target.value)}>
        <MenuItem value="READ_USER">Can view</MenuItem>
        <MenuItem value="WRITE_USER">Can edit</MenuItem>
      </TextField>
    </AppDialog>
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

  it('lets a list opened inside a dialog show above it, and the notifications under both', async () => {
    const user = userEvent.setup();
    renderRoutes([{ path: '/', element: <SelectInDialogPage /> }], '/');
    const dialog = await screen.findByRole('dialog', { name: 'Share project' });
    act(() => {
      notify({ level: 'info', title: 'Project shared' });
    });
    await user.click(screen.getByRole('combobox', { name: 'Role' }));
    const option = await screen.findByRole('option', { name: 'Can edit' });
    const region = screen.getByRole('region', { name: 'Notifications', hidden: true });
    expect(dialog.contains(option)).toBe(false);
    expect(layerZIndex(option)).toBeGreaterThan(layerZIndex(dialog));
    expect(layerZIndex(region)).toBeLessThan(layerZIndex(dialog));
  });
});
