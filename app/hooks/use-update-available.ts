// Whether a new version waits to be used (app/lib/page/update-available.ts), read by React.
import { useSyncExternalStore } from "react";
import { isUpdateWaiting, subscribeUpdateWaiting } from "~/lib/page/update-available";

export function useUpdateAvailable(): boolean {
  return useSyncExternalStore(subscribeUpdateWaiting, isUpdateWaiting, () => false);
}
