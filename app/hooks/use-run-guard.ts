// React face of the page's RunGuard (run-guard.ts): whether restored input is held, and an action
// for the moment the user releases it, so the hook that held a run can start it.
import { useEffect, useEffectEvent, useMemo, useRef, useSyncExternalStore } from "react";
import { type RunGuard, pageRunGuard } from "~/lib/workers/run-guard";

const noSubscription = () => () => {};

export function useRunGuard(path?: string): { guard: RunGuard | null; held: boolean } {
  const guard = useMemo(() => pageRunGuard(path), [path]);
  const held = useSyncExternalStore(
    guard ? guard.subscribe : noSubscription,
    () => guard?.isHeld() ?? false,
    () => false, // prerendered: nothing is held
  );
  return { guard, held };
}

/** Calls `action` (the current one) when `held` turns from true to false. */
export function useWhenReleased(held: boolean, action: () => void): void {
  const onRelease = useEffectEvent(action);
  const wasHeld = useRef(held);
  useEffect(() => {
    if (wasHeld.current && !held) onRelease();
    wasHeld.current = held;
  }, [held]);
}
