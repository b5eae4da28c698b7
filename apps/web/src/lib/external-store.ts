/**
 * A value kept outside React (the session user, the toasts, the reports followed in this tab) that components
 * follow with `useSyncExternalStore(store.subscribe, store.get, store.get)`: every `set` tells the subscribers.
 */
export interface ExternalStore<T> {
  get: () => T;
  set: (value: T) => void;
  /** Calls `listener` after every `set`; returns the unsubscribe. */
  subscribe: (listener: () => void) => () => void;
}

export function createExternalStore<T>(initial: T): ExternalStore<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next) {
      value = next;
      for (const listener of [...listeners]) {
        listener();
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
