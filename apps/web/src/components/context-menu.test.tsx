import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../test/render';
import { ContextMenu } from './context-menu';

const ITEMS = [
  { id: 'open', name: 'Open' },
  { id: 'rename', name: 'Rename', titleClass: 'item-rename' },
  { id: 'delete', name: 'Delete', titleClass: 'text-error' },
];

describe('ContextMenu', () => {
  it('opens on right click with the named items and reports the chosen item', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    renderWithProviders(
      <ContextMenu items={ITEMS} onSelect={onSelect} label="Project actions">
        <button type="button">Office HQ</button>
      </ContextMenu>,
    );
    expect(screen.queryByRole('menu')).toBeNull();

    fireEvent.contextMenu(screen.getByRole('button', { name: 'Office HQ' }), { clientX: 120, clientY: 80 });
    const menu = screen.getByRole('menu', { name: 'Project actions' });
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Open', 'Rename', 'Delete']);
    expect(items[2]?.className).toContain('text-error');

    await user.click(within(menu).getByRole('menuitem', { name: 'Rename' }));
    expect(onSelect).toHaveBeenCalledWith(ITEMS[1]);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('prevents the browser menu and closes on Escape without reporting', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    renderWithProviders(
      <ContextMenu items={ITEMS} onSelect={onSelect}>
        <span>Target</span>
      </ContextMenu>,
    );
    const event = new MouseEvent('contextmenu', { bubbles: true, cancelable: true, clientX: 5, clientY: 5 });
    screen.getByText('Target').dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(await screen.findByRole('menu', { name: 'Context menu' })).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('can be chosen by keyboard', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    renderWithProviders(
      <ContextMenu items={ITEMS} onSelect={onSelect}>
        <button type="button">Keyboard target</button>
      </ContextMenu>,
    );
    fireEvent.contextMenu(screen.getByRole('button', { name: 'Keyboard target' }));
    await screen.findByRole('menu');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenCalledWith(ITEMS[1]);
  });
});
