import type { ReactNode } from 'react';
import type { BatchAccessPoint } from '@airlens/contract';
import { copyText } from '@/components/link-actions';
import { useContextMenu } from '@/components/use-context-menu';
import type { ContextMenuTriggerProps } from '@/components/use-context-menu';
import type { FloorPoint } from './floor-stage';

/**
 * The floor view's AP context menu (docs/product-spec.md §2): Inspect (the signal at the AP's place, with the inspect tool on)
 * and Copy name.
 */
export function useApContextMenu(onInspect: (point: FloorPoint) => void): {
  menuFor: (ap: BatchAccessPoint) => ContextMenuTriggerProps;
  menu: ReactNode;
} {
  const { triggerProps, menu } = useContextMenu('Access point actions');
  return {
    menuFor: (ap) =>
      triggerProps(() => {
        const copyName = {
          id: 'copy-name',
          name: 'Copy name',
          onSelect: () => void copyText(ap.name, 'Name'),
        };
        const { location } = ap;
        if (location === null) {
          return [copyName];
        }
        return [{ id: 'inspect', name: 'Inspect', onSelect: () => onInspect(location.coord) }, copyName];
      }),
    menu,
  };
}
