/**
 * A value a port mirrors for the UI, which reads it synchronously (useSyncExternalStore) and hears each change:
 * the part of a port that is `current()` and `subscribe()`, and the `set()` its adapter calls once the
 * platform has taken the new value. No React here: the desktop main process bundles the port types.
 */
export interface WatchedValue<T> {
  current(): T;
  /** Returns the unsubscribe function. */
  subscribe(listener: (value: T) => void): () => void;
  set(next: T): void;
}

export function watchedValue<T>(initial: T): WatchedValue<T> {
  let value = initial;
  const listeners = new Set<(value: T) => void>();
  return {
    current: () => value,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    set(next) {
      value = next;
      for (const listener of listeners) listener(next);
    },
  };
}
