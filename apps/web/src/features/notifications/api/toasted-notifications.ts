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
 * Claims the notice of the user's server notification in this browser: true the first time, and remembered, so an
 * unread notification is told once and then waits in the inbox (the bell counts it) instead of coming back on
 * every page load; false ever after.
 */
export function claimToast(userId: string, notificationId: string): boolean {
  const ids = readToasted(userId);
  if (ids.includes(notificationId)) {
    return false;
  }
  ids.push(notificationId);
  const toasted: Toasted = { userId, ids: ids.slice(-REMEMBERED) };
  writeStored(STORAGE_KEYS.toastedNotifications, JSON.stringify(toasted));
  return true;
}
