/** Keys of everything the app keeps in local storage (docs/product-spec.md §3 "Browser storage"). */
export const STORAGE_KEYS = {
  csrfToken: 'csrfToken',
  user: 'user',
  secureProjectViewKey: 'secureProjectViewKey',
  /** The project the guest's secure project view key opens, so a reload shows it again. */
  secureProjectViewProjectId: 'secureProjectViewProjectId',
  whatsNewMenuSeen: 'whatsNewMenuSeen',
  /** The projects a user opened last (landing page), with the user they belong to. */
  recentProjects: 'recentProjects',
  /** The server notifications already shown as a notice in this browser, with the user they belong to. */
  toastedNotifications: 'toastedNotifications',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** Local storage can be missing or throw (private mode, quota); the app then behaves as if nothing is stored. */
export function readStored(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStored(key: StorageKey, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage full or blocked: the session lives on in memory for this page.
  }
}

export function removeStored(key: StorageKey): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing stored to remove.
  }
}

/** Reads one cookie the server made readable (the CSRF cookie); null when absent. */
export function readCookie(name: string): string | null {
  const prefix = `${name}=`;
  for (const part of document.cookie.split(';')) {
    const trimmed = part.trim();
    if (trimmed.startsWith(prefix)) {
      return decodeURIComponent(trimmed.slice(prefix.length));
    }
  }
  return null;
}

/**
 * Expires a cookie. Max-Age=0 alone is not enough everywhere: some cookie stores (happy-dom's among them) keep a
 * cookie whose expiry equals the current millisecond, so a past Expires date is sent as well.
 */
export function removeCookie(name: string): void {
  document.cookie = `${name}=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}

/** Name of the readable cookie that mirrors the session's CSRF token. */
export const CSRF_COOKIE = 'airlens_csrf';
