import { useSyncExternalStore } from 'react';

export type NotificationLevel = 'info' | 'warning' | 'error' | 'success';

/** A notification (spec §3): removed after `timeout` ms when given, or by its confirm button. */
export interface AppNotification {
  id: string;
  level: NotificationLevel;
  title: string;
  description?: string;
  confirmText?: string;
  timeout?: number;
  onHide?: () => void;
}

type Listener = () => void;

let notifications: readonly AppNotification[] = [];
const listeners = new Set<Listener>();
let nextId = 1;

function emit(): void {
  for (const listener of listeners) {
    listener();
  }
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function getNotifications(): readonly AppNotification[] {
  return notifications;
}

/** Adds a notification with a level and returns its id. */
export function notify(notification: Omit<AppNotification, 'id'> & { id?: string }): string {
  const id = notification.id ?? `notification-${nextId++}`;
  notifications = [...notifications.filter((item) => item.id !== id), { ...notification, id }];
  emit();
  return id;
}

/** Removes a notification and calls its onHide. */
export function hideNotification(id: string): void {
  const found = notifications.find((item) => item.id === id);
  if (found === undefined) {
    return;
  }
  notifications = notifications.filter((item) => item.id !== id);
  emit();
  found.onHide?.();
}

export function clearNotifications(): void {
  notifications = [];
  emit();
}

export function useNotifications(): readonly AppNotification[] {
  return useSyncExternalStore(subscribe, getNotifications, getNotifications);
}
