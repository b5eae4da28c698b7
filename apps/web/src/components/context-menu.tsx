import { useState } from 'react';
import type { MouseEvent, ReactNode } from 'react';
import Box from '@mui/material/Box';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';

/** A context menu item (docs/product-spec.md §3). */
export interface ContextMenuItem {
  id: string;
  name: string;
  titleClass?: string;
}

export interface ContextMenuProps {
  items: readonly ContextMenuItem[];
  onSelect: (item: ContextMenuItem) => void;
  /** Accessible name of the menu. */
  label?: string;
  children: ReactNode;
}

type Anchor = { kind: 'position'; top: number; left: number } | { kind: 'element'; element: HTMLElement };

/**
 * A right-click menu over its children: lists the named items at the clicked point and reports the chosen
 * one. The keyboard context-menu key (or Shift+F10) opens it at the element.
 */
export function ContextMenu({ items, onSelect, label = 'Context menu', children }: ContextMenuProps) {
  const [anchor, setAnchor] = useState<Anchor | null>(null);

  function handleContextMenu(event: MouseEvent<HTMLElement>) {
    event.preventDefault();
    if (event.clientX === 0 && event.clientY === 0) {
      setAnchor({ kind: 'element', element: event.currentTarget });
      return;
    }
    setAnchor({ kind: 'position', top: event.clientY, left: event.clientX });
  }

  function handleSelect(item: ContextMenuItem) {
    setAnchor(null);
    onSelect(item);
  }

  return (
    <>
      <Box onContextMenu={handleContextMenu}>{children}</Box>
      <Menu
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        anchorReference={anchor?.kind === 'element' ? 'anchorEl' : 'anchorPosition'}
        anchorEl={anchor?.kind === 'element' ? anchor.element : null}
        anchorPosition={anchor?.kind === 'position' ? { top: anchor.top, left: anchor.left } : undefined}
        slotProps={{ list: { 'aria-label': label } }}
      >
        {items.map((item) => (
          <MenuItem key={item.id} className={item.titleClass} onClick={() => handleSelect(item)}>
            {item.name}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
