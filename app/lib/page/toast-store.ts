// Toast notifications: a pure reducer plus a tiny external store, which React reads through
// app/hooks/use-toasts.ts.
// Implements spec §3 "Toast entry", §4 "Toasts" and §9 (limit 1, removal delay 1,000,000 ms).
import type { ReactNode } from "react";

export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY = 1_000_000;

export type ToastVariant = "default" | "success" | "error";

/** What a caller puts in a toast. */
export interface ToastContent {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
}

export interface ToastEntry extends ToastContent {
  id: string;
  /** False once dismissed: the entry stays (so a close animation can run) until it is removed. */
  open: boolean;
}

export type ToastAction =
  | { type: "ADD"; toast: ToastEntry }
  | { type: "UPDATE"; toast: Partial<ToastEntry> & { id: string } }
  /** Without an id: every toast. */
  | { type: "DISMISS"; id?: string }
  | { type: "REMOVE"; id?: string };

/** Pure state transition; the store adds the removal timers around it. */
export function reducer(
  state: ToastEntry[],
  action: ToastAction,
  limit: number = TOAST_LIMIT,
): ToastEntry[] {
  switch (action.type) {
    case "ADD":
      // The newest comes first and pushes the older ones out past the limit.
      return [action.toast, ...state].slice(0, limit);
    case "UPDATE":
      return state.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t));
    case "DISMISS":
      return state.map((t) =>
        action.id === undefined || t.id === action.id ? { ...t, open: false } : t,
      );
    case "REMOVE":
      return action.id === undefined ? [] : state.filter((t) => t.id !== action.id);
  }
}

export interface ToastHandle {
  id: string;
  dismiss: () => void;
  update: (content: ToastContent) => void;
}

export interface ToastStore {
  getSnapshot: () => ToastEntry[];
  subscribe: (listener: () => void) => () => void;
  dispatch: (action: ToastAction) => void;
  toast: (content: ToastContent) => ToastHandle;
  dismiss: (id?: string) => void;
}

/** The empty list: the state before any toast, and the server snapshot. */
export const NO_TOASTS: ToastEntry[] = [];

/** A store with its own state and timers; the app uses the shared one below, tests may make their own. */
export function createToastStore(
  options: { limit?: number; removeDelay?: number } = {},
): ToastStore {
  const limit = options.limit ?? TOAST_LIMIT;
  const removeDelay = options.removeDelay ?? TOAST_REMOVE_DELAY;
  // The same empty list as the server snapshot (useToasts): a fresh [] would differ from it after
  // hydration, and useSyncExternalStore would then re-render the whole page frame synchronously.
  let state: ToastEntry[] = NO_TOASTS;
  let nextId = 0;
  const listeners = new Set<() => void>();
  const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

  function scheduleRemoval(id: string): void {
    if (removalTimers.has(id)) return;
    removalTimers.set(
      id,
      setTimeout(() => {
        removalTimers.delete(id);
        dispatch({ type: "REMOVE", id });
      }, removeDelay),
    );
  }

  function dispatch(action: ToastAction): void {
    if (action.type === "DISMISS") {
      for (const t of state)
        if (action.id === undefined || t.id === action.id) scheduleRemoval(t.id);
    }
    state = reducer(state, action, limit);
    // Timers of entries that left the list (removed or pushed out by a newer toast) are no longer needed.
    for (const [id, timer] of removalTimers) {
      if (!state.some((t) => t.id === id)) {
        clearTimeout(timer);
        removalTimers.delete(id);
      }
    }
    for (const listener of listeners) listener();
  }

  function toast(content: ToastContent): ToastHandle {
    nextId += 1;
    const id = String(nextId);
    dispatch({ type: "ADD", toast: { ...content, id, open: true } });
    return {
      id,
      dismiss: () => dispatch({ type: "DISMISS", id }),
      update: (next) => dispatch({ type: "UPDATE", toast: { ...next, id } }),
    };
  }

  return {
    getSnapshot: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispatch,
    toast,
    dismiss: (id) => dispatch({ type: "DISMISS", id }),
  };
}

/** The app's one store: pages show its toasts (useToasts), any code may add one. */
export const sharedToastStore = createToastStore();

/** Shows a toast; only the newest is visible (spec §4). */
export const toast = sharedToastStore.toast;
/** Dismisses one toast by id, or all of them. */
export const dismissToast = sharedToastStore.dismiss;
