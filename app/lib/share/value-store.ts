// One value that components follow with useSyncExternalStore: what a shared state or a result
// handed over says or asks on the page, kept outside React so code that is not a component can set it.

export interface ValueStore<T> {
  read: () => T;
  set: (next: T) => void;
  subscribe: (listener: () => void) => () => void;
}

export function valueStore<T>(initial: T): ValueStore<T> {
  let current = initial;
  const listeners = new Set<() => void>();
  return {
    read: () => current,
    set: (next) => {
      current = next;
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
