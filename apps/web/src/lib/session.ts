import { useSyncExternalStore } from 'react';
import { clientUserSchema } from '@airlens/domain';
import type { ClientUser } from '@airlens/domain';
import { abortPendingRequests } from './api-client';
import { createExternalStore } from './external-store';
import { clearNotifications } from './notifications';
import { CSRF_COOKIE, readStored, removeCookie, removeStored, STORAGE_KEYS, writeStored } from './storage';

function readStoredUser(): ClientUser | null {
  const text = readStored(STORAGE_KEYS.user);
  if (text === null) {
    return null;
  }
  try {
    const parsed = clientUserSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const currentUser = createExternalStore<ClientUser | null>(readStoredUser());
// The session ended under the user (a 401), as opposed to never having been there or a sign-out.
let hasEnded = false;

export function subscribeSession(listener: () => void): () => void {
  return currentUser.subscribe(listener);
}

export function getSessionUser(): ClientUser | null {
  return currentUser.get();
}

export function useSessionUser(): ClientUser | null {
  return useSyncExternalStore(subscribeSession, getSessionUser, getSessionUser);
}

/** Login stores the CSRF token (docs/product-spec.md §4 Session); the user follows once it is fetched. */
export function storeCsrfToken(token: string): void {
  writeStored(STORAGE_KEYS.csrfToken, token);
}

export function hasStoredCsrfToken(): boolean {
  const token = readStored(STORAGE_KEYS.csrfToken);
  return token !== null && token !== '';
}

export function setSessionUser(user: ClientUser): void {
  hasEnded = false;
  writeStored(STORAGE_KEYS.user, JSON.stringify(user));
  currentUser.set(user);
}

/** The secure project view key a guest keeps between visits. */
export function getSecureProjectViewKey(): string | null {
  return readStored(STORAGE_KEYS.secureProjectViewKey);
}

export function storeSecureProjectViewKey(keyId: string): void {
  writeStored(STORAGE_KEYS.secureProjectViewKey, keyId);
}

/** The project a guest's stored secure project view key opens; null when none is stored. */
export function getSecureProjectViewProjectId(): string | null {
  return readStored(STORAGE_KEYS.secureProjectViewProjectId);
}

/**
 * Keeps a guest's session across reloads (docs/product-spec.md §4 Start-up: a GUEST with a stored key skips the licence
 * check): the CSRF token, the secure project view key and the project it opens.
 */
export function storeGuestSession(session: { keyId: string; projectId: string; csrfToken: string }): void {
  storeCsrfToken(session.csrfToken);
  storeSecureProjectViewKey(session.keyId);
  writeStored(STORAGE_KEYS.secureProjectViewProjectId, session.projectId);
}

/**
 * The server ended the session (docs/product-spec.md §8 global 401): clears it and remembers why, so the route guard sends the
 * user to root (and so to a plain sign-in) instead of back to the page they were on.
 */
export function endSession(): void {
  hasEnded = true;
  clearSession();
}

/** Whether the last session ended by a 401 (until the sign-in page is reached or the next user is stored). */
export function hasSessionEnded(): boolean {
  return hasEnded;
}

/** The user reached the sign-in page after the session ended: from now on, guard redirects lead back again. */
export function forgetSessionEnd(): void {
  hasEnded = false;
}

/**
 * Clears the local session: token, user, guest key, the readable CSRF cookie and the notices on screen (they tell
 * of the signed-out user's uploads, reports and shares: on a shared computer the next person must not read them);
 * aborts pending requests.
 */
export function clearSession(): void {
  abortPendingRequests();
  clearNotifications();
  removeStored(STORAGE_KEYS.csrfToken);
  removeStored(STORAGE_KEYS.user);
  removeStored(STORAGE_KEYS.secureProjectViewKey);
  removeStored(STORAGE_KEYS.secureProjectViewProjectId);
  removeCookie(CSRF_COOKIE);
  if (currentUser.get() !== null) {
    currentUser.set(null);
  }
}
