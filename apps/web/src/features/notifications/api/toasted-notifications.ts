import { readStored, STORAGE_KEYS, writeStored } from '@/lib/storage';

/** How many notification ids are remembered (the newest); older unread ones are long in the inbox anyway. */
const REMEMBERED = 200;

interface Toasted {
  userId: string;
  ids: string[];
}

function readToasted(userId: string): string[] {
  try {
    const stored = JSON.parse(readStored(STORAGE_KEYS.toastedNotifications) ?? 'null') as Toasted | null;
    return stored !== null && stored.userId === userId && Array.isArray(stored.ids) ? stored.ids : [];
  } catch {
    return [];
  }
}

/**
 * Whether this browser already showed the user's server notification as a notice: an unread one is told once
 * and then waits in the inbox (the bell counts it), instead of coming back on every page load.
 */
export function wasToasted(userId: string, notificationId: string): boolean {
  return readToasted(userId).includes(notificationId);
}

/** Remembers that the user's server notification was shown as a notice in this browser. */
export function rememberToasted(userId: string, notificationId: string): void {
  const ids = readToasted(userId).filter((id) => id !== notificationId);
  ids.push(notificationId);
  const toasted: Toasted = { userId, ids: ids.slice(-REMEMBERED) };
  writeStored(STORAGE_KEYS.toastedNotifications, JSON.stringify(toasted));
}
