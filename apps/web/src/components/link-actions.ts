import { notify } from '../lib/notifications';
import type { ContextMenuAction } from './use-context-menu';

/** What was copied, said in a notification that goes by itself. */
export async function copyText(text: string, what: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    notify({ level: 'success', title: `${what} copied` });
  } catch {
    notify({ level: 'warning', title: `Could not copy the ${what.toLowerCase()}`, description: text });
  }
}

/** The context-menu entries of something that opens a page of the app: Open, Open in new tab, Copy link. */
export function linkActions(href: string, open: (href: string) => void): ContextMenuAction[] {
  return [
    { id: 'open', name: 'Open', onSelect: () => open(href) },
    {
      id: 'open-new-tab',
      name: 'Open in new tab',
      onSelect: () => {
        window.open(href, '_blank', 'noopener');
      },
    },
    {
      id: 'copy-link',
      name: 'Copy link',
      onSelect: () => void copyText(new URL(href, window.location.origin).href, 'Link'),
    },
  ];
}
