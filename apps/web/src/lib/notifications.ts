import { useSyncExternalStore } from 'react';
import { createExternalStore } from './external-store';

export type NotificationLevel = 'info' | 'warning' | 'error' | 'success';

/** A notification (docs/product-spec.md §3): removed after `timeout` ms when given, or by its confirm button. */
export interface AppNotification {
  id: string;
  level: NotificationLevel;
  title: string;
  description?: string;
  confirmText?: string;
  /** Milliseconds until it goes by itself; 0 keeps it until the user closes it. */
  timeout?: number;
  /** Called whenever it goes: timeout, confirm button, dismiss button or removal. */
  onHide?: () => void;
  /** Called only when the user presses the confirm button (e.g. mark a server notification read). */
  onConfirm?: () => void;
}

/**
 * How long info and success notifications stay when the caller gives no timeout: they only tell, so they go by
 * themselves (docs/product-spec.md §4 allows a timeout); warnings and errors stay until the user closes them.
 */
export const DEFAULT_NOTIFICATION_TIMEOUT_MS: Readonly<Record<NotificationLevel, number>> = {
  info: 8_000,
  success: 8_000,
  warning: 0,
  error: 0,
};

const notifications = createExternalStore<readonly AppNotification[]>([]);
let nextId = 1;
/** Every id shown in this tab since load (see wasNotificationShown). */
const everShown = new Set<string>();

/** Adds a notification with a level (info and success get the default timeout) and returns its id. */
export function notify(notification: Omit<AppNotification, 'id'> & { id?: string }): string {
  const id = notification.id ?? `notification-${nextId++}`;
  everShown.add(id);
  const timeout = notification.timeout ?? DEFAULT_NOTIFICATION_TIMEOUT_MS[notification.level];
  notifications.set([
    ...notifications.get().filter((item) => item.id !== id),
    { ...notification, id, timeout },
  ]);
  return id;
}

/**
 * The id of the toast of a server notification (the inbox's, and any client-side news about the same subject:
 * a report's "Report ready" uses its report id, which is also the id of the server's notification).
 */
export function serverNotificationToastId(notificationId: string): string {
  return `server-${notificationId}`;
}

/**
 * Whether a notification with this id was shown in this tab, even if it is gone now; the server notifications
 * poller uses it not to repeat news this tab already told (a report watched here to its end).
 */
export function wasNotificationShown(id: string): boolean {
  return everShown.has(id);
}

/** Removes a notification and calls its onHide. */
export function hideNotification(id: string): void {
  const found = notifications.get().find((item) => item.id === id);
  if (found === undefined) {
    return;
  }
  notifications.set(notifications.get().filter((item) => item.id !== id));
  found.onHide?.();
}

/** Whether a notification with this id is showing. */
export function isNotificationShown(id: string): boolean {
  return notifications.get().some((item) => item.id === id);
}

/** Removes a notification without calling its onHide (its subject was handled elsewhere, e.g. the inbox). */
export function withdrawNotification(id: string): void {
  if (!isNotificationShown(id)) {
    return;
  }
  notifications.set(notifications.get().filter((item) => item.id !== id));
}

export function clearNotifications(): void {
  everShown.clear();
  notifications.set([]);
}

export function useNotifications(): readonly AppNotification[] {
  return useSyncExternalStore(notifications.subscribe, notifications.get, notifications.get);
}
