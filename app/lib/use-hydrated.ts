// False while prerendering and during the hydration pass, true after: for UI that must match the
// prerendered HTML first and may differ once the browser has taken over.
import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
