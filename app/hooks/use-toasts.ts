// The toasts a page shows: the shared store of app/lib/page/toast-store.ts, read by React.
import { useSyncExternalStore } from "react";
import { NO_TOASTS, type ToastEntry, sharedToastStore } from "~/lib/page/toast-store";

/** The current toasts of the shared store; empty during prerender. */
export function useToasts(): ToastEntry[] {
  return useSyncExternalStore(
    sharedToastStore.subscribe,
    sharedToastStore.getSnapshot,
    () => NO_TOASTS,
  );
}
