// Whether a new version of the site is installed and waiting (set by app/lib/browser/service-worker.ts,
// read by the "A new version is available" notice). Its own tiny module so every page can show
// the notice without loading the service-worker code before it is needed.
import { useSyncExternalStore } from "react";

let updateWaiting = false;
const listeners = new Set<() => void>();

export function setUpdateWaiting(value: boolean): void {
  updateWaiting = value;
  for (const listener of listeners) listener();
}

export function useUpdateAvailable(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => updateWaiting,
    () => false,
  );
}
