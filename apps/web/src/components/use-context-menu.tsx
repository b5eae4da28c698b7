import { useState } from 'react';
import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';

/** One entry of a context menu and what it does. */
export interface ContextMenuAction {
  id: string;
  name: string;
  onSelect: () => void;
}

/** The handlers that make an element (a table row, a marker) open the menu. */
export interface ContextMenuTriggerProps {
  onContextMenu: (event: MouseEvent<Element>) => void;
  onKeyDown: (event: KeyboardEvent<Element>) => void;
}

type Anchor = { top: number; left: number };

interface OpenMenu {
  anchor: Anchor;
  actions: readonly ContextMenuAction[];
}

/** Whether a key press asks for the context menu: the ContextMenu key or Shift+F10. */
export function isContextMenuKey(event: { key: string; shiftKey: boolean }): boolean {
  return event.key === 'ContextMenu' || (event.shiftKey && event.key === 'F10');
}

function anchorOf(element: Element): Anchor {
  const box = element.getBoundingClientRect();
  return { top: box.top + Math.min(box.height, 24), left: box.left + 8 };
}

/**
 * A right-click menu for many targets (docs/product-spec.md §2): `triggerProps(actions)` goes on each target, `menu` once in
 * the tree. It opens at the pointer on right click, and at the target with the ContextMenu key or Shift+F10
 * (the key events bubble from the focused link or button inside the target); Escape closes it and gives the
 * focus back.
 */
export function useContextMenu(label: string): {
  triggerProps: (actions: () => readonly ContextMenuAction[]) => ContextMenuTriggerProps;
  menu: ReactNode;
} {
  const [open, setOpen] = useState<OpenMenu | null>(null);

  function triggerProps(actions: () => readonly ContextMenuAction[]): ContextMenuTriggerProps {
    return {
      onContextMenu: (event) => {
        event.preventDefault();
        // A keyboard-made contextmenu event carries no pointer position.
        const isKeyboard = event.clientX === 0 && event.clientY === 0;
        const anchor = isKeyboard
          ? anchorOf(event.currentTarget)
          : { top: event.clientY, left: event.clientX };
        setOpen({ anchor, actions: actions() });
      },
      onKeyDown: (event) => {
        if (!isContextMenuKey(event)) {
          return;
        }
        event.preventDefault();
        setOpen({ anchor: anchorOf(event.currentTarget), actions: actions() });
      },
    };
  }

  function handleSelect(action: ContextMenuAction): void {
    setOpen(null);
    action.onSelect();
  }

  const menu = (
    <Menu
      open={open !== null}
      onClose={() => setOpen(null)}
      anchorReference="anchorPosition"
      anchorPosition={open?.anchor}
      slotProps={{ list: { 'aria-label': label } }}
    >
      {(open?.actions ?? []).map((action) => (
        <MenuItem key={action.id} onClick={() => handleSelect(action)}>
          {action.name}
        </MenuItem>
      ))}
    </Menu>
  );
  return { triggerProps, menu };
}
