import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearNotifications } from '../lib/notifications';
import { renderWithProviders } from '../test/render';
import { DataTable } from './data-table';
import { linkActions } from './link-actions';

interface Row {
  id: string;
  name: string;
}

const ROWS: Row[] = [
  { id: 'a', name: 'Office HQ' },
  { id: 'b', name: 'Depot' },
];

function renderTable(onOpen: (href: string) => void) {
  return renderWithProviders(
    <DataTable<Row>
      label="Projects"
      columns={[
        { id: 'name', label: 'Name', render: (row) => <a href={`/projects/${row.id}`}>{row.name}</a> },
      ]}
      rows={ROWS}
      getRowKey={(row) => row.id}
      page={0}
      pageSize={5}
      totalElements={2}
      onPageChange={() => {}}
      rowActions={(row) => linkActions(`/projects/${row.id}`, onOpen)}
      rowActionsLabel="Project actions"
    />,
  );
}

function rowOf(name: string): HTMLElement {
  const row = screen.getByRole('link', { name }).closest('tr');
  if (row === null) {
    throw new Error(`no row for ${name}`);
  }
  return row;
}

afterEach(() => {
  clearNotifications();
  vi.restoreAllMocks();
});

describe('table row context menu (spec §2)', () => {
  it('opens on right click with Open, Open in new tab and Copy link, and acts on that row', async () => {
    const user = userEvent.setup();
    const onOpen = vi.fn();
    renderTable(onOpen);
    const event = new MouseEvent('contextmenu', {
      bubbles: true,
      cancelable: true,
      clientX: 40,
      clientY: 60,
    });
    rowOf('Depot').dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    const menu = await screen.findByRole('menu', { name: 'Project actions' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Open', 'Open in new tab', 'Copy link']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Open' }));
    expect(onOpen).toHaveBeenCalledWith('/projects/b');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens from the keyboard with Shift+F10 and the ContextMenu key on the focused link; Escape closes it', async () => {
    const user = userEvent.setup();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderTable(() => {});
    screen.getByRole('link', { name: 'Office HQ' }).focus();
    await user.keyboard('{Shift>}{F10}{/Shift}');
    await screen.findByRole('menu', { name: 'Project actions' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();

    fireEvent.keyDown(screen.getByRole('link', { name: 'Office HQ' }), { key: 'ContextMenu' });
    await user.click(
      within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Open in new tab' }),
    );
    expect(open).toHaveBeenCalledWith('/projects/a', '_blank', 'noopener');
  });

  it('copies the full address of the row and says so', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    renderTable(() => {});
    fireEvent.contextMenu(rowOf('Depot'), { clientX: 10, clientY: 10 });
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/projects/b`);
    expect(await screen.findByText('Link copied')).toBeTruthy();
  });
});
